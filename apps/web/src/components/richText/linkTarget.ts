/**
 * What a typed link becomes: http(s) and mailto addresses as they are, a bare host such as
 * 'example.com/page' with https in front, anything else (javascript:, data:, spaces) null.
 */
export function linkTarget(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? withScheme : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? withScheme : null;
}
