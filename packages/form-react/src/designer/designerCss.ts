/**
 * Below this designer width (the console at 1440 px with its side menu open is 1170) the header's
 * dialog buttons fold to icons, the palette becomes one column and both side panels narrow, so a
 * two-column grid keeps room for its fields on the canvas (issue #32: at 1280 px the canvas was 366
 * px and a grid column's field box 12 px).
 */
const NARROW_BELOW_PX = 1240;

/**
 * A field in a list narrower than this puts its label above its control, as antd's vertical layout
 * does, instead of squeezing the control beside a fixed-width label until its content is cut off
 * (the canvas item's paint containment clips what overflows). The runtime keeps the form's layout:
 * the canvas is narrower than the preview width the form is designed for.
 */
const STACK_BELOW_PX = 260;

/**
 * The designer's own CSS; every rule sits under a `sgd-` class the designer draws. Rendered once per
 * document (React 19 de-duplicates <style href precedence>).
 */
export const DESIGNER_CSS = `
.sgd-root{display:flex;flex-direction:column;height:100%;min-height:480px;background:#f0f2f5;color:rgba(0,0,0,.88);font-size:14px}
.sgd-header{display:flex;align-items:center;gap:16px;min-height:52px;padding:6px 12px 6px 20px;background:#fff;border-bottom:1px solid #e5e7eb;box-shadow:0 1px 2px rgba(0,0,0,.03);z-index:2}
.sgd-title{display:flex;align-items:center;gap:12px;min-width:0;flex:1 1 auto}
.sgd-title-text{font-size:16px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sgd-extra{min-width:0;color:rgba(0,0,0,.55)}
.sgd-toolbar{flex:0 0 auto}
.sgd-root{container:sgd-root/inline-size}
@container sgd-root (max-width: ${NARROW_BELOW_PX}px){.sgd-action-label.is-folding{display:none}}
.sgd-body{display:flex;flex:1 1 auto;min-height:0;overflow-x:auto}
.sgd-side{background:#fff;display:flex;flex-direction:column;min-height:0}
.sgd-side-left{width:264px;flex:0 0 264px;border-right:1px solid #e5e7eb}
.sgd-side-right{width:340px;flex:0 0 340px;border-left:1px solid #e5e7eb}
.sgd-side-scroll{flex:1 1 auto;overflow:auto;min-height:0}
.sgd-palette .ant-collapse-header{font-weight:600;color:rgba(0,0,0,.75)!important;padding:10px 14px!important}
.sgd-palette .ant-collapse-content-box{padding:0 10px 10px!important}
.sgd-palette-grid{display:grid;grid-template-columns:1fr 1fr;gap:6px}
.sgd-palette-item{user-select:none;display:flex;align-items:center;gap:8px;height:34px;padding:0 10px;border:1px solid #e5e7eb;border-radius:6px;background:#fafbfc;color:rgba(0,0,0,.78);font-size:13px;cursor:grab;text-align:left;transition:border-color .15s,color .15s,background .15s;touch-action:none;min-width:0}
.sgd-palette-item:hover,.sgd-palette-item:focus-visible{border-color:#1677ff;color:#1677ff;background:#f0f7ff;outline:none}
.sgd-palette-item.is-dragging{opacity:.5}
.sgd-palette-icon{flex:0 0 auto;font-size:14px;color:#1677ff}
.sgd-palette-label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sgd-canvas{flex:1 1 auto;min-width:360px;overflow:auto;padding:16px}
.sgd-paper{position:relative;min-height:100%;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.06);padding:16px 16px 24px;box-sizing:border-box}
@container sgd-root (max-width: ${NARROW_BELOW_PX}px){
.sgd-side-left{width:200px;flex-basis:200px}
.sgd-side-right{width:288px;flex-basis:288px}
.sgd-palette-grid{grid-template-columns:minmax(0,1fr)}
.sgd-canvas{padding:12px}
.sgd-paper{padding:12px 12px 20px}
}
.sgd-zone.sgd-root-zone{min-height:calc(100vh - 200px)}
.sgd-root-zone>.sgd-zone-empty{display:none}
.sgd-canvas-empty{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;color:rgba(0,0,0,.35);pointer-events:none;font-size:13px}
.sgd-canvas-empty-title{font-size:16px;color:rgba(0,0,0,.45)}
.sgd-zone{position:relative;min-height:44px;border-radius:4px}
.sgd-zone-x{display:flex;align-items:stretch;gap:8px;overflow-x:auto;padding:4px}
.sgd-zone-x>.sgd-item{flex:0 0 220px}
.sgd-item .sgd-zone{border:1px dashed #e3e6eb;padding:2px}
.sgd-zone.is-empty{border:1px dashed #d0d5dd;background:#fafbfc}
.sgd-zone-overlay{position:absolute;inset:0;z-index:2;border-radius:4px;pointer-events:none;background:rgba(22,119,255,.06);box-shadow:inset 0 0 0 1px rgba(22,119,255,.45)}
.sgd-zone-overlay.is-refused{background:rgba(255,77,79,.08);box-shadow:inset 0 0 0 2px #ff4d4f}
.sgd-zone-empty{display:flex;align-items:center;justify-content:center;min-height:42px;color:rgba(0,0,0,.3);font-size:12px;user-select:none}
.sgd-zone-refusal{position:absolute;left:4px;top:4px;right:4px;z-index:6;padding:4px 8px;border-radius:4px;background:#ff4d4f;color:#fff;font-size:12px;line-height:18px}
.sgd-drop-line{position:absolute;z-index:4;background:#1677ff;border-radius:2px;pointer-events:none;box-shadow:0 0 0 2px rgba(22,119,255,.2)}
.sgd-item{position:relative;padding:8px 10px;margin:2px 0;user-select:none;border:1px dashed transparent;border-radius:4px;cursor:move;touch-action:none;outline:none;transition:background .12s,border-color .12s}
.sgd-item{content-visibility:auto;contain-intrinsic-size:auto 56px}
.sgd-item:hover{border-color:#91caff;background:rgba(22,119,255,.03)}
.sgd-item:focus-visible{box-shadow:0 0 0 2px rgba(22,119,255,.35)}
.sgd-item.is-selected{border:1px solid #1677ff;background:rgba(22,119,255,.05);box-shadow:inset 3px 0 0 #1677ff}
.sgd-item.is-dragging{opacity:.35}
.sgd-item.is-hidden>:not(.sgd-item-actions):not(.sgd-item-key):not(.sgd-item-hidden){opacity:.45}
.sgd-item .ant-form-item{margin-bottom:0}
.sgd-item-hidden{position:absolute;top:2px;right:6px;font-size:11px;color:rgba(0,0,0,.45);background:#f5f5f5;border-radius:3px;padding:0 4px;pointer-events:none}
.sgd-item.is-selected>.sgd-item-hidden{right:100px}
.sgd-item-key{position:absolute;left:0;bottom:0;z-index:5;padding:0 6px;font-size:11px;line-height:18px;color:#fff;background:#1677ff;border-radius:0 3px 0 3px;pointer-events:none;white-space:nowrap}
.sgd-item-actions{position:absolute;right:0;bottom:0;z-index:5;display:flex;gap:2px}
.sgd-item-btn{display:inline-flex;align-items:center;justify-content:center;width:24px;height:22px;padding:0;border:0;border-radius:3px;background:#1677ff;color:#fff;font-size:12px;cursor:pointer;transition:background .15s}
.sgd-item-btn:hover{background:#4096ff}
.sgd-item-btn:focus-visible{outline:2px solid #91caff;outline-offset:1px}
.sgd-item-btn.sgd-item-drag{cursor:grab}
.sgd-item-btn.sgd-item-delete{background:#ff4d4f}
.sgd-item-btn.sgd-item-delete:hover{background:#ff7875}

.sgd-inert{pointer-events:none;user-select:none}
.sgd-card{margin:0}
.sgd-tabs{margin:0}
.sgd-tabs .ant-tabs-nav{margin-bottom:8px}
.sgd-table{margin:0}
.sgd-table td{min-width:80px}
.sgd-table td>.sgd-zone{min-height:44px}
.sgd-table:not(.sg-bordered) td{border:1px dashed #e5e7eb}
.sgd-batch{border:1px solid #f0f0f0;border-radius:6px;padding:4px;background:#fafafa}
.sgd-batch-caption{padding:2px 6px 4px;font-size:12px;color:rgba(0,0,0,.45)}
.sgd-sil-row{display:flex;gap:12px;align-items:flex-start;margin-bottom:6px}
.sgd-sil-check{min-width:110px;padding-top:10px}
.sgd-sil-row>.sgd-zone{flex:1 1 auto;min-width:0}
.sgd-slots-title{font-weight:600;margin-bottom:6px}
.sgd-grid>.ant-col>.sgd-zone{min-height:56px}
.sgd-zone{container:sgd-list/inline-size}
.sgd-table td>.sgd-zone{container-type:normal}
@container sgd-list (max-width: ${STACK_BELOW_PX}px){
.sgd-item .ant-form-item-horizontal>.ant-form-item-row{flex-wrap:wrap}
.sgd-item .ant-form-item-horizontal>.ant-form-item-row>.ant-form-item-label{flex:0 0 100%!important;max-width:100%!important;padding:0 0 4px;text-align:start;white-space:normal}
.sgd-item .ant-form-item-horizontal>.ant-form-item-row>.ant-form-item-label>label{height:auto}
.sgd-item .ant-form-item-horizontal>.ant-form-item-row>.ant-form-item-label>label::after{display:none}
.sgd-item .ant-form-item-horizontal>.ant-form-item-row>.ant-form-item-control{flex:0 0 100%!important;max-width:100%!important}
}
.sgd-overlay{pointer-events:none}
.sgd-ghost{display:inline-flex;align-items:center;gap:8px;padding:8px 14px;background:#fff;border:1px solid #1677ff;border-radius:6px;box-shadow:0 6px 16px rgba(0,0,0,.12);color:#1677ff;font-size:13px;white-space:nowrap;cursor:grabbing}
.sgd-table-menu-anchor{position:fixed;width:1px;height:1px}
`;
