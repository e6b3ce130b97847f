import type { FastifyBaseLogger } from 'fastify';
import type { MediaSettings } from '../../platform/config.js';
import type { SecretBox } from '../../platform/secretBox.js';
import { HLS_BASE_PATH } from './cameras.routes.js';
import { cameraConfigs } from './configs.service.js';
import { createMediaDriver } from './media/index.js';
import { cameraStreams } from './streams.js';

/** What the cameras need once per server: the media driver, the stream starter, the configurations. */
export function createCameraPlatform(settings: MediaSettings, box: SecretBox, log: FastifyBaseLogger) {
  const mediaLog = {
    info: (data: object, message: string) => log.info(data, message),
    warn: (data: object, message: string) => log.warn(data, message),
  };
  const media =
    settings.driver === 'zlm'
      ? createMediaDriver({ driver: 'zlm', zlm: settings.zlm, idleMs: settings.idleMs, log: mediaLog })
      : createMediaDriver({
          driver: 'ffmpeg',
          ffmpegPath: settings.ffmpegPath,
          idleMs: settings.idleMs,
          hlsBaseUrl: HLS_BASE_PATH,
          log: mediaLog,
        });
  const streams = cameraStreams(media, box, log);
  const configs = cameraConfigs(box, (ids) => streams.stopAll(ids));
  return { media, streams, configs, close: () => media.close() };
}
export type CameraPlatform = ReturnType<typeof createCameraPlatform>;
