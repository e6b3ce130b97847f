import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { defineResourceApi } from '../resource.js';
import { queryBoolean, sysId, sysIdQuery } from '../system/sysCommon.js';

/**
 * Cameras (spec §7 "Camera config", "Camera", "Streaming"): a camera configuration is an NVR or a
 * single IP camera (name, IP, user name, password, port, channel number, RTSP URL); its channels are
 * the cameras, each placed in an area and a location. The password is stored encrypted and never
 * leaves the server.
 */
const text = (max: number) => z.string().trim().max(max);
const tags = ['cameras'];

/** The request header that carries the session's chosen configuration (spec §7). */
export const HK_CONFIG_HEADER = 'hkconfig';
/** The device kinds that can wear a camera. */
export const WEARABLE_KINDS = ['watch', 'helmet'] as const;
export const MAX_CAMERA_CHANNELS = 256;
/**
 * The RTSP URL of a channel: a full rtsp:// URL, or a template with `{ip}`, `{port}` and `{channel}`
 * (Hikvision NVRs: rtsp://{ip}:{port}/Streaming/Channels/{channel}01). Credentials never go in it:
 * the server adds the configuration's user name and password when it pulls.
 */
export const DEFAULT_RTSP_TEMPLATE = 'rtsp://{ip}:{port}/Streaming/Channels/{channel}01';
export const rtspTemplate = z
  .string()
  .trim()
  .max(500)
  .regex(/^rtsps?:\/\/[^\s@/]+(\/[^\s]*)?$/, 'rtsp');

export const cameraConfigRow = z.object({
  id: z.string(),
  name: z.string(),
  ip: z.string(),
  username: z.string(),
  port: z.number().int(),
  channelNo: z.number().int(),
  rtsp: z.string(),
  /** Whether a password is stored (the password itself never leaves the server). */
  hasPassword: z.boolean(),
  online: z.number().int(),
  createdAt: z.string(),
});
export type CameraConfigRow = z.infer<typeof cameraConfigRow>;

const host = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[0-9A-Za-z.:-]+$/, 'ip');
export const cameraConfigAddBody = z.object({
  name: text(100).min(1),
  ip: host,
  username: text(64).default(''),
  /** On edit, leave it out (or empty) to keep the stored one. */
  password: z.string().max(128).optional(),
  port: z.number().int().min(1).max(65535).default(554),
  channelNo: z.number().int().min(1).max(MAX_CAMERA_CHANNELS).default(1),
  rtsp: rtspTemplate.default(DEFAULT_RTSP_TEMPLATE),
});
export type CameraConfigAddBody = z.infer<typeof cameraConfigAddBody>;
export const cameraConfigEditBody = cameraConfigAddBody.extend({ id: sysId });
export type CameraConfigEditBody = z.infer<typeof cameraConfigEditBody>;

export const cameraConfigApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/hk/camera/config/list',
    summary: "The tenant's camera configurations (NVRs and cameras); passwords are never returned.",
    access: { permission: permissions.hkCameraConfig.list },
    response: z.array(cameraConfigRow),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/hk/camera/config/add',
    summary: 'Adds a camera configuration; its channels become cameras.',
    access: { permission: permissions.hkCameraConfig.add },
    body: cameraConfigAddBody,
    response: cameraConfigRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/hk/camera/config/edit',
    summary: 'Changes a camera configuration (an empty password keeps the stored one).',
    access: { permission: permissions.hkCameraConfig.edit },
    body: cameraConfigEditBody,
    response: cameraConfigRow,
    tags,
  }),
  del: defineEndpoint({
    method: 'GET',
    path: '/hk/camera/config/del',
    summary: 'Deletes a camera configuration and its cameras; their streams stop.',
    access: { permission: permissions.hkCameraConfig.delete },
    query: sysIdQuery,
    response: z.null(),
    tags,
  }),
};

/** One camera: a channel of a configuration, where it is, whether it is up. */
export const cameraRow = z.object({
  id: z.string(),
  configId: z.string(),
  configName: z.string(),
  channel: z.number().int(),
  name: z.string(),
  /** The RTSP URL the server pulls, without credentials. */
  rtspUrl: z.string(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  /** Up or down as the availability webhook last said; null before it said anything. */
  usable: z.boolean().nullable(),
  usableChangedAt: z.string().nullable(),
  gbSerial: z.string().nullable(),
  gbCode: z.string().nullable(),
  /** The smart watch or helmet that wears this camera (its live video shows on the watches' page). */
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
});
export type CameraRow = z.infer<typeof cameraRow>;

export const cameraFilter = z.object({
  configId: sysId.optional(),
  areaId: sysId.optional(),
  locationId: sysId.optional(),
  keyword: text(100).optional(),
  usable: queryBoolean.optional(),
});
export const cameraEditBody = z.object({
  id: sysId,
  name: text(100).min(1),
  /** A full URL or template for this channel only; null follows the configuration's. */
  rtspUrl: rtspTemplate.nullable().optional(),
  areaId: sysId.nullable().optional(),
  locationId: sysId.nullable().optional(),
  gbSerial: text(64).nullable().optional(),
  gbCode: text(64).nullable().optional(),
  /** A watch or helmet of the tenant; taken from the camera it was on before. */
  deviceId: sysId.nullable().optional(),
});
export type CameraEditBody = z.infer<typeof cameraEditBody>;

export const cameraChannelRow = z.object({
  channel: z.number().int(),
  cameraId: z.string(),
  name: z.string(),
  usable: z.boolean().nullable(),
});

export const cameraApi = {
  channels: defineEndpoint({
    method: 'GET',
    path: '/device/ip/channel',
    summary: "The channels of the configuration at `ip` (or the hkConfig header's), with their cameras.",
    access: { permission: permissions.hkCameraConfig.list },
    query: z.object({ ip: host.optional() }),
    response: z.array(cameraChannelRow),
    tags,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/camera/rtsp/play/config/page',
    summary: 'A page of cameras with their play configuration (RTSP URL, area, location, up or down).',
    access: { permission: permissions.hkCameraConfig.list },
    query: pageQuerySchema.omit({ sortField: true, sortOrder: true }).extend(cameraFilter.shape),
    response: pageOf(cameraRow),
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/camera/rtsp/play/config/edit',
    summary: "Names a camera, places it in an area and location, or overrides its channel's RTSP URL.",
    access: { permission: permissions.hkCameraConfig.edit },
    body: cameraEditBody,
    response: cameraRow,
    tags,
  }),
  wearables: defineEndpoint({
    method: 'GET',
    path: '/camera/wearables',
    summary: 'The smart watches and helmets a camera can be worn on, with the camera each wears now.',
    access: { permission: permissions.hkCameraConfig.edit },
    response: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kind: z.enum(WEARABLE_KINDS),
        imei: z.string(),
        cameraId: z.string().nullable(),
      }),
    ),
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/list',
    summary:
      "What the live view offers: the configurations to pick from and the cameras of the hkConfig header's one.",
    access: { permission: permissions.cameraLive.view },
    response: z.object({
      configs: z.array(z.object({ id: z.string(), name: z.string() })),
      cameras: z.array(cameraRow),
    }),
    tags,
  }),
};

/** A stream a browser can play. `kind` says how: HLS (hls.js) or fMP4 over HTTP. */
export const playInfo = z.object({
  cameraId: z.string(),
  key: z.string(),
  playUrl: z.string(),
  kind: z.enum(['hls', 'mp4']),
  driver: z.enum(['ffmpeg', 'zlm']),
});
export type PlayInfo = z.infer<typeof playInfo>;
const cameraIdQuery = z.object({ id: sysId });

export const streamApi = {
  live: defineEndpoint({
    method: 'GET',
    path: '/rtsp/live',
    summary: "Starts (or joins) a camera's live stream and answers where to play it.",
    access: { permission: permissions.cameraLive.view },
    rateLimit: 'streamStart',
    query: cameraIdQuery,
    response: playInfo,
    tags,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/zlm/start',
    summary: 'Starts every camera of a configuration (hkConfig query); answers each play URL or failure.',
    access: { permission: permissions.cameraLive.view },
    rateLimit: 'streamStart',
    query: z.object({ hkConfig: sysId }),
    response: z.array(
      z.object({ cameraId: z.string(), play: playInfo.nullable(), error: z.string().nullable() }),
    ),
    tags,
  }),
  playUrl: defineEndpoint({
    method: 'GET',
    path: '/zlm/playUrl',
    summary: "The play URL of a camera's stream, starting it if needed.",
    access: { permission: permissions.cameraLive.view },
    rateLimit: 'streamStart',
    query: cameraIdQuery,
    response: playInfo,
    tags,
  }),
  push: defineEndpoint({
    method: 'POST',
    path: '/zlm/stream/push',
    summary: "Starts pulling a camera into the media server (ZLMediaKit's stream proxy, or ffmpeg).",
    access: { permission: permissions.cameraLive.view },
    rateLimit: 'streamStart',
    body: cameraIdQuery,
    response: playInfo,
    tags,
  }),
  stop: defineEndpoint({
    method: 'GET',
    path: '/zlm/stream/stop',
    summary: "Stops a camera's stream now (it also stops by itself when nobody watches).",
    access: { permission: permissions.cameraLive.view },
    query: cameraIdQuery,
    response: z.null(),
    tags,
  }),
};

/** One worn camera on the watches' live video page: the camera, and who and what wears it. */
export const wearableLiveRow = z.object({
  camera: cameraRow,
  device: z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(WEARABLE_KINDS),
    imei: z.string(),
    site: z.string(),
    /** Its last message is younger than DEVICE_ONLINE_THRESHOLD_S. */
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
    battery: z.number().nullable(),
    wearerName: z.string().nullable(),
  }),
});
export type WearableLiveRow = z.infer<typeof wearableLiveRow>;

/**
 * The smart watches' live video (menu devices/watches/Live): the cameras worn on watches and helmets,
 * played through the same media platform as the fixed cameras, under the watches' own permission.
 */
export const wearableLiveApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sw/live/list',
    summary: 'The cameras worn on smart watches and helmets, with the device and its wearer.',
    access: { permission: permissions.swLive.view },
    query: z.object({ keyword: text(100).optional() }),
    response: z.array(wearableLiveRow),
    tags,
  }),
  play: defineEndpoint({
    method: 'GET',
    path: '/sw/live/play',
    summary: 'Starts (or joins) the live stream of the camera a watch or helmet wears.',
    access: { permission: permissions.swLive.view },
    rateLimit: 'streamStart',
    query: z.object({ deviceId: sysId }),
    response: playInfo,
    tags,
  }),
};

/** Calls from the outside world, authenticated by the tenant's camera secret (spec: "secret query"). */
export const cameraWebhookApi = {
  usable: defineEndpoint({
    method: 'GET',
    path: '/cctv/webhook/camera/usable',
    summary:
      'A camera came up or went down: recorded in the camera log and the bell. The secret names the tenant.',
    access: { public: true },
    rateLimit: 'webhook',
    query: z.object({
      secret: z.string().min(16).max(128),
      ip: host,
      /** Only where two configurations share an IP (an NVR's port): which one. */
      port: z.coerce.number().int().min(1).max(65535).optional(),
      channel: z.coerce.number().int().min(1).max(MAX_CAMERA_CHANNELS).default(1),
      usable: queryBoolean,
    }),
    response: z.object({ cameraId: z.string(), usable: z.boolean(), changed: z.boolean() }),
    tags,
  }),
  livegbs: defineEndpoint({
    method: 'GET',
    path: '/livegbs/stream/start',
    summary: 'Starts the GB28181 stream of the camera with this device serial and channel code.',
    access: { public: true },
    rateLimit: 'streamStart',
    query: z.object({
      serial: z.string().trim().min(1).max(64),
      code: z.string().trim().min(1).max(64),
      secret: z.string().min(16).max(128),
    }),
    response: playInfo,
    tags,
  }),
};

export const cameraSecretApi = {
  rotate: defineEndpoint({
    method: 'POST',
    path: '/hk/camera/secret/rotate',
    summary: 'Makes a new camera webhook secret for the tenant (shown once); the old one stops working.',
    access: { permission: permissions.hkCameraConfig.edit },
    response: z.object({ secret: z.string() }),
    tags,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/hk/camera/secret',
    summary: 'Whether the tenant has a camera webhook secret, and since when.',
    access: { permission: permissions.hkCameraConfig.list },
    response: z.object({ hasSecret: z.boolean(), rotatedAt: z.string().nullable() }),
    tags,
  }),
};

/** Areas and locations the cameras are placed in. */
export const cameraAreaRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cameras: z.number().int(),
  createdAt: z.string(),
});
export type CameraAreaRow = z.infer<typeof cameraAreaRow>;
export const cameraAreaAddBody = z.object({
  name: text(100).min(1),
  description: text(500).nullable().optional(),
});
export const cameraAreaApi = defineResourceApi({
  base: 'cameraArea',
  noun: 'camera area',
  permissions: permissions.cameraArea,
  row: cameraAreaRow,
  filter: z.object({ keyword: text(100).optional() }),
  add: cameraAreaAddBody,
  edit: cameraAreaAddBody.extend({ id: sysId }),
});

export const cameraLocationRow = z.object({
  id: z.string(),
  name: z.string(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  description: z.string().nullable(),
  cameras: z.number().int(),
  createdAt: z.string(),
});
export type CameraLocationRow = z.infer<typeof cameraLocationRow>;
export const cameraLocationAddBody = z.object({
  name: text(100).min(1),
  areaId: sysId.nullable().optional(),
  description: text(500).nullable().optional(),
});
export const cameraLocationApi = defineResourceApi({
  base: 'cameraLocation',
  noun: 'camera location',
  permissions: permissions.cameraLocation,
  row: cameraLocationRow,
  filter: z.object({ keyword: text(100).optional(), areaId: sysId.optional() }),
  add: cameraLocationAddBody,
  edit: cameraLocationAddBody.extend({ id: sysId }),
});
