import { z } from 'zod';
import { ACKNOWLEDGED_VIA } from '../alerting/actionLinks.js';
import { alertDeliveryRow } from '../alerting/deliveries.js';
import { ALERT_STATUSES } from '../devices/alerts.js';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { type Translated, translated as t } from '../i18n.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { XLSX_CONTENT_TYPE } from '../resource.js';
import {
  queryBoolean,
  siteDay,
  sysId,
  sysIdQuery,
  sysIdsBody,
  timeRangeFilter,
} from '../system/sysCommon.js';

/** What a camera's analytics (AI or motion detection) report, each with its snapshot. */
export const CAMERA_ANALYTICS_TYPES = [
  'noHelmet',
  'noVest',
  'intrusion',
  'lineCrossing',
  'fire',
  'smoke',
  'fallDetected',
  'loitering',
  'crowd',
  'motion',
  'videoTamper',
] as const;

/**
 * Every CCTV alert type: the analytics' and `cameraDown`, raised by the server itself when a camera
 * can no longer be seen (its NVR says so, or a pull of its stream fails), so a camera going dark is
 * told to the people on duty and handled like any other CCTV alert.
 */
export const CCTV_ALERT_TYPES = [...CAMERA_ANALYTICS_TYPES, 'cameraDown'] as const;
export type CctvAlertType = (typeof CCTV_ALERT_TYPES)[number];

export const CCTV_ALERT_TYPE_NAMES: Record<CctvAlertType, Translated> = {
  noHelmet: t('未戴安全帽', '未戴安全帽', 'No helmet'),
  noVest: t('未穿反光衣', '未穿反光衣', 'No safety vest'),
  intrusion: t('區域入侵', '区域入侵', 'Intrusion'),
  lineCrossing: t('越線', '越线', 'Line crossing'),
  fire: t('火焰', '火焰', 'Fire'),
  smoke: t('煙霧', '烟雾', 'Smoke'),
  fallDetected: t('人員跌倒', '人员跌倒', 'Person fallen'),
  loitering: t('徘徊', '徘徊', 'Loitering'),
  crowd: t('人群聚集', '人群聚集', 'Crowd'),
  motion: t('移動偵測', '移动侦测', 'Motion'),
  videoTamper: t('視像遮擋', '视像遮挡', 'Video tampering'),
  cameraDown: t('鏡頭離線', '摄像头离线', 'Camera down'),
};

/** Fire, smoke and a fallen person need someone now; the rest are warnings. */
export const CRITICAL_CCTV_ALERT_TYPES: readonly CctvAlertType[] = ['fire', 'smoke', 'fallDetected'];

/** The largest snapshot a camera may post (decoded bytes; JPEG or PNG, checked by content). */
export const MAX_CCTV_SNAPSHOT_BYTES = 700 * 1024;

export const cctvAlertRow = z.object({
  id: z.string(),
  type: z.enum(CCTV_ALERT_TYPES),
  level: z.enum(['warning', 'critical']),
  cameraId: z.string(),
  cameraName: z.string(),
  configName: z.string(),
  channel: z.number().int(),
  areaName: z.string().nullable(),
  locationName: z.string().nullable(),
  message: z.string().nullable(),
  occurredAt: z.string(),
  hasSnapshot: z.boolean(),
  isViewed: z.boolean(),
  viewedAt: z.string().nullable(),
  /** The device alerts' lifecycle (alerting/lifecycle.ts); 'viewed' above stays the spec's own field. */
  status: z.enum(ALERT_STATUSES),
  /** The site the camera was at when it was raised: whose CCTV duty roster is told. */
  site: z.string(),
  /** Names of the people who acknowledged and closed it. */
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedVia: z.enum(ACKNOWLEDGED_VIA).nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  resolutionPhotoId: z.string().nullable(),
  escalatedAt: z.string().nullable(),
});
export type CctvAlertRow = z.infer<typeof cctvAlertRow>;

/** One alert with its history (raise, acknowledge, escalate, resolve ...) and who was told of it. */
export const cctvAlertDetail = cctvAlertRow.extend({
  history: z.array(
    z.object({
      action: z.string(),
      actor: z.string().nullable(),
      at: z.string(),
      note: z.string().nullable(),
    }),
  ),
  deliveries: z.array(alertDeliveryRow),
});
export type CctvAlertDetail = z.infer<typeof cctvAlertDetail>;

export const cctvAlertFilter = timeRangeFilter.extend({
  type: z.enum(CCTV_ALERT_TYPES).optional(),
  cameraId: sysId.optional(),
  keyword: z.string().trim().max(100).optional(),
  isViewed: queryBoolean.optional(),
  status: z.enum(ALERT_STATUSES).optional(),
});
export type CctvAlertFilter = z.infer<typeof cctvAlertFilter>;

const tags = ['cctv'];
export const cctvAlertApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/cctvAlert/page',
    summary: "Cameras' analytics alerts, newest first.",
    access: { permission: permissions.cctvAlert.page },
    query: pageQuerySchema.omit({ sortField: true, sortOrder: true }).extend(cctvAlertFilter.shape),
    response: pageOf(cctvAlertRow),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/cctvAlert/detail',
    summary: 'One alert with its history and who was told of it; reading it marks it viewed.',
    access: { permission: permissions.cctvAlert.detail },
    query: sysIdQuery,
    response: cctvAlertDetail,
    tags,
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: '/cctvAlert/acknowledge',
    summary: 'Acknowledges an open alert: it stops ringing, escalating and being told to more people.',
    access: { permission: permissions.cctvAlert.handle },
    body: z.object({ id: sysId }),
    response: cctvAlertRow,
    tags,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/cctvAlert/resolve',
    summary: 'Resolves an alert with a note (and a photo).',
    access: { permission: permissions.cctvAlert.handle },
    body: z.object({
      id: sysId,
      note: z.string().trim().min(1).max(2000),
      photoFileId: sysId.nullable().optional(),
    }),
    response: cctvAlertRow,
    tags,
  }),
  falseAlarm: defineEndpoint({
    method: 'POST',
    path: '/cctvAlert/falseAlarm',
    summary: 'Closes an alert as a false alarm.',
    access: { permission: permissions.cctvAlert.handle },
    body: z.object({ id: sysId, note: z.string().trim().max(2000).optional() }),
    response: cctvAlertRow,
    tags,
  }),
  ringing: defineEndpoint({
    method: 'GET',
    path: '/cctvAlert/ringing',
    summary: 'Open critical CCTV alerts not yet acknowledged (newest first, at most 20).',
    access: { permission: permissions.cctvAlert.page },
    response: z.object({ count: z.number().int(), rows: z.array(cctvAlertRow) }),
    tags,
  }),
  snapshot: defineFileEndpoint({
    method: 'GET',
    path: '/cctvAlert/snapshot',
    summary: "The alert's snapshot image (JPEG or PNG).",
    access: { permission: permissions.cctvAlert.detail },
    query: sysIdQuery,
    response: z.never(),
    file: { contentType: 'image/jpeg' },
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/cctvAlert/delete',
    summary: 'Deletes alerts and their snapshots.',
    access: { permission: permissions.cctvAlert.delete },
    body: sysIdsBody,
    response: z.object({ deleted: z.number().int() }),
    tags,
  }),
  export: defineFileEndpoint({
    method: 'GET',
    path: '/cctvAlert/export',
    summary: 'Every alert matching the filters, as .xlsx.',
    access: { permission: permissions.cctvAlert.export },
    query: cctvAlertFilter,
    response: z.never(),
    file: { contentType: XLSX_CONTENT_TYPE },
    tags,
  }),
};

export const cctvStatisticsQuery = z.object({ from: siteDay, to: siteDay });
export type CctvStatisticsQuery = z.infer<typeof cctvStatisticsQuery>;
export const cctvStatistics = z.object({
  total: z.number().int(),
  unviewed: z.number().int(),
  byType: z.array(z.object({ type: z.enum(CCTV_ALERT_TYPES), count: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  byCamera: z.array(z.object({ cameraId: z.string(), cameraName: z.string(), count: z.number().int() })),
});
export type CctvStatistics = z.infer<typeof cctvStatistics>;

export const cctvStatisticsApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/cctvStatistics/page',
    summary: 'CCTV alerts in a date range: totals, by type, by day, by camera.',
    access: { permission: permissions.cctvStatistics.page },
    query: cctvStatisticsQuery,
    response: cctvStatistics,
    tags,
  }),
  export: defineFileEndpoint({
    method: 'GET',
    path: '/cctvStatistics/export',
    summary: 'The statistics of a date range as .xlsx (by day and type).',
    access: { permission: permissions.cctvStatistics.export },
    query: cctvStatisticsQuery,
    response: z.never(),
    file: { contentType: XLSX_CONTENT_TYPE },
    tags,
  }),
};

/** What open browsers hear when an alert arrives, escalates or is handled (event `cctvAlert`). */
export const cctvAlertEvent = z.object({
  id: z.string(),
  type: z.enum(CCTV_ALERT_TYPES),
  level: z.enum(['warning', 'critical']),
  cameraName: z.string(),
  /** Absent: a new alert (as before the lifecycle). */
  change: z.enum(['raised', 'escalated', 'handled']).optional(),
});

/** A camera's (or its analytics box's) alert, posted with the tenant's camera secret. */
export const cctvAlertWebhookBody = z.object({
  ip: z.string().trim().min(1).max(253),
  /** Only where two configurations share an IP: which one. */
  port: z.number().int().min(1).max(65535).optional(),
  channel: z.number().int().min(1).max(256).default(1),
  type: z.enum(CAMERA_ANALYTICS_TYPES),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  message: z.string().trim().max(500).optional(),
  /** The snapshot, base64 (JPEG or PNG, at most MAX_CCTV_SNAPSHOT_BYTES decoded). */
  snapshot: z
    .string()
    .max(Math.ceil((MAX_CCTV_SNAPSHOT_BYTES * 4) / 3) + 4)
    .optional(),
});
export const cctvAlertWebhookApi = defineEndpoint({
  method: 'POST',
  path: '/cctv/webhook/alert',
  summary: "A camera's analytics alert with its snapshot; the secret names the tenant.",
  access: { public: true },
  rateLimit: 'webhook',
  query: z.object({ secret: z.string().min(16).max(128) }),
  body: cctvAlertWebhookBody,
  response: z.object({ id: z.string() }),
  tags,
});
