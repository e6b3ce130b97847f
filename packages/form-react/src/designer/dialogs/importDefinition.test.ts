import { defaultConfig, serialize } from '@siteguard/form-engine';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../../form-engine/src/test-support/fixtures';
import { IMPORT_SAMPLE, importDefinition } from './importDefinition';

function imported(text: string) {
  const result = importDefinition(text);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.definition;
}

describe('importDefinition', () => {
  it.each(['kfd-3.7.json', 'kfd-3.8.18.json', 'kfd-nested.json'])(
    'imports the k-form-design export %s with its list and config',
    (name) => {
      const raw = JSON.parse(fixtureText(name)) as { list: unknown[]; config: { labelWidth?: number } };
      const definition = imported(fixtureText(name));
      expect(definition.list).toHaveLength(raw.list.length);
      // what older exports lack is filled in (3.7 has no labelWidth)
      expect(definition.config.labelWidth).toBe(raw.config.labelWidth ?? 100);
      expect(definition.config.previewWidth).toBe(850);
    },
  );

  it('reads back its own export unchanged (export round trip)', () => {
    const definition = imported(fixtureText('kfd-3.8.18.json'));
    expect(imported(serialize(definition))).toEqual(definition);
  });

  it("refuses a malformed control with the engine's path error", () => {
    const raw = JSON.parse(fixtureText('kfd-3.8.18.json')) as {
      list: { options: Record<string, unknown> }[];
    };
    const number = raw.list[1];
    if (!number) throw new Error('fixture changed');
    number.options.min = 'ten';
    expect(importDefinition(JSON.stringify(raw))).toEqual({
      ok: false,
      errors: ['list[1].options.min: expected a number'],
    });
  });

  it('refuses text that is not JSON, and JSON without a list', () => {
    expect(importDefinition('{ list: [')).toEqual({ ok: false, errors: ['not valid JSON'] });
    expect(importDefinition('')).toEqual({ ok: false, errors: ['not valid JSON'] });
    expect(importDefinition('{"config": {}}')).toEqual({ ok: false, errors: ['list: expected an array'] });
  });

  it('offers a sample that imports as one input with the default config', () => {
    const definition = imported(IMPORT_SAMPLE);
    expect(definition.list.map((c) => c.type)).toEqual(['input']);
    expect(definition.config).toEqual(defaultConfig());
  });
});
