/** The designer's dialogs (spec §2): JSON data, Code, Import JSON and Preview. */
export type { CodeDialogProps } from './CodeDialog';
export { CodeDialog } from './CodeDialog';
export type { SampleKind, SampleOptions } from './codeSamples';
export { codeSample, DEFAULT_ELEMENT_SCRIPT_URL, SAMPLE_FILES } from './codeSamples';
export { DIALOG_WIDTH } from './constants';
export type { ImportDialogProps } from './ImportDialog';
export { ImportDialog } from './ImportDialog';
export type { ImportResult } from './importDefinition';
export { importDefinition } from './importDefinition';
export type { JsonDialogProps } from './JsonDialog';
export { JsonDialog } from './JsonDialog';
export type { PreviewDialogProps } from './PreviewDialog';
export { PreviewDialog } from './PreviewDialog';
