// Weather from the cache: GET /api/weather/current on the built server (recordings replayed, black
// rain so warnings and their rules are in the answer), one request at a time, round robin over the
// three languages. Prints median, p95 and max ms over BENCH_RUNS (default 2000) requests after a
// warm-up; goal: median < 10 ms. BENCH_DATABASE (default "pglite"; or "postgres").
// Run after `npm run build`: `node bench/weather.mjs` (or `npm run bench:weather -w @siteguard/bench`).
import os from 'node:os';
import { api, percentile, signIn, startBenchServer } from './lib/harness.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 2000);
const database = process.env.BENCH_DATABASE ?? 'pglite';
const langs = ['zh-HK', 'zh-CN', 'en'];

const bench = await startBenchServer('weather', { database, env: { WEATHER_SOURCE: 'fixture' } });
try {
  const { base } = bench;
  const token = await signIn(base, 'superAdmin', '123456');
  await api(base, token, 'POST', '/weather/replay', { scenario: 'blackRain' });
  const headers = { authorization: `Bearer ${token}` };
  const once = async (index) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/weather/current?lang=${langs[index % 3]}`, { headers });
    const body = await response.json();
    const ms = performance.now() - started;
    if (!body.success || body.data.warnings.length !== 2)
      throw new Error(`unexpected answer ${JSON.stringify(body)}`);
    return ms;
  };
  for (let i = 0; i < 200; i += 1) await once(i);
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push(await once(i));
  times.sort((a, b) => a - b);
  const bytes = (await (await fetch(`${base}/api/weather/current?lang=en`, { headers })).text()).length;
  console.log(
    `Siteguard weather from cache (${database === 'postgres' ? 'PostgreSQL 15' : 'embedded PGlite'}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(`GET /api/weather/current x ${runs}, one at a time, 3 languages, ${bytes} bytes`);
  console.log(
    `median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1).toFixed(2)} ms`,
  );
} finally {
  await bench.stop();
}
