/**
 * What rich text (notice content) may hold: what the editor's toolbar makes, nothing that runs or
 * loads. The server cleans to this list when it stores, the browser again when it shows.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

/** Only links carry attributes; both sides force target _blank and rel noopener on them. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/** Link schemes a rich-text link may use. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
