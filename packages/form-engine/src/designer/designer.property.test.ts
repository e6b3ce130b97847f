/**
 * Random command sequences, as a user could issue them from any UI path: none throws, and every
 * resulting definition is one `parse` accepts, with unique keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinRegistry } from '../controls/registry';
import { parse } from '../model/parse';
import { flattenControls } from '../model/tree';
import type { FormDefinition } from '../model/types';
import { BUILTIN_TYPES } from '../model/types';
import { emptyForm, T0 } from '../test-support/designer';
import type { CommandResult } from './commands';
import { addFromPalette, copy, move, remove, reset, tableCommand, update } from './commands';
import type { ListAddress } from './location';
import { ROOT, slotsOf } from './location';
import type { DesignerState } from './state';
import { applyResult, createDesignerState, currentDefinition, redoState, undoState } from './state';
import type { TableOp } from './table';

const R = builtinRegistry;
const TABLE_OPS: readonly TableOp[] = ['addRow', 'addColumn', 'mergeDown', 'mergeRight', 'split'];

// Containers twice as likely, so moves and table commands have somewhere to go.
const CONTAINERS = ['table', 'grid', 'tabs', 'card', 'batch', 'selectInputList'] as const;

const op = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('add'),
      type: fc.oneof(fc.constantFrom(...BUILTIN_TYPES), fc.constantFrom(...CONTAINERS)),
      pick: fc.nat(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('copy'), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove'), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move'),
      pick: fc.nat(),
      list: fc.nat(),
      index: fc.integer({ min: -1, max: 6 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('label'), pick: fc.nat(), label: fc.string({ maxLength: 5 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('table'),
      pick: fc.nat(),
      op: fc.constantFrom(...TABLE_OPS),
      row: fc.nat({ max: 3 }),
      col: fc.nat({ max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('redo') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('select'), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset'), pick: fc.nat({ max: 4 }) }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function keysOf(definition: FormDefinition): string[] {
  return flattenControls(definition.list).map((visit) => visit.control.key);
}

function listsOf(definition: FormDefinition): ListAddress[] {
  const out: ListAddress[] = [ROOT];
  for (const { control } of flattenControls(definition.list)) {
    for (const { slot } of slotsOf(control)) out.push({ owner: control.key, slot });
  }
  return out;
}

function pick<T>(items: readonly T[], n: number): T | undefined {
  return items.length === 0 ? undefined : items[n % items.length];
}

function step(state: DesignerState, o: Op, now: number): DesignerState {
  const definition = currentDefinition(state);
  const keys = keysOf(definition);
  const run = (result: CommandResult) => applyResult(state, result, now).state;
  switch (o.kind) {
    case 'add':
      return run(
        addFromPalette(definition, o.type, o.pick % 3 === 0 ? '' : (pick(keys, o.pick) ?? ''), R, now),
      );
    case 'copy':
      return run(copy(definition, pick(keys, o.pick) ?? '', R, now));
    case 'remove':
      return run(remove(definition, pick(keys, o.pick) ?? ''));
    case 'move': {
      const to = pick(listsOf(definition), o.list) ?? ROOT;
      return run(move(definition, pick(keys, o.pick) ?? '', { list: to, index: o.index }, R));
    }
    case 'label':
      return run(update(definition, pick(keys, o.pick) ?? '', { label: o.label }));
    case 'table': {
      const tables = flattenControls(definition.list).filter((v) => v.control.type === 'table');
      const table = pick(tables, o.pick)?.control.key ?? '';
      return run(tableCommand(definition, table, o.op, o.row, o.col));
    }
    case 'undo':
      return undoState(state, now) || state;
    case 'redo':
      return redoState(state, now) || state;
    case 'select':
      return { ...state, selection: { key: pick(keys, o.pick) ?? '', changedAt: now } };
    case 'reset':
      // Rare: a reset throws away everything built so far.
      return o.pick === 0 ? run(reset(definition)) : state;
  }
}

/** A start with a table (3 x 3), a batch and a selectInputList, so every command has targets. */
function seed(): FormDefinition {
  let definition = emptyForm();
  for (const type of ['table', 'batch', 'selectInputList', 'input', 'grid']) {
    definition = addFromPalette(definition, type, '', R, T0).definition;
  }
  const table = definition.list[0]?.key ?? '';
  for (const o of ['addRow', 'addColumn'] as const)
    definition = tableCommand(definition, table, o, 0, 0).definition;
  return definition;
}

describe('designer commands (property)', () => {
  it('never throw, and always leave a parseable definition with unique keys', () => {
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 10, maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 60, maxLength: 60 }),
        (ops, gaps) => {
          let state = createDesignerState(seed(), 20);
          let now = T0;
          ops.forEach((o, i) => {
            now += gaps[i] ?? 0;
            state = step(state, o, now);
            const definition = currentDefinition(state);
            const parsed = parse(JSON.parse(JSON.stringify(definition)));
            if (!parsed.ok) throw new Error(`${o.kind}: ${parsed.error.path}: ${parsed.error.message}`);
            const keys = keysOf(definition);
            expect(new Set(keys).size).toBe(keys.length);
            const selected = state.selection.key;
            if (selected && o.kind !== 'select') expect(keys).toContain(selected);
            expect(state.history.past.length).toBeLessThanOrEqual(20);
          });
        },
      ),
      { numRuns: Number(process.env.DESIGNER_RUNS ?? 200) },
    );
  }, 120_000);
});
