import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ffmpegBinary,
  type RtspTestSource,
  startRtspTestSource,
} from '../../../../../scripts/lib/rtsp-test-source.mjs';
import {
  MediaBusyError,
  MediaError,
  type MediaFailureReason,
} from '../../../src/modules/cameras/media/driver.js';
import {
  type FfmpegDriverOptions,
  type FfmpegMediaDriver,
  ffmpegMediaDriver,
} from '../../../src/modules/cameras/media/ffmpeg/ffmpegDriver.js';
import { commandLine, cpuShare, ffmpegsWith, isGone, probeVideo, waitFor } from './mediaProcesses.js';

// Real ffmpeg pulling real RTSP (scripts/lib/rtsp-test-source.mjs) into real files. Each test gets
// its own work folder, so "no ffmpeg left behind" can be checked by command line.

const report = (line: string) => process.stdout.write(`[media figures] ${line}\n`);

let camera: RtspTestSource;
let lockedCamera: RtspTestSource;
let workDir: string;
const drivers: FfmpegMediaDriver[] = [];

function makeDriver(options: FfmpegDriverOptions = {}) {
  const driver = ffmpegMediaDriver({ workDir, ...options });
  drivers.push(driver);
  return driver;
}

async function failureOf(promise: Promise<unknown>): Promise<MediaFailureReason> {
  const error = await promise.then(
    () => new Error('expected the start to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof MediaError)) throw error;
  return error.reason;
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

function closedPort(): Promise<number> {
  const server = net.createServer();
  return listen(server).then((port) => new Promise((resolve) => server.close(() => resolve(port))));
}

/** The newest segment the playlist lists, as a file path. */
function newestSegment(playlistPath: string): string {
  const names = fs
    .readFileSync(playlistPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const last = names.at(-1);
  if (!last) throw new Error('empty playlist');
  return path.join(path.dirname(playlistPath), last);
}

beforeAll(async () => {
  // Fails here, with the install hint, when ffmpeg is missing: the media tests need the real one.
  ffmpegBinary();
  camera = await startRtspTestSource();
  lockedCamera = await startRtspTestSource({ user: 'admin', password: 'right-pass' });
});

afterAll(async () => {
  await camera?.stop();
  await lockedCamera?.stop();
});

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteguard-media-test-'));
});

afterEach(async () => {
  await Promise.all(drivers.splice(0).map((driver) => driver.close()));
  // Whatever a test did, no ffmpeg of its folder may outlive it.
  expect(ffmpegsWith(workDir)).toEqual([]);
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('ffmpeg media driver', () => {
  it('copies the camera’s H.264 into HLS, once per key, and stops without a trace', async () => {
    const driver = makeDriver();
    const startedAt = Date.now();
    const { playUrl } = await driver.start({ key: 'cam1', rtspUrl: camera.url, tenantId: 't1' });
    report(`start() to first playlist: ${Date.now() - startedAt} ms`);
    expect(playUrl).toBe('/api/cameras/hls/cam1/index.m3u8');
    expect(driver.get('cam1')).toMatchObject({ key: 'cam1', tenantId: 't1', state: 'live', restarts: 0 });

    const playlist = await driver.resolveFile('cam1', 'index.m3u8');
    expect(playlist).toMatchObject({ contentType: 'application/vnd.apple.mpegurl' });
    const text = fs.readFileSync(playlist?.path ?? '', 'utf8');
    expect(text).toContain('#EXTM3U');
    const segmentPath = newestSegment(playlist?.path ?? '');
    const segment = await driver.resolveFile('cam1', path.basename(segmentPath));
    expect(segment?.contentType).toBe('video/mp2t');
    expect(segment?.size).toBeGreaterThan(1000);
    expect(probeVideo(segmentPath)).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });

    const pid = driver.processId('cam1');
    if (pid === null) throw new Error('no ffmpeg running');
    // Copied, not transcoded: the command line says so, and the CPU figure below shows it.
    const args = commandLine(pid);
    expect(args.join(' ')).toContain('-c:v copy');
    expect(args).not.toContain('libx264');
    report(
      `CPU of one ffmpeg copying 640x360@25 H.264: ${(100 * (await cpuShare(pid, 5000))).toFixed(1)} % of a core`,
    );

    // A second start of the running key: same URL, same process.
    const again = await driver.start({ key: 'cam1', rtspUrl: camera.url, tenantId: 't1' });
    expect(again.playUrl).toBe(playUrl);
    expect(driver.processId('cam1')).toBe(pid);
    expect(driver.list()).toHaveLength(1);
    expect(ffmpegsWith(workDir)).toEqual([pid]);

    const folder = path.dirname(segmentPath);
    await driver.stop('cam1');
    expect(isGone(pid)).toBe(true);
    expect(fs.existsSync(folder)).toBe(false);
    expect(driver.list()).toEqual([]);
    expect(await driver.resolveFile('cam1', 'index.m3u8')).toBeNull();
  });

  it('serves only its own file names, of its own streams', async () => {
    const driver = makeDriver();
    await driver.start({ key: 'cam2', rtspUrl: camera.url, tenantId: 't1' });
    for (const name of [
      '../../../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      'index.m3u8/../../x',
      '/etc/passwd',
      'index.m3u8.tmp',
      'seg_0.ts.tmp',
      'seg_0.ts\0.txt',
      '.',
      '',
    ]) {
      expect(await driver.resolveFile('cam2', name)).toBeNull();
    }
    expect(await driver.resolveFile('../cam2', 'index.m3u8')).toBeNull();
    expect(await driver.resolveFile('cam2', 'index.m3u8', 'another-tenant')).toBeNull();
    expect(await driver.resolveFile('cam2', 'index.m3u8', 't1')).not.toBeNull();
    expect(await driver.resolveFile('cam2', 'seg_999999.ts')).toBeNull(); // never written
  });

  it('stops a stream nobody reads for the grace period, and keeps one that is read', async () => {
    const driver = makeDriver({ idleMs: 2000 });
    await driver.start({ key: 'watched', rtspUrl: camera.url, tenantId: 't1' });
    // A player polls its playlist, far more often than the grace period, until the test has seen enough.
    let watching = true;
    const player = (async () => {
      while (watching) {
        await driver.resolveFile('watched', 'index.m3u8');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    try {
      // Live after the watched stream: by the time its idle stop comes, an unread 'watched' would
      // already have been stopped. That stop is the signal the negative check below waits for.
      await driver.start({ key: 'ignored', rtspUrl: camera.url, tenantId: 't1' });
      const ignoredPid = driver.processId('ignored') ?? -1;
      // Both pulls read the source at once: the source serves several players.
      expect(camera.players()).toBeGreaterThanOrEqual(2);
      await waitFor(() => driver.get('ignored') === undefined, 15_000, 'the idle stop of the unread stream');
      expect(driver.get('watched')?.state).toBe('live');
      expect(driver.get('watched')?.lastReadAt).toBeInstanceOf(Date);
      await waitFor(() => isGone(ignoredPid), 3000, 'the unread stream’s ffmpeg to end');
    } finally {
      watching = false;
      await player;
    }
    const watchedPid = driver.processId('watched') ?? -1;
    await waitFor(() => driver.get('watched') === undefined, 6000, 'the idle stop');
    await waitFor(() => isGone(watchedPid), 3000, 'ffmpeg to end');
  });

  it('refuses a camera port that is closed as unreachable, at once', async () => {
    const driver = makeDriver();
    const startedAt = Date.now();
    const url = `rtsp://127.0.0.1:${await closedPort()}/live`;
    expect(await failureOf(driver.start({ key: 'closed', rtspUrl: url, tenantId: 't1' }))).toBe(
      'unreachable',
    );
    expect(Date.now() - startedAt).toBeLessThan(3000);
    expect(driver.list()).toEqual([]);
    expect(ffmpegsWith(workDir)).toEqual([]);
    expect(fs.readdirSync(workDir)).toEqual([]);
  });

  it('gives up on a camera that accepts the connection and never answers, within the I/O bound', async () => {
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket));
    const port = await listen(silent);
    try {
      const driver = makeDriver({ ioTimeoutMs: 3000 });
      const startedAt = Date.now();
      const reason = await failureOf(
        driver.start({ key: 'silent', rtspUrl: `rtsp://127.0.0.1:${port}/live`, tenantId: 't1' }),
      );
      const took = Date.now() - startedAt;
      report(`silent NVR (I/O timeout 3 s) refused after ${took} ms`);
      expect(reason).toBe('unreachable');
      expect(took).toBeGreaterThanOrEqual(2500);
      expect(took).toBeLessThan(6000);
      expect(ffmpegsWith(workDir)).toEqual([]);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('gives up with timeout when no segment comes within the start bound, killing ffmpeg', async () => {
    const driver = makeDriver({ startTimeoutMs: 400 });
    const startedAt = Date.now();
    expect(await failureOf(driver.start({ key: 'slow', rtspUrl: camera.url, tenantId: 't1' }))).toBe(
      'timeout',
    );
    expect(Date.now() - startedAt).toBeLessThan(3000);
    expect(driver.list()).toEqual([]);
    expect(ffmpegsWith(workDir)).toEqual([]);
    expect(fs.readdirSync(workDir)).toEqual([]);
  });

  it('keeps the camera’s password out of ffmpeg’s command line (ps, /proc/<pid>/cmdline)', async () => {
    const driver = makeDriver();
    await driver.start({ key: 'secret-cam', rtspUrl: lockedCamera.url, tenantId: 't1' });
    const pid = driver.processId('secret-cam') ?? -1;
    expect(pid).toBeGreaterThan(0);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    expect(cmdline).toContain(workDir); // the right process
    expect(cmdline).not.toContain('right-pass');
    expect(cmdline).not.toContain('admin:');
    expect(cmdline).not.toContain('rtsp://');
    // Nor in its environment, nor in a file of its work folder.
    expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8')).not.toContain('right-pass');
    const folder = path.dirname((await driver.resolveFile('secret-cam', 'index.m3u8'))?.path ?? '');
    for (const name of fs.readdirSync(folder)) {
      if (name.endsWith('.m3u8'))
        expect(fs.readFileSync(path.join(folder, name), 'utf8')).not.toContain('right-pass');
    }
  });

  it('caps streams per server and per tenant; a second viewer of a stream costs nothing', async () => {
    const driver = makeDriver({ limits: { streams: 3, perTenant: 2 } });
    await driver.start({ key: 'a', rtspUrl: camera.url, tenantId: 't1' });
    await driver.start({ key: 'b', rtspUrl: camera.url, tenantId: 't1' });
    await driver.start({ key: 'a', rtspUrl: camera.url, tenantId: 't1' });
    const startedAt = Date.now();
    const tenantFull = await driver.start({ key: 'c', rtspUrl: camera.url, tenantId: 't1' }).catch((e) => e);
    expect(tenantFull).toBeInstanceOf(MediaBusyError);
    expect((tenantFull as MediaBusyError).limit).toBe('tenant');
    expect(Date.now() - startedAt).toBeLessThan(200); // refused before any process
    await driver.start({ key: 'd', rtspUrl: camera.url, tenantId: 't2' });
    const serverFull = await driver.start({ key: 'e', rtspUrl: camera.url, tenantId: 't3' }).catch((e) => e);
    expect((serverFull as MediaBusyError).limit).toBe('server');
    expect(ffmpegsWith(workDir)).toHaveLength(3);
    await driver.stop('a');
    await driver.start({ key: 'e', rtspUrl: camera.url, tenantId: 't3' });
    expect(
      driver
        .list()
        .map((info) => info.key)
        .sort(),
    ).toEqual(['b', 'd', 'e']);
  });

  it('tells a wrong password (auth) from a right one', async () => {
    const driver = makeDriver();
    const wrong = lockedCamera.url.replace('right-pass', 'wrong-pass');
    expect(await failureOf(driver.start({ key: 'locked', rtspUrl: wrong, tenantId: 't1' }))).toBe('auth');
    expect(
      await failureOf(driver.start({ key: 'locked', rtspUrl: lockedCamera.urlWithoutAuth, tenantId: 't1' })),
    ).toBe('auth');
    await driver.start({ key: 'locked', rtspUrl: lockedCamera.url, tenantId: 't1' });
    expect(driver.get('locked')?.state).toBe('live');
  });

  it('refuses what is not an RTSP camera as badUrl, quickly', async () => {
    const driver = makeDriver();
    for (const url of [
      'rtsp://',
      'rtsp:// not a host',
      'http://127.0.0.1/cam',
      'file:///etc/passwd',
      'garbage',
    ]) {
      const startedAt = Date.now();
      expect(await failureOf(driver.start({ key: 'bad', rtspUrl: url, tenantId: 't1' }))).toBe('badUrl');
      expect(Date.now() - startedAt).toBeLessThan(200); // refused before any process
    }
    // A port that answers, but not in RTSP (a web server on the camera's address).
    const web = http.createServer((_request, response) => response.end('<html></html>'));
    const port = await listen(web);
    try {
      const startedAt = Date.now();
      expect(
        await failureOf(
          driver.start({ key: 'bad', rtspUrl: `rtsp://127.0.0.1:${port}/live`, tenantId: 't1' }),
        ),
      ).toBe('badUrl');
      expect(Date.now() - startedAt).toBeLessThan(3000);
    } finally {
      web.closeAllConnections();
      await new Promise((resolve) => web.close(resolve));
    }
    // And the camera's path is wrong (404).
    const wrongPath = camera.url.replace(/\/live$/, '/nothing');
    expect(await failureOf(driver.start({ key: 'bad', rtspUrl: wrongPath, tenantId: 't1' }))).toBe('badUrl');
    expect(driver.list()).toEqual([]);
  });

  it('restarts after the camera drops, continuing the playlist, and gives up when it stays away', async () => {
    const flaky = await startRtspTestSource();
    try {
      const driver = makeDriver();
      await driver.start({ key: 'flaky', rtspUrl: flaky.url, tenantId: 't1' });
      const firstPid = driver.processId('flaky') ?? -1;
      const playlistPath = (await driver.resolveFile('flaky', 'index.m3u8'))?.path ?? '';

      flaky.dropPlayers(); // the network drops; the camera is back at once
      await waitFor(() => driver.get('flaky')?.restarts === 1, 10_000, 'the restart');
      expect(driver.get('flaky')?.state).toBe('live');
      expect(isGone(firstPid)).toBe(true);
      const secondPid = driver.processId('flaky');
      expect(secondPid).not.toBeNull();
      expect(secondPid).not.toBe(firstPid);
      // Same playlist, numbering continued after a discontinuity, so a player carries on.
      const resumed = fs.readFileSync(playlistPath, 'utf8');
      expect(resumed).toContain('#EXT-X-DISCONTINUITY');
      expect(Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(resumed)?.[1] ?? 0)).toBeGreaterThanOrEqual(0);
      expect(probeVideo(newestSegment(playlistPath)).codec_name).toBe('h264');

      await flaky.stop(); // the camera is gone for good: restarts after 1, 2 and 5 s, then 'failed'
      const lostAt = Date.now();
      await waitFor(() => driver.get('flaky')?.state === 'failed', 15_000, 'the give-up');
      report(`camera gone: state 'failed' after ${Date.now() - lostAt} ms (backoff 1 s, 2 s, 5 s)`);
      expect(driver.get('flaky')).toMatchObject({ state: 'failed', failure: 'unreachable', restarts: 1 });
      expect(driver.processId('flaky')).toBeNull();
      expect(ffmpegsWith(workDir)).toEqual([]);
      expect(fs.existsSync(path.dirname(playlistPath))).toBe(false);
      expect(await driver.resolveFile('flaky', 'index.m3u8')).toBeNull();
    } finally {
      await flaky.stop();
    }
  }, 40_000);

  it('transcodes to H.264 a camera that sends another codec', async () => {
    const mpeg4 = await startRtspTestSource({ codec: 'mpeg4' });
    try {
      const driver = makeDriver();
      const startedAt = Date.now();
      await driver.start({ key: 'old-cam', rtspUrl: mpeg4.url, tenantId: 't1' });
      report(`start() to first playlist, transcoding MPEG-4 Part 2: ${Date.now() - startedAt} ms`);
      const pid = driver.processId('old-cam') ?? -1;
      expect(commandLine(pid)).toContain('libx264');
      report(
        `CPU of one ffmpeg transcoding 640x360@25 to H.264: ${(100 * (await cpuShare(pid, 3000))).toFixed(1)} % of a core`,
      );
      const playlist = await driver.resolveFile('old-cam', 'index.m3u8');
      expect(probeVideo(newestSegment(playlist?.path ?? '')).codec_name).toBe('h264');
    } finally {
      await mpeg4.stop();
    }
  });

  it('caps transcoding streams; H.264 cameras still play beside them', async () => {
    const mpeg4 = await startRtspTestSource({ codec: 'mpeg4' });
    try {
      const driver = makeDriver({ limits: { transcodes: 1 } });
      await driver.start({ key: 'old-1', rtspUrl: mpeg4.url, tenantId: 't1' });
      const refused = await driver
        .start({ key: 'old-2', rtspUrl: mpeg4.url, tenantId: 't1' })
        .catch((e) => e);
      expect(refused).toBeInstanceOf(MediaBusyError);
      expect((refused as MediaBusyError).limit).toBe('transcode');
      expect(driver.get('old-2')).toBeUndefined();
      await driver.start({ key: 'h264', rtspUrl: camera.url, tenantId: 't1' });
      expect(ffmpegsWith(workDir)).toHaveLength(2);
      // The place comes free when the transcoding stream stops.
      await driver.stop('old-1');
      await driver.start({ key: 'old-2', rtspUrl: mpeg4.url, tenantId: 't1' });
      expect(commandLine(driver.processId('old-2') ?? -1)).toContain('libx264');
    } finally {
      await mpeg4.stop();
    }
  });

  it('transcodes even when the copy run flushes its playlist before it exits', async () => {
    // ffmpeg answers SIGTERM by writing out its segment and playlist, then exits. This wrapper around
    // the real ffmpeg holds that window open for a second, so a start that took the flushed playlist
    // of the copy run for "ready" would serve MPEG-4 (seen once in CI, where load widened the window).
    const wrapper = path.join(workDir, 'slow-exit-ffmpeg');
    fs.writeFileSync(
      wrapper,
      [
        '#!/bin/bash',
        // <&0: a background job's standard input would be /dev/null, and ffmpeg reads the camera there.
        `"${ffmpegBinary()}" "$@" <&0 &`,
        'child=$!',
        "trap 'sleep 0.8; kill -TERM $child; wait $child; sleep 0.3; exit 255' TERM",
        'wait $child',
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    const mpeg4 = await startRtspTestSource({ codec: 'mpeg4' });
    try {
      const driver = makeDriver({ ffmpegPath: wrapper });
      await driver.start({ key: 'old-cam', rtspUrl: mpeg4.url, tenantId: 't1' });
      expect(commandLine(driver.processId('old-cam') ?? -1)).toContain('libx264');
      const playlist = await driver.resolveFile('old-cam', 'index.m3u8');
      expect(probeVideo(newestSegment(playlist?.path ?? '')).codec_name).toBe('h264');
    } finally {
      await mpeg4.stop();
    }
  });

  it('close() ends every stream and refuses new ones', async () => {
    const driver = makeDriver();
    const [first, second] = await Promise.all([
      driver.start({ key: 'a', rtspUrl: camera.url, tenantId: 't1' }),
      driver.start({ key: 'a', rtspUrl: camera.url, tenantId: 't1' }), // at the same moment: one pull
      driver.start({ key: 'b', rtspUrl: camera.url, tenantId: 't2' }),
    ]);
    expect(second).toEqual(first);
    const pids = [driver.processId('a') ?? -1, driver.processId('b') ?? -1];
    expect(ffmpegsWith(workDir).sort()).toEqual([...pids].sort());
    await driver.close();
    expect(pids.map(isGone)).toEqual([true, true]);
    expect(fs.readdirSync(workDir)).toEqual([]);
    expect(await failureOf(driver.start({ key: 'c', rtspUrl: camera.url, tenantId: 't1' }))).toBe(
      'unreachable',
    );
  });

  it.each([
    ['exits', 'exit'],
    ['is killed with SIGKILL', 'wait'],
  ])('leaves no ffmpeg behind when the server process %s', async (_label, mode) => {
    const fixture = path.join(import.meta.dirname, 'exitFixture.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, workDir, camera.url, mode], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const ended = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    await waitFor(() => output.includes('\n'), 20_000, 'the fixture to start its stream');
    const { pid } = JSON.parse(output) as { pid: number };
    expect(pid).toBeGreaterThan(0);
    if (mode === 'wait') {
      expect(isGone(pid)).toBe(false);
      child.kill('SIGKILL');
    }
    await ended;
    await waitFor(() => isGone(pid), 3000, 'the orphaned ffmpeg to die');
  });
});
