// User page benchmark: the built server on a throw-away PostgreSQL 15 with 100,000 users seeded by
// SQL (generate_series) across 20 site organisations; times GET /api/sysUser/page with filters, sorts
// and a deep page, as the super admin and as a user whose role sees one organisation (data scope 3).
// Prints median and p95 per case. Run `npm run build -w @siteguard/server` first (npm run bench does).
// BENCH_USERS (default 100000) and BENCH_REQUESTS (default 30) tune it.
import os from 'node:os';
import { api, percentile, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';

const pg = serverRequire('pg');
const { sm2 } = serverRequire('sm-crypto');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const SITES = 20;
const GOAL_MS = 50;

async function seed(client) {
  const { rows: tenants } = await client.query(`select id from sys_tenant where code = 'default'`);
  const tenant = tenants[0].id;
  const { rows: roots } = await client.query(
    `select id, pids from sys_org where tenant_id = $1 and code = 'siteguard'`,
    [tenant],
  );
  const rootOrg = roots[0];
  await client.query(
    `insert into sys_org (tenant_id, pid, pids, code, name, sort)
     select $1, $2, $3, 'bench-site-' || g, 'Bench site ' || g, g from generate_series(1, ${SITES}) g`,
    [tenant, rootOrg.id, `${rootOrg.pids}[${rootOrg.id}],`],
  );
  const started = Date.now();
  // Names from a few family and given names plus the number, so keyword filters match a realistic
  // share of rows (one family name in eight, evenly within each site); one user in twenty disabled; created one second apart.
  await client.query(
    `insert into sys_user (tenant_id, account, password_hash, name, phone, email, status, created_at)
     select $1, 'bench' || lpad(g::text, 6, '0'), '',
       (array['Chan','Wong','Lee','Cheung','Lau','Ho','Ng','Leung'])[1 + (g / ${SITES}) % 8] || ' ' ||
       (array['Tai Man','Siu Ming','Ka Yan','Wing Sze','Chi Keung'])[1 + (g / 7) % 5] || ' ' || g,
       '9' || lpad((g % 10000000)::text, 7, '0'), 'bench' || g || '@example.hk',
       case when g % 20 = 0 then 1 else 0 end, now() - (g || ' seconds')::interval
     from generate_series(1, ${USERS}) g`,
    [tenant],
  );
  await client.query(
    `insert into sys_emp (user_id, tenant_id, org_id, job_num)
     select u.id, $1, o.id, 'J' || u.id
     from sys_user u
     join sys_org o on o.tenant_id = $1 and o.code = 'bench-site-' || (1 + u.id % ${SITES})
     where u.tenant_id = $1 and u.account like 'bench%'`,
    [tenant],
  );
  // As autovacuum would have done on a table this size: statistics, and a visibility map so counts
  // can read the index alone.
  await client.query('vacuum analyze');
  return { tenant, seconds: (Date.now() - started) / 1000 };
}

/** A user at one bench site whose only role may page users within their own organisation. */
async function scopedUser(base, admin, client) {
  const { rows } = await client.query(
    `select m.id, m.pid from sys_menu m join sys_tenant t on t.id = m.tenant_id
     where t.code = 'default'`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const { rows: buttons } = await client.query(`select id from sys_menu where permission = 'sysUser:page'`);
  const menuIds = new Set();
  for (let node = byId.get(buttons[0].id); node; node = byId.get(node.pid)) menuIds.add(node.id);
  const role = await api(base, admin, 'POST', '/sysRole/add', {
    code: 'bench-scope-org',
    name: 'Bench own org',
  });
  await api(base, admin, 'POST', '/sysRole/grantMenu', { id: role.id, grantMenuIdList: [...menuIds] });
  await api(base, admin, 'POST', '/sysRole/grantData', { id: role.id, dataScopeType: 3 });
  const { rows: sites } = await client.query(`select id from sys_org where code = 'bench-site-3'`);
  const publicKey = await api(base, null, 'GET', '/getPublicKey');
  const user = await api(base, admin, 'POST', '/sysUser/add', {
    account: 'bench.scoped',
    name: 'Bench Scoped',
    orgId: sites[0].id,
    password: sm2.doEncrypt('bench-pass-1', publicKey, 1),
  });
  await api(base, admin, 'POST', '/sysUser/grantRole', { id: user.id, grantRoleIdList: [role.id] });
  return signIn(base, 'bench.scoped', 'bench-pass-1');
}

async function time(base, token, query) {
  const url = `${base}/api/sysUser/page?${new URLSearchParams(query)}`;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const json = await res.json();
    const ms = performance.now() - started;
    if (!json.success) throw new Error(`${url}: ${JSON.stringify(json)}`);
    return { ms, totalRows: json.data.totalRows, rows: json.data.rows.length };
  };
  for (let i = 0; i < 3; i += 1) await once(); // warm-up, not reported
  const runs = [];
  for (let i = 0; i < REQUESTS; i += 1) runs.push(await once());
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), totalRows: runs[0].totalRows };
}

const bench = await startBenchServer('users');
const client = new pg.Client({ connectionString: bench.databaseUrl });

try {
  const { base } = bench;
  await client.connect();
  const seeded = await seed(client);
  const admin = await signIn(base, 'superAdmin', '123456');
  const scoped = await scopedUser(base, admin, client);
  const { rows: sites } = await client.query(`select id from sys_org where code = 'bench-site-7'`);
  const site = sites[0].id;

  const cases = [
    ['page 1, newest first', admin, {}],
    ['keyword "wong" (name/account/phone)', admin, { searchValue: 'wong' }],
    [
      'keyword "wong", sort account desc',
      admin,
      { searchValue: 'wong', sortField: 'account', sortOrder: 'descend' },
    ],
    ['organisation filter, sort name asc', admin, { orgId: site, sortField: 'name', sortOrder: 'ascend' }],
    ['sort account desc, page 500', admin, { sortField: 'account', sortOrder: 'descend', pageNo: 500 }],
    ['organisation + keyword, page 20', admin, { orgId: site, searchValue: 'chan', pageNo: 20 }],
    ['status disabled, sort created asc', admin, { status: 1, sortField: 'createdAt', sortOrder: 'ascend' }],
    ['data scope 3 (one site), page 1', scoped, {}],
    [
      'data scope 3, keyword "ming", sort name',
      scoped,
      { searchValue: 'ming', sortField: 'name', sortOrder: 'ascend' },
    ],
    ['data scope 3, page 400', scoped, { pageNo: 400 }],
  ];
  console.log(
    `Siteguard user page: ${USERS.toLocaleString('en')} users in ${SITES} sites (seeded in ${seeded.seconds.toFixed(1)} s), ` +
      `${REQUESTS} sequential requests per case after 3 warm-ups, page size 10, PostgreSQL 15, ${os.cpus().length} cores`,
  );
  console.log(
    'case'.padEnd(44),
    'rows'.padStart(8),
    'median ms'.padStart(10),
    'p95 ms'.padStart(8),
    '  goal',
  );
  console.log(
    `load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  let missed = 0;
  for (const [name, token, query] of cases) {
    const result = await time(base, token, query);
    const ok = result.p95 < GOAL_MS;
    if (!ok) missed += 1;
    console.log(
      name.padEnd(44),
      String(result.totalRows).padStart(8),
      result.median.toFixed(1).padStart(10),
      result.p95.toFixed(1).padStart(8),
      ok ? `  < ${GOAL_MS} ms` : `  OVER ${GOAL_MS} ms`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (missed > 0) console.log(`${missed} case(s) over the ${GOAL_MS} ms goal at p95`);
} finally {
  await client.end().catch(() => {});
  await bench.stop();
}
