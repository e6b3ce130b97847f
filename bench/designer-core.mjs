// Form designer core benchmark: on a 500-control form (fields in grids, tabs and cards), the median
// time of add (palette, after a nested selection), move (between containers), copy, delete, undo and
// redo over BENCH_RUNS (default 1000) runs, and the heap held by a history of 200 edits against the
// same 200 states kept as JSON strings (what the original designer stores). The engine is bundled
// with esbuild into a temporary directory first, as form-validate.mjs does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';

const runs = Number(process.env.BENCH_RUNS ?? 1000);
const entry = fileURLToPath(new URL('../packages/form-engine/src/index.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'designer-bench-'));
const outfile = join(dir, 'form-engine.mjs');
await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  outfile,
  logLevel: 'error',
});
const engine = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

const {
  addFromPalette,
  builtinRegistry: R,
  copy,
  createControl,
  createHistory,
  flattenControls,
  move,
  parseOrThrow,
  record,
  redo,
  remove,
  undo,
  update,
} = engine;

// Heap figures need a collection first; expose gc without asking for a node flag.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

// ---- the form: 25 groups of a grid, tabs and card holding 17 fields = 500 controls ----
let stamp = 1_700_000_000_000;
const taken = new Set();
const make = (type) => {
  stamp += 1;
  const control = createControl(type, R, stamp, taken);
  taken.add(control.key);
  return control;
};
const KINDS = ['input', 'number', 'select', 'date', 'switch', 'textarea', 'radio', 'checkbox'];
const list = [];
for (let g = 0; g < 25; g++) {
  const grid = make('grid');
  const tabs = make('tabs');
  const card = make('card');
  for (let i = 0; i < 17; i++) {
    const field = make(KINDS[i % KINDS.length]);
    if (i % 3 === 0) grid.columns[i % 2].list.push(field);
    else if (i % 3 === 1) tabs.columns[i % 2].list.push(field);
    else card.list.push(field);
  }
  list.push(grid, tabs, card);
}
const base = parseOrThrow({ list });
const all = flattenControls(base.list);
if (all.length !== 500) throw new Error(`expected 500 controls, got ${all.length}`);
const fields = all.filter((v) => v.control.model !== undefined).map((v) => v.control);
const middle = fields[Math.floor(fields.length / 2)];
const lastGrid = base.list.at(-3);
const target = { list: { owner: lastGrid.key, slot: { kind: 'column', column: 1 } }, index: 0 };

// ---- timing ----
const median = (fn) => {
  for (let i = 0; i < 50; i++) fn(i);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] * 1000;
};
const check = (result) => {
  if (result.error) throw new Error(result.error.code);
  return result;
};

let history = createHistory(base, 50);
let def = base;
for (let i = 0; i < 50; i++) {
  def = update(def, fields[i].key, { label: `edit ${i}` }).definition;
  history = record(history, def, i * 1000);
}
const undone = undo(history).history;

const figures = {
  add: median((i) => check(addFromPalette(base, 'input', middle.key, R, stamp + i))),
  move: median(() => check(move(base, middle.key, target, R))),
  copy: median((i) => check(copy(base, middle.key, R, stamp + i))),
  delete: median(() => check(remove(base, middle.key))),
  undo: median(() => undo(history)),
  redo: median(() => redo(undone)),
};

// ---- heap after 200 edits ----
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const edit = (definition, i) => {
  const key = fields[(i * 37) % fields.length].key;
  switch (i % 4) {
    case 0:
      return update(definition, key, { label: `edit ${i}` }).definition;
    case 1:
      return copy(definition, key, R, stamp + 10_000 + i).definition;
    case 2:
      return move(definition, key, { list: { owner: null }, index: 0 }, R).definition;
    default:
      return remove(definition, key).definition;
  }
};
history = null;
const before = heap();
let h = createHistory(base, 250);
def = base;
for (let i = 0; i < 200; i++) {
  def = edit(def, i);
  h = record(h, def, i * 1000);
}
const shared = heap() - before;
const keep = h;
h = null;
const beforeStrings = heap();
const strings = [JSON.stringify(base)];
def = base;
for (let i = 0; i < 200; i++) {
  def = edit(def, i);
  strings.push(JSON.stringify(def));
}
const asStrings = heap() - beforeStrings;
const formBytes = strings[0].length;

const fmt = (n) => n.toFixed(1).padStart(7);
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
console.log(`designer-core: 500-control form (${formBytes} bytes of JSON), median of ${runs} runs`);
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(7)} ${fmt(value)} µs`);
console.log(
  `  heap after 200 edits: ${mb(shared)} with shared snapshots (${keep.past.length} kept) vs ${mb(asStrings)} as JSON strings`,
);
