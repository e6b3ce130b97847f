// Permits benchmark (issue #16): the built server and web app on a throw-away PostgreSQL 15.
// 1. List: BENCH_PERMITS (200,000) confined-space permits seeded by SQL with realistic fields
//    (location, work, contractor, applicant, a one-shift window, a filled form with gas readings,
//    statuses spread as a live site has them); then GET /confinedSpace/page as the list page asks
//    for it: first page, a status filter, a keyword, an applicant, a window, a deep page and a sort.
//    30 timed calls each after 3 warm-ups; median and p95.
// 2. PDF: one permit taken through approval by the API, then its PDF 20 times (the first, with the
//    fonts read from disk, reported apart); median and p95.
// 3. Site page: the QR link opened in Debian's Chromium (playwright-core) as a mid-range phone:
//    390x844, 4x CPU slowdown, Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), cold cache;
//    time from navigation to the status banner drawn, and the JavaScript it downloads. BENCH_RUNS (5).
// Run `npm run build` first (npm run bench does).
import { createRequire } from 'node:module';
import path from 'node:path';
import { api, percentile, root, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';

const pg = serverRequire('pg');
const PERMITS = Number(process.env.BENCH_PERMITS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('playwright-core');

const hk = (hours) =>
  new Date(Date.now() + (hours + 8) * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const application = {
  location: 'Tsuen Wan site, Block 2, manhole MH-7',
  workDescription: 'Inspect and clear the sewer manhole',
  contractor: 'Kwong Fat Engineering',
  applicantName: '陳大文 Chan Tai Man',
  validFrom: hk(0),
  validTo: hk(7),
  hazards: ['gas', 'oxygen'],
  precautions: 'Forced ventilation\nTripod and winch at the opening',
  ppe: ['helmet', 'boots', 'vest', 'harness'],
  emergencyContact: 'Site office 2412 0000',
  standbyPerson: 'Ho Ka Ming',
  riskAssessmentRef: 'RA-CS-0042',
  rescueReady: 'yes',
  ventilation: 'yes',
};
const check = {
  siteInspected: 'yes',
  precautionsInPlace: 'yes',
  gasO2: 20.9,
  gasLel: 0,
  gasH2s: 0,
  gasCo: 2,
  gasTestedAt: hk(0),
  gasInstrument: 'Dräger X-am 5000 #A12',
  gasTester: 'Lee On Chuen',
};

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const { rows } = await client.query(`select tenant_id, id from sys_user where account = 'applicant'`);
  const [{ tenant_id: tenant, id: applicant }] = rows;
  // Statuses as a site has them: most closed or expired, a few dozen live at any time.
  await client.query(
    `insert into permit (tenant_id, type, number, status, location, work_description, contractor,
       applicant_name, valid_from, valid_to, data, created_by, created_at, updated_at)
     select $1, 'confinedSpace', 'CSP-B-' || lpad(g::text, 7, '0'),
       -- Live (active, suspended) only while the window is open, as the expiry sweep leaves them:
       -- older ones were closed. Otherwise the sweep would be expiring thousands during the figures.
       case when g % 12 in (7, 8) and g > 420 then 'closed'
         else (array['closed','closed','closed','expired','expired','cancelled','rejected','active','suspended','draft','submitted','checked'])[1 + g % 12] end,
       'Block ' || (1 + g % 40) || ', manhole MH-' || (g % 300),
       (array['Inspect and clear the sewer manhole','Repair the water tank','Paint the culvert','Replace the valve'])[1 + g % 4],
       (array['Kwong Fat Engineering','Chun Wo','Hip Hing','Gammon'])[1 + g % 4],
       'Worker ' || (g % 2000),
       now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval + interval '8 hours',
       $2::jsonb, $3, now() - (g || ' minutes')::interval, now()
     from generate_series(1, ${PERMITS}) g`,
    [tenant, JSON.stringify({ ...application, ...check }), applicant],
  );
  // As autovacuum leaves a table after a bulk load: hint bits set, visibility map, statistics.
  await client.query('vacuum (analyze) permit');
  await client.end();
  return Date.now() - started;
}

async function timedCalls(call, runs = 30) {
  for (let i = 0; i < 3; i += 1) await call();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
const ms = (value) => `${value.toFixed(1)} ms`;

const bench = await startBenchServer('permits');
try {
  const { base, databaseUrl } = bench;
  const applicant = await signIn(base, 'applicant', '123456');
  const checker = await signIn(base, 'checker', '123456');
  const approver = await signIn(base, 'approver', '123456');

  const permit = await api(base, applicant, 'POST', '/confinedSpace/add', { data: application });
  await api(base, applicant, 'POST', '/confinedSpace/applicantAction', {
    id: permit.id,
    action: 'submit',
    signature: 'Chan Tai Man',
  });
  await api(base, checker, 'POST', '/confinedSpace/reviewAction', {
    id: permit.id,
    action: 'check',
    data: check,
    signature: 'Lee On Chuen',
  });
  await api(base, approver, 'POST', '/confinedSpace/reviewAction', {
    id: permit.id,
    action: 'approve',
    signature: 'Wong Sau Kuen',
  });

  const seededMs = await seed(databaseUrl);
  console.log(`seeded ${PERMITS.toLocaleString('en')} permits in ${(seededMs / 1000).toFixed(1)} s`);

  console.log('\nList (GET /confinedSpace/page, PostgreSQL):');
  const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const to = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const lists = {
    'first page': '',
    'status = active': 'status=active',
    'keyword "MH-17"': 'keyword=MH-17',
    'applicant "Worker 42"': `applicant=${encodeURIComponent('Worker 42')}`,
    'window, one day': `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    'page 500': 'pageNo=500',
    'sorted by start': 'sortField=validFrom&sortOrder=ascend',
  };
  for (const [name, query] of Object.entries(lists)) {
    const figures = await timedCalls(() => api(base, approver, 'GET', `/confinedSpace/page?${query}`));
    console.log(`  ${name.padEnd(24)} median ${ms(figures.median)}  p95 ${ms(figures.p95)}`);
  }

  console.log('\nPDF (GET /confinedSpace/pdf, zh-HK):');
  const pdf = async () => {
    const res = await fetch(`${base}/api/confinedSpace/pdf?id=${permit.id}`, {
      headers: { authorization: `Bearer ${approver}`, lang: 'zh-HK' },
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`pdf ${res.status}`);
    return bytes;
  };
  const coldStart = performance.now();
  const size = await pdf();
  console.log(
    `  first (fonts read)        ${ms(performance.now() - coldStart)}  (${(size / 1024).toFixed(0)} KB)`,
  );
  const pdfFigures = await timedCalls(pdf, 20);
  console.log(`  warm                      median ${ms(pdfFigures.median)}  p95 ${ms(pdfFigures.p95)}`);

  console.log('\nSite page (mid-range phone: 4x CPU slowdown, Slow 4G, cold cache):');
  const link = await api(base, approver, 'GET', `/confinedSpace/siteLink?id=${permit.id}`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const times = [];
    let scriptBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let bytes = 0;
      cdp.on('Network.loadingFinished', (event) => {
        bytes += event.encodedDataLength;
      });
      const scripts = new Set();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Script') scripts.add(event.requestId);
      });
      const started = performance.now();
      await page.goto(`${base}${link.url}`, { waitUntil: 'commit' });
      await page.locator('.status .state').waitFor();
      times.push(performance.now() - started);
      if (run === 0) {
        const sizes = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .map((entry) => entry.transferSize),
        );
        scriptBytes = sizes.reduce((sum, value) => sum + value, 0);
        console.log(
          `  transferred ${(bytes / 1024).toFixed(1)} KB in all, JavaScript ${(scriptBytes / 1024).toFixed(1)} KB`,
        );
      }
      await context.close();
    }
    const sorted = times.sort((a, b) => a - b);
    console.log(`  readable (status drawn)   median ${ms(percentile(sorted, 50))}  max ${ms(sorted.at(-1))}`);
  } finally {
    await browser.close();
  }
} finally {
  await bench.stop();
}
