import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from '@siteguard/contracts';
import DOMPurify from 'dompurify';

/**
 * The HTML rich text may hold (the contract's allow-list). A notice is written by one user and read by
 * many, so it is cleaned where it is written (the editor's output), by the server when stored, and
 * again where it is shown.
 */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...RICH_TEXT_LINK_ATTRIBUTES];

// An instance of our own: its hook must not touch the form runtime's DOMPurify.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links open apart from the console and cannot reach back into it.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
