/**
 * Which options the control tab edits for each control type, in order, and with which editor:
 * data, not components, so that a test can check that every option of every control of spec §3
 * has an editor. The renderer (OptionFieldView) draws one entry; `group` places it in the panel.
 */
import type { BuiltinType } from '@siteguard/form-engine';
import { TEXT_FONT_FAMILIES, TEXT_FONT_SIZES } from '@siteguard/form-engine';
import type { NumberBounds } from './bounds';
import { LIMIT_BOUNDS, PRECISION_BOUNDS } from './bounds';
import type { JsonShape } from './jsonText';

/** The words of the option editors (texts.ts has one for each). */
export type OptionLabel =
  | 'placeholder'
  | 'width'
  | 'defaultValue'
  | 'inputType'
  | 'maxLength'
  | 'addonBefore'
  | 'addonAfter'
  | 'clearable'
  | 'showLabel'
  | 'hidden'
  | 'disabled'
  | 'minRows'
  | 'maxRows'
  | 'min'
  | 'max'
  | 'step'
  | 'precision'
  | 'multiple'
  | 'showSearch'
  | 'dynamic'
  | 'options'
  | 'range'
  | 'showTime'
  | 'format'
  | 'rangePlaceholder'
  | 'rangeDefaultValue'
  | 'allowHalf'
  | 'rateMax'
  | 'showInput'
  | 'uploadText'
  | 'action'
  | 'fileName'
  | 'headers'
  | 'data'
  | 'limit'
  | 'downloadWay'
  | 'dynamicFun'
  | 'drag'
  | 'listType'
  | 'defaultFiles'
  | 'treeCheckable'
  | 'tree'
  | 'scrollY'
  | 'minLimit'
  | 'hideSequence'
  | 'selectColumns'
  | 'height'
  | 'chinesization'
  | 'defaultOn'
  | 'buttonType'
  | 'handle'
  | 'alertType'
  | 'description'
  | 'showIcon'
  | 'banner'
  | 'closable'
  | 'textAlign'
  | 'color'
  | 'fontFamily'
  | 'fontSize'
  | 'showRequiredMark'
  | 'html'
  | 'orientation'
  | 'panes'
  | 'tabBarGutter'
  | 'tabsType'
  | 'tabPosition'
  | 'size'
  | 'animated'
  | 'gridColumns'
  | 'gutter'
  | 'tableWidth'
  | 'bordered'
  | 'bright'
  | 'small'
  | 'tableStyle';

/** Values offered as buttons (texts.ts names each). */
export const CHOICE_VALUES = [
  'horizontal',
  'vertical',
  'inline',
  'flex',
  'Grid',
  'primary',
  'default',
  'dashed',
  'danger',
  'submit',
  'reset',
  'dynamic',
  'a',
  'ajax',
  'text',
  'picture',
  'picture-card',
  'success',
  'info',
  'warning',
  'error',
  'left',
  'center',
  'right',
  'line',
  'card',
  'top',
  'bottom',
  'large',
  'small',
] as const;
export type ChoiceValue = (typeof CHOICE_VALUES)[number];

/** Where an editor sits: general settings, the lists (options, columns), or the switches. */
export type OptionGroup = 'general' | 'items' | 'flags';

type Options = Readonly<Record<string, unknown>>;

interface Base {
  /** The option edited (under `options`), or the control field for the column editors. */
  readonly name: string;
  readonly label: OptionLabel;
  readonly group: OptionGroup;
  /** Shown only when this holds for the current options (range, dynamic, handle ...). */
  readonly when?: (options: Options) => boolean;
  /** A short value: the editor takes half the panel's width, beside another. */
  readonly half?: boolean;
}

export type OptionField = Base &
  (
    | { readonly kind: 'text' }
    | { readonly kind: 'textarea'; readonly code?: boolean }
    | { readonly kind: 'number'; readonly bounds: NumberBounds; readonly step?: number }
    | { readonly kind: 'switch' }
    | { readonly kind: 'flag' }
    | { readonly kind: 'radio'; readonly choices: readonly ChoiceValue[] }
    /** A drop-down of fixed words (fonts, sizes); `empty` offers '' as "default". */
    | { readonly kind: 'select'; readonly choices: readonly string[]; readonly empty?: boolean }
    | { readonly kind: 'color' }
    /** Two strings (start, end). */
    | { readonly kind: 'pair' }
    | { readonly kind: 'json'; readonly shape: JsonShape; readonly storedAs: 'text' | 'value' }
    /** Static or dynamic data: `dynamic` and `dynamicKey`. */
    | { readonly kind: 'dynamic' }
    /** A flat option list, `options.options`. */
    | { readonly kind: 'choices' }
    /** An option tree, `options.options`. */
    | { readonly kind: 'tree' }
    /** The default pick among the options: one, several, or as `multiple` says. */
    | { readonly kind: 'choiceDefault'; readonly pick: 'one' | 'many' | 'byMultiple' }
    /** `control.columns`: grid spans, tabs panes (labels), selectInputList columns (value, label). */
    | { readonly kind: 'columns'; readonly variant: 'grid' | 'panes' | 'labelled' }
  );

const text = (
  name: string,
  label: OptionLabel = name as OptionLabel,
  more: Pick<Base, 'when' | 'half'> = {},
): OptionField => ({ kind: 'text', name, label, group: 'general', ...more });
/** A short text, half the panel wide. */
const short = (name: string, label: OptionLabel = name as OptionLabel): OptionField =>
  text(name, label, { half: true });
const textarea = (name: string, label: OptionLabel, code = false): OptionField => ({
  kind: 'textarea',
  name,
  label,
  group: 'general',
  code,
});
/** Numbers are short: half the panel wide. */
const number = (name: string, label: OptionLabel, bounds: NumberBounds = {}, step?: number): OptionField => ({
  kind: 'number',
  name,
  label,
  group: 'general',
  bounds,
  step,
  half: true,
});
const flag = (name: string, label: OptionLabel = name as OptionLabel): OptionField => ({
  kind: 'flag',
  name,
  label,
  group: 'flags',
});
const radio = (
  name: string,
  label: OptionLabel,
  choices: readonly ChoiceValue[],
  when?: Base['when'],
): OptionField => ({ kind: 'radio', name, label, group: 'general', choices, when });

const isRange = (o: Options) => o.range === true;
const notRange = (o: Options) => o.range !== true;
const isStatic = (o: Options) => o.dynamic !== true;

/** showLabel, hidden and disabled: most fields end with these. */
const FIELD_FLAGS = [flag('showLabel'), flag('hidden'), flag('disabled')];
const WIDTH = short('width');
const PLACEHOLDER = text('placeholder');

const choiceList = (pick: 'one' | 'many' | 'byMultiple'): OptionField[] => [
  { kind: 'dynamic', name: 'dynamic', label: 'dynamic', group: 'items' },
  { kind: 'choices', name: 'options', label: 'options', group: 'items', when: isStatic },
  {
    kind: 'choiceDefault',
    name: 'defaultValue',
    label: 'defaultValue',
    group: 'items',
    pick,
    when: isStatic,
  },
];
const optionTree: OptionField[] = [
  { kind: 'dynamic', name: 'dynamic', label: 'dynamic', group: 'items' },
  { kind: 'tree', name: 'options', label: 'tree', group: 'items', when: isStatic },
];
const upload = (kindSpecific: OptionField[], flags: OptionField[]): OptionField[] => [
  text('action'),
  short('placeholder', 'uploadText'),
  WIDTH,
  short('fileName'),
  number('limit', 'limit', LIMIT_BOUNDS),
  {
    kind: 'json',
    name: 'headers',
    label: 'headers',
    group: 'general',
    shape: 'stringObject',
    storedAs: 'value',
  },
  { kind: 'json', name: 'data', label: 'data', group: 'general', shape: 'object', storedAs: 'text' },
  ...kindSpecific,
  {
    kind: 'json',
    name: 'defaultValue',
    label: 'defaultFiles',
    group: 'general',
    shape: 'array',
    storedAs: 'text',
  },
  flag('multiple'),
  ...flags,
  ...FIELD_FLAGS,
];

// Within each list, half-width editors come in pairs where they can, so the panel stays compact.
export const OPTION_FIELDS: Readonly<Record<BuiltinType, readonly OptionField[]>> = {
  input: [
    PLACEHOLDER,
    text('defaultValue'),
    WIDTH,
    short('type', 'inputType'),
    short('addonBefore'),
    short('addonAfter'),
    number('maxLength', 'maxLength', { min: 0, integer: true, nullable: true }),
    flag('clearable'),
    ...FIELD_FLAGS,
  ],
  textarea: [
    PLACEHOLDER,
    textarea('defaultValue', 'defaultValue'),
    WIDTH,
    number('maxLength', 'maxLength', { min: 0, integer: true, nullable: true }),
    number('minRows', 'minRows', { min: 1, integer: true }),
    number('maxRows', 'maxRows', { min: 1, integer: true }),
    flag('clearable'),
    ...FIELD_FLAGS,
  ],
  number: [
    PLACEHOLDER,
    WIDTH,
    number('defaultValue', 'defaultValue', { nullable: true }),
    number('min', 'min', { nullable: true }),
    number('max', 'max', { nullable: true }),
    number('step', 'step', { min: 0 }),
    number('precision', 'precision', PRECISION_BOUNDS),
    ...FIELD_FLAGS,
  ],
  select: [
    PLACEHOLDER,
    WIDTH,
    ...choiceList('byMultiple'),
    flag('multiple'),
    flag('showSearch'),
    flag('clearable'),
    ...FIELD_FLAGS,
  ],
  checkbox: [...choiceList('many'), ...FIELD_FLAGS],
  radio: [...choiceList('one'), ...FIELD_FLAGS],
  date: [
    text('placeholder', 'placeholder', { when: notRange }),
    { kind: 'pair', name: 'rangePlaceholder', label: 'rangePlaceholder', group: 'general', when: isRange },
    text('defaultValue', 'defaultValue', { when: notRange }),
    { kind: 'pair', name: 'rangeDefaultValue', label: 'rangeDefaultValue', group: 'general', when: isRange },
    WIDTH,
    short('format'),
    flag('range'),
    flag('showTime'),
    flag('clearable'),
    ...FIELD_FLAGS,
  ],
  time: [PLACEHOLDER, WIDTH, short('format'), short('defaultValue'), flag('clearable'), ...FIELD_FLAGS],
  rate: [
    number('defaultValue', 'defaultValue', { min: 0 }, 0.5),
    number('max', 'rateMax', { min: 1, integer: true }),
    flag('allowHalf'),
    ...FIELD_FLAGS,
  ],
  slider: [
    WIDTH,
    number('defaultValue', 'defaultValue'),
    number('min', 'min'),
    number('max', 'max'),
    number('step', 'step', { min: 0 }),
    flag('showInput'),
    ...FIELD_FLAGS,
  ],
  uploadFile: upload(
    [
      radio('downloadWay', 'downloadWay', ['a', 'ajax', 'dynamic']),
      text('dynamicFun', 'dynamicFun', { when: (o) => o.downloadWay === 'dynamic' }),
    ],
    [flag('drag')],
  ),
  uploadImg: upload([radio('listType', 'listType', ['text', 'picture', 'picture-card'])], []),
  treeSelect: [
    PLACEHOLDER,
    ...optionTree,
    flag('multiple'),
    flag('treeCheckable'),
    flag('showSearch'),
    flag('clearable'),
    ...FIELD_FLAGS,
  ],
  cascader: [PLACEHOLDER, ...optionTree, flag('showSearch'), flag('clearable'), ...FIELD_FLAGS],
  batch: [
    WIDTH,
    number('scrollY', 'scrollY', { min: 0, integer: true }),
    number('minLimit', 'minLimit', { min: 0, integer: true }),
    flag('hideSequence'),
    ...FIELD_FLAGS,
  ],
  selectInputList: [
    WIDTH,
    { kind: 'columns', name: 'columns', label: 'selectColumns', group: 'items', variant: 'labelled' },
    flag('multiple'),
    ...FIELD_FLAGS,
  ],
  editor: [
    PLACEHOLDER,
    textarea('defaultValue', 'defaultValue'),
    WIDTH,
    number('height', 'height', { min: 0, integer: true }),
    flag('chinesization'),
    ...FIELD_FLAGS,
  ],
  switch: [{ kind: 'switch', name: 'defaultValue', label: 'defaultOn', group: 'general' }, ...FIELD_FLAGS],
  button: [
    radio('type', 'buttonType', ['primary', 'default', 'dashed', 'danger']),
    radio('handle', 'handle', ['submit', 'reset', 'dynamic']),
    text('dynamicFun', 'dynamicFun', { when: (o) => o.handle === 'dynamic' }),
    ...FIELD_FLAGS,
  ],
  alert: [
    radio('type', 'alertType', ['success', 'info', 'warning', 'error']),
    text('description'),
    flag('showIcon'),
    flag('banner'),
    flag('closable'),
    flag('showLabel'),
    flag('hidden'),
  ],
  text: [
    radio('textAlign', 'textAlign', ['left', 'center', 'right']),
    { kind: 'color', name: 'color', label: 'color', group: 'general' },
    {
      kind: 'select',
      name: 'fontFamily',
      label: 'fontFamily',
      group: 'general',
      choices: TEXT_FONT_FAMILIES,
      empty: true,
    },
    { kind: 'select', name: 'fontSize', label: 'fontSize', group: 'general', choices: TEXT_FONT_SIZES },
    flag('showRequiredMark'),
    flag('hidden'),
  ],
  html: [textarea('defaultValue', 'html', true), flag('hidden')],
  divider: [radio('orientation', 'orientation', ['left', 'center', 'right'])],
  card: [],
  tabs: [
    { kind: 'columns', name: 'columns', label: 'panes', group: 'items', variant: 'panes' },
    number('tabBarGutter', 'tabBarGutter', { min: 0, nullable: true }),
    radio('type', 'tabsType', ['line', 'card']),
    radio('tabPosition', 'tabPosition', ['top', 'right', 'bottom', 'left']),
    radio('size', 'size', ['large', 'default', 'small']),
    flag('animated'),
  ],
  grid: [
    { kind: 'columns', name: 'columns', label: 'gridColumns', group: 'items', variant: 'grid' },
    number('gutter', 'gutter', { min: 0 }),
  ],
  table: [
    short('width', 'tableWidth'),
    textarea('customStyle', 'tableStyle', true),
    flag('bordered'),
    flag('bright'),
    flag('small'),
  ],
};

/** The option names an editor covers (the dynamic editor covers the key too). */
export function coveredOptions(field: OptionField): string[] {
  return field.kind === 'dynamic' ? ['dynamic', 'dynamicKey'] : [field.name];
}

/**
 * The editors for a control: its type's list, or for a type the panel does not know (a custom
 * registry entry) a plain editor per text, number and true/false option it carries.
 */
export function optionFieldsFor(type: string, options: Options): readonly OptionField[] {
  const known = (OPTION_FIELDS as Record<string, readonly OptionField[]>)[type];
  if (known) return known;
  return Object.entries(options).flatMap(([name, value]): OptionField[] => {
    if (name === 'noFormItem') return [];
    if (typeof value === 'boolean') return [{ ...flag(name), label: name as OptionLabel }];
    if (typeof value === 'number') return [number(name, name as OptionLabel)];
    if (typeof value === 'string') return [text(name, name as OptionLabel)];
    return [];
  });
}

/** The fields of `group` shown for the current options. */
export function visibleFields(
  fields: readonly OptionField[],
  group: OptionGroup,
  options: Options,
): OptionField[] {
  return fields.filter((field) => field.group === group && (field.when?.(options) ?? true));
}
