// Dashboard benchmark: the built server (run `npm run build` first; this builds nothing) on a free port
// with a throw-away DATA_DIR (embedded PGlite and the demo data), in Debian's Chromium through
// playwright-core.
// 1. First paint: navigating to /dashboard/index (signed in, a fresh browser context each run, so a
//    cold HTTP cache), the time the browser paints the open-alert figure, read from the browser's own
//    record (Element Timing, whose renderTime counts from the navigation's start: the page's script
//    below marks the figure with `elementtiming` as it is inserted, before any paint). BENCH_RUNS
//    (default 7) runs; median and p95. Goal < 1.5 s. Beside it: when the test driver saw the figure
//    (playwright's wait, from the `goto` call: it adds the driver's own start and, because its check
//    runs on the page's main thread, any work the page does after the paint, such as drawing the
//    charts); the same visit again in that context (the next morning's visit: assets from the HTTP
//    cache, scripts from V8's code cache); and the renderer's main-thread busy time of the cold visit
//    (Chromium's TaskDuration).
// 2. Live update: an SOS posted through the HTTP ingestion path (as a site gateway does) until the
//    open-alert count on the open page changes, timed in the page by a MutationObserver (Date.now() on
//    both sides of one machine). BENCH_RUNS events, each from a watch of its own; median and p95.
//    Goal < 1 s.
import os from 'node:os';
import { launchChromium, startBuiltServer } from './lib/builtApp.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const OPEN_ALERTS = '[data-testid="stat-open-alerts"] .ant-statistic-content-value';

/** Signs in through the login page once (the password travels SM2-encrypted) and keeps the storage. */
async function signedInState(browser, base) {
  const context = await browser.newContext({ locale: 'zh-HK' });
  const page = await context.newPage();
  await page.goto(`${base}/user/login`);
  await page.getByPlaceholder('帳戶').fill('superAdmin');
  await page.getByPlaceholder('密碼').fill('123456');
  await page.getByRole('button', { name: /^登\s?入$/ }).click();
  await page.waitForURL(/\/welcome$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Marks the open-alert figure with `elementtiming` the moment it is inserted (a mutation observer runs
 * before the next paint), so the browser records when it paints it; a figure React replaces is marked
 * again. Chromium reports text for its block container, which for antd's Statistic is the value's
 * inline block.
 */
function markFigure(selector) {
  new MutationObserver(() => {
    const figure = document.querySelector(selector);
    if (figure && !figure.hasAttribute('elementtiming')) figure.setAttribute('elementtiming', 'open-alerts');
  }).observe(document, { childList: true, subtree: true });
}

/**
 * When the browser painted the marked figure, in milliseconds from the navigation's start. A figure
 * that is not a number (the summary failed: the card shows a dash) or a paint without a render time
 * fails the run rather than counting.
 */
async function paintedAt(page) {
  const text = (await page.locator(OPEN_ALERTS).textContent()) ?? '';
  if (!/^\d/.test(text.trim())) throw new Error(`the open-alert figure reads '${text}', not a count`);
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the browser recorded no paint of the figure')),
          5000,
        );
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntries().find((candidate) => candidate.identifier === 'open-alerts');
          if (!entry) return;
          observer.disconnect();
          clearTimeout(timer);
          if (entry.renderTime > 0) resolve(entry.renderTime);
          else reject(new Error('the figure was painted without a render time'));
        });
        observer.observe({ type: 'element', buffered: true });
      }),
  );
}

/** One visit in a new page: the figure's paint, when the driver saw it, and the renderer's busy time. */
async function visit(context, base) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(markFigure, OPEN_ALERTS);
  const started = performance.now();
  await page.goto(`${base}/dashboard/index`);
  await page.locator(OPEN_ALERTS).waitFor({ state: 'visible' });
  const seen = performance.now() - started;
  const painted = await paintedAt(page);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const busy = 1000 * (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN);
  await page.close();
  return { painted, seen, busy };
}

/** A cold visit in a fresh context, then the same visit again with that context's caches. */
async function firstPaint(browser, base, storageState) {
  const context = await browser.newContext({
    locale: 'zh-HK',
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  const cold = await visit(context, base);
  const warm = await visit(context, base);
  await context.close();
  return { cold: cold.painted, seen: cold.seen, busy: cold.busy, warm: warm.painted };
}

async function gateway(base) {
  const res = await fetch(`${base}/api/tb/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: 'demo-gateway', clientSecret: 'demo-gateway-secret' }),
  });
  const token = (await res.json()).data.accessToken;
  return (url, body) =>
    fetch(`${base}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then(async (answer) => {
      if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
    });
}

async function liveUpdates(browser, base, storageState) {
  const post = await gateway(base);
  const imeis = Array.from({ length: runs + 1 }, (_, index) => `BENCH-DASH-${index}`);
  await post('/devices/provision', {
    devices: imeis.map((imei) => ({ kind: 'watch', imei, name: imei, site: 'Kai Tak' })),
  });
  const context = await browser.newContext({
    locale: 'zh-HK',
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  const page = await context.newPage();
  await page.goto(`${base}/dashboard/index`);
  await page.locator(OPEN_ALERTS).waitFor({ state: 'visible' });
  // Let the events stream open before the first event (the first run is a warm-up, not counted).
  await page.waitForTimeout(500);
  const times = [];
  for (const [index, imei] of imeis.entries()) {
    await page.evaluate((selector) => {
      const read = () => Number(document.querySelector(selector)?.textContent?.replace(/\D/g, '') ?? 0);
      const before = read();
      window.benchChanged = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (read() > before) {
            observer.disconnect();
            resolve(Date.now());
          }
        });
        observer.observe(document.querySelector('[data-testid="dashboard-stats"]'), {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    }, OPEN_ALERTS);
    const sent = Date.now();
    await post('/devices/ingest', {
      messages: [{ imei, topic: 'event', payload: { mid: `bench-${index}`, ts: Date.now(), type: 'sos' } }],
    });
    const changed = await page.evaluate(() => window.benchChanged);
    if (index > 0) times.push(changed - sent);
  }
  await context.close();
  return times;
}

/** The three reads alone (no browser): median and p95 of 20 sequential calls each, after warm-up. */
async function apiTimes(base, storageState) {
  const stored = storageState.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'pro__Access-Token');
  const token = JSON.parse(stored?.value ?? '{}').value;
  const result = {};
  for (const url of ['/dashboard/summary', '/dashboard/tags', '/analysis/month-bar']) {
    const times = [];
    for (let run = 0; run < 23; run += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
      if (run >= 3) times.push(performance.now() - started);
    }
    result[url] = times;
  }
  return result;
}

const { base, stop } = await startBuiltServer('dashboard');
let browser;
try {
  browser = await launchChromium();
  const state = await signedInState(browser, base);
  // A first visit warms the server's caches and the statements; it is not counted.
  await firstPaint(browser, base, state);
  const visits = [];
  for (let run = 0; run < runs; run += 1) visits.push(await firstPaint(browser, base, state));
  const paints = visits.map((v) => v.cold);
  const warmPaints = visits.map((v) => v.warm);
  const busy = visits.map((v) => v.busy);
  const seen = visits.map((v) => v.seen);
  const live = await liveUpdates(browser, base, state);
  const api = await apiTimes(base, state);

  console.log(
    `Siteguard dashboard: Chromium ${browser.version()}, ${os.cpus().length} cores, embedded PGlite, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `  first paint of /dashboard/index, the open-alert figure painted (${runs} cold contexts): median ${Math.round(quantile(paints, 0.5))} ms, p95 ${Math.round(quantile(paints, 0.95))} ms (goal < 1500)`,
  );
  console.log(
    `    seen by the test driver: median ${Math.round(quantile(seen, 0.5))} ms, p95 ${Math.round(quantile(seen, 0.95))} ms; main thread busy in the cold visit: median ${Math.round(quantile(busy, 0.5))} ms`,
  );
  console.log(
    `    the next visit (cached), figure painted: median ${Math.round(quantile(warmPaints, 0.5))} ms, p95 ${Math.round(quantile(warmPaints, 0.95))} ms`,
  );
  console.log(
    `  live update, SOS ingested -> open-alert count changed (${live.length} events): median ${Math.round(quantile(live, 0.5))} ms, p95 ${Math.round(quantile(live, 0.95))} ms (goal < 1000)`,
  );
  for (const [url, times] of Object.entries(api))
    console.log(
      `  GET /api${url}: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
    );
} finally {
  await browser?.close();
  await stop();
}
