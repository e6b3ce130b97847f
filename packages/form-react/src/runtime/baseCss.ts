/**
 * The runtime's own CSS: every rule sits under a `sg-` class the runtime draws, so none reaches
 * the page. Rendered once per document (React 19 de-duplicates <style href precedence>).
 *
 * Fields off screen are not laid out, painted or hit-tested (content-visibility): on a 500-field
 * form each keystroke's frame repainted and hit-tested the whole form (~20 ms). A field with focus
 * or an error stays drawn, since containment clips what overflows its box (the focus ring, the
 * message in the bottom margin); those rules carry the off-screen rule's selector, or they would
 * lose to it on specificity and every message but the focused field's would be clipped. `auto` keeps a field's real height once it has been drawn. Paper
 * gets every field drawn: a page laid out with estimated heights overlapped the next card.
 */
export const BASE_CSS = `
.sg-form:not(.sg-form-inline) .ant-form-item{content-visibility:auto;contain-intrinsic-size:auto 32px}
.sg-form .ant-form-item-vertical{contain-intrinsic-size:auto 62px}
.sg-form:not(.sg-form-inline) .ant-form-item:focus-within,.sg-form:not(.sg-form-inline) .ant-form-item-has-error{content-visibility:visible}
@media print{.sg-form:not(.sg-form-inline) .ant-form-item{content-visibility:visible}}
.sg-form .sg-field{display:contents}
.sg-form .sg-cell .ant-form-item{margin-bottom:0}
.sg-form-inline .sg-field{display:inline-block}
.sg-form .sg-table{border-collapse:collapse;table-layout:fixed}
.sg-form .sg-table td{padding:8px 12px;vertical-align:top}
.sg-form .sg-table.sg-small td{padding:4px 6px}
.sg-form .sg-table.sg-bordered td{border:1px solid #e8e8e8}
.sg-form .sg-table.sg-bright tr:hover td{background:#e6f7ff}
.sg-form .sg-sil-row{display:flex;align-items:flex-start;gap:12px;flex-wrap:wrap;margin-bottom:8px}
.sg-form .sg-sil-check{min-width:120px;padding-top:5px}
.sg-form .sg-sil-row .sg-cell{display:block;flex:1 1 160px}
.sg-form .sg-text-required::before{content:'*';color:#ff4d4f;margin-right:4px}
.sg-form .sg-editor{border:1px solid #d9d9d9;border-radius:6px;overflow:hidden}
.sg-form .sg-editor-toolbar{display:flex;gap:4px;padding:4px;border-bottom:1px solid #f0f0f0;background:#fafafa}
.sg-form .sg-editor-content{overflow:auto;padding:4px 11px;box-sizing:border-box}
.sg-form .sg-editor-content .ProseMirror{outline:none;min-height:100%}
.sg-form .sg-editor-content img{max-width:100%}
.sg-form .sg-batch-add{margin-top:8px}
`;
