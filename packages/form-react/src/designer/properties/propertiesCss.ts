/** The panel's own layout rules, all under `.sg-props` (rendered once per document). */
export const PROPERTIES_CSS = `
.sg-props{display:flex;flex-direction:column;height:100%;min-height:0;background:#fff}
.sg-props>.ant-tabs{display:flex;flex-direction:column;flex:1;min-height:0}
.sg-props>.ant-tabs>.ant-tabs-nav{margin:0;padding:0 12px}
.sg-props>.ant-tabs>.ant-tabs-content-holder{flex:1;min-height:0;overflow:auto}
.sg-props .ant-collapse-content-box{padding:4px 12px 8px!important}
.sg-props .ant-form-item{margin-bottom:10px}
.sg-props .ant-form-item .ant-form-item-label{padding-bottom:2px}
.sg-props .ant-form-item-extra{font-size:12px}
.sg-props-empty{padding:48px 16px;text-align:center}
.sg-props-key{display:block;padding:8px 12px 0;font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sg-props-list{display:flex;flex-direction:column;gap:6px}
.sg-props-row{display:flex;align-items:center;gap:4px;min-width:0}
.sg-props-row-head{font-size:12px;color:rgba(0,0,0,.45)}
.sg-props-value{flex:0 0 30%;min-width:0;display:flex}
.sg-props-grow{flex:1;min-width:0}
.sg-props-row-actions{display:inline-flex;flex:none}
.sg-props-row-actions .ant-btn{width:22px;min-width:22px;padding:0}
.sg-props-rule{border:1px solid #f0f0f0;border-radius:6px;padding:4px 8px 8px;display:flex;flex-direction:column;gap:4px}
.sg-props-rule .ant-form-item{margin-bottom:0}
.sg-props-fields{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);column-gap:8px}
.sg-props-full{grid-column:1/-1;min-width:0}
.sg-props-half{min-width:0}
.sg-props-flags{display:grid;grid-template-columns:1fr 1fr;gap:6px 8px}
.sg-props-flags>.sg-props-full{grid-column:auto}
.sg-props-pair-arrow{color:rgba(0,0,0,.35);flex:none}
.sg-props-note{font-size:12px}
.sg-props-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px}
.sg-props-breakpoints{width:100%;border-collapse:collapse}
.sg-props-breakpoints th{font-weight:normal;color:rgba(0,0,0,.45);text-align:left;font-size:12px;padding:0 4px 4px}
.sg-props-breakpoints td{padding:2px 4px}
`;
