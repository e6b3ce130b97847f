// Render benchmark: the Siteguard form runtime against a plain antd Form with the same fields and
// @rjsf/core (antd theme), on one generated 500-field form with a permit's mix (40 % text, 15 %
// number, 15 % select, 5 % checkbox group, 5 % radio, 10 % date, 5 % textarea, 5 % switch), in
// Debian's Chromium. Prints the median of 5 cold page loads for each, as wall time and as the
// renderer main thread's CPU time (from a Chromium trace; it hardly grows when other work shares
// the machine), the ratios to each peer (goal: ours <= 0.5x the plain antd Form), and the time of a
// keystroke and how many fields it re-renders in ours (goal: within one 16 ms frame).
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { launchChromium } from './lib/builtApp.mjs';
import { mainThreadCpuMs } from './lib/trace.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIELDS = Number(process.env.BENCH_FIELDS ?? 500);
const root = fileURLToPath(new URL('./form-render/', import.meta.url));
const outDir = fileURLToPath(new URL('./form-render/dist/', import.meta.url));

const config = {
  root,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', 'antd', 'dayjs'] },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 8000 },
  preview: { port: Number(process.env.BENCH_PORT ?? 18495), strictPort: true, host: '127.0.0.1' },
};

await build(config);
const server = await preview(config);
const base = server.resolvedUrls.local[0];
const browser = await launchChromium();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(lib) {
  const samples = { render: [], paint: [], renderCpu: [], paintCpu: [] };
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
    await page.goto(`${base}?lib=${lib}&n=${FIELDS}`);
    const result = await page.waitForFunction(() => window.benchResult, undefined, { timeout: 60_000 });
    const { renderMs, paintMs } = await result.jsonValue();
    const trace = await browser.stopTracing();
    samples.render.push(renderMs);
    samples.paint.push(paintMs);
    samples.renderCpu.push(mainThreadCpuMs(trace, 'bench-start', 'bench-rendered'));
    samples.paintCpu.push(mainThreadCpuMs(trace, 'bench-start', 'bench-painted'));
    await page.close();
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
}

/** Types 10 characters into one field; returns the mean ms per keystroke and, for ours, renders. */
async function keystrokes(lib) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}?lib=${lib}&n=${FIELDS}`);
  await page.waitForFunction(() => window.benchResult);
  const input = page.locator('input[type=text], input:not([type])').nth(2);
  await input.click();
  const before = await page.evaluate(() => Object.fromEntries(window.bench.renders));
  const ms = await page.evaluate(async () => {
    const el = document.activeElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    for (let i = 0; i < 10; i++) {
      setter.call(el, `${el.value}x`);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve));
    }
    return (performance.now() - start) / 10;
  });
  const after = await page.evaluate(() => Object.fromEntries(window.bench.renders));
  await page.close();
  const changed = Object.keys(after).filter((path) => after[path] !== before[path]);
  return { ms, changed };
}

try {
  const ours = await measure('ours');
  const plain = await measure('antd');
  const peer = await measure('rjsf');
  const oursKeys = await keystrokes('ours');
  const plainKeys = await keystrokes('antd');
  const peerKeys = await keystrokes('rjsf');
  const f = (n) => n.toFixed(1);
  console.log(`form render, ${FIELDS} fields, median of ${RUNS} cold loads (Chromium ${browser.version()})`);
  const ratio = (key, other = peer) => `${(ours[key] / other[key]).toFixed(2)}x`;
  console.log(
    `  (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores)`,
  );
  console.log('                        wall: render / to paint     main-thread CPU: render / to paint');
  for (const [name, r] of [
    ['siteguard runtime', ours],
    ['plain antd Form', plain],
    ['@rjsf/antd', peer],
  ]) {
    console.log(
      `  ${name.padEnd(18)}: ${f(r.render).padStart(8)} / ${f(r.paint).padStart(8)} ms   ${f(r.renderCpu).padStart(8)} / ${f(r.paintCpu).padStart(8)} ms`,
    );
  }
  console.log(
    `  ours / antd Form  : ${ratio('render', plain).padStart(8)} / ${ratio('paint', plain).padStart(8)}      ${ratio('renderCpu', plain).padStart(8)} / ${ratio('paintCpu', plain).padStart(8)}   (goal <= 0.5x)`,
  );
  console.log(
    `  ours / @rjsf      : ${ratio('render').padStart(8)} / ${ratio('paint').padStart(8)}      ${ratio('renderCpu').padStart(8)} / ${ratio('paintCpu').padStart(8)}`,
  );
  console.log(
    `  keystroke         : ours ${f(oursKeys.ms)} ms, antd Form ${f(plainKeys.ms)} ms, @rjsf ${f(peerKeys.ms)} ms; ours re-rendered ${oursKeys.changed.length} field(s): ${oursKeys.changed.join(', ')}`,
  );
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
