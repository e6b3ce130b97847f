// API load benchmark: the built server on each database (a throw-away PostgreSQL 15, and the
// embedded PGlite default), loaded with autocannon on /api/health and on the authenticated reads
// every page load of the shell makes (the signed-in user, the dictionary tree, the bell), as the
// super admin. Prints requests/s and latency percentiles.
// Run with `npm run bench` at the root (it builds first). BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 50), BENCH_DATABASES (default "postgres,pglite").
import os from 'node:os';
import autocannon from 'autocannon';
import { signIn, startBenchServer } from './lib/harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');

const targets = [
  { name: 'GET /api/health (select 1)', path: '/api/health' },
  { name: 'GET /api/getTenantOpen (public, sys_config)', path: '/api/getTenantOpen' },
  { name: 'GET /api/getLoginUser', path: '/api/getLoginUser', signedIn: true },
  { name: 'GET /api/sysDictType/tree', path: '/api/sysDictType/tree', signedIn: true },
  { name: 'GET /api/sysNotice/unread (the bell)', path: '/api/sysNotice/unread', signedIn: true },
];

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

console.log(
  `Siteguard API load: ${connections} connections, ${seconds} s per route, ${os.cpus().length} cores`,
);
for (const database of databases) {
  const bench = await startBenchServer('api', { database });
  try {
    const { base } = bench;
    const token = await signIn(base, 'superAdmin', '123456');
    console.log(`\n${database === 'postgres' ? 'PostgreSQL 15' : 'embedded PGlite'}`);
    console.log(
      'route'.padEnd(46),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
    );
    for (const target of targets) {
      const headers = target.signedIn ? { authorization: `Bearer ${token}` } : {};
      await load(`${base}${target.path}`, headers); // warm-up pass, not reported
      const result = await load(`${base}${target.path}`, headers);
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
}
