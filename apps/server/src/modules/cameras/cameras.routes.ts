import {
  cameraApi,
  cameraAreaApi,
  cameraConfigApi,
  cameraLocationApi,
  cameraSecretApi,
  cameraWebhookApi,
  HK_CONFIG_HEADER,
  permissions,
  streamApi,
  toPage,
  wearableLiveApi,
} from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../platform/errors.js';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { type ResourceStore, registerResource } from '../../platform/http/resource.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import {
  cameraAt,
  cameraOfGb,
  cameraPage,
  camerasOfConfig,
  configOfRequest,
  editCamera,
} from './cameras.service.js';
import { registerCctv } from './cctv/cctv.routes.js';
import { areaStore, locationStore } from './places.service.js';
import type { CameraPlatform } from './platform.js';
import { recordUsable } from './usability.js';
import { cameraOfDevice, wearableLive, wearableOptions } from './wearables.service.js';
import { rotateSecret, secretStatus, tenantOfSecret } from './webhook.service.js';

/** The URL path the built-in driver's HLS files are served under (the driver's play URLs use it). */
export const HLS_BASE_PATH = '/api/cameras/hls';

const headerConfig = (request: FastifyRequest) => {
  const value = request.headers[HK_CONFIG_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Cameras: configurations, channels, areas, locations, live streams, and the webhooks (spec §7). */
export async function camerasModule(
  app: FastifyInstance,
  { cameras, notifier, storage }: { cameras: CameraPlatform; notifier: Notifier; storage: FileStorage },
): Promise<void> {
  const { configs, streams, media, hosts } = cameras;

  registerEndpoint(app, cameraConfigApi.list, ({ request }) =>
    configs.list(requirePrincipal(request).tenant),
  );
  registerEndpoint(app, cameraConfigApi.add, ({ body, request }) =>
    configs.add(requirePrincipal(request).tenant, body),
  );
  registerEndpoint(app, cameraConfigApi.edit, ({ body, request }) =>
    configs.edit(requirePrincipal(request).tenant, body),
  );
  registerEndpoint(app, cameraConfigApi.del, async ({ query, request }) => {
    await configs.delete(requirePrincipal(request).tenant, query.id);
    return null;
  });

  registerEndpoint(app, cameraApi.channels, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const configId = await configOfRequest(tenant, headerConfig(request), query.ip);
    return (await camerasOfConfig(tenant, configId)).map((camera) => ({
      channel: camera.channel,
      cameraId: camera.id,
      name: camera.name,
      usable: camera.usable,
    }));
  });
  registerEndpoint(app, cameraApi.page, async ({ query, request }) => {
    const { rows, total } = await cameraPage(requirePrincipal(request).tenant, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, cameraApi.edit, ({ body, request }) =>
    editCamera(requirePrincipal(request).tenant, body, hosts),
  );
  registerEndpoint(app, cameraApi.wearables, ({ request }) =>
    wearableOptions(requirePrincipal(request).tenant),
  );
  registerEndpoint(app, wearableLiveApi.list, ({ query, request }) =>
    wearableLive(requirePrincipal(request).tenant, query.keyword),
  );
  registerEndpoint(app, wearableLiveApi.play, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    return streams.play(await cameraOfDevice(tenant, query.deviceId), tenant);
  });
  registerEndpoint(app, cameraApi.list, async ({ request }) => {
    const { tenant } = requirePrincipal(request);
    const all = await tenant.selectFrom('camera_config').select(['id', 'name']).orderBy('name').execute();
    const chosen = headerConfig(request);
    const configId = all.find((config) => config.id === chosen)?.id ?? all[0]?.id;
    return { configs: all, cameras: configId ? await camerasOfConfig(tenant, configId) : [] };
  });

  // The stores type their queries themselves; the contracts' zod schemas have checked them.
  registerResource(app, cameraAreaApi, areaStore as unknown as ResourceStore<typeof cameraAreaApi>);
  registerResource(
    app,
    cameraLocationApi,
    locationStore as unknown as ResourceStore<typeof cameraLocationApi>,
  );

  registerEndpoint(app, streamApi.live, ({ query, request }) =>
    streams.playCamera(requirePrincipal(request).tenant, query.id),
  );
  registerEndpoint(app, streamApi.playUrl, ({ query, request }) =>
    streams.playCamera(requirePrincipal(request).tenant, query.id),
  );
  registerEndpoint(app, streamApi.push, ({ body, request }) =>
    streams.playCamera(requirePrincipal(request).tenant, body.id),
  );
  registerEndpoint(app, streamApi.stop, async ({ query, request }) => {
    await streams.stopCamera(requirePrincipal(request).tenant, query.id);
    return null;
  });
  registerEndpoint(app, streamApi.start, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const list = await camerasOfConfig(tenant, await configOfRequest(tenant, query.hkConfig));
    // One after another: a configuration's cameras share one NVR, which limits concurrent pulls.
    const started = [];
    for (const camera of list) {
      try {
        started.push({ cameraId: camera.id, play: await streams.playCamera(tenant, camera.id), error: null });
      } catch (error) {
        started.push({ cameraId: camera.id, play: null, error: (error as Error).message });
      }
    }
    return started;
  });

  registerEndpoint(app, cameraSecretApi.rotate, async ({ request }) => ({
    secret: await rotateSecret(requirePrincipal(request).tenant),
  }));
  registerEndpoint(app, cameraSecretApi.status, ({ request }) =>
    secretStatus(requirePrincipal(request).tenant),
  );

  registerEndpoint(app, cameraWebhookApi.usable, async ({ query }) => {
    const tenant = await tenantOfSecret(app.database.db, query.secret);
    const camera = (await cameraAt(tenant, query.ip, query.channel, query.port)) ?? fail('RECORD_NOT_FOUND');
    const changed = await recordUsable(tenant, notifier, camera, query.usable, app.clock.now());
    return { cameraId: camera.id, usable: query.usable, changed };
  });
  registerEndpoint(app, cameraWebhookApi.livegbs, async ({ query }) => {
    const tenant = await tenantOfSecret(app.database.db, query.secret);
    return streams.play(await cameraOfGb(tenant, query.serial, query.code), tenant);
  });

  registerHlsFiles(app, cameras);
  registerCctv(app, { storage, notifier });
  if (media.kind === 'zlm') {
    // ZLMediaKit's hooks (on_play, on_stream_none_reader) call back with the hook secret; any other
    // hook name is refused (zlmHooks.ts).
    app.route({
      method: 'POST',
      url: '/zlm/hook/:name',
      config: { access: { public: true }, rateLimitPolicy: 'webhook' },
      handler: async (request) => {
        const { name } = request.params as { name: string };
        const secret = (request.query as { secret?: string }).secret;
        return media.hook(name, request.body, secret);
      },
    });
  }
}

/**
 * The built-in driver's playlists and segments: /api/cameras/hls/<key>/<file>, for a viewer of the
 * stream's own tenant (hls.js sends the bearer token). Reading a file keeps the stream alive.
 */
function registerHlsFiles(app: FastifyInstance, { media }: CameraPlatform) {
  app.route({
    method: 'GET',
    url: `${HLS_BASE_PATH.replace(/^\/api/, '')}/:key/:file`,
    // Played from the cameras' live view and from the watches' (worn cameras): either permission.
    config: { access: { anyPermission: [permissions.cameraLive.view, permissions.swLive.view] } },
    handler: async (request, reply) => {
      const { tenant } = requirePrincipal(request);
      const { key, file } = request.params as { key: string; file: string };
      const found = media.kind === 'ffmpeg' ? await media.resolveFile(key, file, tenant.tenantId) : null;
      if (!found) return fail('RECORD_NOT_FOUND');
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', found.cacheControl)
        .header('content-length', String(found.size))
        .send(found.open());
    },
  });
}
