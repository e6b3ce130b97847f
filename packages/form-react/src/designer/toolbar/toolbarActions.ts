/** The toolbar's actions (spec §2), in their default order. */
export const DESIGNER_TOOLBAR = [
  'save',
  'preview',
  'importJson',
  'exportJson',
  'exportCode',
  'reset',
  'close',
  'undo',
  'redo',
] as const;
export type ToolbarAction = (typeof DESIGNER_TOOLBAR)[number];
