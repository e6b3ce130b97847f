/**
 * The form definition: the k-form-design JSON `{ list, config }` plus our own `schemaVersion`.
 *
 * Shapes follow the original designer (3.7 and 3.8 exports) so that a definition saved by it reads
 * unchanged; `parse` fills what older exports lack. Every object keeps unknown keys (the original
 * writes a few, e.g. `prefix`, `suffix`, old select `filterable`), hence the index signatures.
 */

/** A JSON value, as `JSON.parse` returns it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The control types of the spec (§3). A registry may add custom types. */
export const FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'checkbox',
  'radio',
  'date',
  'time',
  'rate',
  'slider',
  'uploadFile',
  'uploadImg',
  'treeSelect',
  'cascader',
  'batch',
  'selectInputList',
  'editor',
  'switch',
] as const;
export const DISPLAY_TYPES = ['button', 'alert', 'text', 'html'] as const;
export const LAYOUT_TYPES = ['divider', 'card', 'tabs', 'grid', 'table'] as const;
export const BUILTIN_TYPES = [...FIELD_TYPES, ...DISPLAY_TYPES, ...LAYOUT_TYPES] as const;

export type FieldType = (typeof FIELD_TYPES)[number];
export type DisplayType = (typeof DISPLAY_TYPES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type BuiltinType = (typeof BUILTIN_TYPES)[number];

/** Types that hold no data: their controls carry no `model` (spec §3). */
export const MODEL_LESS_TYPES: readonly BuiltinType[] = [
  'button',
  'divider',
  'card',
  'grid',
  'tabs',
  'table',
  'alert',
  'text',
  'html',
];

/** The only types that may sit inside a batch or a selectInputList (spec §5). */
export const ROW_CHILD_TYPES: readonly BuiltinType[] = [
  'input',
  'textarea',
  'number',
  'select',
  'checkbox',
  'radio',
  'date',
  'time',
  'rate',
  'slider',
  'uploadFile',
  'uploadImg',
  'cascader',
  'treeSelect',
  'switch',
  'text',
  'html',
];

/**
 * A validation rule. The first entry of `rules` is `{ required, message }` (default message
 * '必填项'); further entries are `{ pattern, message }` (an untouched added rule has pattern '').
 */
export interface Rule {
  required?: boolean;
  message?: string;
  pattern?: string;
  [extra: string]: unknown;
}

/** An entry of a choice list; trees (treeSelect, cascader) nest `children`. */
export interface ChoiceOption {
  value: string | number;
  label: string;
  children?: ChoiceOption[];
  [extra: string]: unknown;
}

/** Options most field controls share. */
export interface FieldOptions {
  width?: string;
  hidden?: boolean;
  disabled?: boolean;
  /** 3.8; missing (3.7) means shown. */
  showLabel?: boolean;
  placeholder?: string;
  clearable?: boolean;
  /** 3.8 marks text, html and layouts with it. */
  noFormItem?: boolean;
  [extra: string]: unknown;
}

export interface InputOptions extends FieldOptions {
  type: string;
  defaultValue: string;
  maxLength: number | null;
  addonBefore: string;
  addonAfter: string;
}
export interface TextareaOptions extends FieldOptions {
  minRows: number;
  maxRows: number;
  maxLength: number | null;
  defaultValue: string;
}
export interface NumberOptions extends FieldOptions {
  defaultValue: number | null;
  min: number | null;
  max: number | null;
  /** Shapes input only; ignored when unset or above 50. */
  precision: number | null;
  step: number;
}
export interface ChoiceListOptions extends FieldOptions {
  dynamic: boolean;
  dynamicKey: string;
  options: ChoiceOption[];
}
export interface SelectOptions extends ChoiceListOptions {
  multiple: boolean;
  showSearch: boolean;
  defaultValue?: string | number | Array<string | number>;
}
export interface CheckboxOptions extends ChoiceListOptions {
  defaultValue: Array<string | number>;
}
export interface RadioOptions extends ChoiceListOptions {
  defaultValue: string | number;
}
export interface DateOptions extends FieldOptions {
  defaultValue: string;
  rangeDefaultValue: string[];
  range: boolean;
  showTime: boolean;
  format: string;
  rangePlaceholder: string[];
}
export interface TimeOptions extends FieldOptions {
  defaultValue: string;
  format: string;
}
export interface RateOptions extends FieldOptions {
  defaultValue: number;
  max: number;
  allowHalf: boolean;
}
export interface SliderOptions extends FieldOptions {
  defaultValue: number;
  min: number;
  max: number;
  step: number;
  showInput: boolean;
}
export interface UploadOptions extends FieldOptions {
  /** The original stores the string "[]"; a JSON array string or an array. */
  defaultValue: string | UploadedFile[];
  /** Extra form data posted with the file: a JSON string. */
  data: string;
  headers: Record<string, string>;
  action: string;
  limit: number;
  fileName: string;
  multiple: boolean;
}
export interface UploadFileOptions extends UploadOptions {
  drag: boolean;
  downloadWay: 'a' | 'ajax' | 'dynamic';
  dynamicFun: string;
}
export interface UploadImgOptions extends UploadOptions {
  listType: 'text' | 'picture' | 'picture-card';
}
export interface TreeSelectOptions extends ChoiceListOptions {
  multiple: boolean;
  treeCheckable: boolean;
  showSearch: boolean;
  defaultValue?: string | number | Array<string | number>;
}
export interface CascaderOptions extends ChoiceListOptions {
  showSearch: boolean;
  defaultValue?: Array<string | number>;
}
export interface BatchOptions extends FieldOptions {
  scrollY: number;
  /** Seeds that many rows at run time and hides delete at that count; not a validation rule. */
  minLimit: number;
  hideSequence: boolean;
}
export interface SelectInputListOptions extends FieldOptions {
  /** true: tick boxes; false: radio. */
  multiple: boolean;
}
export interface EditorOptions extends FieldOptions {
  height: number;
  defaultValue: string;
  chinesization: boolean;
}
export interface SwitchOptions extends FieldOptions {
  defaultValue: boolean;
}
export interface ButtonOptions extends FieldOptions {
  type: 'primary' | 'default' | 'dashed' | 'danger';
  handle: 'submit' | 'reset' | 'dynamic';
  dynamicFun: string;
}
export interface AlertOptions extends FieldOptions {
  type: 'success' | 'info' | 'warning' | 'error';
  description: string;
  showIcon: boolean;
  banner: boolean;
  closable: boolean;
}
export interface TextOptions extends FieldOptions {
  textAlign: 'left' | 'center' | 'right';
  color: string;
  fontFamily: string;
  fontSize: string;
  showRequiredMark: boolean;
}
export interface HtmlOptions extends FieldOptions {
  defaultValue: string;
}
export interface DividerOptions extends FieldOptions {
  orientation: 'left' | 'center' | 'right';
}
export interface CardOptions extends FieldOptions {}
export interface TabsOptions extends FieldOptions {
  tabBarGutter: number | null;
  type: 'line' | 'card';
  tabPosition: 'top' | 'right' | 'bottom' | 'left';
  size: 'large' | 'default' | 'small';
  animated: boolean;
}
export interface GridOptions extends FieldOptions {
  gutter: number;
}
export interface TableOptions extends FieldOptions {
  width: string;
  bordered: boolean;
  bright: boolean;
  small: boolean;
  customStyle: string;
}

/** A file in an upload control's value. */
export interface UploadedFile {
  type?: 'file' | 'img' | string;
  name?: string;
  status?: string;
  uid?: string | number;
  url?: string;
  [extra: string]: unknown;
}

interface ControlBase<T extends string, O> {
  type: T;
  label: string;
  icon?: string;
  options: O;
  key: string;
  help?: string;
  rules?: Rule[];
  [extra: string]: unknown;
}
interface FieldBase<T extends string, O> extends ControlBase<T, O> {
  model: string;
}

export type InputControl = FieldBase<'input', InputOptions>;
export type TextareaControl = FieldBase<'textarea', TextareaOptions>;
export type NumberControl = FieldBase<'number', NumberOptions>;
export type SelectControl = FieldBase<'select', SelectOptions>;
export type CheckboxControl = FieldBase<'checkbox', CheckboxOptions>;
export type RadioControl = FieldBase<'radio', RadioOptions>;
export type DateControl = FieldBase<'date', DateOptions>;
export type TimeControl = FieldBase<'time', TimeOptions>;
export type RateControl = FieldBase<'rate', RateOptions>;
export type SliderControl = FieldBase<'slider', SliderOptions>;
export type UploadFileControl = FieldBase<'uploadFile', UploadFileOptions>;
export type UploadImgControl = FieldBase<'uploadImg', UploadImgOptions>;
export type TreeSelectControl = FieldBase<'treeSelect', TreeSelectOptions>;
export type CascaderControl = FieldBase<'cascader', CascaderOptions>;
export interface BatchControl extends FieldBase<'batch', BatchOptions> {
  /** The fields of one row. */
  list: Control[];
}
export interface SelectInputListColumn {
  value: string;
  label: string;
  list: Control[];
  [extra: string]: unknown;
}
export interface SelectInputListControl extends FieldBase<'selectInputList', SelectInputListOptions> {
  columns: SelectInputListColumn[];
}
export interface EditorControl extends FieldBase<'editor', EditorOptions> {
  list?: Control[];
}
export type SwitchControl = FieldBase<'switch', SwitchOptions>;
export type ButtonControl = ControlBase<'button', ButtonOptions>;
export type AlertControl = ControlBase<'alert', AlertOptions>;
export type TextControl = ControlBase<'text', TextOptions>;
export type HtmlControl = ControlBase<'html', HtmlOptions>;
export type DividerControl = ControlBase<'divider', DividerOptions>;
export interface CardControl extends ControlBase<'card', CardOptions> {
  list: Control[];
}
export interface TabsColumn {
  value: string;
  label: string;
  list: Control[];
  [extra: string]: unknown;
}
export interface TabsControl extends ControlBase<'tabs', TabsOptions> {
  columns: TabsColumn[];
}
export interface GridColumn {
  /** 1..24; default 12. */
  span: number;
  list: Control[];
  [extra: string]: unknown;
}
export interface GridControl extends ControlBase<'grid', GridOptions> {
  columns: GridColumn[];
}
/** A table cell; a cell merged away keeps its slot with colspan or rowspan 0 and an empty list. */
export interface TableCell {
  colspan: number;
  rowspan: number;
  list: Control[];
  [extra: string]: unknown;
}
export interface TableRow {
  tds: TableCell[];
  [extra: string]: unknown;
}
export interface TableControl extends ControlBase<'table', TableOptions> {
  trs: TableRow[];
}

export type BuiltinControl =
  | InputControl
  | TextareaControl
  | NumberControl
  | SelectControl
  | CheckboxControl
  | RadioControl
  | DateControl
  | TimeControl
  | RateControl
  | SliderControl
  | UploadFileControl
  | UploadImgControl
  | TreeSelectControl
  | CascaderControl
  | BatchControl
  | SelectInputListControl
  | EditorControl
  | SwitchControl
  | ButtonControl
  | AlertControl
  | TextControl
  | HtmlControl
  | DividerControl
  | CardControl
  | TabsControl
  | GridControl
  | TableControl;

/**
 * A control of a type added with `createRegistry(extra)`. It holds a `model` when its spec says
 * `hasModel`; it may nest controls in `list`.
 */
export interface CustomControl extends ControlBase<string, FieldOptions> {
  model?: string;
  list?: Control[];
}

/**
 * Any control. Narrow built-in ones with `isControl(control, 'grid')` (a plain `type ===` test does
 * not narrow, because a custom control's type is any string).
 */
export type Control = BuiltinControl | CustomControl;

export type ControlOfType<T extends BuiltinType> = Extract<BuiltinControl, { type: T }>;

export function isControl<T extends BuiltinType>(control: Control, type: T): control is ControlOfType<T> {
  return control.type === type;
}

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];
export type ResponsiveSpan = Record<Breakpoint, number>;

export interface FormConfig {
  layout: 'horizontal' | 'vertical' | 'inline';
  labelCol: ResponsiveSpan;
  labelWidth: number;
  labelLayout: 'flex' | 'Grid';
  wrapperCol: ResponsiveSpan;
  hideRequiredMark: boolean;
  customStyle: string;
  /** Ours: the original keeps the preview width (850) outside the JSON. */
  previewWidth: number;
  [extra: string]: unknown;
}

/**
 * A parsed definition. `schemaVersion` is ours (top level, so a round trip through the original
 * designer, which keeps only `list` and `config`, drops it and the file reads as a legacy export).
 */
export interface FormDefinition {
  schemaVersion: number;
  list: Control[];
  config: FormConfig;
}
