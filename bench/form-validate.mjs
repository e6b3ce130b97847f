// Form engine validation benchmark: a 500-field form (in grids, tabs and cards) plus a batch of 200
// rows, validated N times. Prints median and p95 ms per validate (goal: < 20 ms), for `validate`
// (compiles the definition every call) and for a validator compiled once (`compileValidator`).
// The engine is bundled with esbuild into a temporary directory first. BENCH_RUNS (default 200).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const entry = fileURLToPath(new URL('../packages/form-engine/src/index.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'form-bench-'));
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

const { builtinRegistry, createControl, parseOrThrow, validate, compileValidator } = engine;

// ---- the form ----
let now = 1_700_000_000_000;
const make = (type, options = {}, rules) => {
  now += 1;
  const control = createControl(type, builtinRegistry, now);
  Object.assign(control.options, options);
  if (rules) control.rules = rules;
  return control;
};
const required = [{ required: true, message: '必填项' }];
const FIELD_KINDS = [
  () => make('input', {}, [...required, { pattern: '^[A-Za-z0-9 -]+$', message: 'letters' }]),
  () => make('number', { min: 0, max: 1000 }, required),
  () => make('select', {}, required),
  () => make('checkbox', {}, required),
  () => make('radio'),
  () => make('date', { range: true }, required),
  () => make('slider', { showInput: true, step: 5 }),
  () => make('uploadFile', { limit: 3 }, required),
  () => make('switch'),
  () =>
    make('textarea', {}, [
      { required: false, message: '必填项' },
      { pattern: '\\S', message: 'blank' },
    ]),
];
const fields = Array.from({ length: 500 }, (_, i) => FIELD_KINDS[i % FIELD_KINDS.length]());
const list = [];
for (let i = 0; i < fields.length; i += 20) {
  const chunk = fields.slice(i, i + 20);
  const grid = make('grid');
  grid.columns[0].list.push(...chunk.slice(0, 10));
  const tabs = make('tabs');
  tabs.columns[1].list.push(...chunk.slice(10, 15));
  const card = make('card');
  card.list.push(...chunk.slice(15));
  grid.columns[1].list.push(tabs, card);
  list.push(grid);
}
const batch = make('batch', {}, required);
batch.list.push(
  make('input', {}, required),
  make('number', { min: 18, max: 65 }, required),
  make('select'),
  make('date', {}, required),
  make('uploadImg', { limit: 1 }),
);
list.push(batch);
const definition = parseOrThrow({ list });

// ---- the data: valid, so that every rule runs to the end ----
const file = (n) => ({ type: 'file', name: `f${n}.pdf`, status: 'done', uid: `${n}`, url: `/f/${n}` });
const valueFor = (control) => {
  switch (control.type) {
    case 'input':
      return 'Permit 42';
    case 'number':
      return 30;
    case 'select':
    case 'radio':
      return '1';
    case 'checkbox':
      return ['1', '2'];
    case 'date':
      return control.options.range ? ['2024-01-01', '2024-01-02'] : '2024-01-01';
    case 'slider':
      return 35;
    case 'uploadFile':
    case 'uploadImg':
      return [file(1)];
    case 'switch':
      return true;
    default:
      return 'text';
  }
};
const data = {};
for (const control of fields) data[control.model] = valueFor(control);
data[batch.model] = Array.from({ length: 200 }, (_, i) => {
  const row = { key: `row_${i}` };
  for (const inner of batch.list) row[inner.model] = valueFor(inner);
  return row;
});

const check = validate(definition, data);
if (!check.valid) {
  console.error('benchmark data should be valid:', JSON.stringify(check.errors).slice(0, 500));
  process.exit(1);
}

// ---- measure ----
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
};
const measure = (fn) => {
  for (let i = 0; i < 20; i++) fn();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return stats(samples);
};

const fresh = measure(() => validate(definition, data));
const validator = compileValidator(definition);
const compiled = measure(() => validator(data));
const emptyData = { [batch.model]: data[batch.model].map(() => ({})) };
const failing = measure(() => validator(emptyData));
const errorCount = Object.keys(validator(emptyData).errors).length;
const checks = 500 + 200 * batch.list.length;
const fmt = (n) => n.toFixed(2);
console.log(
  `form-validate: 500 fields + batch of 200 rows x ${batch.list.length} fields (${checks} field checks), ${runs} runs`,
);
console.log(`  validate (compile + run)   median ${fmt(fresh.median)} ms   p95 ${fmt(fresh.p95)} ms`);
console.log(`  compiled validator          median ${fmt(compiled.median)} ms   p95 ${fmt(compiled.p95)} ms`);
console.log(
  `  compiled, all empty (${errorCount} failing paths) median ${fmt(failing.median)} ms   p95 ${fmt(failing.p95)} ms`,
);
console.log(`  goal < 20 ms per validate: ${fresh.p95 < 20 ? 'met' : 'MISSED'}`);
