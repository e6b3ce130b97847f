// The editor (tiptap and ProseMirror, about 400 KB) is not exported here: a page that only shows rich
// text (the notice bell is on every page) would download it too. Import it from './RichTextEditor'.
export { SafeHtml } from './SafeHtml';
export { sanitizeHtml } from './sanitizeHtml';
