import { z } from 'zod';
import { ALERT_LEVELS, ALERT_TYPES } from '../devices/alerts.js';
import { DEVICE_KINDS } from '../devices/kinds.js';
import { defineEndpoint } from '../endpoint.js';
import { permissions } from '../permissions.js';
import { siteMonth } from './month.js';

/**
 * The dashboard (/dashboard/index) and the month bars (spec §7 GET /analysis/month-bar). Every figure
 * is the caller's tenant's; `site` narrows it to one site and must be one of the tenant's sites
 * (`sites` of the summary), else 400 / 1012130.
 */
const site = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .optional()
  .describe("One of the tenant's sites (the summary's `sites`); all sites when left out.");

export const dashboardQuery = z.object({ site });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const monthBarQuery = z.object({
  month: siteMonth.optional().describe('YYYY-MM, a Hong Kong month; this Hong Kong month when left out.'),
  site,
});
export type MonthBarQuery = z.infer<typeof monthBarQuery>;

export const monthBarDay = z.object({
  day: z.string().describe('A Hong Kong calendar day, YYYY-MM-DD.'),
  alerts: z
    .number()
    .int()
    .describe('Device alerts raised on the day (first raised, Hong Kong time), any type, level or status.'),
  permitsRaised: z
    .number()
    .int()
    .describe('Permits created on the day (Hong Kong time), drafts included, any type.'),
  permitsActive: z
    .number()
    .int()
    .describe(
      'Permits in force on the day: permits that reached activation (now active, suspended, handed back, ' +
        'closed or expired) whose validity window overlaps the day. A window, not a history: a permit ' +
        'closed early still counts to its valid-to day.',
    ),
});
export type MonthBarDay = z.infer<typeof monthBarDay>;

export const monthBar = z.object({
  month: z.string(),
  site: z.string().nullable(),
  days: z.array(monthBarDay).describe('One entry per day of the month, first to last, zeros included.'),
});
export type MonthBar = z.infer<typeof monthBar>;

/** A device kind's registry figures: online means a message within DEVICE_ONLINE_THRESHOLD_S. */
export const deviceKindSummary = z.object({
  kind: z.enum(DEVICE_KINDS),
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  lowBattery: z
    .number()
    .int()
    .describe("Devices whose last reported battery is below the tenant's default low-battery threshold."),
});
export type DeviceKindSummary = z.infer<typeof deviceKindSummary>;

export const openAlertCount = z.object({
  type: z.enum(ALERT_TYPES),
  level: z.enum(ALERT_LEVELS),
  count: z.number().int(),
});
export type OpenAlertCount = z.infer<typeof openAlertCount>;

export const dashboardSummary = z.object({
  site: z.string().nullable(),
  /** The tenant's sites (devices and alerts), for the site picker. */
  sites: z.array(z.string()),
  devices: z.array(deviceKindSummary).describe('Kinds with at least one device, in DEVICE_KINDS order.'),
  alerts: z.object({
    open: z
      .number()
      .int()
      .describe('Alerts raised, notified or acknowledged (not resolved or false alarms).'),
    openCritical: z.number().int(),
    byType: z.array(openAlertCount).describe('Open alerts by type and level, largest first.'),
  }),
  headcount: z.object({
    onSite: z.number().int().describe('Workers whose last gate pass today went in.'),
    enteredToday: z.number().int(),
  }),
  permits: z.object({
    active: z.number().int(),
    suspended: z.number().int(),
  }),
  generatedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/**
 * What a safety manager reads at a glance in the tag cloud: today's alert types, locations with open
 * alerts, trades on site now, and permit types in force. The weight is a count of that thing.
 */
export const TAG_CLOUD_KINDS = ['alertType', 'location', 'trade', 'permitType'] as const;
export type TagCloudKind = (typeof TAG_CLOUD_KINDS)[number];
export const tagCloudWord = z.object({
  text: z.string().describe("In the caller's language (alert and permit type names are translated)."),
  weight: z.number().int().min(1),
  kind: z.enum(TAG_CLOUD_KINDS),
});
export type TagCloudWord = z.infer<typeof tagCloudWord>;
/** The most words one cloud shows (the heaviest). */
export const TAG_CLOUD_MAX_WORDS = 60;

const tags = ['dashboard'];
export const dashboardApi = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/dashboard/summary',
    summary: 'Live figures of the dashboard: devices, open alerts, headcount and permits, for a site or all.',
    access: { permission: permissions.dashboard.view },
    query: dashboardQuery,
    response: dashboardSummary,
    tags,
  }),
  tags: defineEndpoint({
    method: 'GET',
    path: '/dashboard/tags',
    summary:
      "The tag cloud: today's alert types, locations with open alerts, trades on site, permit types in force.",
    access: { permission: permissions.dashboard.view },
    query: dashboardQuery,
    response: z.object({ words: z.array(tagCloudWord).max(TAG_CLOUD_MAX_WORDS) }),
    tags,
  }),
  monthBar: defineEndpoint({
    method: 'GET',
    path: '/analysis/month-bar',
    summary: 'Per day of a Hong Kong month: alerts raised, permits raised and permits in force.',
    access: { permission: permissions.analysis.monthBar },
    query: monthBarQuery,
    response: monthBar,
    tags,
  }),
};
