import type { LiveLimits } from './driver.js';
import { type FfmpegMediaDriver, ffmpegMediaDriver } from './ffmpeg/ffmpegDriver.js';
import type { MediaLog } from './mediaLog.js';
import { type ZlmMediaDriver, zlmMediaDriver } from './zlm/zlmDriver.js';

export {
  isStreamKey,
  type LiveLimit,
  type LiveLimits,
  MediaBusyError,
  type MediaDriver,
  MediaError,
  type MediaFailureReason,
  type MediaSource,
  PULL_FAILED_MESSAGE,
  type StreamInfo,
  type StreamState,
} from './driver.js';
export type { FfmpegDriverOptions, FfmpegMediaDriver, HlsFile } from './ffmpeg/ffmpegDriver.js';
export type { MediaLog } from './mediaLog.js';
export type { ZlmDriverOptions, ZlmMediaDriver } from './zlm/zlmDriver.js';
export type { ZlmHookReply } from './zlm/zlmHooks.js';

/**
 * The media settings, as plain values: platform/config.ts reads them from the environment
 * (MEDIA_DRIVER, FFMPEG_PATH, MEDIA_IDLE_SECONDS, ZLM_API_URL, ZLM_SECRET, ZLM_PUBLIC_URL,
 * ZLM_HOOK_SECRET, ZLM_PLAY_TOKEN_KEY, LIVE_STREAMS_MAX, LIVE_STREAMS_PER_TENANT, LIVE_TRANSCODES_MAX).
 */
export interface MediaConfig {
  driver?: 'ffmpeg' | 'zlm';
  ffmpegPath?: string;
  workDir?: string;
  idleMs?: number;
  /** The URL path the routes serve the built-in driver's HLS files under. */
  hlsBaseUrl?: string;
  zlm?: { apiUrl: string; secret: string; publicUrl: string; hookSecret: string; playTokenKey: string };
  limits?: LiveLimits;
  log?: MediaLog;
}

export function createMediaDriver(config: MediaConfig & { driver: 'zlm' }): ZlmMediaDriver;
export function createMediaDriver(config?: MediaConfig & { driver?: 'ffmpeg' }): FfmpegMediaDriver;
export function createMediaDriver(config?: MediaConfig): FfmpegMediaDriver | ZlmMediaDriver;
/** The configured driver: the built-in ffmpeg one unless ZLMediaKit is asked for. */
export function createMediaDriver(config: MediaConfig = {}): FfmpegMediaDriver | ZlmMediaDriver {
  if (config.driver === 'zlm') {
    if (!config.zlm) throw new Error('MEDIA_DRIVER=zlm needs ZLM_API_URL, ZLM_SECRET and ZLM_PUBLIC_URL');
    return zlmMediaDriver({ ...config.zlm, limits: config.limits, log: config.log });
  }
  return ffmpegMediaDriver({
    ffmpegPath: config.ffmpegPath,
    workDir: config.workDir,
    idleMs: config.idleMs,
    hlsBaseUrl: config.hlsBaseUrl,
    limits: config.limits,
    log: config.log,
  });
}
