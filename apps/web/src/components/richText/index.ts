export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { SafeHtml } from './SafeHtml';
export { sanitizeHtml } from './sanitizeHtml';
