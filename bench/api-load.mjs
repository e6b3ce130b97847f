// API load benchmark: the built server on a throw-away PostgreSQL 15, loaded with autocannon on
// /api/health and on a database-backed route. Prints requests/s and latency percentiles.
// Run with `npm run bench` at the root (it builds first). Durations via BENCH_SECONDS (default 10).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startTempPostgres } from '../scripts/lib/temp-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const targets = [
  { name: 'GET /api/health (select 1)', path: '/api/health' },
  { name: 'GET /api/getTenantOpen (reads sys_config)', path: '/api/getTenantOpen' },
];

async function waitForHealth(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const postgres = await startTempPostgres();
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteguard-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  console.log(
    `Siteguard API load: ${connections} connections, ${seconds} s per route, PostgreSQL 15, ${os.cpus().length} cores`,
  );
  console.log(
    'route'.padEnd(46),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const target of targets) {
    await load(`${base}${target.path}`); // warm-up pass, not reported
    const result = await load(`${base}${target.path}`);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      target.name.padEnd(46),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
} finally {
  server.kill('SIGTERM');
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
