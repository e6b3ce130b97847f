// `npm test`: every check the project has, in order — lint, typecheck, unit and integration tests
// (a PostgreSQL 15 server is started for them), build, end-to-end tests in Debian's Chromium — and
// one closing line `N passed, N failed` that counts each test plus each whole-project check.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode24 } from './lib/node24.mjs';
import { ensureFfmpegInstalled } from './lib/rtsp-test-source.mjs';
import { ensurePostgresInstalled } from './lib/temp-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, '.test-output');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** One line per failed vitest test (or suite that failed to load), printed above the summary. */
const failedTests = [];

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function banner(title) {
  process.stdout.write(`\n━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}\n`);
}

/** A whole-project check counts as one test. */
async function check(title, command, args, options) {
  banner(title);
  const code = await run(command, args, options);
  if (code === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(title);
  }
  return code === 0;
}

/** Installs Debian `packages` (as root) unless every one of `files` is already there. */
function ensureDebian(files, packages) {
  if (files.every((file) => fs.existsSync(file))) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${files.join(' / ')} not found; install Debian's ${packages.join(' ')}`);
  process.stdout.write(`Installing ${packages.join(', ')} from Debian packages...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const MOSQUITTO = '/usr/sbin/mosquitto';
const MOSQUITTO_PUB = '/usr/bin/mosquitto_pub';
// The MQTTS tests make their self-signed certificate with it.
const OPENSSL = '/usr/bin/openssl';

// libfaketime: the midnight stage runs the day-sensitive tests with the whole process tree's clock
// (server, tests, PostgreSQL) set just before and just after Hong Kong midnight.
const FAKETIME = '/usr/bin/faketime';

/**
 * The integration tests that read a day, a window, a timer or an expiry: run again at 15:59:30 UTC
 * (23:59:30 in Hong Kong; the run crosses midnight) and at 16:00:30 UTC, whatever the hour of CI.
 */
const SITE_DAY_TESTS = [
  'apps/server/test/devices/attendance.http.test.ts',
  'apps/server/test/devices/devices.http.test.ts',
  'apps/server/test/heatStress.http.test.ts',
  'apps/server/test/dashboard',
  'apps/server/test/permits',
  'apps/server/test/testClock.http.test.ts',
  'apps/server/test/workflow',
  'apps/server/test/weather.http.test.ts',
  'apps/server/test/sysTimers.http.test.ts',
];

/**
 * One vitest run under the given Node binary; its tests join the tally. `at`: the wall-clock instant
 * (ISO) the run starts at (libfaketime; the clock then ticks on), for the midnight stage.
 */
async function vitestStage(title, nodeBinary, args, { at } = {}) {
  banner(title);
  const name = [...args.filter((arg) => !arg.startsWith('--')), at ?? '']
    .join('-')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 120);
  const report = path.join(outputDir, `vitest-${name}.json`);
  const command = [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  // An offset, not an absolute start: libfaketime starts an absolute clock anew in each process, and
  // the workers and PostgreSQL start later than this one; one offset gives them all one time.
  const offsetSeconds = at ? Math.round((Date.parse(at) - Date.now()) / 1000) : 0;
  const code = at
    ? await run(
        FAKETIME,
        ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`, nodeBinary, ...command],
        {
          // Timers and timeouts keep the real monotonic clock; only the wall clock is moved.
          env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
        },
      )
    : await run(nodeBinary, command);
  const vitest = readJson(report);
  if (!vitest) {
    tally.failed += 1;
    failures.push(`${title} (no report)`);
    return;
  }
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (vitest.numFailedTests > 0 || code !== 0) failures.push(title);
  if (code !== 0 && vitest.numFailedTests === 0) tally.failed += 1; // a suite failed to load
  // Named again above the summary: a CI log is often read from its tail only.
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      failedTests.push(`${where}: ${firstLine(file.message)}`);
  }
}

/** A shuffle seed from the checked-out commit (undefined outside a git checkout). */
function commitSeed() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
    return Number.parseInt(head.slice(0, 8), 16);
  } catch {
    return undefined;
  }
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function main() {
  fs.rmSync(outputDir, { recursive: true, force: true });
  fs.mkdirSync(outputDir, { recursive: true });
  banner('prerequisites: PostgreSQL 15, Chromium, mosquitto and ffmpeg');
  ensurePostgresInstalled();
  ensureDebian([CHROMIUM], ['chromium']);
  // Chinese as a Hong Kong user's browser draws it: the layout checks (no word broken, nothing cut)
  // measure real glyphs, and the zh-HK screenshots show text instead of empty boxes.
  ensureDebian([CJK_FONT], ['fonts-noto-cjk']);
  // Debian's mosquitto and its clients: the external-broker tests (MQTT_URL) start the broker on a
  // free port; the MQTTS tests sign a device in with mosquitto_pub (a client we did not write).
  ensureDebian([MOSQUITTO, MOSQUITTO_PUB, OPENSSL], ['mosquitto', 'mosquitto-clients', 'openssl']);
  ensureDebian([FAKETIME], ['faketime']);
  // Debian's ffmpeg: the live-video tests pull a real RTSP test pattern through it.
  ensureFfmpegInstalled();

  await check('lint (biome)', 'npx', ['biome', 'ci', '.']);
  await check('typecheck (tsc, every workspace)', 'npm', ['run', '--silent', 'typecheck']);

  banner('dependency audit (npm audit --omit=dev; reviews in docs/security/audit-reviewed.json)');
  const auditCode = await run('node', ['scripts/audit.mjs']);
  // 3: the registry's advisory service could not be reached, so nothing was checked: not a pass.
  if (auditCode === 3) tally.skipped += 1;
  else if (auditCode === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push('dependency audit');
  }

  // Unit and web tests on this machine's Node; the server's integration tests on Node 24 LTS, what
  // production runs (the Dockerfile's base). Each test runs once: the e2e stage keeps `npm start`
  // on this machine's Node honest.
  // Tests pass alone and in any order: files and tests run shuffled, under a seed printed here and by
  // vitest. Each commit has its own order (the seed comes from its hash), so a failure replays on the
  // same commit, and TEST_SEED=<seed> npm test replays it anywhere.
  const seed = Number(process.env.TEST_SEED ?? commitSeed() ?? Math.floor(Math.random() * 1e9));
  process.stdout.write(`shuffle seed ${seed}\n`);
  await vitestStage(`unit + web tests, shuffled (vitest, Node ${process.versions.node})`, process.execPath, [
    '--project',
    'unit',
    '--project',
    'web',
    '--sequence.shuffle',
    `--sequence.seed=${seed}`,
  ]);
  let node24;
  try {
    node24 = ensureNode24(root);
  } catch (error) {
    process.stdout.write(`Node 24 unavailable (${error.message}); integration tests on this Node instead\n`);
  }
  await vitestStage(
    `server integration tests (vitest, Node ${node24 ? 24 : process.versions.node}; PostgreSQL 15 and PGlite)`,
    node24 ?? process.execPath,
    // Two files at a time: most of their time is spent waiting on PostgreSQL, ffmpeg and child
    // servers, so two workers fit a 2-core machine (vitest's default there is one).
    // Shuffled like the unit tests, files and the tests inside them: each test makes the rows it
    // reads, so none leans on one that ran before it in its file (issue #31).
    ['--project', 'integration', '--maxWorkers=2', '--sequence.shuffle', `--sequence.seed=${seed}`],
  );
  // Hong Kong midnight is 16:00 UTC: the day-sensitive tests again, just before and just after it.
  const day = new Date().toISOString().slice(0, 10);
  for (const time of ['15:59:30', '16:00:30']) {
    await vitestStage(
      `site-day tests at ${time} UTC (Hong Kong ${time === '15:59:30' ? '23:59:30' : '00:00:30'}; libfaketime)`,
      node24 ?? process.execPath,
      ['--project', 'integration', '--maxWorkers=2', ...SITE_DAY_TESTS],
      { at: `${day}T${time}Z` },
    );
  }

  const built = await check('build (web + server)', 'npm', ['run', '--silent', 'build']);

  banner('end-to-end tests (Playwright, Debian Chromium)');
  if (built) {
    const e2eJson = path.join(outputDir, 'playwright.json');
    const e2eCode = await run('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PW_JSON_OUTPUT: e2eJson, CHROMIUM_PATH: CHROMIUM },
    });
    const stats = readJson(e2eJson)?.stats;
    if (stats) {
      tally.passed += stats.expected + stats.flaky;
      tally.failed += stats.unexpected;
      tally.skipped += stats.skipped;
      if (stats.unexpected > 0 || e2eCode !== 0) failures.push('e2e');
      if (e2eCode !== 0 && stats.unexpected === 0) tally.failed += 1;
    } else {
      tally.failed += 1;
      failures.push('e2e (no report)');
    }
  } else {
    process.stdout.write('skipped: the build failed\n');
    tally.failed += 1;
    failures.push('e2e (not run: build failed)');
  }

  for (const line of failedTests) process.stdout.write(`✘ ${line}\n`);
  process.stdout.write(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All checks passed.'}\n`);
  // Skipped tests (none are written; Playwright skips the rest of a serial group after a failure)
  // are reported above the summary, so the last line keeps its exact `N passed, N failed` shape.
  if (tally.skipped) process.stdout.write(`${tally.skipped} skipped\n`);
  process.stdout.write(`${tally.passed} passed, ${tally.failed} failed\n`);
  process.exit(tally.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  // A prerequisite that cannot be installed still ends with the summary line, counting what ran.
  process.stdout.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.stdout.write(`${tally.passed} passed, ${tally.failed + 1} failed\n`);
  process.exit(1);
});
