// Web sign-in benchmark: the built server (run `npm run build` first; this builds nothing) on a free
// port with a throw-away DATA_DIR, opened in Debian's Chromium through playwright-core.
// 1. The sign-in page's JavaScript: every JS response is gzip-compressed at level 9 and summed, the
//    figure a user on a slow line actually downloads (BENCH_VERBOSE=1 lists the files).
// 2. Time to an interactive /welcome: from navigation of /user/login through signing in as superAdmin
//    until the welcome heading is visible and the side menu takes a click. BENCH_RUNS (default 5) runs,
//    each in a fresh browser context (cold cache); prints the median and the maximum.
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { launchChromium, startBuiltServer } from './lib/builtApp.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sums the gzip -9 size of every JavaScript response the page loads until `done` resolves. */
async function measureLoginJs(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  const files = new Map();
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.endsWith('.js') && !type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => files.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => {}),
    );
  });
  await page.goto(`${base}/user/login`, { waitUntil: 'networkidle' });
  await page.getByPlaceholder('帳戶').waitFor();
  await Promise.all(pending);
  await context.close();
  let raw = 0;
  let gzip = 0;
  if (process.env.BENCH_VERBOSE) {
    const sorted = [...files].sort(([, a], [, b]) => b.gzip - a.gzip);
    for (const [url, file] of sorted)
      console.log(`    ${kb(file.gzip).padStart(9)}  ${new URL(url).pathname}`);
  }
  for (const file of files.values()) {
    raw += file.raw;
    gzip += file.gzip;
  }
  return { count: files.size, raw, gzip };
}

/** One cold sign-in: navigation start to a welcome heading on screen and a side menu that clicks. */
async function timeToInteractiveWelcome(browser, base) {
  const context = await browser.newContext({ locale: 'zh-HK', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}/user/login`);
  await page.getByPlaceholder('帳戶').fill('superAdmin');
  await page.getByPlaceholder('密碼').fill('123456');
  await page.getByRole('button', { name: /^登\s?入$/ }).click();
  await page.waitForURL(/\/welcome$/);
  await page.getByRole('heading', { name: /歡迎使用 Siteguard/ }).waitFor({ state: 'visible' });
  // Clickable: a trial click runs every actionability check (visible, stable, enabled, not covered)
  // without changing the page.
  await page.locator('.ant-pro-sider .ant-menu-root > li').first().click({ trial: true });
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

const { base, stop } = await startBuiltServer('web');
let browser;
try {
  browser = await launchChromium();

  const js = await measureLoginJs(browser, base);
  // A first sign-in warms the server (key pair, password hashing parameters); it is not counted.
  await timeToInteractiveWelcome(browser, base);
  const times = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeToInteractiveWelcome(browser, base));

  console.log(
    `Siteguard web sign-in: Chromium ${browser.version()}, ${os.cpus().length} cores, embedded PGlite`,
  );
  console.log(`  /user/login JavaScript: ${js.count} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip -9`);
  console.log(
    `  navigation to interactive /welcome (${runs} cold runs): median ${Math.round(median(times))} ms, max ${Math.round(Math.max(...times))} ms`,
  );
} finally {
  await browser?.close();
  await stop();
}
