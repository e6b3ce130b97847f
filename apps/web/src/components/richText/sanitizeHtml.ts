import DOMPurify from 'dompurify';

/**
 * The HTML rich text may hold: what the editor's toolbar makes, nothing that runs or loads. A notice
 * is written by one user and read by many, so it is cleaned where it is written (the editor's output)
 * and again where it is shown, whatever the server stored.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

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
