// Operation log page benchmark: the built server on a throw-away PostgreSQL 15 with 1,000,000
// operation-log rows seeded by SQL (generate_series) in the default tenant; times
// GET /api/sysOpLog/page with filters (account, success, time range, all three), the default sort
// (newest first), a sort by duration and a deep page. Prints median and p95 per case; goal < 50 ms.
// Run `npm run build -w @siteguard/server` first (npm run bench does).
// BENCH_ROWS (default 1000000) and BENCH_REQUESTS (default 30) tune it.
import os from 'node:os';
import { api, percentile, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';

const pg = serverRequire('pg');

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const ACCOUNTS = 200;
const GOAL_MS = 50;
const SPACING_S = 2; // rows are two seconds apart: 1,000,000 rows cover about 23 days

async function seed(client) {
  const started = Date.now();
  // 200 operators, one call in twenty failed (409 with a message and exception), durations 0-499 ms.
  await client.query(
    `insert into sys_op_log (tenant_id, user_id, account, method, url, event, success, status, message,
       exception, duration_ms, ip, user_agent, created_at)
     select t.id, null, 'user' || lpad((g % ${ACCOUNTS})::text, 3, '0'), 'POST', '/api/hk/log/add',
       'Records a camera log; every open browser of the tenant hears of it at once.',
       g % 20 <> 0, case when g % 20 = 0 then 409 else 200 end,
       case when g % 20 = 0 then 'The code already exists: x' end,
       case when g % 20 = 0 then '1012033 CODE_EXISTS' end,
       (g::bigint * 7919 % 500)::int, '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (bench)',
       now() - (g * ${SPACING_S} || ' seconds')::interval
     from generate_series(1, ${ROWS}) g, (select id from sys_tenant where code = 'default') t`,
  );
  // As autovacuum would have done on a table this size: statistics, and a visibility map so counts
  // can read an index alone.
  await client.query('vacuum analyze sys_op_log');
  // The first pass left most pages not all-visible here (bitmap heap scans for counts); a second
  // pass a moment later marks them all, as autovacuum would in time. BENCH_EXPLAIN=1 shows it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await client.query('vacuum sys_op_log');
  return (Date.now() - started) / 1000;
}

async function time(base, token, query) {
  const url = `/sysOpLog/page?${new URLSearchParams(query)}`;
  let page;
  for (let i = 0; i < 3; i += 1) page = await api(base, token, 'GET', url); // warm-up, not reported
  const samples = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    page = await api(base, token, 'GET', url);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
    totalRows: page.totalRows,
    rows: page.rows.length,
  };
}

const bench = await startBenchServer('oplog');
const client = new pg.Client({ connectionString: bench.databaseUrl });

try {
  const { base } = bench;
  await client.connect();
  const seconds = await seed(client);
  const token = await signIn(base, 'superAdmin', '123456');
  const day = 86_400_000;
  const now = Date.now();
  const range = {
    startTime: new Date(now - 10 * day).toISOString(),
    endTime: new Date(now - 9 * day).toISOString(),
  };
  const cases = [
    ['newest first, page 1', { pageSize: 20 }],
    ['account filter', { pageSize: 20, account: 'user042' }],
    ['success=false', { pageSize: 20, success: 'false' }],
    ['time range (1 day)', { pageSize: 20, ...range }],
    ['account + failed + 1 day', { pageSize: 20, account: 'user040', success: 'false', ...range }],
    ['oldest first', { pageSize: 20, sortField: 'createdAt', sortOrder: 'ascend' }],
    ['deep page (2,000 x 20)', { pageSize: 20, pageNo: 2000 }],
    ['failed, deep page 200', { pageSize: 20, success: 'false', pageNo: 200 }],
    ['slowest first (duration)', { pageSize: 20, sortField: 'durationMs', sortOrder: 'descend' }],
  ];
  console.log(
    `Operation log page: ${ROWS.toLocaleString('en')} rows seeded in ${seconds.toFixed(1)} s; ${REQUESTS} requests per case; PostgreSQL 15, ${os.cpus().length} cores; goal < ${GOAL_MS} ms`,
  );
  console.log(
    'case'.padEnd(30),
    'median ms'.padStart(10),
    'p95 ms'.padStart(8),
    'totalRows'.padStart(10),
    'goal'.padStart(6),
  );
  for (const [name, query] of cases) {
    const result = await time(base, token, query);
    console.log(
      name.padEnd(30),
      result.median.toFixed(1).padStart(10),
      result.p95.toFixed(1).padStart(8),
      String(result.totalRows).padStart(10),
      (result.p95 < GOAL_MS ? 'met' : 'MISSED').padStart(6),
    );
  }
  if (process.env.BENCH_EXPLAIN) {
    const plan = await client.query(
      'explain (analyze, buffers) select count(*) as "count" from "sys_op_log" where "sys_op_log"."tenant_id" = $1 and "success" = $2',
      ['1', false],
    );
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    const stats = await client.query(
      `select relpages, relallvisible, reltuples from pg_class where relname = 'sys_op_log'`,
    );
    console.log(stats.rows[0]);
  }
} finally {
  await client.end().catch(() => {});
  await bench.stop();
}
