import type { Control, FormDefinition } from '@siteguard/form-engine';
import {
  builtinRegistry,
  createControl,
  createDesignerState,
  defaultConfig,
  ROOT,
} from '@siteguard/form-engine';
import { describe, expect, it } from 'vitest';
import { dropAddress } from './useCanvasDnd';
import { childZone, ROOT_ZONE } from './zones';

let stamp = 1;
const make = (type: string): Control => createControl(type, builtinRegistry, stamp++);

function state(list: Control[]) {
  const definition: FormDefinition = { schemaVersion: 1, list, config: defaultConfig() };
  return createDesignerState(definition);
}

describe('dropAddress', () => {
  const [a, b, c] = [make('input'), make('number'), make('rate')] as [Control, Control, Control];
  const grid = make('grid');

  it('a new control lands at the index shown', () => {
    expect(dropAddress(state([a, b]), { kind: 'new', type: 'input' }, ROOT_ZONE, 1)).toEqual({
      at: { list: ROOT, index: 1 },
      unchanged: false,
    });
  });

  it('a control moved down its own list counts the place without itself', () => {
    const s = state([a, b, c]);
    expect(dropAddress(s, { kind: 'control', key: a.key, type: 'input' }, ROOT_ZONE, 3)).toEqual({
      at: { list: ROOT, index: 2 },
      unchanged: false,
    });
    expect(dropAddress(s, { kind: 'control', key: c.key, type: 'rate' }, ROOT_ZONE, 0).at.index).toBe(0);
  });

  it('a drop just before or after the control itself changes nothing', () => {
    const s = state([a, b, c]);
    expect(dropAddress(s, { kind: 'control', key: b.key, type: 'number' }, ROOT_ZONE, 1).unchanged).toBe(
      true,
    );
    expect(dropAddress(s, { kind: 'control', key: b.key, type: 'number' }, ROOT_ZONE, 2).unchanged).toBe(
      true,
    );
  });

  it('into another list the index is taken as it is', () => {
    const zone = childZone(grid.key, { kind: 'column', column: 1 });
    expect(dropAddress(state([a, grid]), { kind: 'control', key: a.key, type: 'input' }, zone, 0)).toEqual({
      at: { list: { owner: grid.key, slot: { kind: 'column', column: 1 } }, index: 0 },
      unchanged: false,
    });
  });
});
