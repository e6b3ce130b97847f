import type { ControlSpec } from '@siteguard/form-engine';
import { builtinRegistry, createRegistry } from '@siteguard/form-engine';
import { describe, expect, it } from 'vitest';
import { paletteSections } from './sections';

describe('paletteSections', () => {
  it('puts simple fields in basic, other fields and display controls in advanced, layouts in layout', () => {
    const sections = Object.fromEntries(
      paletteSections(builtinRegistry).map((s) => [s.id, s.specs.map((spec) => spec.type)]),
    );
    expect(sections.basic).toEqual([
      'input',
      'textarea',
      'number',
      'select',
      'checkbox',
      'radio',
      'date',
      'time',
      'rate',
      'slider',
      'uploadFile',
      'uploadImg',
      'treeSelect',
      'cascader',
      'switch',
    ]);
    expect(sections.advanced).toEqual([
      'batch',
      'selectInputList',
      'editor',
      'button',
      'alert',
      'text',
      'html',
    ]);
    expect(sections.layout).toEqual(['divider', 'card', 'tabs', 'grid', 'table']);
  });

  it('places a custom control by its kind', () => {
    const signature: ControlSpec = {
      type: 'signature',
      label: 'Signature',
      kind: 'field',
      hasModel: true,
      hasRules: true,
      rowChild: false,
      options: () => ({}),
    };
    const sections = paletteSections(createRegistry([signature]));
    expect(sections.find((s) => s.id === 'advanced')?.specs.map((s) => s.type)).toContain('signature');
  });
});
