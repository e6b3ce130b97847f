/**
 * Property-based tests: parse and validate never throw, parse is stable, and validate agrees with
 * the JSON Schema export.
 */
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinRegistry, createControl } from './controls/registry';
import { toJsonSchema } from './json-schema/toJsonSchema';
import { parse, parseOrThrow, serialize } from './model/parse';
import { flattenControls } from './model/tree';
import type { Control, Json, JsonObject } from './model/types';
import { BUILTIN_TYPES, ROW_CHILD_TYPES } from './model/types';
import { fixtureText } from './test-support/fixtures';
import { validate } from './validate/validate';

const RUNS = { numRuns: 300 };
const fixtures = ['kfd-3.7.json', 'kfd-3.8.18.json', 'kfd-nested.json'].map((name) =>
  parseOrThrow(fixtureText(name)),
);

const optionValue = fc.oneof(
  fc.boolean(),
  fc.integer({ min: -5, max: 60 }),
  fc.constantFrom(null, '', '[]', 'text', '^\\d+$'),
);
const rules = fc.array(
  fc.record(
    {
      required: fc.boolean(),
      message: fc.constantFrom('必填项', '', 'custom'),
      pattern: fc.constantFrom('', '\\d', '^[a-z]+$', '('),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 3 },
);

/** Controls roughly as the designer writes them, with room for mistakes; nested up to `depth`. */
function controlArb(depth: number): fc.Arbitrary<JsonObject> {
  const list = depth > 0 ? fc.array(controlArb(depth - 1), { maxLength: 2 }) : fc.constant([]);
  const base = {
    type: fc.constantFrom(...BUILTIN_TYPES, 'foo'),
    label: fc.string({ maxLength: 4 }),
    model: fc.constantFrom('a', 'b', 'c', 'd', ''),
    key: fc.string({ maxLength: 3 }),
    options: fc.dictionary(
      fc.constantFrom(
        'min',
        'max',
        'step',
        'limit',
        'hidden',
        'multiple',
        'range',
        'showInput',
        'precision',
        'extra',
      ),
      optionValue,
      { maxKeys: 4 },
    ),
    rules,
  };
  const nesting = fc.oneof(
    fc.constant({}),
    fc.record({ list }),
    fc.record({
      columns: fc.array(fc.record({ span: fc.integer({ min: 0, max: 30 }), value: fc.string(), list }), {
        maxLength: 2,
      }),
    }),
    fc.record({
      trs: fc.array(
        fc.record({
          tds: fc.array(fc.record({ colspan: fc.nat(2), rowspan: fc.nat(2), list }), { maxLength: 2 }),
        }),
        { maxLength: 2 },
      ),
    }),
  );
  return fc
    .tuple(fc.record(base, { requiredKeys: ['type'] }), nesting)
    .map(([control, children]) => ({ ...control, ...children }) as JsonObject);
}

const definitionArb = fc.record({
  list: fc.array(controlArb(3), { maxLength: 4 }),
  config: fc.option(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })),
});

/** Valid definitions built with createControl, nested at random. */
const validDefinitionArb = fc
  .array(
    fc.tuple(
      fc.constantFrom(...BUILTIN_TYPES),
      fc.array(fc.constantFrom(...ROW_CHILD_TYPES), { maxLength: 3 }),
    ),
    {
      maxLength: 6,
    },
  )
  .map((specs) => {
    let now = 1_700_000_000_000;
    const next = () => {
      now += 10;
      return now;
    };
    const list: Control[] = [];
    for (const [type, children] of specs) {
      const control = createControl(type, builtinRegistry, next());
      const target: Control[] | undefined = Array.isArray(control.list)
        ? (control.list as Control[])
        : Array.isArray(control.columns)
          ? ((control.columns as Array<{ list: Control[] }>)[0]?.list ?? undefined)
          : undefined;
      if (target && type !== 'editor') {
        for (const child of children) target.push(createControl(child, builtinRegistry, next()));
      }
      list.push(control);
    }
    return { list };
  });

/** Data keyed by the definition's models with values of every shape, rows included. */
function dataArb(definition: (typeof fixtures)[number]): fc.Arbitrary<JsonObject> {
  const models = flattenControls(definition.list)
    .map((visit) => visit.control.model)
    .filter((model): model is string => typeof model === 'string');
  const file = fc.record({
    type: fc.constantFrom('file', 'img'),
    name: fc.string(),
    uid: fc.string(),
    url: fc.string(),
  });
  const leaf: fc.Arbitrary<Json> = fc.oneof(
    fc.constantFrom(null, '', 0, 5, 7, 35, 121, -1, true, false, 'x', 'PTW-1', '2024-01-01', '1'),
    fc.array(fc.constantFrom('1', '2', 3), { maxLength: 3 }),
    fc.array(file, { maxLength: 4 }),
    fc.constant<Json>(['2024-01-01', '2024-01-02']),
  );
  const row = fc.dictionary(fc.constantFrom(...models, 'key'), leaf, { maxKeys: 6 });
  const value = fc.oneof(leaf, fc.array(row, { maxLength: 3 }));
  return fc.dictionary(fc.constantFrom(...models), value, { maxKeys: models.length });
}

describe('properties', () => {
  it('parse never throws on any JSON value or its text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(() => parse(value)).not.toThrow();
        expect(() => parse(JSON.stringify(value))).not.toThrow();
      }),
      RUNS,
    );
  });

  it('parse never throws on any value at all, nor on arbitrary text', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), fc.string(), (value, text) => {
        expect(() => parse(value)).not.toThrow();
        expect(() => parse(text)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('parse never throws on definition-shaped input, and what it accepts is stable', () => {
    fc.assert(
      fc.property(definitionArb, (input) => {
        const result = parse(input);
        if (!result.ok) {
          expect(typeof result.error.path).toBe('string');
          return;
        }
        const again = parse(serialize(result.definition));
        expect(again).toEqual(result);
      }),
      { numRuns: 500 },
    );
  });

  it('parse(export(x)) is stable for definitions built by the designer', () => {
    fc.assert(
      fc.property(validDefinitionArb, (input) => {
        const first = parseOrThrow(input);
        const second = parseOrThrow(serialize(first));
        expect(second).toEqual(first);
        expect(parseOrThrow(serialize(second))).toEqual(first);
      }),
      RUNS,
    );
  });

  it('validate never throws on any data', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures), fc.anything({ maxDepth: 4 }), (definition, data) => {
        expect(() => validate(definition, data)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('validate never throws on model-shaped data of every kind', () => {
    for (const definition of fixtures) {
      fc.assert(
        fc.property(dataArb(definition), (data) => {
          const result = validate(definition, data);
          expect(result.valid).toBe(Object.keys(result.errors).length === 0);
        }),
        { numRuns: 200 },
      );
    }
  });

  it('validate and the JSON Schema agree (definitions without pattern rules)', () => {
    const ajv = new Ajv2020({ strict: false });
    const definition = fixtures[2];
    if (!definition) throw new Error('fixture');
    const check = ajv.compile(toJsonSchema(definition));
    const good: JsonObject = {
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
    // a good object with up to two values replaced: both valid and invalid data, half and half or so
    const perturbed = fc
      .tuple(dataArb(definition), fc.integer({ min: 0, max: 2 }))
      .map(([noise, count]) => ({ ...good, ...Object.fromEntries(Object.entries(noise).slice(0, count)) }));
    let valid = 0;
    fc.assert(
      fc.property(perturbed, (data) => {
        const expected = validate(definition, data).valid;
        if (expected) valid++;
        expect(check(data)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    expect(valid).toBeGreaterThan(100);
  });
});
