import { z } from 'zod';
import { ACKNOWLEDGED_VIA } from '../alerting/actionLinks.js';
import { alertDeliveryRow } from '../alerting/deliveries.js';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { XLSX_CONTENT_TYPE } from '../resource.js';
import { siteDay, sysId, sysIdsBody } from '../system/sysCommon.js';
import { ALERT_FAMILIES, ALERT_LEVELS, ALERT_STATUSES, ALERT_TYPES, type AlertFamily } from './alerts.js';
import { DEVICE_KINDS } from './kinds.js';
import { alertThresholds } from './thresholds.js';

const isoDay = siteDay;

/** The spec's alert fields (type, trigger time, count, isViewed, ViewTime, Step, Battery, AlertTime) and the rest. */
export const alertRow = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  level: z.enum(ALERT_LEVELS),
  status: z.enum(ALERT_STATUSES),
  /** When the device first saw it (device time): the spec's trigger time. */
  triggerTime: z.string(),
  /** The latest repeat (device time): the spec's AlertTime. */
  alertTime: z.string(),
  count: z.number().int(),
  isViewed: z.boolean(),
  viewTime: z.string().nullable(),
  step: z.number().int().nullable(),
  battery: z.number().nullable(),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceKind: z.enum(DEVICE_KINDS),
  imei: z.string(),
  wearerName: z.string().nullable(),
  sosPhone: z.string().nullable(),
  site: z.string(),
  location: z.string().nullable(),
  /** The reading that raised it, e.g. { spo2: 88 }. */
  vitals: z.record(z.string(), z.number()),
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** Where it was acknowledged: the console, a phone notification, an email's or SMS's link. */
  acknowledgedVia: z.enum(ACKNOWLEDGED_VIA).nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  resolutionPhotoId: z.string().nullable(),
  escalatedAt: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRow>;

export const alertFilter = z.object({
  type: z.enum(ALERT_TYPES).optional(),
  level: z.enum(ALERT_LEVELS).optional(),
  status: z.enum(ALERT_STATUSES).optional(),
  open: z.enum(['true', 'false']).optional(),
  site: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
});
export type AlertFilter = z.infer<typeof alertFilter>;
export const alertPageQuery = pageQuerySchema
  .omit({ sortField: true, sortOrder: true })
  .extend(alertFilter.shape);
export type AlertPageQuery = z.infer<typeof alertPageQuery>;

const idBody = z.object({ id: sysId });
export const resolveAlertBody = idBody.extend({
  note: z.string().trim().min(1).max(2000),
  photoFileId: sysId.nullable().optional(),
});

export const alertAnalysisQuery = z.object({
  from: isoDay,
  to: isoDay,
  site: z.string().trim().max(100).optional(),
});
export type AlertAnalysisQuery = z.infer<typeof alertAnalysisQuery>;
export const alertAnalysis = z.object({
  byType: z.array(z.object({ type: z.enum(ALERT_TYPES), count: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), level: z.enum(ALERT_LEVELS), count: z.number().int() })),
  bySite: z.array(z.object({ site: z.string(), count: z.number().int() })),
  open: z.number().int(),
  openCritical: z.number().int(),
});
export type AlertAnalysis = z.infer<typeof alertAnalysis>;

/** One day of watch use: the spec's statistics fields. */
export const watchStatisticsRow = z.object({
  date: z.string(),
  /** Messages received that day. */
  quantity: z.number().int(),
  totalAlerts: z.number().int(),
  onlineCount: z.number().int(),
  offlineCount: z.number().int(),
  /** Hours worn, all watches together. */
  totalUsage: z.number(),
  totalWatches: z.number().int(),
});
export type WatchStatisticsRow = z.infer<typeof watchStatisticsRow>;
export const statisticsQuery = alertAnalysisQuery;
export const statisticsExportQuery = alertAnalysisQuery.extend({ format: z.enum(['pdf', 'xlsx']) });

export const usageAnalysis = z.object({
  days: z.array(watchStatisticsRow),
  online: z.number().int(),
  offline: z.number().int(),
  topDevices: z.array(z.object({ deviceId: z.string(), name: z.string(), hours: z.number() })),
});
export type UsageAnalysis = z.infer<typeof usageAnalysis>;

export const thresholdsQuery = z.object({ site: z.string().trim().max(100).default('') });
export const thresholdsView = z.object({
  site: z.string(),
  thresholds: alertThresholds,
  isDefault: z.boolean(),
});
export const thresholdsSaveBody = z.object({ site: z.string().trim().max(100), thresholds: alertThresholds });

function alertFamilyApi(family: AlertFamily) {
  const perms = family === 'swAlert' ? permissions.swAlert : permissions.gasAlert;
  const read = family === 'swAlert' ? permissions.swAlert.detail : permissions.gasAlert.page;
  const tags = [family];
  return {
    page: defineEndpoint({
      method: 'GET',
      path: `/${family}/page`,
      summary: 'A page of alerts, newest first.',
      access: { permission: perms.page },
      query: alertPageQuery,
      response: pageOf(alertRow),
      tags,
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `/${family}/detail`,
      summary: 'One alert, with its history and who was told of it (by level, due time, channel order).',
      access: { permission: read },
      query: idBody,
      response: alertRow.extend({
        history: z.array(
          z.object({
            action: z.string(),
            actor: z.string().nullable(),
            at: z.string(),
            note: z.string().nullable(),
          }),
        ),
        deliveries: z.array(alertDeliveryRow),
      }),
      tags,
    }),
    markViewed: defineEndpoint({
      method: 'POST',
      path: `/${family}/markViewed`,
      summary: 'Marks alerts as viewed (the spec’s isViewed, ViewTime).',
      access: {
        permission: family === 'swAlert' ? permissions.swAlert.markViewed : permissions.gasAlert.page,
      },
      body: sysIdsBody,
      response: z.object({ updated: z.number().int() }),
      tags,
    }),
    acknowledge: defineEndpoint({
      method: 'POST',
      path: `/${family}/acknowledge`,
      summary: 'Acknowledges an open alert: it stops ringing and escalating.',
      access: { permission: perms.handle },
      body: idBody,
      response: alertRow,
      tags,
    }),
    resolve: defineEndpoint({
      method: 'POST',
      path: `/${family}/resolve`,
      summary: 'Resolves an alert with a note (and a photo).',
      access: { permission: perms.handle },
      body: resolveAlertBody,
      response: alertRow,
      tags,
    }),
    falseAlarm: defineEndpoint({
      method: 'POST',
      path: `/${family}/falseAlarm`,
      summary: 'Closes an alert as a false alarm.',
      access: { permission: perms.handle },
      body: idBody.extend({ note: z.string().trim().max(2000).optional() }),
      response: alertRow,
      tags,
    }),
    analysis: defineEndpoint({
      method: 'GET',
      path: `/${family}/analysis`,
      summary: 'Alerts by type, by day and by site over a date range.',
      access: { permission: perms.page },
      query: alertAnalysisQuery,
      response: alertAnalysis,
      tags,
    }),
    export: defineFileEndpoint({
      method: 'GET',
      path: `/${family}/export`,
      summary: 'Every alert matching the filters, as .xlsx.',
      access: { permission: perms.export },
      query: alertFilter,
      response: z.never(),
      file: { contentType: XLSX_CONTENT_TYPE },
      tags,
    }),
  };
}

export const alertApis = { swAlert: alertFamilyApi('swAlert'), gasAlert: alertFamilyApi('gasAlert') };

export const gasAlertDeleteApi = defineEndpoint({
  method: 'POST',
  path: '/gasAlert/delete',
  summary: 'Deletes closed gas alerts (open ones stay).',
  access: { permission: permissions.gasAlert.delete },
  body: sysIdsBody,
  response: z.object({ deleted: z.number().int() }),
  tags: ['gasAlert'],
});

export const deviceStatsApi = {
  /** Open critical alerts nobody has acknowledged: the console rings while there are any. */
  ringing: defineEndpoint({
    method: 'GET',
    path: '/swAlert/ringing',
    summary: 'Open critical alerts not yet acknowledged (newest first, at most 20).',
    access: { permission: permissions.swAlert.page },
    response: z.object({ count: z.number().int(), rows: z.array(alertRow) }),
    tags: ['swAlert'],
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/swUsage/analysis',
    summary: 'Watch use by day, online and offline now, the most worn watches.',
    access: { permission: permissions.swUsage.page },
    query: statisticsQuery,
    response: usageAnalysis,
    tags: ['swUsage'],
  }),
  statistics: defineEndpoint({
    method: 'GET',
    path: '/swStatistics/page',
    summary: 'The statistics report: one row a day.',
    access: { permission: permissions.swStatistics.page },
    query: statisticsQuery,
    response: z.array(watchStatisticsRow),
    tags: ['swStatistics'],
  }),
  statisticsExport: defineFileEndpoint({
    method: 'GET',
    path: '/swStatistics/export',
    summary: 'The statistics report as PDF or .xlsx.',
    access: { permission: permissions.swStatistics.export },
    query: statisticsExportQuery,
    response: z.never(),
    file: { contentType: 'application/octet-stream' },
    tags: ['swStatistics'],
  }),
  thresholds: defineEndpoint({
    method: 'GET',
    path: '/swAlert/thresholds',
    summary: "A site's alert thresholds (the tenant's default when the site has none).",
    access: { permission: permissions.swAlert.page },
    query: thresholdsQuery,
    response: thresholdsView,
    tags: ['swAlert'],
  }),
  saveThresholds: defineEndpoint({
    method: 'POST',
    path: '/swAlert/thresholds/save',
    summary: "Saves a site's alert thresholds (site '' is the tenant's default).",
    access: { permission: permissions.swAlert.thresholds },
    body: thresholdsSaveBody,
    response: thresholdsView,
    tags: ['swAlert'],
  }),
};

/**
 * The `deviceAlert` server event: alerts of one family (swAlert or gasAlert) a batch raised or
 * repeated (the first 15), or that the escalation just marked. It goes only to users holding the
 * family's page permission (system/events.ts), the one whose list shows the same devices, wearers
 * and sites; it carries no reading. Consoles refetch their alert lists and ring for new critical ones.
 */
export const deviceAlertEvent = z.object({
  family: z.enum(Object.keys(ALERT_FAMILIES) as [AlertFamily, ...AlertFamily[]]),
  count: z.number().int(),
  alerts: z
    .array(
      z.object({
        id: z.string(),
        type: z.enum(ALERT_TYPES),
        level: z.enum(ALERT_LEVELS),
        isNew: z.boolean(),
        count: z.number().int(),
        deviceName: z.string(),
        wearerName: z.string().nullable(),
        site: z.string(),
      }),
    )
    .optional(),
  escalated: z.array(z.string()).optional(),
});
export type DeviceAlertEvent = z.infer<typeof deviceAlertEvent>;
