import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '../model/parse';
import type { JsonObject } from '../model/types';
import { fixtureText } from '../test-support/fixtures';
import { validate } from '../validate/validate';
import { toJsonSchema } from './toJsonSchema';

const ajv = new Ajv2020({ strict: false, allErrors: true });

function schemaOf(...list: JsonObject[]) {
  return toJsonSchema(parseOrThrow({ list }));
}

function property(type: string, options: JsonObject = {}, rules: JsonObject[] = [{ required: false }]) {
  const schema = schemaOf({ type, model: 'f', label: '', options, rules });
  return (schema.properties as Record<string, unknown>).f;
}

describe('toJsonSchema', () => {
  it('is a 2020-12 object schema that ajv compiles', () => {
    const schema = toJsonSchema(parseOrThrow(fixtureText('kfd-nested.json')));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.type).toBe('object');
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it.each([
    ['input', {}, { type: 'string', minLength: 1 }],
    ['textarea', {}, { type: 'string', minLength: 1 }],
    ['editor', {}, { type: 'string', minLength: 1 }],
    ['time', {}, { type: 'string', minLength: 1 }],
    ['number', { min: 1, max: 9 }, { type: 'number', minimum: 1, maximum: 9 }],
    ['number', {}, { type: 'number' }],
    ['select', {}, { type: ['string', 'number'], not: { const: '' } }],
    ['select', { multiple: true }, { type: 'array', items: { type: ['string', 'number'] }, minItems: 1 }],
    ['checkbox', {}, { type: 'array', items: { type: ['string', 'number'] }, minItems: 1 }],
    ['radio', {}, { type: ['string', 'number'], not: { const: '' } }],
    ['date', {}, { type: 'string', minLength: 1 }],
    ['date', { range: true }, { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 }],
    ['rate', {}, { type: 'number', minimum: 0, maximum: 5 }],
    ['slider', {}, { type: 'number', minimum: 0, maximum: 100 }],
    ['slider', { showInput: true, step: 5 }, { type: 'number', minimum: 0, maximum: 100, multipleOf: 5 }],
    ['switch', {}, { type: 'boolean' }],
    ['cascader', {}, { type: 'array', items: { type: ['string', 'number'] }, minItems: 1 }],
    [
      'treeSelect',
      { treeCheckable: true },
      { type: 'array', items: { type: ['string', 'number'] }, minItems: 1 },
    ],
  ])('required %s %j → %j', (type, options, expected) => {
    expect(property(type, options as JsonObject, [{ required: true, message: '必填项' }])).toEqual(expected);
  });

  it('lets optional values be null or empty', () => {
    expect(property('input')).toEqual({ type: ['string', 'null'] });
    expect(property('number')).toEqual({ anyOf: [{ type: 'number' }, { enum: [null, ''] }] });
    expect(property('date', { range: true })).toEqual({
      anyOf: [
        { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
        { enum: [null, ''] },
        { type: 'array', maxItems: 0 },
      ],
    });
  });

  it('describes uploads as arrays of files within the limit', () => {
    expect(property('uploadImg', { limit: 2 }, [{ required: true }])).toMatchObject({
      type: 'array',
      maxItems: 2,
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          name: { type: 'string' },
          status: { type: 'string' },
          uid: { type: ['string', 'number'] },
          url: { type: 'string' },
        },
      },
    });
  });

  it('describes batch rows and selectInputList columns, with required from the first rule', () => {
    const schema = toJsonSchema(parseOrThrow(fixtureText('kfd-nested.json')));
    const properties = schema.properties as Record<string, JsonObject>;
    expect(schema.required).toEqual([
      'input_1690000001111',
      'batch_1690000008888',
      'selectInputList_1690000015554',
      'uploadFile_1690000018887',
    ]);
    const batch = properties.batch_1690000008888 as JsonObject;
    expect(batch).toMatchObject({ title: 'Crew', type: 'array', minItems: 1 });
    expect((batch.items as JsonObject).required).toEqual(['input_1690000009999', 'select_1690000012221']);
    expect(Object.keys((batch.items as { properties: object }).properties)).toEqual([
      'key',
      'input_1690000009999',
      'number_1690000011110',
      'select_1690000012221',
      'uploadFile_1690000013332',
    ]);
    const sil = properties.selectInputList_1690000015554 as { prefixItems: JsonObject[]; minItems: number };
    expect(sil.minItems).toBe(1);
    expect(sil.prefixItems[0]?.required).toEqual(['input_1690000016665']);
    expect(Object.keys(sil.prefixItems[0]?.properties as object)).toEqual([
      'checked',
      'value',
      'label',
      'input_1690000016665',
    ]);
  });

  it('leaves hidden controls out', () => {
    const schema = schemaOf(
      { type: 'input', model: 'a', options: { hidden: true }, rules: [{ required: true }] },
      { type: 'input', model: 'b', rules: [{ required: true }] },
    );
    expect(Object.keys(schema.properties as object)).toEqual(['b']);
    expect(
      toJsonSchema(parseOrThrow({ list: [{ type: 'input', model: 'b' }] }), { hidden: ['b'] }).properties,
    ).toEqual({});
  });

  it('agrees with validate on sample data of the nested fixture', () => {
    const definition = parseOrThrow(fixtureText('kfd-nested.json'));
    const check = ajv.compile(toJsonSchema(definition));
    const good = {
      input_1690000001111: 'x',
      slider_1690000006666: 35,
      uploadFile_1690000018887: [{ type: 'file', name: 'a', status: 'done', uid: '1', url: '/a' }],
      selectInputList_1690000015554: [
        { checked: true, value: '1', label: 'Barrier', input_1690000016665: 'gate' },
        {},
      ],
      batch_1690000008888: [
        { key: 'r1', input_1690000009999: 'Ann', number_1690000011110: 30, select_1690000012221: '1' },
      ],
    };
    expect(validate(definition, good).valid).toBe(true);
    expect(check(good)).toBe(true);
    for (const bad of [
      { ...good, slider_1690000006666: 7 },
      { ...good, input_1690000001111: '' },
      { ...good, batch_1690000008888: [] },
      {
        ...good,
        batch_1690000008888: [
          { input_1690000009999: 'A', select_1690000012221: '1', number_1690000011110: 99 },
        ],
      },
      { ...good, selectInputList_1690000015554: [{}] },
      { ...good, number_1690000004444: 121 },
    ]) {
      expect(validate(definition, bad).valid).toBe(false);
      expect(check(bad)).toBe(false);
    }
  });
});
