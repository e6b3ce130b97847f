import { BUILTIN_TYPES, builtinRegistry } from '@siteguard/form-engine';
import { describe, expect, it } from 'vitest';
import { CHOICE_VALUES, coveredOptions, OPTION_FIELDS, optionFieldsFor, visibleFields } from './optionFields';
import { PROPERTIES_TEXTS } from './texts';

// Options that configure the designer's own drawing, not the control.
const NOT_EDITED = new Set(['noFormItem']);

describe('option editors', () => {
  it.each(BUILTIN_TYPES)('cover every default option of %s', (type) => {
    const spec = builtinRegistry.get(type);
    const defaults = Object.keys(spec?.options() ?? {}).filter((name) => !NOT_EDITED.has(name));
    const covered = new Set(OPTION_FIELDS[type].flatMap(coveredOptions));
    expect(defaults.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('edit the columns of grid, tabs and selectInputList', () => {
    for (const type of ['grid', 'tabs', 'selectInputList'] as const) {
      expect(OPTION_FIELDS[type].some((field) => field.kind === 'columns')).toBe(true);
    }
  });

  it('have a word for every label and choice in every language', () => {
    const labels = new Set(Object.values(OPTION_FIELDS).flatMap((fields) => fields.map((f) => f.label)));
    for (const texts of Object.values(PROPERTIES_TEXTS)) {
      for (const label of labels) expect(texts.option[label], label).toBeTruthy();
      for (const value of CHOICE_VALUES) expect(texts.value[value], value).toBeTruthy();
    }
  });

  it('show range placeholders only for a range, and the option list only for static data', () => {
    const date = OPTION_FIELDS.date;
    expect(visibleFields(date, 'general', { range: false }).map((f) => f.name)).toContain('placeholder');
    expect(visibleFields(date, 'general', { range: true }).map((f) => f.name)).toContain('rangePlaceholder');
    expect(visibleFields(date, 'general', { range: true }).map((f) => f.name)).not.toContain('placeholder');
    const select = OPTION_FIELDS.select;
    expect(visibleFields(select, 'items', { dynamic: true }).map((f) => f.kind)).toEqual(['dynamic']);
    expect(visibleFields(select, 'items', { dynamic: false }).map((f) => f.kind)).toEqual([
      'dynamic',
      'choices',
      'choiceDefault',
    ]);
  });

  it('offer a plain editor per simple option of a type it does not know', () => {
    const fields = optionFieldsFor('signature', {
      penColour: 'black',
      strokes: 2,
      locked: false,
      noFormItem: true,
    });
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['penColour', 'text'],
      ['strokes', 'number'],
      ['locked', 'flag'],
    ]);
  });
});
