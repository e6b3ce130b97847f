// Locks obey permits benchmark (issue #34, "Figures"): the built server on a throw-away PostgreSQL 15
// with its embedded MQTT broker; BENCH_LOCKS (50) smart locks at one manhole, each an MQTT client that
// answers its commands as lock firmware does, bound to confined-space permits; one active
// confined-space permit there (made by SQL: the approval is not what is measured), and a gas sensor
// at the manhole.
// 1. Unlock: BENCH_UNLOCKS (50) console unlocks, one at a time, each of the next lock (POST /api/smartLock/unlock,
//    which decides by the permit rule first); from the request to the `unlock` command arriving on the
//    lock's topic (goal p95 < 200 ms), and the whole call (the lock's reply included).
// 2. Suspension: the gas sensor reports 25 % LEL through the gateway (POST /api/devices/ingest); the
//    gas alarm suspends the permit, and every bound lock must get `lock`; from the report to each
//    lock's command (goal: all of them < 1 s).
// Run `npm run build` first.
import { api, percentile, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';

const pg = serverRequire('pg');
const mqtt = serverRequire('mqtt');
const LOCKS = Number(process.env.BENCH_LOCKS ?? 50);
const UNLOCKS = Number(process.env.BENCH_UNLOCKS ?? 50);
const SITE = 'Bench Site';
const PLACE = 'Manhole MH-9';
const line = (text) => process.stdout.write(`${text}\n`);
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const sleep = (wait) => new Promise((resolve) => setTimeout(resolve, wait));

const server = await startBenchServer('locks', { env: { SITEGUARD_TEST_CLOCK: 'on' } });
const db = new pg.Client({ connectionString: server.databaseUrl });
await db.connect();
const clients = [];
try {
  const admin = await signIn(server.base, 'superAdmin', '123456');
  const call = (method, url, body, token = admin) => api(server.base, token, method, url, body);
  const gateway = (
    await call('POST', '/tb/token', { clientId: 'demo-gateway', clientSecret: 'demo-gateway-secret' }, null)
  ).accessToken;
  const imeis = Array.from({ length: LOCKS }, (_, i) => `BENCH-L${String(i).padStart(4, '0')}`);
  const provisioned = await call(
    'POST',
    '/devices/provision',
    {
      devices: [
        ...imeis.map((imei) => ({ kind: 'smartLock', imei, name: imei, site: SITE, area: PLACE })),
        { kind: 'gasSensor', imei: 'BENCH-G0001', name: 'Gas MH-9', site: SITE, area: PLACE },
      ],
    },
    gateway,
  );
  const secrets = new Map(provisioned.map((row) => [row.imei, row.secret]));
  // Bound as the lock dialog saves it; by SQL for fifty locks, before they connect.
  await db.query(`update device set permit_types = '["confinedSpace"]' where imei like 'BENCH-L%'`);
  const { tenant_id: tenantId } = (await db.query(`select tenant_id from device where imei = $1`, [imeis[0]]))
    .rows[0];

  /** imei -> [{ cmd, at }] as each lock received them. */
  const received = new Map(imeis.map((imei) => [imei, []]));
  for (const imei of imeis) {
    const client = await mqtt.connectAsync(server.mqttUrl, {
      username: imei,
      password: secrets.get(imei),
      clientId: `${imei}-bench`,
      reconnectPeriod: 0,
    });
    client.on('message', (_topic, payload) => {
      const command = JSON.parse(payload.toString());
      received.get(imei).push({ cmd: command.cmd, at: Date.now() });
      void client.publishAsync(`sg/dev/${imei}/reply`, JSON.stringify({ cid: command.cid, ok: true }), {
        qos: 1,
      });
    });
    await client.subscribeAsync(`sg/dev/${imei}/cmd`, { qos: 1 });
    clients.push(client);
  }

  // One confined-space permit in force at the manhole, on the site clock.
  const { now } = await call('GET', '/testing/clock');
  const siteNow = Date.parse(now);
  const offset = siteNow - Date.now();
  const permit = (
    await db.query(
      `insert into permit (tenant_id, type, number, status, location, data, valid_from, valid_to)
       values ($1, 'confinedSpace', 'CSP-BENCH-1', 'active', $2, '{}', $3, $4) returning id`,
      [tenantId, `${SITE}, ${PLACE}`, new Date(siteNow - 3_600_000), new Date(siteNow + 4 * 3_600_000)],
    )
  ).rows[0].id;

  // Each unlock on the next lock (a lock is not opened many times a second; its firmware's replies
  // would meet the broker's per-device rate limit).
  const lockIds = new Map(
    (await db.query(`select imei, id::text from device where imei like 'BENCH-L%'`)).rows.map((row) => [
      row.imei,
      row.id,
    ]),
  );
  const toCommand = [];
  const roundTrip = [];
  for (let i = 0; i < UNLOCKS; i++) {
    const imei = imeis[i % imeis.length];
    const before = received.get(imei).length;
    const sentAt = Date.now();
    await call('POST', '/smartLock/unlock', { id: lockIds.get(imei) });
    roundTrip.push(Date.now() - sentAt);
    const command = received.get(imei)[before];
    if (command?.cmd === 'unlock') toCommand.push(command.at - sentAt);
  }
  const unlock = { toCommand: stats(toCommand), roundTrip: stats(roundTrip) };
  line(
    `unlock: ${UNLOCKS} console unlocks, request -> 'unlock' on the lock's topic p50 ${ms(unlock.toCommand.p50)}, ` +
      `p95 ${ms(unlock.toCommand.p95)}, max ${ms(unlock.toCommand.max)}; whole call p50 ${ms(unlock.roundTrip.p50)}, ` +
      `p95 ${ms(unlock.roundTrip.p95)}`,
  );

  // The gas sensor at the manhole reports 25 % LEL: alarm, suspension, every lock locked.
  const reportedAt = Date.now();
  await call(
    'POST',
    '/devices/ingest',
    {
      messages: [
        {
          imei: 'BENCH-G0001',
          topic: 'telemetry',
          payload: {
            mid: 'bench-gas-1',
            ts: Math.round(Date.now() + offset),
            o2: 20.9,
            lel: 25,
            h2s: 0,
            co: 2,
          },
        },
      ],
    },
    gateway,
  );
  const deadline = Date.now() + 10_000;
  const lockedAt = () =>
    imeis.map((imei) => received.get(imei).find((command) => command.cmd === 'lock')?.at);
  while (lockedAt().some((at) => at === undefined) && Date.now() < deadline) await sleep(5);
  const reached = lockedAt()
    .filter((at) => at !== undefined)
    .map((at) => at - reportedAt);
  const status = (await db.query(`select status from permit where id = $1`, [permit])).rows[0].status;
  const suspension = { permitStatus: status, locked: reached.length, of: LOCKS, ...stats(reached) };
  line(
    `suspension: gas report -> permit ${status}; 'lock' reached ${reached.length} of ${LOCKS} locks, ` +
      `p50 ${ms(suspension.p50)}, p95 ${ms(suspension.p95)}, last ${ms(suspension.max)}`,
  );

  line('');
  line('figure                                       | measured                     | goal');
  line('---------------------------------------------|------------------------------|-----------------');
  line(
    `unlock request -> command on lock (p50/p95)   | ${`${ms(unlock.toCommand.p50)} / ${ms(unlock.toCommand.p95)}`.padEnd(29)}| p95 < 200 ms ${unlock.toCommand.p95 < 200 ? 'met' : 'MISSED'}`,
  );
  line(
    `suspension -> all ${LOCKS} locks commanded (last)     | ${`${ms(suspension.max)} (${reached.length}/${LOCKS})`.padEnd(29)}| < 1 s ${suspension.max < 1000 && reached.length === LOCKS ? 'met' : 'MISSED'}`,
  );
  line(JSON.stringify({ unlock, suspension }));
} finally {
  for (const client of clients) await client.endAsync(true).catch(() => {});
  await db.end();
  await server.stop();
}
