// Site devices benchmark (issue #17): the built server on a throw-away PostgreSQL 15, its embedded
// MQTT broker, and the device simulator (scripts/simulate.mjs) as the load.
// 1. Ingestion: BENCH_WATCHES (400) watches x BENCH_RATE (5) readings a second = 2,000 messages/s of
//    realistic telemetry (heart rate, SpO2, temperature, blood pressure, stress, battery, steps, worn)
//    for BENCH_SECONDS (60), QoS 1; messages/s acknowledged, and loss: every acknowledged message must
//    be a telemetry row (counted in the database after the run).
// 2. Alert to bell: BENCH_ALERT_DEVICES (200) watches each send an SOS or fall event every 200 ms
//    (1,000 alerts/s) for 20 s while a client holds the tenant's event stream (GET /api/events, what
//    an open browser's bell listens to); latency from the device's publish to the event naming it;
//    median, p95, max.
// 3. Alert list: BENCH_ALERTS (1,000,000) alerts seeded by SQL (types, levels and statuses spread as
//    a year of a large site has them), then GET /swAlert/page as the page asks: first page, a type,
//    open only, a keyword, a deep page; 30 timed calls each after 3 warm-ups; median and p95.
// Run `npm run build` first (npm run bench does).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { api, percentile, root, serverRequire, signIn, startBenchServer } from './lib/harness.mjs';

const pg = serverRequire('pg');
const mqtt = serverRequire('mqtt');
const WATCHES = Number(process.env.BENCH_WATCHES ?? 400);
const RATE = Number(process.env.BENCH_RATE ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ALERT_DEVICES = Number(process.env.BENCH_ALERT_DEVICES ?? 200);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 1_000_000);
const line = (text) => process.stdout.write(`${text}\n`);
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};

function simulate(server, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/simulate.mjs'),
        '--url',
        server.base,
        '--mqtt',
        server.mqttUrl,
        '--quiet',
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      code === 0 ? resolve(JSON.parse(last)) : reject(new Error(`simulator exited ${code}: ${out}`));
    });
  });
}

async function ingestion(server) {
  const result = await simulate(server, [
    '--watches',
    String(WATCHES),
    '--gas',
    '0',
    // Watches only: the simulator's gate passes all 400 wearers in one instant at the start, a burst of
    // one device's messages at one device time that its rate limit drops (counted as lost below).
    '--gates',
    '0',
    '--rate',
    String(RATE),
    '--duration',
    String(SECONDS),
    '--prefix',
    'ING',
  ]);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select count(*)::int as n from telemetry t join device d on d.id = t.device_id where d.imei like 'ING-%'`,
  );
  const drops = await client.query(
    'select reason, sum(n)::int as n from device_ingest_drop group by reason order by reason',
  );
  await client.end();
  const lost = result.acked - rows[0].n;
  line(
    `ingestion: ${WATCHES} watches x ${RATE}/s for ${result.seconds} s: sent ${result.sent}, acknowledged ${result.acked} ` +
      `(${result.ackedPerSecond} messages/s), failed ${result.failed}; rows stored ${rows[0].n}, lost ${lost}` +
      `; dropped on purpose: ${drops.rows.map((row) => `${row.reason} ${row.n}`).join(', ') || 'none'}`,
  );
  return { ...result, stored: rows[0].n, lost };
}

/** The tenant's event stream as a browser holds it; calls `onEvent(name, data, at)` per event. */
async function eventStream(base, token, onEvent) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = Date.now();
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) onEvent(name, JSON.parse(data), at);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {}
  })();
  return () => controller.abort();
}

async function alertToBell(server, token) {
  const gateway = await api(server.base, null, 'POST', '/tb/token', {
    clientId: 'demo-gateway',
    clientSecret: 'demo-gateway-secret',
  });
  const devices = Array.from({ length: ALERT_DEVICES }, (_, i) => ({
    kind: 'watch',
    imei: `BELL-${String(i).padStart(4, '0')}`,
    name: `Bell watch ${i}`,
    site: 'Kai Tak',
  }));
  const secrets = await api(server.base, gateway.accessToken, 'POST', '/devices/provision', { devices });
  const sentAt = new Map();
  const latencies = [];
  const stop = await eventStream(server.base, token, (name, data, at) => {
    if (name !== 'deviceAlert') return;
    for (const alert of data.alerts ?? []) {
      const sent = sentAt.get(alert.deviceName);
      if (sent !== undefined) latencies.push(at - sent);
    }
  });
  const clients = await Promise.all(
    secrets.map((device) =>
      mqtt.connectAsync(server.mqttUrl, {
        username: device.imei,
        password: device.secret,
        reconnectPeriod: 0,
      }),
    ),
  );
  let sent = 0;
  let acked = 0;
  const started = Date.now();
  const timers = clients.map((client, i) =>
    setInterval(() => {
      const now = Date.now();
      sentAt.set(`Bell watch ${i}`, now);
      sent += 1;
      client
        .publishAsync(
          `sg/dev/${secrets[i].imei}/event`,
          JSON.stringify({ mid: `${i}-${sent}`, ts: now, type: sent % 2 ? 'sos' : 'fall' }),
          { qos: 1 },
        )
        .then(() => {
          acked += 1;
        });
    }, 200),
  );
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  for (const timer of timers) clearInterval(timer);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  stop();
  await Promise.all(clients.map((client) => client.endAsync()));
  const seconds = (Date.now() - started - 2000) / 1000;
  const figures = stats(latencies);
  line(
    `alert to bell: ${ALERT_DEVICES} watches, ${Math.round(acked / seconds)} alert events/s acknowledged (${sent} sent); ` +
      `publish -> event stream: median ${figures.median} ms, p95 ${figures.p95} ms, max ${figures.max} ms (${latencies.length} samples)`,
  );
  return { alertsPerSecond: Math.round(acked / seconds), ...figures, samples: latencies.length };
}

async function seedAlerts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const { rows } = await client.query(`select tenant_id from sys_user where account = 'superAdmin'`);
  const tenant = rows[0].tenant_id;
  // Their own watches, so no open alert of the runs above meets a seeded one.
  const { rows: watches } = await client.query(
    `insert into device (tenant_id, kind, name, imei, site)
     select $1, 'watch', 'Seed watch ' || g, 'SEED-' || g, 'Kai Tak' from generate_series(1, 100) g returning id`,
    [tenant],
  );
  await client.query(
    `insert into device_alert (tenant_id, device_id, type, level, status, count, trigger_time, alert_time, raised_at,
       is_viewed, step, battery, site, location, vitals, wearer_name, sos_phone, resolution_note)
     select $1, ($2::bigint[])[1 + g % $3],
       (array['bloodOxygen','bloodPressure','fall','waterFall','heartRate','lowBattery','mentalStress','notWorn','sos','temperature'])[1 + g % 10],
       case when g % 10 in (2, 3, 8) or g % 7 = 0 then 'critical' else 'warning' end,
       -- The newest hundred open, one per watch (one open alert per watch and type).
       case when g > ${ALERTS} - 100 then (array['notified','acknowledged'])[1 + g % 2]
         else (array['resolved','resolved','resolved','falseAlarm'])[1 + g % 4] end,
       1 + g % 3,
       now() - ((${ALERTS} - g) * interval '30 seconds'), now() - ((${ALERTS} - g) * interval '30 seconds'),
       now() - ((${ALERTS} - g) * interval '30 seconds'),
       g <= ${ALERTS} - 100, g % 9000, 20 + g % 80,
       (array['Kai Tak','Tseung Kwan O','Tsuen Wan','Central'])[1 + g % 4],
       'Tower ' || (1 + g % 12) || ' level ' || (g % 40),
       jsonb_build_object('spo2', 85 + g % 10),
       -- 30 x 30 Hong Kong names: a site of about 900 workers.
       (array['Chan','Wong','Lee','Cheung','Lau','Ho','Ng','Leung','Lam','Tang','Chow','Tsang','Yip','Kwok','Mak',
              'Fung','Chu','Lo','Tam','Yeung','Siu','Poon','Kwan','Choi','Tse','Law','Hui','Cheng','Au','Luk'])[1 + g % 30]
         || ' ' ||
       (array['Tai Man','Siu Ming','Ka Yan','Chi Keung','Wing Kei','Kin Wai','Ho Yin','Man Kit','Wai Lun','Chun Hei',
              'Ka Ho','Tsz Kin','Hon Ming','Yuk Lin','Mei Ling','Kwok Wing','Sai Kit','Chung Yan','Pak Hei','Lok Yi',
              'Ming Fai','Shing Fung','Wai Keung','Kam Po','Yat Long','Hiu Tung','Cheuk Hin','King Sang','Tin Yau','Ho Lam'])[1 + (g / 30) % 30],
       '9' || lpad((g % 10000000)::text, 7, '0'),
       case when g <= ${ALERTS} - 100 then 'Checked on site' end
     from generate_series(1, ${ALERTS}) g`,
    [tenant, watches.map((row) => row.id), watches.length],
  );
  await client.query('vacuum (analyze) device_alert');
  if (process.env.BENCH_EXPLAIN) {
    const plan = await client.query(process.env.BENCH_EXPLAIN);
    for (const row of plan.rows) line(Object.values(row)[0]);
  }
  await client.end();
  return Date.now() - started;
}

async function alertList(server, token) {
  const seededMs = await seedAlerts(server.databaseUrl);
  line(`alert list: ${ALERTS} alerts seeded in ${(seededMs / 1000).toFixed(1)} s`);
  const cases = {
    'first page': '/swAlert/page?pageNo=1&pageSize=10',
    'type sos': '/swAlert/page?pageNo=1&pageSize=10&type=sos',
    'open only': '/swAlert/page?pageNo=1&pageSize=10&open=true',
    // A wearer's full name (about 1,100 alerts in the year), and a surname alone (about 33,000).
    'keyword "Chan Tai Man"': '/swAlert/page?pageNo=1&pageSize=10&keyword=Chan%20Tai%20Man',
    'keyword "Cheung"': '/swAlert/page?pageNo=1&pageSize=10&keyword=Cheung',
    'site, critical': '/swAlert/page?pageNo=1&pageSize=10&site=Kai%20Tak&level=critical',
    'page 500': '/swAlert/page?pageNo=500&pageSize=20',
  };
  const figures = {};
  for (const [name, url] of Object.entries(cases)) {
    for (let i = 0; i < 3; i += 1) await api(server.base, token, 'GET', url);
    const times = [];
    let total = 0;
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      const page = await api(server.base, token, 'GET', url);
      times.push(performance.now() - started);
      total = page.totalRows;
    }
    const { median, p95 } = stats(times);
    figures[name] = { median: +median.toFixed(1), p95: +p95.toFixed(1), totalRows: total };
    line(`  ${name}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${total} rows match)`);
  }
  return figures;
}

const server = await startBenchServer('devices');
try {
  const token = await signIn(server.base, 'superAdmin', '123456');
  // BENCH_ONLY=list (or ingestion, bell) runs one part.
  const only = process.env.BENCH_ONLY;
  const results = {};
  if (!only || only === 'ingestion') results.ingestion = await ingestion(server);
  if (!only || only === 'bell') results.alertToBell = await alertToBell(server, token);
  if (!only || only === 'list') results.alertList = await alertList(server, token);
  line(JSON.stringify(results));
} finally {
  await server.stop();
}
