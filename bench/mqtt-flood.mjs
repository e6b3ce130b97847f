// MQTT flood benchmark (issue #30, finding 1): the built server on a throw-away PostgreSQL 15 with its
// embedded broker at its default limits, and FLOOD_SOCKETS (4) unauthenticated sockets that each declare
// a 256 MB CONNECT and stream zeros, for FLOOD_SECONDS (20) per phase. Meanwhile /api/health is called
// every 50 ms and the server's resident memory (VmRSS of its process) is read every 250 ms.
// 1. The attack: four sockets streaming; a socket the server closes is opened again a second
//    later (an attacker who keeps trying), so four are at it for the whole 20 s.
// 2. A connection flood: a closed socket is opened again at once (thousands of connections a second
//    from one address); the connection-rate limit refuses them at the door.
// 0. At rest: the same probes without an attack, for comparison.
// Prints for each: connections made, the server's memory before, at its peak (growth) and 5 s after,
// /api/health's latency (median, p99, max), and the broker's refusals by reason (GET /devices/link/status).
// Run `npm run build` first. FLOOD_TRACE=1 also prints the memory growth every 250 ms.
import fs from 'node:fs';
import net from 'node:net';
import { api, percentile, signIn, startBenchServer } from './lib/harness.mjs';

const SOCKETS = Number(process.env.FLOOD_SOCKETS ?? 4);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 20);
const MB = 1024 * 1024;
const line = (text) => process.stdout.write(`${text}\n`);
const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const header = Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]); // CONNECT, remaining length 256 MB - 1
const zeros = Buffer.alloc(64 * 1024);

async function refusals(server, token) {
  const status = await api(server.base, token, 'GET', '/devices/link/status');
  return status.broker.refused;
}

async function flood(server, token, title, reopenAfterMs) {
  const refusedBefore = await refusals(server, token);
  const before = rssOf(server.pid);
  const until = Date.now() + SECONDS * 1000;
  let connections = 0;
  const attacker = () =>
    new Promise((resolve) => {
      const open = () => {
        if (Date.now() >= until) return resolve();
        connections += 1;
        const socket = net.connect({ port: server.mqttPort, host: '127.0.0.1' });
        const pump = () => {
          while (!socket.destroyed && Date.now() < until) {
            if (!socket.write(zeros)) return void socket.once('drain', pump);
          }
          socket.destroy();
        };
        socket.on('connect', () => {
          socket.write(header);
          pump();
        });
        socket.on('error', () => {});
        socket.on('close', () =>
          reopenAfterMs ? setTimeout(open, Math.min(reopenAfterMs, until - Date.now())) : setImmediate(open),
        );
      };
      open();
    });
  let peak = before;
  const timeline = [];
  const latencies = [];
  const probe = (async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      await sleep(50);
    }
  })();
  const memory = setInterval(() => {
    const rss = rssOf(server.pid);
    peak = Math.max(peak, rss);
    timeline.push(Math.round((rss - before) / MB));
  }, 250);
  const sockets = reopenAfterMs === null ? 0 : SOCKETS;
  await Promise.all([...Array.from({ length: sockets }, attacker), probe]);
  clearInterval(memory);
  await sleep(5000);
  const after = rssOf(server.pid);
  const sorted = [...latencies].sort((a, b) => a - b);
  const refusedAfter = await refusals(server, token);
  const refused = Object.entries(refusedAfter)
    .map(([reason, n]) => [reason, n - (refusedBefore[reason] ?? 0)])
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  line(`${title}: ${sockets} sockets x ${SECONDS} s, ${connections} connections`);
  line(
    `  server memory (VmRSS): before ${(before / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB ` +
      `(+${((peak - before) / MB).toFixed(1)} MB), 5 s after ${(after / MB).toFixed(1)} MB`,
  );
  line(
    `  /api/health: ${latencies.length} calls, median ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
  line(`  broker refusals: ${refused || 'none'}`);
  if (process.env.FLOOD_TRACE) line(`  memory growth every 250 ms (MB): ${timeline.join(' ')}`);
}

const server = await startBenchServer('mqtt-flood');
try {
  const token = await signIn(server.base, 'superAdmin', '123456');
  for (let i = 0; i < 20; i += 1) await fetch(`${server.base}/api/health`);
  await sleep(2000);
  await flood(server, token, 'at rest (the same probes, no attack)', null);
  await flood(server, token, '4 x 256 MB CONNECT, reopened after 1 s', 1000);
  await flood(server, token, 'connection flood (reopened at once)', 0);
} finally {
  await server.stop();
}
