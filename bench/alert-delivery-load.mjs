// Alert delivery at full load (issue #33, "1,000 alerts a minute to 50 recipients: none lost, none
// twice"): the built server on a throw-away PostgreSQL 15 with SMTP_URL at a real SMTP server
// (lib/smtp-sink.mjs, a mail counts when the server accepts it). BENCH_RECIPIENTS (50) users are made
// over the API, each signs in and sets their own email, and all are on duty at one site (a roster
// override; nobody at levels 2 and 3, so every delivery is a level-1 one). BENCH_LOAD_ALERTS (1,000)
// SOS events go in over BENCH_LOAD_SECONDS (60) through the gateway's ingest path
// (POST /api/devices/ingest), one request a second, as a gateway batches.
// Prints offered, planned, delivered, lost (expected - received), duplicates (one delivery received
// more than once), raise -> accepted p50/p95, and where the time went, measured rather than guessed:
// per second, the alerts planned and the deliveries queued and sent (from the server's rows), and the
// CPU of the server, of PostgreSQL and of this process (the SMTP server); afterwards each delivery's
// wait split into raise -> planned, due -> queued and queued -> sent (the server's own stamps).
// BENCH_DRAIN_SECONDS (1,200) bounds the wait for the last deliveries. Run `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, percentile, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const pg = serverRequire('pg');
const { sm2 } = serverRequire('sm-crypto');
const LOAD_ALERTS = Number(process.env.BENCH_LOAD_ALERTS ?? 1000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 50);
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 1200);
const SITE = 'Bench Full Load Site';
const line = (text) => process.stdout.write(`${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? { n: 0, p50: NaN, p95: NaN, max: NaN }
    : { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const s = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : '-');

// --- CPU of processes, from /proc (clock ticks of user + system time) ----------------------------
const TICK_MS = 10; // USER_HZ is 100 on Linux
function cpuTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of the whole line (11-14 after the name).
    return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  } catch {
    return 0;
  }
}
function childrenOf(pid) {
  const children = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}

// --- What arrived at the SMTP server ----------------------------------------------------------------
/** delivery id -> [accepted at] */
const byDelivery = new Map();
/** `${alertId}|${to}` -> count */
const byAlertAndPerson = new Map();
const accepted = [];
const smtp = await startSmtpSink(({ at, to, messageId, alertId }) => {
  const deliveryId = /alert-delivery-(\d+)@/.exec(messageId ?? '')?.[1] ?? `?${messageId}`;
  byDelivery.set(deliveryId, [...(byDelivery.get(deliveryId) ?? []), at]);
  const key = `${alertId}|${to}`;
  byAlertAndPerson.set(key, (byAlertAndPerson.get(key) ?? 0) + 1);
  accepted.push({ at, to, alertId, deliveryId });
});
const server = await startBenchServer('alert-delivery-load', {
  env: {
    SMTP_URL: smtp.smtpUrl,
    SMTP_FROM: 'Siteguard Bench <alerts@siteguard.test>',
    // The bench signs in its 50 users, one after another, from this one address.
    RATE_LIMIT_SIGN_IN: '1000',
  },
});
const db = new pg.Client({ connectionString: server.databaseUrl });
await db.connect();
const dataDirectory = (await db.query('show data_directory')).rows[0].data_directory;
const postmaster = Number(fs.readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);

try {
  const admin = await signIn(server.base, 'superAdmin', '123456');
  const call = (method, url, body, token = admin) => api(server.base, token, method, url, body);
  const gateway = (
    await call('POST', '/tb/token', { clientId: 'demo-gateway', clientSecret: 'demo-gateway-secret' }, null)
  ).accessToken;

  // The people on duty, made as an administrator would, each setting their own email.
  const orgId = (await call('GET', '/sysOrg/list'))[0].id;
  const publicKey = await call('GET', '/getPublicKey', undefined, null);
  const password = 'Bench-Duty-2026';
  const people = [];
  for (let i = 0; i < RECIPIENTS; i += 1) {
    const account = `bench.full.${String(i).padStart(2, '0')}`;
    const user = await call('POST', '/sysUser/add', {
      account,
      name: `Bench Full ${i}`,
      orgId,
      positionIds: [],
      password: sm2.doEncrypt(password, publicKey, 1),
    });
    const token = await signIn(server.base, account, password);
    const email = `${account}@full-load.test`;
    await call('POST', '/alerting/contacts/setEmail', { email }, token);
    people.push({ id: user.id, email });
  }
  const emails = new Set(people.map((person) => person.email));
  const siteDay = (at) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);
  await call('POST', '/dutyRoster/save', {
    site: SITE,
    family: 'health',
    shifts: [],
    overrides: people.map((person) => ({
      from: siteDay(Date.now() - 86_400_000),
      to: siteDay(Date.now() + 7 * 86_400_000),
      mode: 'replace',
      userId: person.id,
    })),
  });
  await call('POST', '/dutyRoster/chain/save', {
    site: SITE,
    family: 'health',
    level2: { userIds: [], roleId: null },
    level3: { userIds: [], roleId: null },
    delays: { critical: [0, 2, 5], warning: [10, 30] },
  });
  const devices = Array.from({ length: LOAD_ALERTS }, (_, i) => ({
    kind: 'watch',
    imei: `FULL-${String(i).padStart(5, '0')}`,
    name: `Full ${String(i).padStart(5, '0')}`,
    site: SITE,
  }));
  for (let at = 0; at < devices.length; at += 1000) {
    await call('POST', '/devices/provision', { devices: devices.slice(at, at + 1000) }, gateway);
  }

  // --- Sampling, once a second: the server's progress and everyone's CPU ----------------------------
  const samples = [];
  const pgPids = () => [postmaster, ...childrenOf(postmaster)];
  let previous = {
    at: Date.now(),
    server: cpuTicks(server.pid),
    postgres: pgPids().reduce((sum, pid) => sum + cpuTicks(pid), 0),
    bench: process.cpuUsage(),
  };
  const sampler = new pg.Client({ connectionString: server.databaseUrl });
  await sampler.connect();
  let sampling = true;
  const sampleLoop = (async () => {
    const started = Date.now();
    while (sampling) {
      await sleep(1000);
      const at = Date.now();
      const progress = (
        await sampler.query(
          `select
             (select count(*)::int from device_alert a join device d on d.id = a.device_id
               where d.imei like 'FULL-%') as raised,
             (select count(*)::int from device_alert a join device d on d.id = a.device_id
               where d.imei like 'FULL-%' and a.delivery_planned_at is not null) as planned,
             (select count(*)::int from alert_delivery where channel = 'email' and state = 'pending') as pending,
             (select count(*)::int from alert_delivery where channel = 'email' and state = 'queued') as queued,
             (select count(*)::int from alert_delivery where channel = 'email' and state = 'sent') as sent`,
        )
      ).rows[0];
      const now = {
        at,
        server: cpuTicks(server.pid),
        postgres: pgPids().reduce((sum, pid) => sum + cpuTicks(pid), 0),
        bench: process.cpuUsage(),
      };
      const wall = now.at - previous.at;
      samples.push({
        second: Math.round((at - started) / 1000),
        ...progress,
        accepted: accepted.length,
        // Share of one core, in per cent, over the last interval.
        serverCpu: Math.round(((now.server - previous.server) * TICK_MS * 100) / wall),
        postgresCpu: Math.round(((now.postgres - previous.postgres) * TICK_MS * 100) / wall),
        benchCpu: Math.round(
          ((now.bench.user - previous.bench.user + now.bench.system - previous.bench.system) / 1000 / wall) *
            100,
        ),
        load: os.loadavg()[0].toFixed(1),
      });
      previous = now;
    }
  })();

  // --- The flood: 1,000 SOS in a minute, one ingest request a second --------------------------------
  const raisedAt = new Map(); // imei -> when its ingest request was sent
  const started = Date.now();
  let lastRaised = started;
  for (let second = 0; second < LOAD_SECONDS; second += 1) {
    const from = Math.floor((second * LOAD_ALERTS) / LOAD_SECONDS);
    const to = Math.floor(((second + 1) * LOAD_ALERTS) / LOAD_SECONDS);
    const batch = devices.slice(from, to);
    if (batch.length > 0) {
      const sentAt = Date.now();
      const answer = await call(
        'POST',
        '/devices/ingest',
        {
          messages: batch.map((device, i) => ({
            imei: device.imei,
            topic: 'event',
            payload: { mid: `full-${from + i}`, ts: sentAt, type: 'sos', battery: 70 },
          })),
        },
        gateway,
      );
      if (answer.accepted !== batch.length) throw new Error(`ingest refused: ${JSON.stringify(answer)}`);
      for (const device of batch) raisedAt.set(device.imei, sentAt);
      lastRaised = sentAt;
    }
    await sleep(Math.max(0, started + (second + 1) * 1000 - Date.now()));
  }
  const expected = LOAD_ALERTS * RECIPIENTS;
  const loadAccepted = () => accepted.filter((mail) => emails.has(mail.to)).length;
  let seen = -1;
  let lastProgress = Date.now();
  const drainEnd = Date.now() + DRAIN_SECONDS * 1000;
  while (Date.now() < drainEnd) {
    const now = loadAccepted();
    if (now !== seen) {
      seen = now;
      lastProgress = Date.now();
    }
    if (now >= expected || Date.now() - lastProgress > 60_000) break;
    await sleep(200);
  }
  // A delivery sent twice would show up shortly after the last one expected.
  await sleep(5000);
  sampling = false;
  await sampleLoop;
  await sampler.end();

  // --- Counting --------------------------------------------------------------------------------------
  const alerts = (
    await db.query(
      `select a.id::text, d.imei, a.raised_at, a.delivery_planned_at
       from device_alert a join device d on d.id = a.device_id where d.imei like 'FULL-%'`,
    )
  ).rows;
  const alertIds = new Set(alerts.map((alert) => alert.id));
  const rows = (
    await db.query(
      `select d.id::text, d.alert_id::text, d.address, d.state, d.due_at, d.queued_at, d.sent_at, d.created_at
       from alert_delivery d join device_alert a on a.id = d.alert_id join device v on v.id = a.device_id
       where v.imei like 'FULL-%' and d.channel = 'email'`,
    )
  ).rows;
  const states = {};
  for (const row of rows) states[row.state] = (states[row.state] ?? 0) + 1;
  const mine = accepted.filter((mail) => alertIds.has(mail.alertId) && emails.has(mail.to));
  const distinctPairs = new Set(mine.map((mail) => `${mail.alertId}|${mail.to}`));
  const received = distinctPairs.size;
  const lost = expected - received;
  const duplicateDeliveries = [...byDelivery.values()].filter((ats) => ats.length > 1).length;
  const duplicatePairs = [...byAlertAndPerson.entries()].filter(
    ([key, n]) => n > 1 && alertIds.has(key.split('|')[0]),
  ).length;
  const imeiOf = new Map(alerts.map((alert) => [alert.id, alert.imei]));
  const firstAccepted = new Map();
  for (const mail of mine) {
    const key = `${mail.alertId}|${mail.to}`;
    if (!firstAccepted.has(key) || firstAccepted.get(key) > mail.at) firstAccepted.set(key, mail.at);
  }
  const waits = [...firstAccepted.entries()].map(
    ([key, at]) => at - raisedAt.get(imeiOf.get(key.split('|')[0])),
  );
  const wait = stats(waits);
  const lastAccepted = Math.max(...mine.map((mail) => mail.at));
  const seconds = (lastAccepted - started) / 1000;

  // Where a delivery's wait went, by the server's own stamps (the site clock is the system clock here).
  const alertById = new Map(alerts.map((alert) => [alert.id, alert]));
  const planning = alerts
    .filter((alert) => alert.delivery_planned_at)
    .map((alert) => alert.delivery_planned_at - alert.raised_at);
  const toQueue = rows.filter((row) => row.queued_at).map((row) => row.queued_at - row.due_at);
  const toSend = rows.filter((row) => row.sent_at && row.queued_at).map((row) => row.sent_at - row.queued_at);
  const rowWait = rows
    .filter((row) => row.sent_at)
    .map((row) => row.sent_at - alertById.get(row.alert_id).raised_at);

  // The job queue's own stamps (pg-boss): a job's wait for a worker, and its batch's run (a batch of
  // jobs completes together, after its slowest send).
  let jobs = [];
  try {
    jobs = (
      await db.query(
        `select extract(epoch from started_on - created_on) * 1000 as waited,
                extract(epoch from completed_on - started_on) * 1000 as ran
         from (select created_on, started_on, completed_on from pgboss.job where name = 'alert-delivery'
               union all
               select created_on, started_on, completed_on from pgboss.archive where name = 'alert-delivery') j
         where completed_on is not null`,
      )
    ).rows.map((row) => ({ waited: Number(row.waited), ran: Number(row.ran) }));
  } catch (error) {
    line(`  (pg-boss stamps not read: ${error.message})`);
  }
  line(
    `full load: ${LOAD_ALERTS} SOS over ${((lastRaised - started) / 1000).toFixed(0)} s (one ingest request a second) ` +
      `to ${RECIPIENTS} people on duty, email each`,
  );
  line(`  offered: ${alerts.length} alerts raised, ${expected} deliveries expected (alert x person)`);
  line(`  planned: ${rows.length} email deliveries (server rows: ${JSON.stringify(states)})`);
  line(
    `  delivered: ${received} distinct (alert, person) accepted by the SMTP server, ${mine.length} mails in all`,
  );
  line(`  lost (expected - received): ${lost}`);
  line(
    `  duplicates: ${duplicateDeliveries} deliveries received more than once; ${duplicatePairs} (alert, person) pairs mailed more than once`,
  );
  line(
    `  raise -> accepted: p50 ${ms(wait.p50)}, p95 ${ms(wait.p95)}, max ${ms(wait.max)}; ` +
      `${Math.round(mine.length / seconds)} deliveries/s from the first alert to the last mail ` +
      `(keeping up needs ${Math.round(expected / Math.max(1, (lastRaised - started) / 1000))}/s); ` +
      `last mail ${s(lastAccepted - lastRaised)} after the last alert`,
  );
  const split = (name, values) => {
    const v = stats(values);
    return `${name} p50 ${ms(v.p50)} p95 ${ms(v.p95)} max ${ms(v.max)}`;
  };
  line(
    `  where the wait went (server stamps): ${split('raise -> planned', planning)}; ${split('due -> queued', toQueue)}; ` +
      `${split('queued -> sent', toSend)}; ${split('raise -> sent', rowWait)}`,
  );
  line(
    `  the job queue (pg-boss stamps, ${jobs.length} jobs): ${split(
      'queued -> taken by a worker',
      jobs.map((job) => job.waited),
    )}; ${split(
      'taken -> batch completed',
      jobs.map((job) => job.ran),
    )}`,
  );
  line(
    '  per 10 s: second, alerts raised / planned, deliveries pending / queued / sent (server), accepted (SMTP),',
  );
  line('            CPU % of one core: server, PostgreSQL, bench (SMTP server); load average');
  for (const sample of samples.filter((_, i) => i % 10 === 9 || i === samples.length - 1)) {
    line(
      `  ${String(sample.second).padStart(5)} s  ${String(sample.raised).padStart(5)} / ${String(sample.planned).padStart(5)}  ` +
        `${String(sample.pending).padStart(6)} / ${String(sample.queued).padStart(6)} / ${String(sample.sent).padStart(6)}  ` +
        `${String(sample.accepted).padStart(6)}   cpu ${sample.serverCpu} / ${sample.postgresCpu} / ${sample.benchCpu}  load ${sample.load}`,
    );
  }
  // Each stage's rate while it had work waiting: what the engine handed to the job queue (pending ->
  // queued) while deliveries were pending, and what the queue's workers sent while jobs were queued.
  const rateWhile = (waiting, done) => {
    let count = 0;
    let time = 0;
    for (let i = 1; i < samples.length; i += 1) {
      if (!waiting(samples[i - 1])) continue;
      count += done(samples[i]) - done(samples[i - 1]);
      time += samples[i].second - samples[i - 1].second;
    }
    return time > 0 ? Math.round(count / time) : NaN;
  };
  const queuedRate = rateWhile(
    (sample) => sample.pending > 0,
    (sample) => sample.queued + sample.sent,
  );
  const sentRate = rateWhile(
    (sample) => sample.queued > 0,
    (sample) => sample.sent,
  );
  line(
    `  stage rates: handed to the job queue ${queuedRate}/s while deliveries were pending; ` +
      `sent ${sentRate}/s while jobs were queued`,
  );
  const busy = samples.filter((sample) => sample.sent < expected && sample.pending + sample.queued > 0);
  const mean = (key) =>
    Math.round(busy.reduce((sum, sample) => sum + sample[key], 0) / Math.max(1, busy.length));
  line(
    `  while deliveries waited (${busy.length} s): mean CPU server ${mean('serverCpu')} %, PostgreSQL ${mean('postgresCpu')} %, ` +
      `bench ${mean('benchCpu')} % of one core (2 cores: 200 %)`,
  );
  line(
    JSON.stringify({
      alerts: LOAD_ALERTS,
      recipients: RECIPIENTS,
      expected,
      planned: rows.length,
      received,
      mails: mine.length,
      lost,
      duplicateDeliveries,
      duplicatePairs,
      raiseToAccepted: wait,
      states,
      queuedRate,
      sentRate,
      cpus: os.cpus().length,
      node: process.version,
    }),
  );
} finally {
  await db.end();
  await server.stop();
  await smtp.close();
}
