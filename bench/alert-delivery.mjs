// Alert delivery benchmark (issue #33, "Figures"): the built server on a throw-away PostgreSQL 15 with
// SMTP_URL at a real SMTP server (lib/smtp-sink.mjs) and SMS_URL at the Twilio simulator
// (scripts/lib/sms-simulator.mjs), and SITEGUARD_TEST_CLOCK=on so escalations are measured by moving
// the site clock (POST /api/testing/clock) instead of waiting real minutes. Alerts are raised as a
// gateway does: SOS events through POST /api/devices/ingest with the demo gateway client.
// 1. Latency: BENCH_LATENCY_ALERTS (50) SOS alerts one at a time at a site where superAdmin alone is
//    on duty; raise (before the ingest request) -> push request received by the push service
//    (lib/push-sink.mjs, HTTPS; goal p95 < 1 s), -> mail accepted by the SMTP server, -> SMS accepted
//    by the simulator (goal p95 < 2 s each).
// 2. Escalation: BENCH_ESCALATIONS (5) SOS alerts left alone; a chain whose level 2 is due after
//    1 minute; the clock is set 3 s before the level-2 due time and ticks on; due time -> level-2 mail
//    and SMS. Goal < 5 s.
// 3. Load: BENCH_LOAD_ALERTS (1,000) SOS alerts over BENCH_LOAD_SECONDS (60) at a site where
//    BENCH_RECIPIENTS (50) users, made over the API with their own email and mobile, are on duty;
//    every (alert, recipient, channel) must arrive exactly once. Prints throughput and the time to
//    drain after the last alert; waits at most BENCH_DRAIN_SECONDS (900) for the stragglers.
// BENCH_ONLY=latency|escalation|load runs one part. Run `npm run build` first (npm run bench does).
import { startSmsSimulator } from '../scripts/lib/sms-simulator.mjs';
import { api, percentile, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';
import { startPushSink } from './lib/push-sink.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const pg = serverRequire('pg');
const { sm2 } = serverRequire('sm-crypto');
const LATENCY_ALERTS = Number(process.env.BENCH_LATENCY_ALERTS ?? 50);
const ESCALATIONS = Number(process.env.BENCH_ESCALATIONS ?? 5);
const LOAD_ALERTS = Number(process.env.BENCH_LOAD_ALERTS ?? 1000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 50);
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 900);
const ONLY = process.env.BENCH_ONLY;
const LATENCY_SITE = 'Bench Latency Site';
const LOAD_SITE = 'Bench Load Site';
const line = (text) => process.stdout.write(`${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? { n: 0, p50: NaN, p95: NaN, max: NaN }
    : { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

// What arrived, as the world outside the server saw it.
/** alert id -> [{ at, to, deliveryId }] */
const mails = new Map();
/** device name -> [{ at, to, level }] */
const texts = new Map();
const push = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value]);

const smtp = await startSmtpSink(({ at, to, messageId, alertId }) => {
  const deliveryId = /alert-delivery-(\d+)@/.exec(messageId ?? '')?.[1];
  push(mails, alertId ?? '?', { at, to, deliveryId });
});
/** [{ at, path }], in arrival order */
const pushes = [];
const pushSink = await startPushSink((request) => pushes.push(request));
const sms = await startSmsSimulator();
sms.events.on('message', (message) => {
  const at = Date.now();
  const who = /^Who: (.+)$/m.exec(message.body)?.[1] ?? '?';
  const level = Number(/escalation level (\d)/.exec(message.body)?.[1] ?? 1);
  push(texts, who, { at, to: message.to, level });
});
const server = await startBenchServer('alert-delivery', {
  env: {
    SMTP_URL: smtp.smtpUrl,
    SMTP_FROM: 'Siteguard Bench <alerts@siteguard.test>',
    SMS_URL: sms.smsUrl,
    SMS_FROM: '+85230001234',
    PUSH_SERVICES: pushSink.origin,
    PUSH_CA_FILE: pushSink.caFile,
    SITEGUARD_TEST_CLOCK: 'on',
    // The load part signs in its 50 users, one after another, from this one address.
    RATE_LIMIT_SIGN_IN: '1000',
  },
});
const db = new pg.Client({ connectionString: server.databaseUrl });
await db.connect();

try {
  const admin = await signIn(server.base, 'superAdmin', '123456');
  const call = (method, url, body, token = admin) => api(server.base, token, method, url, body);
  const gateway = (
    await call('POST', '/tb/token', { clientId: 'demo-gateway', clientSecret: 'demo-gateway-secret' }, null)
  ).accessToken;

  /** Site time minus wall time: a device here keeps the site's time, as a synchronised watch does. */
  let offset = 0;
  const readClock = async () => {
    const before = Date.now();
    const { now } = await call('GET', '/testing/clock');
    offset = Date.parse(now) - (before + Date.now()) / 2;
    return Date.parse(now);
  };
  const setClock = async (at) => {
    await call('POST', '/testing/clock', { at: new Date(at).toISOString() });
    return readClock();
  };
  await readClock();

  /** The site's Hong Kong day of a site instant, as YYYY-MM-DD. */
  const siteDay = (at) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);
  /** Everyone in `userIds` on duty for health and SOS at `site` from yesterday to a week on, level 2 as given. */
  async function putOnDuty(site, userIds, level2UserIds) {
    const now = await readClock();
    await call('POST', '/dutyRoster/save', {
      site,
      family: 'health',
      shifts: [],
      overrides: userIds.map((userId) => ({
        from: siteDay(now - 86_400_000),
        to: siteDay(now + 7 * 86_400_000),
        mode: 'replace',
        userId,
      })),
    });
    await call('POST', '/dutyRoster/chain/save', {
      site,
      family: 'health',
      level2: { userIds: level2UserIds, roleId: null },
      level3: { userIds: [], roleId: null },
      delays: { critical: [0, 1, 5], warning: [10, 30] },
    });
  }

  async function provision(prefix, count, site) {
    const devices = Array.from({ length: count }, (_, i) => ({
      kind: 'watch',
      imei: `${prefix}-${String(i).padStart(5, '0')}`,
      name: `${prefix} ${String(i).padStart(5, '0')}`,
      site,
    }));
    for (let at = 0; at < devices.length; at += 1000) {
      await call('POST', '/devices/provision', { devices: devices.slice(at, at + 1000) }, gateway);
    }
    return devices;
  }

  let sent = 0;
  /** SOS events from these watches in one ingest request; answers the instant before it was sent. */
  async function raise(devices) {
    const sentAt = Date.now();
    const answer = await call(
      'POST',
      '/devices/ingest',
      {
        messages: devices.map((device, i) => ({
          imei: device.imei,
          topic: 'event',
          payload: {
            mid: `bench-${sent + i}`,
            ts: Math.round(Date.now() + offset),
            type: 'sos',
            battery: 70,
          },
        })),
      },
      gateway,
    );
    sent += devices.length;
    if (answer.accepted !== devices.length) throw new Error(`ingest refused: ${JSON.stringify(answer)}`);
    return sentAt;
  }

  const alertIdOf = async (imei) =>
    (
      await db.query(
        `select a.id::text from device_alert a join device d on d.id = a.device_id
         where d.imei = $1 order by a.id desc limit 1`,
        [imei],
      )
    ).rows[0]?.id;

  /** Polls (20 ms) until `done()` holds or `timeoutMs` passes; answers whether it held. */
  async function until(done, timeoutMs) {
    const end = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > end) return false;
      await sleep(20);
    }
    return true;
  }

  // The roster page's own list of the tenant's people, as its picker offers them.
  const superAdminId = (await call('GET', '/dutyRoster/list')).users.find(
    (user) => user.account === 'superAdmin',
  ).id;
  await call('POST', '/alerting/contacts/setEmail', { email: 'duty@siteguard.local' });
  await call('POST', '/alerting/contacts/setMobile', { mobile: '+852 9123 4567' });
  // superAdmin's phone allowed notifications (one browser at the bench's push service).
  await call('POST', '/alerting/contacts/addPush', {
    ...pushSink.subscription('superAdmin'),
    label: 'Bench phone',
  });
  await putOnDuty(LATENCY_SITE, [superAdminId], [superAdminId]);
  const results = {};

  if (!ONLY || ONLY === 'latency') {
    const devices = await provision('LAT', LATENCY_ALERTS, LATENCY_SITE);
    const toMail = [];
    const toSms = [];
    const toPush = [];
    let missing = 0;
    for (const device of devices) {
      // One alert at a time to one person: the next push to arrive is this alert's.
      const pushed = pushes.length;
      const sentAt = await raise([device]);
      const alertId = await alertIdOf(device.imei);
      const arrived = await until(
        () => mails.has(alertId) && texts.has(device.name) && pushes.length > pushed,
        30_000,
      );
      if (!arrived) missing += 1;
      if (mails.has(alertId)) toMail.push(mails.get(alertId)[0].at - sentAt);
      if (texts.has(device.name)) toSms.push(texts.get(device.name)[0].at - sentAt);
      if (pushes.length > pushed) toPush.push(pushes[pushed].at - sentAt);
      // Handled, so its level 2 does not fall due during the parts that follow.
      await call('POST', '/swAlert/acknowledge', { id: alertId });
    }
    results.latency = { push: stats(toPush), email: stats(toMail), sms: stats(toSms), missing };
    line(
      `latency: ${LATENCY_ALERTS} SOS one at a time, raise -> push request received: p50 ${ms(results.latency.push.p50)}, ` +
        `p95 ${ms(results.latency.push.p95)}, max ${ms(results.latency.push.max)}; -> email accepted: p50 ${ms(results.latency.email.p50)}, ` +
        `p95 ${ms(results.latency.email.p95)}, max ${ms(results.latency.email.max)}; -> SMS accepted: ` +
        `p50 ${ms(results.latency.sms.p50)}, p95 ${ms(results.latency.sms.p95)}, max ${ms(results.latency.sms.max)}` +
        `${missing ? `; ${missing} not delivered in 30 s` : ''}`,
    );
  }

  if (!ONLY || ONLY === 'escalation') {
    const devices = await provision('ESC', ESCALATIONS, LATENCY_SITE);
    const toMail = [];
    const toSms = [];
    let missing = 0;
    for (const device of devices) {
      await raise([device]);
      const alertId = await alertIdOf(device.imei);
      await until(() => mails.has(alertId) && texts.has(device.name), 30_000);
      const { rows } = await db.query(
        `select id::text, due_at from alert_delivery where alert_id = $1 and level = 2 and channel = 'email'`,
        [alertId],
      );
      const levelTwo = rows[0];
      if (!levelTwo) throw new Error(`alert ${alertId} has no level-2 email delivery`);
      const due = levelTwo.due_at.getTime();
      // The clock ticks on from 3 s before the due time: the sweep finds it due on its own time.
      await setClock(due - 3000);
      const dueWall = due - offset;
      const arrived = await until(
        () =>
          (mails.get(alertId) ?? []).some((mail) => mail.deliveryId === levelTwo.id) &&
          (texts.get(device.name) ?? []).some((text) => text.level === 2),
        60_000,
      );
      if (!arrived) missing += 1;
      const mail = (mails.get(alertId) ?? []).find((found) => found.deliveryId === levelTwo.id);
      const text = (texts.get(device.name) ?? []).find((found) => found.level === 2);
      if (mail) toMail.push(mail.at - dueWall);
      if (text) toSms.push(text.at - dueWall);
      await call('POST', '/swAlert/acknowledge', { id: alertId });
    }
    results.escalation = { email: stats(toMail), sms: stats(toSms), missing };
    line(
      `escalation (site clock moved by POST /api/testing/clock to 3 s before each due time, then ticking): ` +
        `${ESCALATIONS} alerts, level-2 due -> email accepted: p50 ${ms(results.escalation.email.p50)}, ` +
        `max ${ms(results.escalation.email.max)}; -> SMS accepted: p50 ${ms(results.escalation.sms.p50)}, ` +
        `max ${ms(results.escalation.sms.max)}${missing ? `; ${missing} not escalated in 60 s` : ''}`,
    );
  }

  if (!ONLY || ONLY === 'load') {
    const orgId = (await call('GET', '/sysOrg/list'))[0].id;
    const publicKey = await call('GET', '/getPublicKey', undefined, null);
    const password = 'Bench-Duty-2026';
    const people = [];
    for (let i = 0; i < RECIPIENTS; i += 1) {
      const account = `bench.duty.${String(i).padStart(2, '0')}`;
      const user = await call('POST', '/sysUser/add', {
        account,
        name: `Bench Duty ${i}`,
        orgId,
        positionIds: [],
        password: sm2.doEncrypt(password, publicKey, 1),
      });
      // Each sets their own contact points, as in Account settings -> Notifications.
      const token = await signIn(server.base, account, password);
      const email = `${account}@load.test`;
      const mobile = `+8526${String(1000000 + i).slice(-7)}`;
      await call('POST', '/alerting/contacts/setEmail', { email }, token);
      await call('POST', '/alerting/contacts/setMobile', { mobile }, token);
      people.push({ id: user.id, email, mobile });
    }
    // Level 1 only: a chain with nobody at level 2 or 3, so every delivery counted is a level-1 one.
    await putOnDuty(
      LOAD_SITE,
      people.map((person) => person.id),
      [],
    );
    const devices = await provision('LOAD', LOAD_ALERTS, LOAD_SITE);
    const emails = new Set(people.map((person) => person.email));
    const mobiles = new Set(people.map((person) => person.mobile));
    const loadMails = () => [...mails.values()].flat().filter((mail) => emails.has(mail.to));
    const loadTexts = () => [...texts.values()].flat().filter((text) => mobiles.has(text.to));
    const expected = LOAD_ALERTS * RECIPIENTS * 2;
    const started = Date.now();
    let raisedAll = started;
    /** device name -> when its alert was sent to the ingest endpoint */
    const raisedAt = new Map();
    // Once a second, the alerts of that second in one request, as a gateway batches.
    for (let second = 0; second < LOAD_SECONDS; second += 1) {
      const from = Math.floor((second * LOAD_ALERTS) / LOAD_SECONDS);
      const to = Math.floor(((second + 1) * LOAD_ALERTS) / LOAD_SECONDS);
      if (to > from) {
        raisedAll = await raise(devices.slice(from, to));
        for (const device of devices.slice(from, to)) raisedAt.set(device.name, raisedAll);
      }
      const next = started + (second + 1) * 1000;
      await sleep(Math.max(0, next - Date.now()));
    }
    let seen = 0;
    let lastProgress = Date.now();
    const drained = await until(() => {
      const now = loadMails().length + loadTexts().length;
      if (now !== seen) {
        seen = now;
        lastProgress = Date.now();
      }
      return now >= expected || Date.now() - lastProgress > 60_000;
    }, DRAIN_SECONDS * 1000);
    // Anything sent twice shows up shortly after the last one expected.
    await sleep(3000);
    const received = [...loadMails(), ...loadTexts()];
    const lastAt = Math.max(...received.map((item) => item.at));
    const alertIds = new Map(
      (
        await db.query(
          `select d.name, a.id::text from device_alert a join device d on d.id = a.device_id where d.imei like 'LOAD-%'`,
        )
      ).rows.map((row) => [row.id, row.name]),
    );
    const counts = new Map();
    for (const [alertId, list] of mails) {
      for (const mail of list) {
        if (!emails.has(mail.to)) continue;
        const key = `${alertIds.get(alertId) ?? alertId}|${mail.to}|email`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    for (const [who, list] of texts) {
      for (const text of list) {
        if (!mobiles.has(text.to)) continue;
        const key = `${who}|${text.to}|sms`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const twice = [...counts.values()].filter((n) => n > 1).length;
    // How long a person waited for an alert while the flood was worked off (first copy of each).
    const waits = [];
    for (const [alertId, list] of mails) {
      const name = alertIds.get(alertId);
      if (raisedAt.has(name)) for (const mail of list) waits.push(mail.at - raisedAt.get(name));
    }
    for (const [name, list] of texts) {
      if (raisedAt.has(name)) for (const text of list) waits.push(text.at - raisedAt.get(name));
    }
    const missing = expected - counts.size;
    const states = (
      await db.query(
        `select d.channel, d.state, count(*)::int as n from alert_delivery d join device_alert a on a.id = d.alert_id
         join device v on v.id = a.device_id where v.imei like 'LOAD-%' group by 1, 2 order by 1, 2`,
      )
    ).rows;
    const seconds = (lastAt - started) / 1000;
    results.load = {
      alerts: LOAD_ALERTS,
      recipients: RECIPIENTS,
      raiseSeconds: (raisedAll - started) / 1000,
      expected,
      received: received.length,
      distinct: counts.size,
      missing,
      twice,
      deliveriesPerSecond: Math.round(received.length / seconds),
      // What keeping up would take: the deliveries the alerts asked for, per second they came in.
      neededPerSecond: Math.round(expected / Math.max(1, (raisedAll - started) / 1000)),
      raiseToDelivery: stats(waits),
      drainSeconds: +((lastAt - raisedAll) / 1000).toFixed(1),
      drained,
      states: Object.fromEntries(states.map((row) => [`${row.channel} ${row.state}`, row.n])),
    };
    line(
      `load: ${LOAD_ALERTS} SOS over ${results.load.raiseSeconds.toFixed(0)} s to ${RECIPIENTS} people on duty: ` +
        `${expected} deliveries expected (alert x person x email/SMS), ${received.length} received, ` +
        `${counts.size} distinct; missing ${missing}, twice ${twice}; ${results.load.deliveriesPerSecond} deliveries/s ` +
        `from the first alert to the last delivery (keeping up needs ${results.load.neededPerSecond}/s); ` +
        `raise -> delivered: p50 ${ms(results.load.raiseToDelivery.p50)}, p95 ${ms(results.load.raiseToDelivery.p95)}, ` +
        `max ${ms(results.load.raiseToDelivery.max)}; drained ${results.load.drainSeconds} s after the last alert` +
        `${drained ? '' : ' (gave up waiting)'}; server's rows: ${JSON.stringify(results.load.states)}`,
    );
  }

  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  line('');
  line('figure                                     | measured                       | goal       |');
  line('-------------------------------------------|--------------------------------|------------|--------');
  const row = (name, measured, goal, ok) =>
    line(
      `${name.padEnd(43)}| ${measured.padEnd(31)}| ${goal.padEnd(11)}| ${ok === undefined ? '' : verdict(ok)}`,
    );
  if (results.latency) {
    const { push: pushed, email, sms: text } = results.latency;
    row(
      'SOS -> push request received (p50/p95/max)',
      `${ms(pushed.p50)} / ${ms(pushed.p95)} / ${ms(pushed.max)}`,
      'p95 < 1 s',
      pushed.p95 < 1000,
    );
    row(
      'SOS -> email accepted (p50 / p95 / max)',
      `${ms(email.p50)} / ${ms(email.p95)} / ${ms(email.max)}`,
      'p95 < 2 s',
      email.p95 < 2000,
    );
    row(
      'SOS -> SMS accepted (p50 / p95 / max)',
      `${ms(text.p50)} / ${ms(text.p95)} / ${ms(text.max)}`,
      'p95 < 2 s',
      text.p95 < 2000,
    );
  }
  if (results.escalation) {
    const { email, sms: text } = results.escalation;
    row(
      'level-2 due -> email (p50 / max)',
      `${ms(email.p50)} / ${ms(email.max)}`,
      '< 5 s',
      email.max < 5000 && !results.escalation.missing,
    );
    row(
      'level-2 due -> SMS (p50 / max)',
      `${ms(text.p50)} / ${ms(text.max)}`,
      '< 5 s',
      text.max < 5000 && !results.escalation.missing,
    );
  }
  if (results.load) {
    const load = results.load;
    row(
      `${load.alerts} alerts x ${load.recipients} people: lost / twice`,
      `${load.missing} / ${load.twice}`,
      'none',
      load.missing === 0 && load.twice === 0,
    );
    row(
      '  deliveries/s; drain after the last alert',
      `${load.deliveriesPerSecond}/s (needs ${load.neededPerSecond}); ${load.drainSeconds} s`,
      // Kept up: the last alert's deliveries out within a few sweeps, however small the flood.
      'drain < 5 s',
      load.drainSeconds < 5,
    );
    const wait = load.raiseToDelivery;
    row(
      '  raise -> delivered under load (p50/p95)',
      `${ms(wait.p50)} / ${ms(wait.p95)}`,
      'p95 < 2 s',
      wait.p95 < 2000,
    );
  }
  line(JSON.stringify(results));
} finally {
  await db.end();
  await server.stop();
  await smtp.close();
  await sms.close();
  await pushSink.close();
}
