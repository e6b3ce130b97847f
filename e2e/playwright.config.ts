import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { startTempPostgres } from '../scripts/lib/temp-postgres.mjs';

const port = Number(process.env.E2E_PORT ?? 18480);
const baseURL = `http://127.0.0.1:${port}`;
// Beside the app server's port, so parallel runs with their own E2E_PORT do not collide.
const harnessPort = Number(process.env.E2E_HARNESS_PORT ?? port + 10);
// The embedded MQTT broker the device simulator of tests/devices.spec.ts connects to, read from its
// project's metadata (+7: clear of another run's app and harness ports, which step by 10).
export const mqttPort = Number(process.env.E2E_MQTT_PORT ?? port + 7);
// form-runtime.spec.ts reads it back from the environment (the config's module is not importable there).
const harnessURL = `http://127.0.0.1:${harnessPort}`;
process.env.FORM_HARNESS_URL = harnessURL;

// Each run starts from an empty database in a throw-away directory (global-teardown.ts removes it).
// The config is evaluated again in every worker, so the directory goes into the environment once and
// the workers inherit it instead of making their own.
process.env.SITEGUARD_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'siteguard-e2e-'));

// The permit and device journeys run a second time against PostgreSQL 15, what production runs
// (issue #31): a second app server on its own ports and broker, over a throw-away PostgreSQL server.
// E2E_POSTGRES=off leaves both out, and so does a run of named projects none of which is on
// PostgreSQL (`--project chromium`). Decided once, by the runner: the workers inherit the answer.
const projectsAsked = process.argv.flatMap((arg, at, argv) =>
  arg === '--project' ? [argv[at + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
if (projectsAsked.length > 0 && !projectsAsked.some((name) => name.includes('postgres')))
  process.env.E2E_POSTGRES ??= 'off';
const onPostgres = process.env.E2E_POSTGRES !== 'off';
const pgPort = Number(process.env.E2E_PG_PORT ?? port + 5);
const pgBaseURL = `http://127.0.0.1:${pgPort}`;
// Its own broker: the device journey's simulator connects to its project's (the metadata below).
const pgMqttPort = Number(process.env.E2E_PG_MQTT_PORT ?? port + 8);
if (onPostgres) {
  process.env.SITEGUARD_E2E_PG_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'siteguard-e2e-pg-'));
  // Started by the runner's own reading of this file, once: the workers inherit the URL. Stopped
  // when the runner exits, after Playwright has stopped the app server on it (global teardown runs
  // before that, and would pull the database from under a running server). E2E_DATABASE_URL given:
  // that database is used as it is, and left alone.
  if (!process.env.E2E_DATABASE_URL) {
    const postgres = await startTempPostgres();
    process.env.E2E_DATABASE_URL = postgres.url;
    process.once('exit', () => postgres.stop());
    // A runner killed outright runs no teardown and leaves its app servers: not the database too.
    process.once('SIGTERM', () => {
      postgres.stop();
      process.kill(process.pid, 'SIGTERM');
    });
  }
}

/** What a journey runs on: permit*, devices and weather run on both databases. */
const POSTGRES_JOURNEYS = [/\/permit[^/]*\.spec\.ts$/, /\/devices\.spec\.ts$/, /\/weather\.spec\.ts$/];

/** The app server's environment, the same for both databases but for ports and storage. */
const serverEnv = (at: { port: number; mqttPort: number }) => ({
  PORT: String(at.port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  MQTT_PORT: String(at.mqttPort),
  // Site time a journey moves instead of waiting for it (GET/POST /api/testing/clock, decision 0024):
  // tests/permit-expiry.spec.ts ends a permit's window so.
  SITEGUARD_TEST_CLOCK: 'on',
  // Escalation and command timeouts short enough to watch in a test.
  DEVICE_COMMAND_TIMEOUT_MS: '3000',
  // A live stream nobody watches stops this soon (tests/cameras.spec.ts watches it go).
  MEDIA_IDLE_SECONDS: '4',
  // The Observatory's recordings, whatever NODE_ENV says (tests/weather.spec.ts replays them).
  WEATHER_SOURCE: 'fixture',
  // Every journey signs in and opens public pages from 127.0.0.1, in parallel: the rate limits
  // are raised (apps/server/test/rate-limit.http.test.ts proves the defaults bite).
  RATE_LIMIT_SIGN_IN: '100000',
  RATE_LIMIT_SIGN_IN_ACCOUNT: '100000',
  RATE_LIMIT_CAPTCHA: '100000',
  RATE_LIMIT_PUBLIC_READ: '100000',
  RATE_LIMIT_PUBLIC_VIEW: '100000',
  RATE_LIMIT_STREAM_START: '100000',
  RATE_LIMIT_SMS: '100000',
  RATE_LIMIT_MACHINE_TOKEN: '100000',
  RATE_LIMIT_MACHINE_TOKEN_CLIENT: '100000',
  RATE_LIMIT_WEBHOOK: '100000',
});

/** The built server serving the built web app: what `npm start` ships (run `npm run build` first). */
const appServer = (url: string, env: Record<string, string>) => ({
  command: 'node ../apps/server/dist/server.js',
  url: `${url}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env,
});

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: the CI machine is about three times slower than a developer's, and a passing test
  // takes no longer for it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT ?? 'test-results/results.json' }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    locale: 'zh-HK',
    // The product honours reduced motion (no animations, antd motion off): what users who ask for it
    // get, and a slow CI machine stops spending its CPU drawing spinners and slides.
    reducedMotion: 'reduce',
    // A click on an element that never becomes actionable fails here, not at the test's timeout.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser build.
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
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      grepInvert: /@exclusive/,
      metadata: { mqttPort },
    },
    // Tests that change a shared demo account (its password signs its other sessions out) run alone,
    // after every other test.
    // One at a time, too: some change what every sign-in needs (the login page's tenant field).
    {
      name: 'exclusive',
      use: { browserName: 'chromium' },
      grep: /@exclusive/,
      dependencies: ['chromium'],
      workers: 1,
      metadata: { mqttPort },
    },
    // The same journeys on PostgreSQL, beside the two above (a server of their own: its exclusive
    // tests need only wait for its other tests).
    ...(onPostgres
      ? [
          {
            name: 'postgres',
            use: { browserName: 'chromium' as const, baseURL: pgBaseURL },
            testMatch: POSTGRES_JOURNEYS,
            grepInvert: /@exclusive/,
            metadata: { mqttPort: pgMqttPort },
          },
          {
            name: 'postgres-exclusive',
            use: { browserName: 'chromium' as const, baseURL: pgBaseURL },
            testMatch: POSTGRES_JOURNEYS,
            grep: /@exclusive/,
            dependencies: ['postgres'],
            workers: 1,
            metadata: { mqttPort: pgMqttPort },
          },
        ]
      : []),
  ],
  webServer: [
    appServer(baseURL, {
      ...serverEnv({ port, mqttPort }),
      DATA_DIR: process.env.SITEGUARD_E2E_DATA_DIR ?? '',
    }),
    ...(onPostgres
      ? [
          appServer(pgBaseURL, {
            ...serverEnv({ port: pgPort, mqttPort: pgMqttPort }),
            DATA_DIR: process.env.SITEGUARD_E2E_PG_DATA_DIR ?? '',
            DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
          }),
        ]
      : []),
    {
      // The form runtime harness (packages/form-react/dist-harness, built by the root `npm run build`),
      // served statically for tests/form-runtime.spec.ts.
      command: `npx vite preview -c vite.harness.config.ts --port ${harnessPort} --strictPort --host 127.0.0.1`,
      cwd: '../packages/form-react',
      url: `${harnessURL}/index.html`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
