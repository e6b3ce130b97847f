// Live video with the built-in driver (issue #18): time from 'play' to the first frame in Chromium,
// glass-to-glass latency (the test pattern's burnt-in clock read back by OCR from a screenshot),
// CPU per stream and how many streams fit on this machine. Real parts: the built server, Debian's
// ffmpeg pulling a real RTSP source (scripts/lib/rtsp-test-source.mjs), Debian's Chromium playing the
// live page, tesseract (Debian's tesseract-ocr, installed when missing) reading the clock.
//   node bench/cameras.mjs            BENCH_CAMERA_STREAMS=1,4,8,16,32  BENCH_CAMERA_PLAYS=5
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureFfmpegInstalled, startRtspTestSource } from '../scripts/lib/rtsp-test-source.mjs';
import { api, percentile, signIn, startBenchServer } from './lib/harness.mjs';

const STREAMS = (process.env.BENCH_CAMERA_STREAMS ?? '1,4,8,16,32').split(',').map(Number);
const PLAYS = Number(process.env.BENCH_CAMERA_PLAYS ?? 5);
const CLK_TCK = 100;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function ensureTesseract() {
  if (!spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).error) return true;
  if (process.getuid?.() !== 0) return false;
  execFileSync('apt-get', ['install', '-y', '-qq', 'tesseract-ocr'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return true;
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return 0;
  }
}

/**
 * The pids of our ffmpeg pullers: the bench server's ffmpeg children writing HLS (their command line
 * does not name the camera: its URL comes on their standard input, issue #30).
 */
function pullerPids(serverProcess) {
  return execFileSync('ps', ['-eo', 'pid,ppid,args'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, ...args]) => Number(ppid) === serverProcess && args.join(' ').includes('ffmpeg'))
    .filter(([, , ...args]) => args.includes('hls'))
    .map(([pid]) => Number(pid));
}

function serverPid(port) {
  const out = execFileSync('ss', ['-ltnp'], { encoding: 'utf8' });
  const line = out.split('\n').find((row) => row.includes(`:${port} `));
  return Number(/pid=(\d+)/.exec(line ?? '')?.[1] ?? 0);
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

ensureFfmpegInstalled();
const ocr = ensureTesseract();
const source = await startRtspTestSource({ path: '/bench' });
// The live-stream limits are raised to the largest run: the bench measures how many fit.
const server = await startBenchServer('cameras', {
  env: {
    MQTT_PORT: 'off',
    MEDIA_IDLE_SECONDS: '20',
    CAMERA_ALLOW_LOOPBACK: 'true',
    LIVE_STREAMS_MAX: String(Math.max(...STREAMS)),
    LIVE_STREAMS_PER_TENANT: String(Math.max(...STREAMS)),
  },
});
const results = {};
let browser;
try {
  const token = await signIn(server.base, 'superAdmin', '123456');
  const maxStreams = Math.max(...STREAMS);
  // One configuration whose channels all pull the source: each channel is its own ffmpeg.
  const config = await api(server.base, token, 'POST', '/hk/camera/config/add', {
    name: 'Bench pattern',
    ip: '127.0.0.1',
    port: source.port,
    channelNo: maxStreams,
    rtsp: 'rtsp://{ip}:{port}/bench?ch={channel}',
  });
  const cameras = (
    await api(server.base, token, 'GET', `/camera/rtsp/play/config/page?configId=${config.id}&pageSize=100`)
  ).rows;

  // 1. Play -> first frame in Chromium, cold (the stream stopped before each play).
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-HK' });
  const page = await context.newPage();
  await page.goto(`${server.base}/api/health`);
  await page.evaluate(
    ({ token, config }) => {
      localStorage.setItem(
        'pro__Access-Token',
        JSON.stringify({ value: token, expire: Date.now() + 86_400_000 }),
      );
      localStorage.setItem('pro__hkConfigId', JSON.stringify({ value: config, expire: null }));
    },
    { token, config: config.id },
  );
  const firstFrames = [];
  for (let run = 0; run < PLAYS; run += 1) {
    await api(server.base, token, 'GET', `/zlm/stream/stop?id=${cameras[0].id}`);
    await page.goto(`${server.base}/cameras/live`);
    await page.locator('[data-testid="live-video"]').first().waitFor();
    const ms = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const video = document.querySelector('[data-testid="live-video"]');
          const timer = setTimeout(() => reject(new Error('no frame in 30 s')), 30_000);
          video.requestVideoFrameCallback((now) => {
            clearTimeout(timer);
            const play = performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.includes('/api/rtsp/live'));
            resolve(now - (play?.startTime ?? 0));
          });
        }),
    );
    firstFrames.push(ms);
  }
  results.playToFirstFrameMs = stats(firstFrames);
  console.log(
    `play -> first frame (cold, ${PLAYS} plays): median ${results.playToFirstFrameMs.median.toFixed(0)} ms, p95 ${results.playToFirstFrameMs.p95.toFixed(0)} ms`,
  );

  // 2. Glass to glass: the clock burnt into the source, read from the screen, against the wall clock.
  if (ocr) {
    await sleep(5000);
    const video = page.locator('[data-testid="live-video"]').first();
    const box = await video.boundingBox();
    const lags = [];
    const shot = path.join(os.tmpdir(), 'siteguard-bench-clock.png');
    for (let i = 0; i < 10; i += 1) {
      const before = Date.now();
      // The clock sits at the bottom left of the 640x360 picture (scaled into the tile).
      const scale = box.width / 640;
      await page.screenshot({
        path: shot,
        clip: { x: box.x, y: box.y + box.height - 80 * scale, width: 360 * scale, height: 80 * scale },
      });
      const after = Date.now();
      const text = execFileSync('tesseract', [shot, 'stdout', '--psm', '7'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const match = /(\d{2}):(\d{2}):(\d{2})[.,:](\d{3})/.exec(text.replace(/\s/g, ''));
      if (match) {
        const shown =
          ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * 1000 + Number(match[4]);
        const now = ((before + after) / 2) % 86_400_000;
        const lag = now - shown;
        if (lag > -1000 && lag < 60_000) lags.push(lag);
      }
      await sleep(1000);
    }
    if (lags.length > 0) {
      results.glassToGlassMs = { ...stats(lags), readings: lags.length };
      console.log(
        `glass to glass (${lags.length} clock readings): median ${results.glassToGlassMs.median.toFixed(0)} ms, p95 ${results.glassToGlassMs.p95.toFixed(0)} ms`,
      );
    } else console.log('glass to glass: the clock could not be read');
  }
  await context.close();

  // 3. CPU per stream and concurrency: N streams kept alive (a reader every 2 s), CPU over 10 s.
  const serverProcess = serverPid(new URL(server.base).port);
  results.concurrency = [];
  for (const n of STREAMS) {
    const started = Date.now();
    // All at once, as a 16-tile grid asks; each is read every 2 s from its start, as a player does.
    const plays = [];
    const keepAlive = setInterval(() => {
      for (const play of plays)
        void fetch(`${server.base}${play.playUrl}`, { headers: { authorization: `Bearer ${token}` } }).catch(
          () => {},
        );
    }, 2000);
    await Promise.all(
      cameras.slice(0, n).map(async (camera) => {
        plays.push(await api(server.base, token, 'GET', `/rtsp/live?id=${camera.id}`));
      }),
    );
    const startMs = Date.now() - started;
    await sleep(3000);
    const pids = pullerPids(serverProcess);
    const before = { pullers: pids.map(cpuSeconds), server: cpuSeconds(serverProcess), at: Date.now() };
    await sleep(10_000);
    const seconds = (Date.now() - before.at) / 1000;
    const pullers = pids.map((pid, i) => (cpuSeconds(pid) - before.pullers[i]) / seconds);
    const serverShare = (cpuSeconds(serverProcess) - before.server) / seconds;
    const live = (
      await Promise.all(
        plays.map(async (play) => {
          const res = await fetch(`${server.base}${play.playUrl}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return res.ok && (await res.text()).includes('.ts');
        }),
      )
    ).filter(Boolean).length;
    clearInterval(keepAlive);
    const perStream = pullers.reduce((sum, value) => sum + value, 0) / Math.max(1, pullers.length);
    const row = {
      streams: n,
      live,
      startAllMs: startMs,
      ffmpegPerStreamPct: Math.round(perStream * 1000) / 10,
      ffmpegTotalPct: Math.round(pullers.reduce((sum, value) => sum + value, 0) * 1000) / 10,
      serverPct: Math.round(serverShare * 1000) / 10,
      load1: os.loadavg()[0],
    };
    results.concurrency.push(row);
    console.log(
      `${n} streams: ${live} live, started in ${startMs} ms; ffmpeg ${row.ffmpegPerStreamPct} % of a core each (${row.ffmpegTotalPct} % in all), server ${row.serverPct} %`,
    );
    for (const camera of cameras.slice(0, n))
      await api(server.base, token, 'GET', `/zlm/stream/stop?id=${camera.id}`);
  }
  const last = results.concurrency.filter((row) => row.live === row.streams).at(-1);
  if (last) {
    const perStream = (last.ffmpegTotalPct + last.serverPct) / last.streams;
    results.streamsOn2Cores = Math.floor(200 / perStream);
    console.log(
      `=> about ${results.streamsOn2Cores} copied 640x360 streams fit in 2 cores (${perStream.toFixed(1)} % of a core each, ffmpeg + server)`,
    );
  }
  console.log(JSON.stringify({ cameras: results }));
} finally {
  await browser?.close();
  await server.stop();
  await source.stop();
}
