import { describe, expect, it } from 'vitest';
import { walkControls } from '../model/tree';
import type { Control } from '../model/types';
import { BUILTIN_TYPES, MODEL_LESS_TYPES } from '../model/types';
import {
  builtinRegistry,
  copyControl,
  createControl,
  createRegistry,
  defaultConfig,
  setLabelColumn,
} from './registry';
import type { ControlSpec } from './spec';
import { effectivePrecision } from './types/number';

const NOW = 1_700_000_000_000;
const two = [
  { value: '1', label: 'option 1' },
  { value: '2', label: 'option 2' },
];
const tree = [
  { value: '1', label: 'option 1', children: [{ value: '11', label: 'option 11' }] },
  { value: '2', label: 'option 2', children: [{ value: '22', label: 'option 22' }] },
];

/** Spec §3 and the k-form-design notes, with decisions.md's two options. */
const expectedOptions: Record<string, Record<string, unknown>> = {
  input: {
    type: 'text',
    width: '100%',
    defaultValue: '',
    clearable: false,
    maxLength: null,
    addonBefore: '',
    addonAfter: '',
    hidden: false,
    disabled: false,
  },
  textarea: { minRows: 4, maxRows: 6, maxLength: null, defaultValue: '', width: '100%' },
  number: { defaultValue: 0, min: null, max: null, precision: null, step: 1 },
  select: { multiple: false, showSearch: false, dynamic: false, dynamicKey: '', options: two },
  checkbox: { defaultValue: [], dynamic: false, dynamicKey: '', options: two },
  radio: { defaultValue: '', dynamic: false, dynamicKey: '', options: two },
  date: {
    defaultValue: '',
    rangeDefaultValue: [],
    range: false,
    showTime: false,
    format: 'YYYY-MM-DD',
  },
  time: { defaultValue: '', format: 'HH:mm:ss' },
  rate: { defaultValue: 0, max: 5, allowHalf: false },
  slider: { defaultValue: 0, min: 0, max: 100, step: 1, showInput: false },
  uploadFile: {
    defaultValue: '[]',
    data: '{}',
    headers: {},
    limit: 3,
    fileName: 'file',
    multiple: false,
    drag: false,
    downloadWay: 'a',
    dynamicFun: '',
  },
  uploadImg: {
    defaultValue: '[]',
    data: '{}',
    headers: {},
    limit: 3,
    fileName: 'image',
    listType: 'picture-card',
  },
  treeSelect: { multiple: false, treeCheckable: false, showSearch: false, dynamic: false, options: tree },
  cascader: { showSearch: false, dynamic: false, options: tree },
  batch: { scrollY: 0, minLimit: 1, showLabel: false, hideSequence: false, hidden: false, disabled: false },
  selectInputList: { multiple: true, showLabel: false, hidden: false },
  editor: { height: 300, chinesization: true, showLabel: false, defaultValue: '' },
  switch: { defaultValue: false, hidden: false, disabled: false },
  button: { type: 'primary', handle: 'submit', dynamicFun: '' },
  alert: { type: 'success', description: '', showIcon: false, banner: false, closable: false },
  text: {
    textAlign: 'left',
    showRequiredMark: false,
    noFormItem: true,
    color: 'rgba(0, 0, 0, 0.9)',
    fontFamily: '',
    fontSize: '10.5pt',
  },
  html: { defaultValue: '<strong>HTML</strong>', noFormItem: true },
  divider: { orientation: 'left' },
  card: { noFormItem: true },
  tabs: { tabBarGutter: null, type: 'line', tabPosition: 'top', size: 'default', animated: true },
  grid: { gutter: 0 },
  table: { width: '100%', bordered: true, bright: false, small: true, customStyle: '' },
};

describe('built-in controls', () => {
  it('registers every type of spec §3', () => {
    expect(builtinRegistry.specs.map((spec) => spec.type)).toEqual([...BUILTIN_TYPES]);
  });

  it.each(Object.entries(expectedOptions))('%s has the spec defaults', (type, expected) => {
    const control = createControl(type, builtinRegistry, NOW);
    expect(control.options).toMatchObject(expected);
  });

  it('field controls start with the required rule and message 必填项, except selectInputList', () => {
    for (const spec of builtinRegistry.specs) {
      const control = createControl(spec.type, builtinRegistry, NOW);
      if (spec.hasModel && spec.type !== 'selectInputList') {
        expect(control.rules, spec.type).toEqual([{ required: false, message: '必填项' }]);
      } else {
        expect(control.rules, spec.type).toBeUndefined();
      }
    }
  });

  it('gives key and model type_timestamp, and no model to the model-less types', () => {
    for (const type of BUILTIN_TYPES) {
      const control = createControl(type, builtinRegistry, NOW);
      expect(control.key).toBe(`${type}_${NOW}`);
      if (MODEL_LESS_TYPES.includes(type)) expect(control).not.toHaveProperty('model');
      else expect(control.model).toBe(`${type}_${NOW}`);
    }
    expect([...MODEL_LESS_TYPES].sort()).toEqual(
      ['button', 'divider', 'card', 'grid', 'tabs', 'table', 'alert', 'text', 'html'].sort(),
    );
  });

  it('builds grid 12 + 12, two tabs option 1 / option 2, a 2 x 2 table, empty lists', () => {
    expect(createControl('grid', builtinRegistry, NOW).columns).toEqual([
      { span: 12, list: [] },
      { span: 12, list: [] },
    ]);
    expect(createControl('tabs', builtinRegistry, NOW).columns).toEqual([
      { value: '1', label: 'option 1', list: [] },
      { value: '2', label: 'option 2', list: [] },
    ]);
    const cell = { colspan: 1, rowspan: 1, list: [] };
    expect(createControl('table', builtinRegistry, NOW).trs).toEqual([
      { tds: [cell, cell] },
      { tds: [cell, cell] },
    ]);
    expect(createControl('card', builtinRegistry, NOW).list).toEqual([]);
    expect(createControl('batch', builtinRegistry, NOW).list).toEqual([]);
    expect(createControl('selectInputList', builtinRegistry, NOW).columns).toHaveLength(2);
  });

  it('returns fresh objects every time', () => {
    const a = createControl('select', builtinRegistry, NOW);
    const b = createControl('select', builtinRegistry, NOW);
    (a.options.options as unknown[]).push({ value: '3', label: 'x' });
    expect(b.options.options).toHaveLength(2);
  });

  it('bumps the stamp past keys already taken', () => {
    const control = createControl(
      'input',
      builtinRegistry,
      NOW,
      new Set([`input_${NOW}`, `input_${NOW + 1}`]),
    );
    expect(control.key).toBe(`input_${NOW + 2}`);
    expect(control.model).toBe(`input_${NOW + 2}`);
  });

  it('throws on an unknown type', () => {
    expect(() => createControl('nope', builtinRegistry, NOW)).toThrow('unknown control "nope"');
  });
});

describe('default config', () => {
  it('is the spec §3 config', () => {
    expect(defaultConfig()).toEqual({
      layout: 'horizontal',
      labelCol: { xs: 4, sm: 4, md: 4, lg: 4, xl: 4, xxl: 4 },
      labelWidth: 100,
      labelLayout: 'flex',
      wrapperCol: { xs: 18, sm: 18, md: 18, lg: 18, xl: 18, xxl: 18 },
      hideRequiredMark: false,
      customStyle: '',
      previewWidth: 850,
    });
  });

  it('sets every label breakpoint to the slider value and wrapper to 24 minus it', () => {
    const config = setLabelColumn(defaultConfig(), 6);
    expect(Object.values(config.labelCol)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(Object.values(config.wrapperCol)).toEqual([18, 18, 18, 18, 18, 18]);
    expect(setLabelColumn(defaultConfig(), 8).wrapperCol.xxl).toBe(16);
  });
});

describe('custom controls', () => {
  const signature: ControlSpec = {
    type: 'signature',
    label: 'Signature',
    kind: 'field',
    hasModel: true,
    hasRules: true,
    rowChild: true,
    options: () => ({ penColor: 'black', hidden: false }),
    structure: () => ({ list: [{ type: 'text', label: 'sign here', options: {}, key: '' }] }),
    accepts: (value) => typeof value === 'string' && value.startsWith('data:image/'),
  };

  it('are added by createRegistry(extra) without touching the built-in registry', () => {
    const registry = createRegistry([signature]);
    expect(registry.has('signature')).toBe(true);
    expect(builtinRegistry.has('signature')).toBe(false);
    const control = createControl('signature', registry, NOW);
    expect(control).toMatchObject({
      type: 'signature',
      model: `signature_${NOW}`,
      options: { penColor: 'black' },
    });
  });

  it('may replace a built-in default', () => {
    const registry = createRegistry([
      { ...(builtinRegistry.get('rate') as ControlSpec), options: () => ({ max: 10 }) },
    ]);
    expect(createControl('rate', registry, NOW).options).toEqual({ max: 10 });
    expect(createControl('rate', builtinRegistry, NOW).options.max).toBe(5);
  });

  it('gives nested controls their own unique keys', () => {
    const registry = createRegistry([signature]);
    const control = createControl('signature', registry, NOW);
    const keys: string[] = [];
    walkControls([control], ({ control: node }) => {
      keys.push(node.key);
    });
    expect(keys).toEqual([`signature_${NOW}`, `text_${NOW}`]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('copyControl', () => {
  it('copies deeply with new keys and models at every depth', () => {
    const grid = createControl('grid', builtinRegistry, NOW);
    const input = createControl('input', builtinRegistry, NOW + 5);
    (grid.columns as Array<{ list: Control[] }>)[0]?.list.push(input);
    const copy = copyControl(grid, builtinRegistry, NOW + 100, new Set([grid.key, input.key]));
    const inner = (copy.columns as Array<{ list: Control[] }>)[0]?.list[0];
    expect(copy.key).toBe(`grid_${NOW + 100}`);
    expect(inner?.key).toBe(`input_${NOW + 100}`);
    expect(inner?.model).toBe(`input_${NOW + 100}`);
    expect(input.key).toBe(`input_${NOW + 5}`);
  });
});

describe('number precision', () => {
  it('is ignored when unset, not whole, or above 50', () => {
    expect(effectivePrecision({ precision: null })).toBeUndefined();
    expect(effectivePrecision({})).toBeUndefined();
    expect(effectivePrecision({ precision: 51 })).toBeUndefined();
    expect(effectivePrecision({ precision: 1.5 })).toBeUndefined();
    expect(effectivePrecision({ precision: 50 })).toBe(50);
    expect(effectivePrecision({ precision: 0 })).toBe(0);
  });
});
