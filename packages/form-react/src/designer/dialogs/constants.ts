/** Spec §9: every designer dialog is 850 wide; the preview takes the form's preview width (default 850). */
export const DIALOG_WIDTH = 850;
export const DEFAULT_PREVIEW_WIDTH = 850;
