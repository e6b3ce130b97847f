import { describe, expect, it } from 'vitest';
import { createRegistry } from '../controls/registry';
import { parseOrThrow } from '../model/parse';
import type { FormDefinition, JsonObject } from '../model/types';
import { fixtureText } from '../test-support/fixtures';
import { formatFieldError, formMessages } from './errors';
import { compileValidator, validate } from './validate';

const required = [{ required: true, message: '必填项' }];

function form(...list: JsonObject[]): FormDefinition {
  return parseOrThrow({ list });
}

function field(type: string, options: JsonObject = {}, rules: JsonObject[] = [], model = 'f'): JsonObject {
  return { type, model, key: model, options, rules };
}

function errorsOf(definition: FormDefinition, data: unknown, hidden?: string[]) {
  return validate(definition, data, hidden ? { hidden } : {}).errors;
}

describe('required', () => {
  const def = form(field('input', {}, required));

  it('uses the key form.required for the default message 必填项 (and an empty one)', () => {
    expect(validate(def, {})).toEqual({
      valid: false,
      errors: { f: [{ rule: 'required', message: 'form.required' }] },
    });
    const empty = form(field('input', {}, [{ required: true, message: '' }]));
    expect(errorsOf(empty, {}).f).toEqual([{ rule: 'required', message: 'form.required' }]);
  });

  it("passes the definition's own message through", () => {
    const custom = form(field('input', {}, [{ required: true, message: 'Enter the permit number' }]));
    expect(errorsOf(custom, { f: '' }).f).toEqual([{ rule: 'required', message: 'Enter the permit number' }]);
  });

  it.each([undefined, null, ''])('treats %s as empty', (value) => {
    expect(errorsOf(def, { f: value }).f?.[0]?.rule).toBe('required');
  });

  it('treats [] as empty for array-valued controls', () => {
    expect(errorsOf(form(field('checkbox', {}, required)), { f: [] }).f?.[0]?.rule).toBe('required');
    expect(errorsOf(form(field('select', { multiple: true }, required)), { f: [] }).f?.[0]?.rule).toBe(
      'required',
    );
    expect(errorsOf(form(field('uploadFile', {}, required)), { f: [] }).f?.[0]?.rule).toBe('required');
  });

  it('accepts whitespace, 0 and false as present values (as async-validator does)', () => {
    expect(validate(def, { f: ' ' }).valid).toBe(true);
    expect(validate(form(field('number', {}, required)), { f: 0 }).valid).toBe(true);
    expect(validate(form(field('switch', {}, required)), { f: false }).valid).toBe(true);
  });

  it('passes optional empty values', () => {
    expect(validate(form(field('input')), {}).valid).toBe(true);
    expect(validate(form(field('number')), { f: null }).valid).toBe(true);
  });

  it('reads required from any rule, the first required one giving the message', () => {
    const def2 = form(
      field('input', {}, [
        { required: false, message: '必填项' },
        { required: true, message: 'second' },
      ]),
    );
    expect(errorsOf(def2, {}).f).toEqual([{ rule: 'required', message: 'second' }]);
  });
});

describe('pattern rules', () => {
  const def = form(
    field('input', {}, [
      { required: false, message: '必填项' },
      { pattern: 'PTW-\\d+', message: 'Format PTW-123' },
      { pattern: '', message: 'ignored' },
      { pattern: '^[A-Z]', message: '' },
    ]),
  );

  it('tests unanchored, each failing rule with its message or form.pattern', () => {
    expect(validate(def, { f: 'Ref PTW-12 ok' }).valid).toBe(true);
    expect(errorsOf(def, { f: 'ptw-1' }).f).toEqual([
      { rule: 'pattern', message: 'Format PTW-123' },
      { rule: 'pattern', message: 'form.pattern' },
    ]);
  });

  it('skips patterns for an empty optional value and after a failed required', () => {
    expect(validate(def, { f: '' }).valid).toBe(true);
    const req = form(
      field('input', {}, [
        { required: true, message: '必填项' },
        { pattern: 'x', message: 'p' },
      ]),
    );
    expect(errorsOf(req, { f: '' }).f).toEqual([{ rule: 'required', message: 'form.required' }]);
  });

  it('tests numbers as text, skips arrays', () => {
    const num = form(field('number', {}, [{ pattern: '^\\d+$', message: 'whole' }]));
    expect(errorsOf(num, { f: 1.5 }).f).toEqual([{ rule: 'pattern', message: 'whole' }]);
    expect(validate(num, { f: 3 }).valid).toBe(true);
    const box = form(field('checkbox', {}, [{ pattern: 'zzz', message: 'p' }]));
    expect(validate(box, { f: ['1'] }).valid).toBe(true);
  });

  it('fails closed on an invalid regular expression in a hand-built definition', () => {
    const def2: FormDefinition = form(field('input'));
    const control = def2.list[0];
    if (control) control.rules = [{ pattern: '(', message: 'bad' }];
    expect(errorsOf(def2, { f: 'x' }).f).toEqual([{ rule: 'pattern', message: 'bad' }]);
    expect(validate(def2, { f: '' }).valid).toBe(true);
  });
});

describe('type errors', () => {
  it.each([
    ['input', {}, 5],
    ['textarea', {}, ['a']],
    ['number', {}, '5'],
    ['number', {}, Number.NaN],
    ['select', {}, ['1']],
    ['select', { multiple: true }, '1'],
    ['checkbox', {}, '1'],
    ['checkbox', {}, [{}]],
    ['radio', {}, true],
    ['date', {}, 20240101],
    ['date', { range: true }, '2024-01-01'],
    ['date', { range: true }, ['2024-01-01']],
    ['time', {}, {}],
    ['rate', {}, '3'],
    ['slider', {}, '3'],
    ['uploadFile', {}, '[]'],
    ['uploadImg', {}, [{ url: 5 }]],
    ['treeSelect', {}, ['1']],
    ['treeSelect', { treeCheckable: true }, '1'],
    ['cascader', {}, '1'],
    ['editor', {}, 1],
    ['switch', {}, 'true'],
    ['input', {}, []],
  ])('%s %j refuses %j', (type, options, value) => {
    expect(errorsOf(form(field(type, options as JsonObject)), { f: value }).f).toEqual([
      { rule: 'type', message: 'form.type' },
    ]);
  });

  it.each([
    ['input', {}, 'text'],
    ['select', {}, 1],
    ['select', { multiple: true }, ['1', 2]],
    ['checkbox', {}, ['1']],
    ['radio', {}, '1'],
    ['date', {}, '2024-01-01'],
    ['date', { range: true }, ['2024-01-01', '2024-01-02']],
    ['date', { range: true }, ''],
    ['time', {}, '12:00:00'],
    ['treeSelect', { multiple: true }, ['11']],
    ['cascader', {}, ['1', '11']],
    ['switch', {}, true],
    ['uploadImg', {}, [{ type: 'img', name: 'a.png', status: 'done', uid: '1', url: '/f/1' }]],
  ])('%s %j accepts %j', (type, options, value) => {
    expect(validate(form(field(type, options as JsonObject)), { f: value }).valid).toBe(true);
  });

  it("refuses data that is not an object under the key ''", () => {
    const def = form(field('input', {}, required));
    for (const data of [null, [], 'x', 3, undefined]) {
      expect(validate(def, data)).toEqual({
        valid: false,
        errors: { '': [{ rule: 'type', message: 'form.type' }] },
      });
    }
  });
});

describe('number, rate, slider', () => {
  it('refuses numbers outside min/max (decisions.md)', () => {
    const def = form(field('number', { min: 1, max: 50 }));
    expect(errorsOf(def, { f: 0 }).f).toEqual([{ rule: 'min', message: 'form.min', params: { min: 1 } }]);
    expect(errorsOf(def, { f: 51 }).f).toEqual([{ rule: 'max', message: 'form.max', params: { max: 50 } }]);
    expect(validate(def, { f: 1 }).valid).toBe(true);
    expect(validate(def, { f: 50 }).valid).toBe(true);
  });

  it('has no bounds when min/max are null; precision and step never refuse', () => {
    const def = form(field('number', { precision: 2, step: 5 }));
    expect(validate(def, { f: -1e9 }).valid).toBe(true);
    expect(validate(def, { f: 1.23456 }).valid).toBe(true);
    expect(validate(form(field('number', { precision: 80 })), { f: 1.5 }).valid).toBe(true);
  });

  it('rate stays within 0..max', () => {
    const def = form(field('rate'));
    expect(errorsOf(def, { f: 6 }).f).toEqual([{ rule: 'max', message: 'form.max', params: { max: 5 } }]);
    expect(errorsOf(def, { f: -1 }).f?.[0]?.rule).toBe('min');
    expect(validate(def, { f: 5 }).valid).toBe(true);
  });

  it('slider stays within min..max', () => {
    const def = form(field('slider', { min: 10, max: 20 }));
    expect(errorsOf(def, { f: 9 }).f?.[0]?.rule).toBe('min');
    expect(errorsOf(def, { f: 21 }).f?.[0]?.rule).toBe('max');
  });

  it('slider with showInput must hold a multiple of the step (输入值必须是步长的倍数)', () => {
    const def = form(field('slider', { showInput: true, step: 5 }));
    expect(errorsOf(def, { f: 7 }).f).toEqual([{ rule: 'step', message: 'form.step', params: { step: 5 } }]);
    expect(validate(def, { f: 35 }).valid).toBe(true);
    expect(formatFieldError({ rule: 'step', message: 'form.step' }, formMessages['zh-CN'])).toBe(
      '输入值必须是步长的倍数',
    );
    const tenth = form(field('slider', { showInput: true, step: 0.1 }));
    expect(validate(tenth, { f: 0.3 }).valid).toBe(true);
    expect(errorsOf(tenth, { f: 0.35 }).f?.[0]?.rule).toBe('step');
  });

  it('slider without showInput has no step rule', () => {
    expect(validate(form(field('slider', { showInput: false, step: 5 })), { f: 7 }).valid).toBe(true);
  });
});

describe('uploads', () => {
  const file = (n: number) => ({ type: 'file', name: `f${n}`, status: 'done', uid: `${n}`, url: `/f/${n}` });

  it('refuses more files than the limit (decisions.md)', () => {
    const def = form(field('uploadFile', { limit: 2 }));
    expect(validate(def, { f: [file(1), file(2)] }).valid).toBe(true);
    expect(errorsOf(def, { f: [file(1), file(2), file(3)] }).f).toEqual([
      { rule: 'limit', message: 'form.limit', params: { limit: 2 } },
    ]);
  });

  it('defaults to 3 and never goes below 1', () => {
    expect(
      errorsOf(form(field('uploadImg')), { f: [file(1), file(2), file(3), file(4)] }).f?.[0]?.params,
    ).toEqual({
      limit: 3,
    });
    expect(
      errorsOf(form(field('uploadImg', { limit: 0 })), { f: [file(1), file(2)] }).f?.[0]?.params,
    ).toEqual({
      limit: 1,
    });
  });
});

describe('hidden controls', () => {
  const def = form(field('input', { hidden: true }, required, 'a'), field('input', {}, required, 'b'), {
    type: 'batch',
    model: 'rows',
    key: 'rows',
    list: [field('input', {}, required, 'inner')],
  });

  it('skips options.hidden and the runtime hidden set, at any depth', () => {
    expect(Object.keys(errorsOf(def, { rows: [{}] }))).toEqual(['b', 'rows[0].inner']);
    expect(errorsOf(def, { rows: [{}] }, ['b', 'inner'])).toEqual({});
  });

  it('a hidden batch hides its rows', () => {
    expect(errorsOf(def, { b: 'x', rows: [{}] }, ['rows'])).toEqual({});
  });
});

describe('batch and selectInputList', () => {
  const definition = parseOrThrow(fixtureText('kfd-nested.json'));
  const validator = compileValidator(definition);

  it('checks every row, keyed batch[i].model', () => {
    const result = validator({
      input_1690000001111: 'x',
      uploadFile_1690000018887: [{ name: 'a', url: '/a' }],
      selectInputList_1690000015554: [
        { checked: true, value: '1', label: 'Barrier', input_1690000016665: 'gate' },
        {},
      ],
      batch_1690000008888: [
        { key: 'r1', input_1690000009999: 'Ann', number_1690000011110: 30, select_1690000012221: '1' },
        { key: 'r2', input_1690000009999: '', number_1690000011110: 70 },
        'not a row',
      ],
    });
    expect(result.errors).toEqual({
      batch_1690000008888: [{ rule: 'type', message: 'form.type' }],
    });
    const rows = validator({
      input_1690000001111: 'x',
      uploadFile_1690000018887: [{ name: 'a', url: '/a' }],
      selectInputList_1690000015554: [{ input_1690000016665: 'gate' }, {}],
      batch_1690000008888: [
        { key: 'r1', input_1690000009999: 'Ann', number_1690000011110: 30, select_1690000012221: '1' },
        { key: 'r2', input_1690000009999: '', number_1690000011110: 70, uploadFile_1690000013332: [{}, {}] },
      ],
    });
    expect(rows.errors).toEqual({
      'batch_1690000008888[1].input_1690000009999': [{ rule: 'required', message: 'Name is required' }],
      'batch_1690000008888[1].number_1690000011110': [
        { rule: 'max', message: 'form.max', params: { max: 65 } },
      ],
      'batch_1690000008888[1].select_1690000012221': [{ rule: 'required', message: 'form.required' }],
      'batch_1690000008888[1].uploadFile_1690000013332': [
        { rule: 'limit', message: 'form.limit', params: { limit: 1 } },
      ],
    });
  });

  it('the batch rule itself needs at least one row; minLimit is no rule', () => {
    const result = validator({});
    expect(result.errors.batch_1690000008888).toEqual([{ rule: 'required', message: 'At least one worker' }]);
    const one = validator({
      batch_1690000008888: [{ input_1690000009999: 'A', select_1690000012221: '2' }],
    });
    expect(Object.keys(one.errors).filter((k) => k.startsWith('batch'))).toEqual([]);
  });

  it('runs selectInputList inner rules for every column, ticked or not, even with no value', () => {
    expect(validator({}).errors['selectInputList_1690000015554[0].input_1690000016665']).toEqual([
      { rule: 'required', message: 'form.required' },
    ]);
    const result = validator({
      selectInputList_1690000015554: [
        { checked: false, input_1690000016665: 'x' },
        { checked: true, number_1690000017776: 11 },
      ],
    });
    expect(result.errors['selectInputList_1690000015554[1].number_1690000017776']).toEqual([
      { rule: 'max', message: 'form.max', params: { max: 10 } },
    ]);
    expect(result.errors).not.toHaveProperty('selectInputList_1690000015554[0].input_1690000016665');
  });

  it('refuses more selectInputList items than columns', () => {
    expect(
      validator({ selectInputList_1690000015554: [{}, {}, {}] }).errors.selectInputList_1690000015554,
    ).toEqual([{ rule: 'type', message: 'form.type' }]);
  });

  it('finds fields nested in tables, grids and tabs', () => {
    const result = validator({ slider_1690000006666: 7 });
    expect(result.errors.input_1690000001111).toBeDefined();
    expect(result.errors.slider_1690000006666).toEqual([
      { rule: 'step', message: 'form.step', params: { step: 5 } },
    ]);
  });
});

describe('messages at the edge', () => {
  it('formats keys with their parameters and passes custom messages through', () => {
    expect(
      formatFieldError({ rule: 'limit', message: 'form.limit', params: { limit: 3 } }, formMessages['zh-CN']),
    ).toBe('最大上传数量为3');
    expect(formatFieldError({ rule: 'min', message: 'form.min', params: { min: 1 } }, formMessages.en)).toBe(
      'Must be at least 1',
    );
    expect(formatFieldError({ rule: 'required', message: 'Name please' }, formMessages.en)).toBe(
      'Name please',
    );
    expect(formatFieldError({ rule: 'required', message: 'form.required' }, formMessages.en)).toBe(
      'Required',
    );
  });
});

describe('custom controls', () => {
  it('get required and patterns, plus their own shape test', () => {
    const registry = createRegistry([
      {
        type: 'signature',
        label: 'Signature',
        kind: 'field',
        hasModel: true,
        hasRules: true,
        rowChild: true,
        options: () => ({}),
        accepts: (value) => typeof value === 'string' && value.startsWith('data:'),
      },
    ]);
    const def = parseOrThrow({ list: [{ type: 'signature', model: 's', rules: required }] }, { registry });
    expect(validate(def, {}, { registry }).errors.s?.[0]?.rule).toBe('required');
    expect(validate(def, { s: 'x' }, { registry }).errors.s?.[0]?.rule).toBe('type');
    expect(validate(def, { s: 'data:x' }, { registry }).valid).toBe(true);
  });
});

describe('odd model names', () => {
  it('keys an error under __proto__ like any other', () => {
    const def = form(field('input', {}, required, '__proto__'));
    const result = validate(def, JSON.parse('{"__proto__": ""}'));
    expect(Object.keys(result.errors)).toEqual(['__proto__']);
    expect(JSON.stringify(result.errors)).toBe(
      '{"__proto__":[{"rule":"required","message":"form.required"}]}',
    );
  });
});
