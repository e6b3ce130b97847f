// Render benchmark: the Siteguard form runtime against @rjsf/core (antd theme) on the same generated
// 500-field form, in Debian's Chromium. Prints the median of 5 cold page loads for each, their ratio
// (goal: ours <= 0.5x the peer), and how many fields one keystroke re-renders in ours.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

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
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(lib) {
  const paint = [];
  const render = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}?lib=${lib}&n=${FIELDS}`);
    const result = await page.waitForFunction(() => window.benchResult, undefined, { timeout: 60_000 });
    const { renderMs, paintMs } = await result.jsonValue();
    render.push(renderMs);
    paint.push(paintMs);
    await page.close();
  }
  return { render: median(render), paint: median(paint) };
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
  const peer = await measure('rjsf');
  const oursKeys = await keystrokes('ours');
  const peerKeys = await keystrokes('rjsf');
  const f = (n) => n.toFixed(1);
  console.log(`form render, ${FIELDS} fields, median of ${RUNS} cold loads (Chromium ${browser.version()})`);
  console.log(`  siteguard runtime : render ${f(ours.render)} ms, to paint ${f(ours.paint)} ms`);
  console.log(`  @rjsf/antd        : render ${f(peer.render)} ms, to paint ${f(peer.paint)} ms`);
  console.log(
    `  ratio (ours/peer) : render ${(ours.render / peer.render).toFixed(2)}x, to paint ${(ours.paint / peer.paint).toFixed(2)}x (goal <= 0.5x)`,
  );
  console.log(
    `  keystroke         : ours ${f(oursKeys.ms)} ms, @rjsf ${f(peerKeys.ms)} ms; ours re-rendered ${oursKeys.changed.length} field(s): ${oursKeys.changed.join(', ')}`,
  );
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
