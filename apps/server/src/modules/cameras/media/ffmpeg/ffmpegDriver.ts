import type { ReadStream } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  admitStream,
  assertStreamKey,
  checkRtspUrl,
  isStreamKey,
  type LiveLimits,
  MediaBusyError,
  type MediaDriver,
  MediaError,
  type MediaFailureReason,
  type MediaSource,
  redactCredentials,
  type StreamInfo,
} from '../driver.js';
import type { MediaLog } from '../mediaLog.js';
import { failureOf, tailOf, videoCodecOf } from './ffmpegLog.js';
import { type FfmpegProcess, spawnFfmpeg } from './ffmpegProcess.js';
import { hlsArgs, inputScript, PLAYLIST, segmentCount } from './hlsArgs.js';
import { type HlsFileType, hlsFileType } from './hlsFiles.js';
import { locateFfmpeg } from './locateFfmpeg.js';

export interface FfmpegDriverOptions {
  /** The ffmpeg binary (FFMPEG_PATH); else `ffmpeg` on the PATH. */
  ffmpegPath?: string;
  /** Where each stream's HLS folder is made; default the OS temporary folder. */
  workDir?: string;
  /** A stream nobody read for this long stops itself; default 30 s. */
  idleMs?: number;
  /** The URL path the routes serve `resolveFile` under; the play URL is `<base>/<key>/index.m3u8`. */
  hlsBaseUrl?: string;
  /** How long start() waits for the first segment; default 15 s. */
  startTimeoutMs?: number;
  /** ffmpeg's socket I/O timeout: a camera that stops answering fails after this; default 8 s. */
  ioTimeoutMs?: number;
  /** Waits before each restart after the camera dropped; one restart per entry, then 'failed'. */
  restartDelaysMs?: number[];
  /** Streams at once per server and tenant, and transcoding ones (LIVE_*); default no limit. */
  limits?: LiveLimits;
  log?: MediaLog;
}

/** A file of a stream's HLS output, ready to send. */
export interface HlsFile extends HlsFileType {
  path: string;
  size: number;
  open(): ReadStream;
}

export interface FfmpegMediaDriver extends MediaDriver {
  readonly kind: 'ffmpeg';
  /**
   * The file a viewer asked for (`index.m3u8`, `seg_<n>.ts`), or null: unknown or failed stream,
   * another tenant's stream (when `tenantId` is given), a name the driver does not write, or a
   * segment already rotated out. Counts as a read (touch).
   */
  resolveFile(key: string, name: string, tenantId?: string): Promise<HlsFile | null>;
  /** The running ffmpeg's pid, for operations and tests. */
  processId(key: string): number | null;
}

interface Stream {
  source: MediaSource;
  dir: string;
  info: StreamInfo;
  process: FfmpegProcess | null;
  /** Set once the camera turned out not to send H.264. */
  transcode: boolean;
  ready: Promise<{ playUrl: string }>;
  stopped: boolean;
  /** Restarts tried since the stream was last live. */
  attempts: number;
  /** Last read, or when it went live: the idle clock. */
  activeAt: number;
  idleTimer?: NodeJS.Timeout;
  restartTimer?: NodeJS.Timeout;
}

const noLog: MediaLog = { info() {}, warn() {} };

/**
 * The built-in driver: one ffmpeg per watched camera, copying its H.264 into HLS segments in a
 * temporary folder that our own routes serve (see `resolveFile`). Streams start on demand, stop when
 * nobody has read them for `idleMs`, and are restarted with backoff when the camera drops.
 */
export function ffmpegMediaDriver(options: FfmpegDriverOptions = {}): FfmpegMediaDriver {
  const workDir = options.workDir ?? os.tmpdir();
  const idleMs = options.idleMs ?? 30_000;
  const hlsBaseUrl = (options.hlsBaseUrl ?? '/api/cameras/hls').replace(/\/+$/, '');
  const startTimeoutMs = options.startTimeoutMs ?? 15_000;
  const ioTimeoutMs = options.ioTimeoutMs ?? 8_000;
  const restartDelaysMs = options.restartDelaysMs ?? [1000, 2000, 5000];
  const log = options.log ?? noLog;
  const limits = options.limits ?? {};
  const streams = new Map<string, Stream>();
  let closed = false;
  let binary: Promise<string> | null = null;

  // Looked up once; a failed lookup is retried next time (ffmpeg may have been installed since).
  const ffmpeg = () => {
    binary ??= locateFfmpeg(options.ffmpegPath).catch((error: unknown) => {
      binary = null;
      throw error;
    });
    return binary;
  };

  const playUrlOf = (key: string) => `${hlsBaseUrl}/${key}/${PLAYLIST}`;

  /** True once ffmpeg (this run) has written a playlist listing at least one segment. */
  async function playlistReady(dir: string, since: number): Promise<boolean> {
    try {
      const file = path.join(dir, PLAYLIST);
      const stat = await fs.promises.stat(file);
      if (stat.mtimeMs < since) return false; // the previous run's playlist, before a restart
      return segmentCount(await fs.promises.readFile(file, 'utf8')) > 0;
    } catch {
      return false;
    }
  }

  /**
   * Runs ffmpeg until its first segment is out. Resolves 'transcode' when the camera turned out to
   * send something other than H.264 while copying (the caller runs it again, transcoding).
   */
  function runUntilReady(stream: Stream, bin: string, resume: boolean): Promise<'ready' | 'transcode'> {
    return new Promise((resolve, reject) => {
      const spawnedAt = Date.now();
      let settled = false;
      let codecSeen = false;
      let wantsTranscode = false;
      const args = hlsArgs({ dir: stream.dir, transcode: stream.transcode, resume });
      const script = inputScript(stream.source.rtspUrl, ioTimeoutMs);
      const proc = spawnFfmpeg(
        bin,
        args,
        (line) => {
          const codec = codecSeen ? null : videoCodecOf(line);
          if (!codec) return;
          codecSeen = true;
          if (codec !== 'h264' && !stream.transcode) {
            wantsTranscode = true;
            void proc.kill();
          }
        },
        script,
      );
      stream.process = proc;
      const settle = (then: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        then();
      };
      const timer = setTimeout(
        () =>
          settle(() => {
            void proc.kill();
            reject(new MediaError('timeout', `no segment within ${startTimeoutMs} ms`));
          }),
        startTimeoutMs,
      );
      const poll = async () => {
        while (!settled && proc.isRunning()) {
          // Read after the await: a copy run stopped meanwhile for transcoding flushes its playlist
          // on SIGTERM, and that playlist is not a ready stream.
          if ((await playlistReady(stream.dir, spawnedAt)) && !wantsTranscode) {
            return settle(() => resolve('ready'));
          }
          await new Promise((wake) => setTimeout(wake, 100));
        }
      };
      void poll();
      void proc.exited.then(() =>
        settle(() => {
          if (wantsTranscode) return resolve('transcode');
          if (stream.stopped) return reject(new MediaError('unreachable', 'stopped while starting'));
          const output = proc.log();
          const reason = failureOf(output, Date.now() - spawnedAt, ioTimeoutMs) ?? 'unreachable';
          reject(new MediaError(reason, redactCredentials(tailOf(output))));
        }),
      );
    });
  }

  /** Gets one ffmpeg of this stream to its first segment, and watches it for a drop afterwards. */
  async function launch(stream: Stream, resume: boolean): Promise<void> {
    const bin = await ffmpeg();
    if ((await runUntilReady(stream, bin, resume)) === 'transcode') {
      // Checked and taken with no await in between: two cameras cannot both take the last place.
      const transcoding = [...streams.values()].filter(
        (other) => other !== stream && other.transcode && !other.stopped && other.info.state !== 'failed',
      ).length;
      if (limits.transcodes !== undefined && transcoding >= limits.transcodes) {
        throw new MediaBusyError('transcode');
      }
      stream.transcode = true;
      log.info({ key: stream.source.key }, 'media: camera is not H.264, transcoding');
      await runUntilReady(stream, bin, resume);
    }
    const proc = stream.process;
    if (!proc) return;
    void proc.exited.then(() => {
      if (!stream.stopped && stream.process === proc) lost(stream, proc);
    });
  }

  /** ffmpeg ended while live (the camera dropped, or a restart failed): retry with backoff, then give up. */
  function lost(stream: Stream, proc: FfmpegProcess | null, error?: unknown) {
    stream.process = null;
    const delay = restartDelaysMs[stream.attempts];
    stream.attempts += 1;
    const reason: MediaFailureReason =
      error instanceof MediaError ? error.reason : (failureOf(proc?.log() ?? '') ?? 'unreachable');
    if (delay === undefined) {
      stream.info.state = 'failed';
      stream.info.failure = reason;
      log.warn({ key: stream.source.key, reason }, 'media: camera lost, giving up');
      // Nothing left to serve; the entry stays (state 'failed') until stopped, restarted or idle.
      fs.rm(stream.dir, { recursive: true, force: true }, () => {});
      return;
    }
    stream.info.state = 'starting';
    log.warn(
      { key: stream.source.key, reason, attempt: stream.attempts, delay },
      'media: camera lost, restarting',
    );
    stream.restartTimer = setTimeout(() => {
      if (stream.stopped) return;
      launch(stream, true).then(
        () => {
          if (stream.stopped) return;
          stream.attempts = 0;
          stream.info.restarts += 1;
          stream.info.state = 'live';
        },
        (failure: unknown) => {
          if (!stream.stopped) lost(stream, null, failure);
        },
      );
    }, delay);
    stream.restartTimer.unref();
  }

  function armIdle(stream: Stream) {
    clearTimeout(stream.idleTimer);
    const due = stream.activeAt + idleMs - Date.now();
    stream.idleTimer = setTimeout(
      () => {
        if (stream.stopped) return;
        if (Date.now() - stream.activeAt >= idleMs) {
          log.info({ key: stream.source.key }, 'media: nobody watching, stopping');
          void discard(stream);
        } else {
          armIdle(stream);
        }
      },
      Math.max(due, 0),
    );
    stream.idleTimer.unref();
  }

  async function discard(stream: Stream): Promise<void> {
    if (streams.get(stream.source.key) === stream) streams.delete(stream.source.key);
    if (stream.stopped) return;
    stream.stopped = true;
    clearTimeout(stream.idleTimer);
    clearTimeout(stream.restartTimer);
    await stream.process?.kill();
    stream.process = null;
    await fs.promises.rm(stream.dir, { recursive: true, force: true });
  }

  const snapshot = (stream: Stream): StreamInfo => ({
    ...stream.info,
    lastReadAt: stream.info.lastReadAt ? new Date(stream.info.lastReadAt) : null,
  });

  const driver: FfmpegMediaDriver = {
    kind: 'ffmpeg',

    async start(source) {
      if (closed) throw new MediaError('unreachable', 'the media driver is closed');
      assertStreamKey(source.key);
      checkRtspUrl(source.rtspUrl);
      const existing = streams.get(source.key);
      if (existing) {
        const same =
          existing.source.rtspUrl === source.rtspUrl && existing.source.tenantId === source.tenantId;
        if (same && existing.info.state !== 'failed') return existing.ready;
        // The camera's address changed, or it had given up: start over.
        await discard(existing);
        return driver.start(source);
      }
      admitStream(limits, driver.list(), source.tenantId);
      fs.mkdirSync(workDir, { recursive: true });
      const now = Date.now();
      const stream: Stream = {
        source: { ...source },
        dir: fs.mkdtempSync(path.join(workDir, `siteguard-hls-${source.key}-`)),
        info: {
          key: source.key,
          tenantId: source.tenantId,
          state: 'starting',
          startedAt: new Date(now),
          lastReadAt: null,
          viewers: null,
          restarts: 0,
          playUrl: playUrlOf(source.key),
        },
        process: null,
        transcode: false,
        ready: Promise.resolve({ playUrl: '' }),
        stopped: false,
        attempts: 0,
        activeAt: now,
      };
      streams.set(source.key, stream);
      stream.ready = launch(stream, false).then(
        () => {
          if (stream.stopped) throw new MediaError('unreachable', 'stopped while starting');
          stream.info.state = 'live';
          stream.activeAt = Date.now();
          armIdle(stream);
          return { playUrl: stream.info.playUrl };
        },
        async (error: unknown) => {
          await discard(stream);
          if (!(error instanceof MediaError)) throw error;
          log.warn({ key: source.key, reason: error.reason, detail: error.detail }, 'media: pull failed');
          throw error;
        },
      );
      return stream.ready;
    },

    async stop(key) {
      const stream = streams.get(key);
      if (stream) await discard(stream);
    },

    touch(key) {
      const stream = streams.get(key);
      if (!stream) return;
      stream.activeAt = Date.now();
      stream.info.lastReadAt = new Date(stream.activeAt);
    },

    get(key) {
      const stream = streams.get(key);
      return stream ? snapshot(stream) : undefined;
    },

    list() {
      return [...streams.values()].map(snapshot);
    },

    async resolveFile(key, name, tenantId) {
      const type = hlsFileType(name);
      if (!type || !isStreamKey(key)) return null;
      const stream = streams.get(key);
      if (!stream || stream.info.state === 'failed') return null;
      if (tenantId !== undefined && stream.source.tenantId !== tenantId) return null;
      driver.touch(key);
      const file = path.join(stream.dir, name);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return { ...type, path: file, size: stat.size, open: () => fs.createReadStream(file) };
      } catch {
        return null;
      }
    },

    processId(key) {
      const proc = streams.get(key)?.process;
      return proc?.isRunning() ? proc.pid : null;
    },

    async close() {
      closed = true;
      await Promise.all([...streams.values()].map(discard));
    },
  };
  return driver;
}
