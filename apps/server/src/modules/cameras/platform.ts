import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { MediaSettings } from '../../platform/config.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import type { SecretBox } from '../../platform/secretBox.js';
import { HLS_BASE_PATH } from './cameras.routes.js';
import { cameraConfigs } from './configs.service.js';
import { cameraHostGuard } from './hosts.js';
import { createMediaDriver } from './media/index.js';
import { cameraStreams } from './streams.js';

/**
 * What the cameras need once per server: the media driver (with the live-stream limits), the host
 * guard every camera URL passes, the stream starter, the configurations.
 */
export function createCameraPlatform(
  settings: MediaSettings,
  box: SecretBox,
  notifier: Notifier,
  log: FastifyBaseLogger,
  clock: Clock,
) {
  const mediaLog = {
    info: (data: object, message: string) => log.info(data, message),
    warn: (data: object, message: string) => log.warn(data, message),
  };
  const media =
    settings.driver === 'zlm'
      ? createMediaDriver({
          driver: 'zlm',
          zlm: settings.zlm,
          idleMs: settings.idleMs,
          limits: settings.limits,
          log: mediaLog,
        })
      : createMediaDriver({
          driver: 'ffmpeg',
          ffmpegPath: settings.ffmpegPath,
          idleMs: settings.idleMs,
          hlsBaseUrl: HLS_BASE_PATH,
          limits: settings.limits,
          log: mediaLog,
        });
  const hosts = cameraHostGuard(settings.hosts);
  const streams = cameraStreams(media, box, hosts, log, notifier, clock);
  const configs = cameraConfigs(box, hosts, (ids) => streams.stopAll(ids));
  return { media, hosts, streams, configs, close: () => media.close() };
}
export type CameraPlatform = ReturnType<typeof createCameraPlatform>;
