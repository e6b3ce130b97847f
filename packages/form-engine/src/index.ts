/**
 * @siteguard/form-engine: the public surface. Pure TypeScript, no React, no Node APIs; registries
 * and locales are arguments, never module state.
 */

// controls: registry, defaults, creation
export type { Registry } from './controls/registry';
export {
  builtinRegistry,
  copyControl,
  createControl,
  createRegistry,
  defaultConfig,
  rekeyControl,
  setLabelColumn,
} from './controls/registry';
export type { ControlKind, ControlSpec, SchemaContext } from './controls/spec';
export { DEFAULT_REQUIRED_MESSAGE } from './controls/spec';
export { GRID_SPAN_MAX } from './controls/types/grid';
export { effectivePrecision, PRECISION_MAX } from './controls/types/number';
export { isMultipleOf } from './controls/types/slider';
export { TEXT_FONT_FAMILIES, TEXT_FONT_SIZES } from './controls/types/text';
export { uploadLimit } from './controls/types/upload';
// the designer's pure core: every UI path (drag and drop, keyboard, palette, undo) goes through these
export type {
  CommandResult,
  ControlPatch,
  DesignerError,
  DesignerErrorCode,
} from './designer/commands';
export {
  addFromPalette,
  addressAfter,
  copy,
  DESIGNER_MESSAGES,
  insert,
  MAX_LIST_LEVEL,
  move,
  remove,
  reset,
  setFormLabelColumn,
  tableCommand,
  takenKeys,
  update,
  updateConfig,
} from './designer/commands';
export type { History, HistoryMove } from './designer/history';
export {
  canRedo,
  canUndo,
  createHistory,
  HISTORY_LIMIT,
  HISTORY_THROTTLE_MS,
  record,
  redo,
  undo,
} from './designer/history';
export { listClickSelection, paletteTarget } from './designer/insertTarget';
export type { ControlAddress, ListAddress, Position, Slot, Step } from './designer/location';
export { findPosition, ROOT, resolveList, slotsOf, updateControl } from './designer/location';
export type { Selection } from './designer/selection';
export { applySelection, NO_SELECTION, SELECTION_THROTTLE_MS, select } from './designer/selection';
export type { DesignerState } from './designer/state';
export { applyResult, createDesignerState, currentDefinition, redoState, undoState } from './designer/state';
export type { TableErrorCode, TableOp, TableResult } from './designer/table';
export { addColumn, addRow, mergeDown, mergeRight, split, TABLE_MESSAGES } from './designer/table';
export type { JsonSchemaOptions } from './json-schema/toJsonSchema';
// JSON Schema of the data
export { toJsonSchema } from './json-schema/toJsonSchema';
export type { JsonSchema } from './json-schema/types';
export type { MigrateResult, MigrationStep } from './migrate/index';
// versions
export { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrate, readSchemaVersion } from './migrate/index';
export type { ParseError, ParseOptions, ParseResult } from './model/parse';
// reading and writing definitions
export {
  FormParseError,
  formatParseError,
  MAX_DEPTH,
  parse,
  parseOrThrow,
  serialize,
  toKFormDesign,
} from './model/parse';
export type { ChildList, ControlVisit, ControlVisitor } from './model/tree';
// tree helpers
export {
  childLists,
  findByKey,
  findByModel,
  flattenControls,
  holdsRows,
  mapControls,
  walkControls,
} from './model/tree';
// the definition model
export * from './model/types';
export type { FieldError, MessageCatalogue, MessageKey, RuleName } from './validate/errors';
export { formatFieldError, formMessages, isMessageKey, MESSAGE_KEYS } from './validate/errors';
export type { ValidateOptions, ValidationResult } from './validate/validate';
// validation
export { compileValidator, validate } from './validate/validate';
