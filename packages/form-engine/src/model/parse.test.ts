import { describe, expect, it } from 'vitest';
import { builtinRegistry, createRegistry } from '../controls/registry';
import { CURRENT_SCHEMA_VERSION } from '../migrate/index';
import { fixtureText } from '../test-support/fixtures';
import { parse, parseOrThrow, serialize, toKFormDesign } from './parse';
import { findByModel, flattenControls } from './tree';
import type { Control, FormDefinition } from './types';

function ok(input: unknown): FormDefinition {
  const result = parse(input);
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return result.definition;
}

function error(input: unknown): string {
  const result = parse(input);
  if (result.ok) throw new Error('expected a parse error');
  return result.error.path ? `${result.error.path}: ${result.error.message}` : result.error.message;
}

function byType(definition: FormDefinition, type: string): Control {
  const found = flattenControls(definition.list).find((visit) => visit.control.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found.control;
}

const FIXTURES = ['kfd-3.7.json', 'kfd-3.8.18.json', 'kfd-nested.json'];

describe('parse: k-form-design exports unchanged', () => {
  it.each(FIXTURES)('reads %s and stamps the current version', (name) => {
    const definition = ok(fixtureText(name));
    expect(definition.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(definition.list.length).toBeGreaterThan(0);
  });

  it.each(FIXTURES)('is stable: parse(serialize(parse(x))) equals parse(x) for %s', (name) => {
    const once = ok(fixtureText(name));
    expect(ok(serialize(once))).toEqual(once);
    expect(serialize(ok(serialize(once)))).toBe(serialize(once));
  });

  it('3.7: expands labelCol {span}, fills labelWidth, labelLayout and the preview width', () => {
    const { config } = ok(fixtureText('kfd-3.7.json'));
    expect(config).toEqual({
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

  it('3.7: fills help, showLabel (shown), card options, batch rules; keeps old text defaults', () => {
    const definition = ok(fixtureText('kfd-3.7.json'));
    const input = byType(definition, 'input');
    expect(input.help).toBe('');
    expect(input.options.showLabel).toBe(true);
    expect(input.options.addonBefore).toBe('');
    const card = byType(definition, 'card');
    expect(card.options).toEqual({ noFormItem: true });
    expect(byType(definition, 'batch').rules).toEqual([{ required: false, message: '必填项' }]);
    expect(byType(definition, 'text').options).toMatchObject({
      color: 'rgb(0, 0, 0)',
      fontFamily: 'SimHei',
      fontSize: '16pt',
    });
    expect(byType(definition, 'text').options).not.toHaveProperty('noFormItem');
  });

  it('3.7: a text without colour, font and size gets the 3.7 values; a 3.8 text the 3.8 ones', () => {
    const old = ok({ list: [{ type: 'text', label: 't', options: { textAlign: 'left' }, key: 'text_1' }] });
    expect(old.list[0]?.options).toMatchObject({
      color: 'rgb(0, 0, 0)',
      fontFamily: 'SimHei',
      fontSize: '16pt',
    });
    const modern = ok({ list: [{ type: 'text', label: 't', options: { noFormItem: true }, key: 'text_1' }] });
    expect(modern.list[0]?.options).toMatchObject({
      color: 'rgba(0, 0, 0, 0.9)',
      fontFamily: '',
      fontSize: '10.5pt',
    });
  });

  it('keeps what the export holds: three options, 3.7 dynamic tree, Chinese labels, icons, extra keys', () => {
    const definition = ok(fixtureText('kfd-3.7.json'));
    expect(byType(definition, 'checkbox').options.options).toHaveLength(3);
    expect(byType(definition, 'treeSelect').options.dynamic).toBe(true);
    const select = byType(definition, 'select');
    expect(select.prefix).toBe('');
    expect(select.suffix).toBe('');
    expect(select.options.filterable).toBe(false);
    expect(select.options).not.toHaveProperty('defaultValue');
    const nested = flattenControls(definition.list).find((v) => v.depth > 0 && v.control.type === 'input');
    expect(nested?.control.icon).toBe('icon-write');
  });

  it('drops the model of model-less types and keeps upload strings as they are', () => {
    const definition = ok({
      list: [
        { type: 'divider', label: 'd', options: {}, key: 'divider_1', model: '' },
        {
          type: 'uploadFile',
          label: 'f',
          options: { defaultValue: '[]', data: '{"a":1}' },
          key: 'u',
          model: 'u',
        },
      ],
    });
    expect(definition.list[0]).not.toHaveProperty('model');
    expect(definition.list[1]?.options).toMatchObject({ defaultValue: '[]', data: '{"a":1}', limit: 3 });
  });

  it('3.8.18: reads batch rules and minLimit, selectInputList and tabs', () => {
    const definition = ok(fixtureText('kfd-3.8.18.json'));
    const batch = byType(definition, 'batch');
    expect(batch.options.minLimit).toBe(1);
    expect(batch.list).toHaveLength(2);
    const sil = byType(definition, 'selectInputList');
    expect(sil.rules).toBeUndefined();
    expect(sil.columns).toHaveLength(2);
    expect(byType(definition, 'tabs').columns).toHaveLength(2);
  });

  it('nested: keeps merged table cells in their slots', () => {
    const definition = ok(fixtureText('kfd-nested.json'));
    const table = byType(definition, 'table');
    const trs = table.trs as Array<{ tds: Array<{ colspan: number; rowspan: number; list: Control[] }> }>;
    expect(trs[0]?.tds.map((td) => [td.colspan, td.rowspan])).toEqual([
      [2, 1],
      [0, 1],
      [1, 2],
    ]);
    expect(trs[1]?.tds[2]).toEqual({ colspan: 1, rowspan: 0, list: [] });
    expect(findByModel(definition.list, 'input_1690000001111')?.path).toBe(
      'list[0].trs[0].tds[0].list[0].columns[0].list[0].columns[0].list[0]',
    );
    expect(definition.config.labelLayout).toBe('Grid');
  });

  it('accepts an already-parsed object and a missing config', () => {
    const definition = ok({ list: [] });
    expect(definition.config.layout).toBe('horizontal');
    expect(definition).toEqual({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      list: [],
      config: definition.config,
    });
  });

  it('takes the key from the model when an export lacks it', () => {
    expect(ok({ list: [{ type: 'input', model: 'name' }] }).list[0]?.key).toBe('name');
  });
});

describe('parse: malformed input names the path', () => {
  it.each([
    ['not json', 'not valid JSON'],
    ['[]', 'expected an object'],
    ['{}', 'list: expected an array'],
    ['{"list":{}}', 'list: expected an array'],
    ['{"list":[1]}', 'list[0]: expected an object'],
    ['{"list":[{"key":"a"}]}', 'list[0].type: expected a string'],
    ['{"list":[{"type":"foo","key":"a"}]}', 'list[0].type: unknown control "foo"'],
    ['{"list":[{"type":"input","key":"a"}]}', 'list[0].model: expected a non-empty string'],
    ['{"list":[{"type":"divider"}]}', 'list[0].key: expected a non-empty string'],
    ['{"list":[{"type":"input","model":"a","options":[]}]}', 'list[0].options: expected an object'],
    ['{"list":[{"type":"input","model":"a","label":3}]}', 'list[0].label: expected a string'],
    [
      '{"list":[{"type":"number","model":"a","options":{"min":"1"}}]}',
      'list[0].options.min: expected a number',
    ],
    [
      '{"list":[{"type":"uploadImg","model":"a","options":{"limit":"3"}}]}',
      'list[0].options.limit: expected a number',
    ],
    [
      '{"list":[{"type":"select","model":"a","options":{"options":[{"label":"x"}]}}]}',
      'list[0].options.options[0].value: expected a string or a number',
    ],
    ['{"list":[{"type":"input","model":"a","rules":{}}]}', 'list[0].rules: expected an array'],
    [
      '{"list":[{"type":"input","model":"a","rules":[{"required":"yes"}]}]}',
      'list[0].rules[0].required: expected true or false',
    ],
    [
      '{"list":[{"type":"input","model":"a","rules":[{"required":false},{"pattern":"(","message":"m"}]}]}',
      'list[0].rules[1].pattern: invalid regular expression /(/',
    ],
    [
      '{"list":[{"type":"input","model":"a"},{"type":"input","model":"a"}]}',
      'list[1].model: duplicate model "a" (first at list[0])',
    ],
    ['{"list":[],"config":[]}', 'config: expected an object'],
    [
      '{"list":[],"config":{"layout":"diagonal"}}',
      'config.layout: expected one of "horizontal", "vertical", "inline"',
    ],
    ['{"list":[],"config":{"labelCol":{"xs":"4"}}}', 'config.labelCol.xs: expected a number'],
    ['{"list":[],"schemaVersion":99}', 'schemaVersion: version 99 is newer than this engine reads (up to 1)'],
    ['{"list":[],"schemaVersion":"1"}', 'schemaVersion: expected a whole number >= 0'],
  ])('%s → %s', (input, message) => {
    expect(error(input)).toBe(message);
  });

  it('names the path deep inside layouts', () => {
    const input = {
      list: [
        { type: 'input', model: 'a' },
        { type: 'divider', key: 'd' },
        { type: 'html', key: 'h' },
        {
          type: 'grid',
          key: 'g',
          columns: [
            { span: 12, list: [] },
            { span: 12, list: [{ type: 'foo', key: 'f' }] },
          ],
        },
      ],
    };
    expect(error(input)).toBe('list[3].columns[1].list[0].type: unknown control "foo"');
    const table = {
      list: [{ type: 'table', key: 't', trs: [{ tds: [{ colspan: 1, rowspan: -1, list: [] }] }] }],
    };
    expect(error(table)).toBe('list[0].trs[0].tds[0].rowspan: expected a whole number >= 0');
    const grid = { list: [{ type: 'grid', key: 'g', columns: [{ span: 25, list: [] }] }] };
    expect(error(grid)).toBe('list[0].columns[0].span: expected a number from 0 to 24');
  });

  it('refuses layouts inside batch and selectInputList', () => {
    const batch = { list: [{ type: 'batch', model: 'b', list: [{ type: 'grid', key: 'g' }] }] };
    expect(error(batch)).toBe('list[0].list[0].type: control "grid" is not allowed inside batch');
    const sil = {
      list: [
        {
          type: 'selectInputList',
          model: 's',
          columns: [{ value: '1', label: 'a', list: [{ type: 'editor', model: 'e' }] }],
        },
      ],
    };
    expect(error(sil)).toBe(
      'list[0].columns[0].list[0].type: control "editor" is not allowed inside selectInputList',
    );
  });

  it('scopes model uniqueness to the data object: batch rows and selectInputList columns are their own', () => {
    const definition = ok({
      list: [
        { type: 'input', model: 'name' },
        { type: 'batch', model: 'crew', list: [{ type: 'input', model: 'name' }] },
        {
          type: 'selectInputList',
          model: 'checks',
          columns: [
            { value: '1', label: 'a', list: [{ type: 'input', model: 'name' }] },
            { value: '2', label: 'b', list: [{ type: 'input', model: 'name' }] },
          ],
        },
      ],
    });
    expect(definition.list).toHaveLength(3);
    expect(
      error({
        list: [
          { type: 'card', key: 'c', list: [{ type: 'input', model: 'x' }] },
          { type: 'input', model: 'x' },
        ],
      }),
    ).toBe('list[1].model: duplicate model "x" (first at list[0].list[0])');
  });

  it('never throws on hostile values', () => {
    const cyclic: Record<string, unknown> = { list: [] };
    cyclic.self = cyclic;
    expect(parse(cyclic)).toMatchObject({ ok: false, error: { path: '' } });
    expect(parse(undefined)).toMatchObject({ ok: false });
    expect(parse(10n)).toMatchObject({ ok: false });
    let deep: unknown = [];
    for (let i = 0; i < 100; i++) deep = [{ type: 'card', key: `c${i}`, list: deep }];
    expect(parse({ list: deep })).toMatchObject({
      ok: false,
      error: { message: 'nesting deeper than 32 levels' },
    });
  });

  it('parseOrThrow throws a FormParseError with the path', () => {
    expect(() => parseOrThrow('{"list":[{"type":"foo","key":"a"}]}')).toThrow(
      'list[0].type: unknown control "foo"',
    );
  });

  it('reads custom types only with a registry that has them', () => {
    const input = { list: [{ type: 'signature', model: 's' }] };
    expect(error(input)).toBe('list[0].type: unknown control "signature"');
    const registry = createRegistry([
      {
        ...(builtinRegistry.get('input') as NonNullable<ReturnType<typeof builtinRegistry.get>>),
        type: 'signature',
      },
    ]);
    expect(parse(input, { registry }).ok).toBe(true);
  });
});

describe('toKFormDesign', () => {
  it('drops our schemaVersion and previewWidth; the result reads back the same', () => {
    const definition = ok(fixtureText('kfd-3.8.18.json'));
    const exported = toKFormDesign(definition);
    expect(exported).not.toHaveProperty('schemaVersion');
    expect(exported.config).not.toHaveProperty('previewWidth');
    expect(ok(exported)).toEqual(definition);
  });
});
