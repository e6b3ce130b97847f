// Workflow engine benchmark: the built server on a throw-away PostgreSQL 15, the tables seeded by SQL
// with BENCH_FINISHED (100,000) finished and BENCH_RUNNING (10,000) running instances of a three-step
// approval, each running one with an open task among 500 users (three candidates each, one in five
// claimed). Then, through the API: start an instance with a permit-like start form (date, radio,
// checkbox group, number, text) and complete its first task, BENCH_REQUESTS (100) times; a 500-user
// member's 'my tasks' page and count; and BENCH_TIMERS (50) timers made due at once, timed from their
// due time to fired (the poller ticks every second). Prints median and p95.
// Run `npm run build -w @siteguard/server` first (npm run bench does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, percentile, root, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';

const pg = serverRequire('pg');

const FINISHED = Number(process.env.BENCH_FINISHED ?? 100_000);
const RUNNING = Number(process.env.BENCH_RUNNING ?? 10_000);
const USERS = 500;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const TIMERS = Number(process.env.BENCH_TIMERS ?? 50);

const option = (label, value) => ({ label, value });
const control = (
  type,
  label,
  model,
  options,
  rules = [{ required: true, message: `${label} is required` }],
) => ({
  type,
  label,
  options: { width: '100%', hidden: false, disabled: false, ...options },
  model,
  key: model,
  rules,
});
/** A permit-like start form: what a Hong Kong site fills in, with the controls that cost to validate. */
const startForm = {
  list: [
    control('input', 'Location', 'location', { type: 'text', defaultValue: '', maxLength: 200 }),
    control('textarea', 'Description of work', 'work', { defaultValue: '', minRows: 2, maxRows: 4 }),
    control('number', 'Workers', 'workers', { defaultValue: 0, min: 0, max: 500, step: 1 }),
    control('date', 'Valid from', 'validFrom', {
      defaultValue: '',
      format: 'YYYY-MM-DD HH:mm',
      showTime: true,
    }),
    control('radio', 'Risk level', 'risk', {
      defaultValue: '',
      options: [option('Low', 'low'), option('Medium', 'medium'), option('High', 'high')],
    }),
    control('checkbox', 'PPE', 'ppe', {
      defaultValue: [],
      options: [
        option('Helmet', 'helmet'),
        option('Harness', 'harness'),
        option('Gloves', 'gloves'),
        option('Goggles', 'goggles'),
      ],
    }),
  ],
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 } },
};
const startData = (i) => ({
  location: `Tower ${1 + (i % 5)}, level ${i % 40}`,
  work: 'Erect scaffold to the east elevation and fix toe boards',
  workers: 3 + (i % 20),
  validFrom: '2026-11-25 08:00',
  risk: ['low', 'medium', 'high'][i % 3],
  ppe: ['helmet', 'harness'],
});

async function seed(client, versionId, modelId, tenant) {
  const started = Date.now();
  const { rows: admins } = await client.query(
    `select password_hash from sys_user where account = 'superAdmin'`,
  );
  await client.query(
    `insert into sys_user (tenant_id, account, password_hash, name, status)
     select $1, 'wf' || lpad(g::text, 3, '0'), $2, 'Worker ' || g, 0 from generate_series(1, ${USERS}) g`,
    [tenant, admins[0].password_hash],
  );
  const { rows: users } = await client.query(`select id from sys_user where account like 'wf%' order by id`);
  const ids = users.map((row) => row.id);
  await client.query(
    `insert into wf_instance (tenant_id, model_id, version_id, title, status, starter_id, variables, active_elements, acted, started_at, ended_at)
     select $1, $2, $3, 'Finished permit ' || g, 'completed', ($4::bigint[])[1 + g % ${USERS}], '{"workers": 5}',
       '{"active": [], "done": ["StartEvent_1", "check", "big", "approveSite", "EndEvent_1"]}', true,
       now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval + interval '2 hours'
     from generate_series(1, ${FINISHED}) g`,
    [tenant, modelId, versionId, ids],
  );
  await client.query(
    `insert into wf_task (tenant_id, instance_id, element_id, name, status, candidate_ids, data, created_at, completed_at, completed_by, outcome)
     select $1, i.id, 'check', 'Check', 'completed', array[i.starter_id], '{"remark": "ok"}', i.started_at, i.ended_at, i.starter_id, 'approved'
     from wf_instance i where i.status = 'completed'`,
    [tenant],
  );
  await client.query(
    `insert into wf_instance (tenant_id, model_id, version_id, title, status, starter_id, variables, active_elements, started_at)
     select $1, $2, $3, 'Running permit ' || g, 'running', ($4::bigint[])[1 + g % ${USERS}], '{"workers": 5}',
       '{"active": ["check"], "done": ["StartEvent_1"]}', now() - (g || ' seconds')::interval
     from generate_series(1, ${RUNNING}) g`,
    [tenant, modelId, versionId, ids],
  );
  // Three candidates each (neighbours in the list), one task in five already claimed by the first.
  await client.query(
    `insert into wf_task (tenant_id, instance_id, element_id, name, status, assignee_id, candidate_ids, created_at)
     select $1, i.id, 'check', 'Check', 'open',
       case when i.id % 5 = 0 then ($2::bigint[])[1 + i.id % ${USERS}] end,
       array[($2::bigint[])[1 + i.id % ${USERS}], ($2::bigint[])[1 + (i.id + 1) % ${USERS}], ($2::bigint[])[1 + (i.id + 2) % ${USERS}]],
       i.started_at
     from wf_instance i where i.status = 'running'`,
    [tenant, ids],
  );
  await client.query('vacuum analyze');
  return { seconds: (Date.now() - started) / 1000 };
}

/** A role that may list and handle tasks, held by the 500 seeded users. */
async function grantTaskRole(base, admin, client) {
  const { rows } = await client.query(
    `select m.id, m.pid, m.permission from sys_menu m join sys_tenant t on t.id = m.tenant_id where t.code = 'default'`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const menuIds = new Set();
  for (const button of rows.filter((row) =>
    ['flowableTask:todoPage', 'flowableTask:complete'].includes(row.permission),
  )) {
    for (let node = button; node; node = byId.get(node.pid)) menuIds.add(node.id);
  }
  const role = await api(base, admin, 'POST', '/sysRole/add', { code: 'bench-tasks', name: 'Bench tasks' });
  await api(base, admin, 'POST', '/sysRole/grantMenu', { id: role.id, grantMenuIdList: [...menuIds] });
  await client.query(
    `insert into sys_user_role (tenant_id, user_id, role_id) select tenant_id, id, $1 from sys_user where account like 'wf%'`,
    [role.id],
  );
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};
const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(10);

const bench = await startBenchServer('workflow');
const client = new pg.Client({ connectionString: bench.databaseUrl });
try {
  const { base } = bench;
  await client.connect();
  const admin = await signIn(base, 'superAdmin', '123456');
  const me = await api(base, admin, 'GET', '/getLoginUser');
  const form = await api(base, admin, 'POST', '/form/add', { name: 'Permit request', definition: startForm });
  const xml = fs.readFileSync(
    path.join(root, 'apps/server/test/workflow/fixtures/three-step-approval.bpmn'),
    'utf8',
  );
  const model = await api(base, admin, 'POST', '/flowableModel/add', {
    name: 'Permit approval',
    key: 'threeStep',
    xml,
  });
  await api(base, admin, 'POST', '/flowableModel/edit', {
    id: model.id,
    name: model.name,
    xml,
    bindings: {
      StartEvent_1: { form: { id: form.id, version: 1 } },
      check: { candidates: { users: [me.id] } },
      approve: { candidates: { users: [me.id] } },
      approveSite: { candidates: { users: [me.id] } },
      escalate: { action: 'escalate' },
    },
  });
  await api(base, admin, 'POST', '/flowableModel/deploy', { id: model.id });
  const { rows: versions } = await client.query(
    'select id, tenant_id from wf_model_version where model_id = $1',
    [model.id],
  );
  const seeded = await seed(client, versions[0].id, model.id, versions[0].tenant_id);
  await grantTaskRole(base, admin, client);

  console.log(
    `Siteguard workflow: ${FINISHED.toLocaleString('en')} finished and ${RUNNING.toLocaleString('en')} running instances, ` +
      `${USERS} users (seeded in ${seeded.seconds.toFixed(1)} s), PostgreSQL 15, ${os.cpus().length} cores`,
  );
  console.log('case'.padEnd(52), 'median'.padStart(10), 'p95'.padStart(10), 'max'.padStart(10), '  goal');

  // Start + complete the first task, as one user would in a row.
  const starts = [];
  const completes = [];
  const pairs = [];
  for (let i = 0; i < REQUESTS + 5; i += 1) {
    let id;
    const start = await timed(async () => {
      ({ id } = await api(base, admin, 'POST', '/flowableInstance/start', {
        modelId: model.id,
        data: startData(i),
      }));
    });
    const { rows } = await client.query(`select id from wf_task where instance_id = $1 and status = 'open'`, [
      id,
    ]);
    const complete = await timed(() =>
      api(base, admin, 'POST', '/flowableTask/complete', { id: rows[0].id, data: {} }),
    );
    if (i < 5) continue; // warm-up
    starts.push(start);
    completes.push(complete);
    pairs.push(start + complete);
  }
  for (const [label, values, goal] of [
    ['start an instance (start form validated)', starts, ''],
    ['complete a user task', completes, ''],
    ['start + complete', pairs, 'p95 < 50 ms'],
  ]) {
    const s = stats(values);
    console.log(label.padEnd(52), fmt(s.median), fmt(s.p95), fmt(s.max), `  ${goal}`);
  }

  // 'My tasks' for one of the 500 users.
  const worker = await signIn(base, 'wf007', '123456');
  for (const [label, url] of [
    ['my tasks: to-do page 1', '/flowableTask/todoPage'],
    ['my tasks: to-do count (menu, bell)', '/flowableTask/counts'],
    ['my tasks: to-do page 3', '/flowableTask/todoPage?pageNo=3'],
  ]) {
    for (let i = 0; i < 3; i += 1) await api(base, worker, 'GET', url);
    const runs = [];
    for (let i = 0; i < 30; i += 1) runs.push(await timed(() => api(base, worker, 'GET', url)));
    const s = stats(runs);
    console.log(label.padEnd(52), fmt(s.median), fmt(s.p95), fmt(s.max), '  < 50 ms');
  }
  const todo = await api(base, worker, 'GET', '/flowableTask/counts');

  // Timers: start TIMERS instances (their checks stay open, each with its 1-minute reminder armed),
  // make the reminders due now, and time each from its due time to its firing.
  for (let i = 0; i < TIMERS; i += 1) {
    await api(base, admin, 'POST', '/flowableInstance/start', { modelId: model.id, data: startData(i) });
  }
  const { rows: due } = await client.query(
    `update wf_timer set due_at = clock_timestamp() where id in (
       select id from wf_timer where fired_at is null and element_id = 'remind' order by id limit $1)
     returning id, due_at`,
    [TIMERS],
  );
  const dueAt = new Map(due.map((row) => [row.id, row.due_at.getTime()]));
  const deadline = Date.now() + 30_000;
  let fired = [];
  while (Date.now() < deadline) {
    ({ rows: fired } = await client.query(
      `select id, fired_at from wf_timer where id = any($1) and fired_at is not null`,
      [[...dueAt.keys()]],
    ));
    if (fired.length === dueAt.size) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const lateness = fired.map((row) => row.fired_at.getTime() - dueAt.get(row.id));
  const s = stats(lateness);
  console.log(
    `timers: ${fired.length}/${dueAt.size} fired; due -> fired`.padEnd(52),
    fmt(s.median),
    fmt(s.p95),
    fmt(s.max),
    '  < 2000 ms',
  );
  console.log(
    `(the bench user wf007 has ${todo.todo} open tasks; timers fired by one server instance, see two-instances test for once-only)`,
  );
} finally {
  await client.end();
  await bench.stop();
}
