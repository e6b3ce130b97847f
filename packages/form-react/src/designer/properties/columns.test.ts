import type { Control, FormDefinition } from '@siteguard/form-engine';
import { builtinRegistry, createControl, defaultConfig, findByKey, update } from '@siteguard/form-engine';
import { describe, expect, it } from 'vitest';
import {
  addGridColumn,
  addLabelledColumn,
  columnsOf,
  contentCount,
  moveColumn,
  removeColumn,
  setColumn,
  setSpan,
} from './columns';

/** A form holding one container of `type` whose first column holds an input. */
function formWith(type: 'grid' | 'tabs' | 'selectInputList'): { definition: FormDefinition; key: string } {
  const container = createControl(type, builtinRegistry, 1000);
  const child = createControl('input', builtinRegistry, 2000);
  const columns = columnsOf(container.columns);
  (columns[0] as { list: Control[] }).list.push(child);
  return { definition: { schemaVersion: 1, list: [container], config: defaultConfig() }, key: container.key };
}

function containerOf(definition: FormDefinition, key: string): Control {
  return findByKey(definition.list, key)?.control as Control;
}

describe('column patches through the core update', () => {
  it('adds a tab pane and keeps every existing pane with its children', () => {
    const { definition, key } = formWith('tabs');
    const before = columnsOf(containerOf(definition, key).columns);
    const result = update(definition, key, addLabelledColumn(before));
    expect(result.error).toBeUndefined();
    const after = columnsOf(containerOf(result.definition, key).columns);
    expect(after).toHaveLength(3);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toEqual({ value: '3', label: 'option 3', list: [] });
    expect(findByKey(result.definition.list, 'input_2000')).toBeDefined();
  });

  it('adds a grid column of span 12 and a selectInputList column', () => {
    const grid = formWith('grid');
    const columns = columnsOf(containerOf(grid.definition, grid.key).columns);
    const added = update(grid.definition, grid.key, addGridColumn(columns));
    expect(columnsOf(containerOf(added.definition, grid.key).columns).map((c) => c.span)).toEqual([
      12, 12, 12,
    ]);

    const sil = formWith('selectInputList');
    const silColumns = columnsOf(containerOf(sil.definition, sil.key).columns);
    const more = update(sil.definition, sil.key, addLabelledColumn(silColumns));
    expect(columnsOf(containerOf(more.definition, sil.key).columns).at(-1)).toMatchObject({ value: '3' });
  });

  it('keeps a span within 1-24 and stores nothing for a cleared box', () => {
    const { definition, key } = formWith('grid');
    const columns = columnsOf(containerOf(definition, key).columns);
    const wide = setSpan(columns, 0, 40);
    expect(wide && columnsOf(wide.columns)[0]?.span).toBe(24);
    expect(setSpan(columns, 0, 0) && columnsOf(setSpan(columns, 0, 0)?.columns)[0]?.span).toBe(1);
    expect(setSpan(columns, 0, null)).toBeUndefined();
    const applied = update(definition, key, wide ?? {});
    expect(findByKey(applied.definition.list, 'input_2000')).toBeDefined();
  });

  it('drops a column with its content, never the last column', () => {
    const { definition, key } = formWith('tabs');
    const columns = columnsOf(containerOf(definition, key).columns);
    expect(contentCount(columns[0])).toBe(1);
    const result = update(definition, key, removeColumn(columns, 0) ?? {});
    expect(result.error).toBeUndefined();
    expect(columnsOf(containerOf(result.definition, key).columns)).toHaveLength(1);
    expect(findByKey(result.definition.list, 'input_2000')).toBeUndefined();
    expect(removeColumn(columns.slice(0, 1), 0)).toBeUndefined();
  });

  it('renames and reorders columns without losing children', () => {
    const { definition, key } = formWith('tabs');
    const columns = columnsOf(containerOf(definition, key).columns);
    const renamed = update(definition, key, setColumn(columns, 0, { label: 'Site' }) ?? {});
    const next = columnsOf(containerOf(renamed.definition, key).columns);
    expect(next[0]?.label).toBe('Site');
    expect(next[0]?.list).toBe(columns[0]?.list);
    const moved = update(renamed.definition, key, moveColumn(next, 0, 1));
    const order = columnsOf(containerOf(moved.definition, key).columns);
    expect(order.map((c) => c.label)).toEqual(['option 2', 'Site']);
    expect(findByKey(moved.definition.list, 'input_2000')).toBeDefined();
  });
});
