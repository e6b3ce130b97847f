// API load benchmark: the built server on a throw-away PostgreSQL 15, loaded with autocannon on
// /api/health and on a database-backed route. Prints requests/s and latency percentiles.
// Run with `npm run bench` at the root (it builds first). Durations via BENCH_SECONDS (default 10).
import os from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './lib/harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const targets = [
  { name: 'GET /api/health (select 1)', path: '/api/health' },
  { name: 'GET /api/getTenantOpen (reads sys_config)', path: '/api/getTenantOpen' },
];

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const bench = await startBenchServer('api');

try {
  const { base } = bench;
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
  await bench.stop();
}
