import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@siteguard/contracts';
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  // Dropped with their content: what a script, style or frame holds is never text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/**
 * Cleans user HTML (notice content) to the contract's allow-list before it is stored, so every
 * client reads safe HTML, not only the console (which cleans again when it shows it).
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}
