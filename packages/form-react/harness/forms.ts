/**
 * Forms the harness can draw: the engine's k-form-design fixtures, a form with every control, a
 * batch inside tabs inside a grid, a form whose customStyle tries to restyle the page, the form
 * settings taken from the query, and a generated form of N inputs (render counting).
 */
import type { Control, FormDefinition } from '@siteguard/form-engine';
import {
  BREAKPOINTS,
  builtinRegistry,
  createControl,
  defaultConfig,
  parseOrThrow,
} from '@siteguard/form-engine';
import kfd37 from '../../form-engine/test-fixtures/kfd-3.7.json';
import kfd3818 from '../../form-engine/test-fixtures/kfd-3.8.18.json';
import kfdNested from '../../form-engine/test-fixtures/kfd-nested.json';

let stamp = 1_700_000_000_000;
function make(
  type: string,
  patch: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
): Control {
  const control = createControl(type, builtinRegistry, stamp++);
  Object.assign(control, patch);
  Object.assign(control.options, options);
  return control;
}

function required(control: Control): Control {
  control.rules = [{ required: true, message: '必填项' }];
  return control;
}

function definition(list: Control[], config: Partial<FormDefinition['config']> = {}): FormDefinition {
  return { schemaVersion: 1, list, config: { ...defaultConfig(), ...config } };
}

/** Every control type of spec §3 with a fixed model, so tests can name them. */
function allControls(): FormDefinition {
  const field = (type: string, options: Record<string, unknown> = {}) =>
    required(make(type, { model: `f_${type}`, label: type }, options));
  const batch = field('batch', { minLimit: 1 });
  batch.list = [
    make('input', { model: 'b_name', label: 'Name' }),
    make('number', { model: 'b_qty', label: 'Qty' }),
  ];
  const sil = make('selectInputList', { model: 'f_selectInputList', label: 'selectInputList' });
  sil.columns = [
    { value: 'a', label: 'Gas', list: [make('input', { model: 's_where', label: 'Where' })] },
    { value: 'b', label: 'Fire', list: [make('number', { model: 's_count', label: 'Count' })] },
  ];
  const card = make('card', { label: 'Card' });
  card.list = [make('input', { model: 'f_in_card', label: 'In card' })];
  const grid = make('grid', { label: 'Grid' });
  (grid.columns as Array<{ list: Control[] }>)[0]?.list.push(
    make('input', { model: 'f_in_grid', label: 'In grid' }),
  );
  const table = make('table', { label: 'Table' });
  const trs = table.trs as Array<{ tds: Array<{ list: Control[] }> }>;
  trs[0]?.tds[0]?.list.push(make('input', { model: 'f_in_table', label: 'In table' }));
  const tabs = make('tabs', { label: 'Tabs' });
  (tabs.columns as Array<{ list: Control[] }>)[1]?.list.push(
    make('input', { model: 'f_in_tab', label: 'In tab' }),
  );
  return definition([
    field('input', { clearable: true, maxLength: 20, addonBefore: 'PTW-', addonAfter: '#' }),
    field('textarea'),
    field('number', { min: 0, max: 100, precision: 2, step: 0.5 }),
    field('select', { showSearch: true }),
    field('checkbox'),
    field('radio'),
    field('date'),
    make('date', { model: 'f_date_range', label: 'date range' }, { range: true }),
    field('time'),
    field('rate', { allowHalf: true }),
    field('slider', { showInput: true, step: 5 }),
    field('uploadFile', {
      action: '/upload-test',
      limit: 2,
      multiple: true,
      headers: { 'X-Site': 'north-yard' },
      data: '{"folder":"permits","copies":2}',
    }),
    field('uploadImg', { action: '/upload-test', limit: 2, data: '{"folder":"photos"}' }),
    field('treeSelect'),
    field('cascader'),
    batch,
    sil,
    field('editor'),
    field('switch'),
    make('alert', { label: 'Alert' }, { description: 'Every control of the runtime', showIcon: true }),
    make('text', { label: 'Text' }, { showRequiredMark: true, fontSize: '14pt' }),
    make(
      'html',
      { label: 'HTML' },
      { defaultValue: '<b id="html-ok">HTML</b><img src=x onerror="window.__xss=1">' },
    ),
    make('divider', { label: 'Layouts' }, { orientation: 'center' }),
    card,
    grid,
    table,
    tabs,
    make('button', { label: 'Submit' }, { type: 'primary', handle: 'submit' }),
    make('button', { label: 'Reset' }, { type: 'default', handle: 'reset' }),
    make('button', { label: 'Dynamic' }, { type: 'dashed', handle: 'dynamic', dynamicFun: 'hello' }),
  ]);
}

/** A batch inside tabs inside a grid, and a required field in the first tab of another grid column. */
function deep(): FormDefinition {
  const batch = make('batch', { model: 'crew', label: 'Crew' }, { minLimit: 1 });
  batch.list = [
    required(make('input', { model: 'crew_name', label: 'Name' })),
    make('number', { model: 'crew_age', label: 'Age' }),
  ];
  const tabs = make('tabs', { label: 'Tabs' });
  const panes = tabs.columns as Array<{ list: Control[]; label: string }>;
  if (panes[0]) panes[0].label = 'General';
  if (panes[1]) panes[1].label = 'Crew';
  panes[0]?.list.push(make('input', { model: 'title', label: 'Title' }));
  panes[1]?.list.push(batch);
  const grid = make('grid', { label: 'Grid' });
  const cols = grid.columns as Array<{ list: Control[]; span: number }>;
  cols[0]?.list.push(tabs);
  const tabs2 = make('tabs', { label: 'Tabs 2' });
  const panes2 = tabs2.columns as Array<{ list: Control[]; label: string }>;
  if (panes2[1]) panes2[1].label = 'Required';
  panes2[1]?.list.push(required(make('input', { model: 'deep_required', label: 'Deep required' })));
  cols[1]?.list.push(tabs2);
  return definition([grid]);
}

/** customStyle that would restyle the whole page if it were not scoped. */
function leaky(): FormDefinition {
  return definition([make('input', { model: 'styled', label: 'Styled' })], {
    customStyle:
      '.ant-input{background-color: rgb(255, 0, 0)} body{background-color: rgb(0, 0, 255)} .outside{color: rgb(255, 0, 0)}',
  });
}

/**
 * The form settings from the query (`layout`, `labelLayout`, `labelWidth`, `labelCol` and
 * `wrapperCol` as six numbers xs..xxl, `hideRequiredMark=1`) around a few fields, a styled text, a
 * select fed by the page's dynamic data and one for setOptions.
 */
function layout(params: URLSearchParams = new URLSearchParams()): FormDefinition {
  const config: Partial<FormDefinition['config']> = {};
  const layoutName = params.get('layout');
  if (layoutName === 'horizontal' || layoutName === 'vertical' || layoutName === 'inline')
    config.layout = layoutName;
  const labelLayout = params.get('labelLayout');
  if (labelLayout === 'flex' || labelLayout === 'Grid') config.labelLayout = labelLayout;
  if (params.has('labelWidth')) config.labelWidth = Number(params.get('labelWidth'));
  const spans = (name: string) => {
    const values = params.get(name)?.split(',').map(Number);
    if (!values || values.length !== BREAKPOINTS.length) return undefined;
    return Object.fromEntries(
      BREAKPOINTS.map((bp, i) => [bp, values[i]]),
    ) as FormDefinition['config']['labelCol'];
  };
  const labelCol = spans('labelCol');
  const wrapperCol = spans('wrapperCol');
  if (labelCol) config.labelCol = labelCol;
  if (wrapperCol) config.wrapperCol = wrapperCol;
  if (params.get('hideRequiredMark') === '1') config.hideRequiredMark = true;
  return definition(
    [
      required(make('input', { model: 'name', label: 'Name' })),
      make('input', { model: 'site', label: 'Site', help: 'Where the work is done' }),
      make(
        'text',
        { label: 'Heading' },
        {
          fontFamily: 'KaiTi',
          fontSize: '18pt',
          color: 'rgb(0, 128, 0)',
          textAlign: 'center',
          showRequiredMark: true,
        },
      ),
      make('select', { model: 'yard', label: 'Yard' }, { dynamic: true, dynamicKey: 'sites' }),
      make('select', { model: 'crew', label: 'Crew' }),
    ],
    config,
  );
}

/** N plain inputs (render counting, the bench's shape). */
export function generated(count: number): FormDefinition {
  return definition(
    Array.from({ length: count }, (_, i) => make('input', { model: `field_${i}`, label: `Field ${i}` })),
  );
}

export const FORMS: Record<string, (params?: URLSearchParams) => FormDefinition | unknown> = {
  nested: () => parseOrThrow(kfdNested),
  'kfd-3.7': () => kfd37,
  'kfd-3.8.18': () => kfd3818,
  all: allControls,
  deep,
  leaky,
  generated: () => generated(500),
  layout,
};
