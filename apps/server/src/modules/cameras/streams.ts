import type { PlayInfo } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import type { SecretBox } from '../../platform/secretBox.js';
import { type CameraRecord, findCamera, pullUrlOf } from './cameras.service.js';
import { type CameraHostGuard, CameraHostRefused, type HostField, hostNotAllowed } from './hosts.js';
import { MediaBusyError, type MediaDriver, MediaError } from './media/index.js';
import { withCredentials } from './rtsp.js';
import { recordUsable } from './usability.js';

/** A camera's stream key: its id (unique across tenants), as a folder and URL segment. */
export const streamKeyOf = (cameraId: string) => `cam${cameraId}`;

/** The field a camera's pull URL comes from: its own URL, else its configuration's address or template. */
const hostFieldOf = (camera: CameraRecord): HostField =>
  camera.rtsp_url ? 'rtspUrl' : camera.rtsp.includes('{ip}') ? 'ip' : 'rtsp';

/**
 * Live streams of cameras through the configured media driver. The camera's host is resolved and
 * checked again at every start (its name may point elsewhere since it was saved), and the driver is
 * handed the checked address, not the name, so a DNS answer that changes in between changes nothing.
 * A pull that fails for any reason (unreachable, wrong password, bad URL, no answer in time) answers
 * the spec's one message; the reason goes to the log. A camera is looked up in the caller's tenant
 * first, so another tenant's camera is never streamed.
 */
export function cameraStreams(
  media: MediaDriver,
  box: SecretBox,
  hosts: CameraHostGuard,
  log: FastifyBaseLogger,
  notifier: Notifier,
  /** The site clock: a camera found down by a pull raises its alert at site time. */
  clock: Clock,
) {
  /** A pull that played or failed says whether the camera can be seen (a failure to record it is only logged). */
  async function pulled(tenant: TenantScope, camera: CameraRecord, usable: boolean): Promise<void> {
    try {
      await recordUsable(tenant, notifier, camera, usable, clock.now());
    } catch (error) {
      log.warn({ err: error, cameraId: camera.id }, 'camera usable state not recorded');
    }
  }

  async function play(camera: CameraRecord, tenant: TenantScope): Promise<PlayInfo> {
    const key = streamKeyOf(camera.id);
    const password = camera.password_enc ? box.open(camera.password_enc) : undefined;
    const pullUrl = pullUrlOf(camera);
    if (!URL.canParse(pullUrl)) {
      log.warn({ cameraId: camera.id }, 'camera pull failed: the RTSP URL does not parse');
      return fail('CAMERA_PULL_FAILED');
    }
    let pinned: string;
    try {
      pinned = await hosts.pin(pullUrl);
    } catch (error) {
      if (!(error instanceof CameraHostRefused)) throw error;
      log.warn({ cameraId: camera.id, refusal: error.reason }, 'camera pull refused: host not allowed');
      return hostNotAllowed(hostFieldOf(camera), error);
    }
    const rtspUrl = withCredentials(pinned, camera.username, password);
    try {
      const { playUrl } = await media.start({ key, rtspUrl, tenantId: tenant.tenantId });
      await pulled(tenant, camera, true);
      return {
        cameraId: camera.id,
        key,
        playUrl,
        kind: playUrl.includes('.mp4') ? 'mp4' : 'hls',
        driver: media.kind,
      };
    } catch (error) {
      if (error instanceof MediaBusyError) return fail('LIVE_STREAMS_BUSY', {}, { limit: error.limit });
      // The driver has logged the reason (key cam<id>); people get the spec's one message.
      if (!(error instanceof MediaError)) throw error;
      await pulled(tenant, camera, false);
      return fail('CAMERA_PULL_FAILED');
    }
  }
  return {
    play,
    async playCamera(tenant: TenantScope, cameraId: string): Promise<PlayInfo> {
      return play(await findCamera(tenant, cameraId), tenant);
    },
    async stopCamera(tenant: TenantScope, cameraId: string): Promise<void> {
      const camera = await findCamera(tenant, cameraId);
      await media.stop(streamKeyOf(camera.id));
    },
    /** Stops these cameras' streams (their configuration changed or went). */
    async stopAll(cameraIds: string[]): Promise<void> {
      await Promise.all(cameraIds.map((id) => media.stop(streamKeyOf(id))));
    },
  };
}
export type CameraStreams = ReturnType<typeof cameraStreams>;
