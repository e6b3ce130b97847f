import { describe, expect, it } from 'vitest';
import { checkJson, jsonTextOf, jsonToStore } from './jsonText';

describe('JSON options', () => {
  it('reads objects, objects of texts and arrays', () => {
    expect(checkJson('{"a": 1}', 'object')).toEqual({ ok: true, value: { a: 1 } });
    expect(checkJson('{"Authorization": "x"}', 'stringObject')).toEqual({
      ok: true,
      value: { Authorization: 'x' },
    });
    expect(checkJson('[]', 'array')).toEqual({ ok: true, value: [] });
    expect(checkJson('  ', 'object')).toEqual({ ok: true, value: {} });
    expect(checkJson('', 'array')).toEqual({ ok: true, value: [] });
  });

  it('says whether the text is not JSON or JSON of the wrong shape', () => {
    expect(checkJson('{a: 1}', 'object')).toEqual({ ok: false, problem: 'syntax' });
    expect(checkJson('[1]', 'object')).toEqual({ ok: false, problem: 'object' });
    expect(checkJson('{"a": 1}', 'stringObject')).toEqual({ ok: false, problem: 'stringObject' });
    expect(checkJson('{}', 'array')).toEqual({ ok: false, problem: 'array' });
  });

  it('shows stored text as it is and values as JSON', () => {
    expect(jsonTextOf('{ "a": 1 }', 'object')).toBe('{ "a": 1 }');
    expect(jsonTextOf({ a: 'b' }, 'stringObject')).toBe('{"a":"b"}');
    expect(jsonTextOf(undefined, 'array')).toBe('[]');
  });

  it('stores text for text options, and a real array where one was', () => {
    expect(jsonToStore('{"a":1}', { a: 1 }, '{}', 'text')).toBe('{"a":1}');
    expect(jsonToStore('[]', [], [{ name: 'x' }], 'text')).toEqual([]);
    expect(jsonToStore('{"a":"b"}', { a: 'b' }, {}, 'value')).toEqual({ a: 'b' });
  });
});
