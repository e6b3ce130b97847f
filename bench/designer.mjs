// Form designer benchmark in Chromium: the designer harness (packages/form-react/harness/designer.html)
// on a 500-control form. Times add (palette click after a selected control), move (a real mouse
// drag), copy, delete, undo and redo (Ctrl+Z, Ctrl+Shift+Z) from the user's action to the first frame
// painted after the designer committed the change (goal: each < 16 ms), and the JS heap growth after
// 200 edits (forced GC before and after). The harness is built into a temporary directory, so the
// e2e harness in dist-harness is never touched.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { launchChromium } from './lib/builtApp.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CONTROLS = Number(process.env.BENCH_CONTROLS ?? 500);
const EDITS = 200;
const configFile = fileURLToPath(new URL('../packages/form-react/vite.harness.config.ts', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'designer-bench-'));
const config = {
  configFile,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  preview: { port: Number(process.env.BENCH_PORT ?? 18496), strictPort: true, host: '127.0.0.1' },
};

await build(config);
const server = await preview(config);
const browser = await launchChromium();

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const p95 = (values) => sorted(values)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// More than the history and selection throttles (100 ms), so every change is its own step.
const SETTLE_MS = 150;

/**
 * Arms a stopwatch in the page: the next click, key press or pointer release starts it; the first
 * change of the designer's DOM after it (a MutationObserver sees React's commit) queues a frame, and
 * the stopwatch stops in a task queued from that requestAnimationFrame, i.e. once the frame with the
 * change is painted.
 */
function installStopwatch(page) {
  return page.evaluate(() => {
    const bench = { armed: false, running: false, t0: 0, results: [] };
    window.designerBench = bench;
    const start = (event) => {
      // Ctrl+Z arrives as Control, then z: the action is the key, not the modifier.
      if (!bench.armed || ['Control', 'Shift', 'Meta', 'Alt'].includes(event.key)) return;
      bench.armed = false;
      bench.running = true;
      performance.mark(`designer-op-start-${bench.results.length}`);
      bench.t0 = performance.now();
    };
    const committed = () => {
      if (!bench.running) return;
      bench.running = false;
      requestAnimationFrame(() =>
        setTimeout(() => {
          performance.mark(`designer-op-end-${bench.results.length}`);
          bench.results.push(performance.now() - bench.t0);
        }),
      );
    };
    for (const type of ['click', 'keydown', 'pointerup']) document.addEventListener(type, start, true);
    const canvas = document.querySelector('.sgd-canvas');
    new MutationObserver(committed).observe(canvas, { subtree: true, childList: true, attributes: true });
  });
}

/** Runs an action; returns its index in the page's results (wall times, and marks for CPU). */
async function timed(page, act) {
  const index = await page.evaluate(() => {
    window.designerBench.armed = true;
    return window.designerBench.results.length;
  });
  await act();
  await page.waitForFunction((n) => window.designerBench.results.length > n, index);
  await pause(SETTLE_MS);
  return index;
}

/**
 * Main-thread CPU time between each operation's start and end marks, from a Chromium trace: the
 * thread time of the renderer's top-level tasks in that window. Unlike wall time it does not grow
 * when other processes share the CPU.
 */
function cpuTimes(trace, count) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const markAt = (name) => onMain.find((e) => e.name === name)?.ts ?? events.find((e) => e.name === name)?.ts;
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
  const out = [];
  for (let i = 0; i < count; i++) {
    const from = markAt(`designer-op-start-${i}`);
    const to = markAt(`designer-op-end-${i}`);
    if (from === undefined || to === undefined) {
      out.push(Number.NaN);
      continue;
    }
    let cpu = 0;
    for (const task of tasks) {
      const overlap = Math.min(to, task.ts + task.dur) - Math.max(from, task.ts);
      if (overlap > 0 && task.dur > 0) cpu += (task.tdur ?? task.dur) * (overlap / task.dur);
    }
    out.push(cpu / 1000);
  }
  return out;
}

const items = (page) => page.locator('.sgd-root-zone > [data-sgd-item]');

async function selectItem(page, index) {
  await items(page)
    .nth(index)
    .click({ position: { x: 3, y: 3 } });
  await pause(SETTLE_MS);
}

async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 4, { steps: 10 });
}

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.resolvedUrls.local[0]}designer.html?lang=en&form=generated-${CONTROLS}`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-sgd-item]').length === n, CONTROLS);
  await installStopwatch(page);
  const ops = { add: [], move: [], copy: [], delete: [], undo: [], redo: [] };
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });

  for (let run = 0; run < RUNS; run++) {
    // add after the second control, then delete it (its next sibling becomes selected)
    await selectItem(page, 1);
    ops.add.push(await timed(page, () => page.locator('[data-palette-type="input"]').click()));
    ops.delete.push(await timed(page, () => page.locator('.sgd-item.is-selected .sgd-item-delete').click()));
    // copy the second control; undo the copy; redo it; delete it
    await selectItem(page, 1);
    ops.copy.push(await timed(page, () => page.locator('.sgd-item.is-selected .sgd-item-copy').click()));
    ops.undo.push(await timed(page, () => page.keyboard.press('Control+z')));
    ops.redo.push(await timed(page, () => page.keyboard.press('Control+Shift+z')));
    await selectItem(page, 2);
    ops.delete.push(await timed(page, () => page.locator('.sgd-item.is-selected .sgd-item-delete').click()));
    // move the fourth control below the seventh with the mouse, and back
    await drag(page, items(page).nth(3), items(page).nth(6));
    ops.move.push(await timed(page, () => page.mouse.up()));
    await drag(page, items(page).nth(6), items(page).nth(2));
    ops.move.push(await timed(page, () => page.mouse.up()));
  }

  const trace = await browser.stopTracing();
  const wall = await page.evaluate(() => window.designerBench.results);
  const cpu = cpuTimes(trace, wall.length);

  // Heap growth after 200 edits: copy and delete in turn (the form keeps its size; history keeps
  // its bounded number of snapshots, which share every untouched control).
  const cdp = await page.context().newCDPSession(page);
  const before = await heapUsed(cdp);
  for (let edit = 0; edit < EDITS; edit += 2) {
    await page.evaluate(() => {
      document.querySelector('.sgd-root-zone > [data-sgd-item]:nth-child(2)')?.click();
    });
    await pause(110);
    await page.evaluate(() => document.querySelector('.sgd-item.is-selected .sgd-item-copy')?.click());
    await pause(110);
    await page.evaluate(() => document.querySelector('.sgd-item.is-selected .sgd-item-delete')?.click());
    await pause(110);
  }
  const after = await heapUsed(cdp);
  const changes = await page.evaluate(() => window.designerHarness.changes);
  const f = (n) => n.toFixed(1);
  console.log(
    `form designer, ${CONTROLS} controls, action to next painted frame, ${RUNS} runs (Chromium ${browser.version()}, load average ${loadavg()[0].toFixed(1)})`,
  );
  for (const [name, indices] of Object.entries(ops)) {
    const walls = indices.map((i) => wall[i]);
    const cpus = indices.map((i) => cpu[i]).filter((v) => !Number.isNaN(v));
    const mark = median(walls) < 16 ? 'ok' : 'over 16 ms';
    console.log(
      `  ${name.padEnd(7)} wall median ${f(median(walls)).padStart(6)} ms, p95 ${f(p95(walls)).padStart(6)} ms (${mark});` +
        `  main-thread CPU median ${f(median(cpus)).padStart(5)} ms, p95 ${f(p95(cpus)).padStart(5)} ms`,
    );
  }
  console.log(
    `  heap after ${EDITS} edits: ${((after - before) / 1024 / 1024).toFixed(2)} MB growth (${(before / 1024 / 1024).toFixed(1)} -> ${(after / 1024 / 1024).toFixed(1)} MB; ${changes} changes in all)`,
  );
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}
