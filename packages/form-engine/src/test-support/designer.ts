/** Forms for the designer tests, built with the engine's own commands' building blocks. */
import { builtinRegistry, createControl, defaultConfig } from '../controls/registry';
import { takenKeys } from '../designer/commands';
import { CURRENT_SCHEMA_VERSION } from '../migrate/index';
import type { Control, FormDefinition } from '../model/types';

export const T0 = 1_700_000_000_000;

export function emptyForm(): FormDefinition {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, list: [], config: defaultConfig() };
}

/** A new control whose key (and model) is unique within `avoid`. */
export function make(type: string, avoid: readonly Control[] = [], now = T0): Control {
  return createControl(type, builtinRegistry, now, takenKeys(avoid));
}

/**
 * A form of `size` controls: groups of 20 fields in grids (two columns), tabs and cards, plus a few
 * top-level ones, so edits land at several depths.
 */
export function bigForm(size = 500): FormDefinition {
  const kinds = ['input', 'number', 'select', 'date', 'switch', 'textarea', 'radio', 'checkbox'];
  const taken = new Set<string>();
  let stamp = T0;
  const field = (i: number) => {
    stamp += 1;
    const control = createControl(kinds[i % kinds.length] as string, builtinRegistry, stamp, taken);
    taken.add(control.key);
    return control;
  };
  const container = (type: string) => {
    stamp += 1;
    const control = createControl(type, builtinRegistry, stamp, taken);
    taken.add(control.key);
    return control as Control & { columns?: Array<{ list: Control[] }>; list?: Control[] };
  };
  const list: Control[] = [];
  let made = 0;
  while (made < size) {
    const grid = container('grid');
    const tabs = container('tabs');
    const card = container('card');
    made += 3;
    const take = Math.min(17, size - made);
    for (let i = 0; i < take; i++) {
      const target =
        i % 3 === 0 ? grid.columns?.[i % 2]?.list : i % 3 === 1 ? tabs.columns?.[i % 2]?.list : card.list;
      target?.push(field(made + i));
    }
    made += take;
    list.push(grid, tabs, card);
  }
  return { schemaVersion: CURRENT_SCHEMA_VERSION, list, config: defaultConfig() };
}
