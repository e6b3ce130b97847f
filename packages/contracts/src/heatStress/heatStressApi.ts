import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { permissions } from '../permissions.js';
import { HEAT_LEVELS, WORKLOADS } from './restTable.js';

/** Where the board's HKHI came from: the weather feed, a manager's override, or nowhere yet. */
export const HEAT_INDEX_SOURCES = ['feed', 'override', 'none'] as const;
export type HeatIndexSourceKind = (typeof HEAT_INDEX_SOURCES)[number];

const restMinutesSchema = z.union([z.number().int(), z.literal('stop')]);

/** One trade and workload on the board: who of them is on site, their rest, and how many must stop. */
export const heatStressRow = z.object({
  trade: z.string().nullable(),
  /** Null: the wearers' workload level is not set in the registry. */
  workload: z.enum(WORKLOADS).nullable(),
  onSite: z.number().int(),
  /** Rest minutes per hour, 'stop', or null when the workload is unknown. */
  rest: restMinutesSchema.nullable(),
  mustStop: z.number().int(),
});
export type HeatStressRow = z.infer<typeof heatStressRow>;

export const heatStressBoard = z.object({
  level: z.enum(HEAT_LEVELS),
  /** The HKHI in force, if any. */
  value: z.number().nullable(),
  source: z.enum(HEAT_INDEX_SOURCES),
  /** The feed's own reading, shown beside an override. */
  feed: z.object({ value: z.number(), level: z.enum(HEAT_LEVELS) }).nullable(),
  override: z.object({ value: z.number(), by: z.string().nullable(), at: z.string() }).nullable(),
  rows: z.array(heatStressRow),
  onSite: z.number().int(),
  mustStop: z.number().int(),
  /** When the level last rose to where the table says stop (the stop-work alerts' time), if it is still there. */
  stopSince: z.string().nullable(),
});
export type HeatStressBoard = z.infer<typeof heatStressBoard>;

/** HKHI values a person could type: the Observatory's index sits between about 20 and 40. */
export const HEAT_INDEX_MIN = 0;
export const HEAT_INDEX_MAX = 60;
export const heatStressOverrideBody = z.object({
  /** The HKHI read off the Observatory's site, or null to go back to the feed. */
  value: z.number().min(HEAT_INDEX_MIN).max(HEAT_INDEX_MAX).nullable(),
});
export type HeatStressOverrideBody = z.infer<typeof heatStressOverrideBody>;

/** Server-sent event: the board changed (level, override, or the workers on site): boards refetch. */
export const heatStressEvent = z.object({ level: z.enum(HEAT_LEVELS) });
export const HEAT_STRESS_EVENT = 'heatStress';

const tags = ['heatStress'];
export const heatStressApi = {
  current: defineEndpoint({
    method: 'GET',
    path: '/heatStress/current',
    summary: 'The heat level in force and the rest minutes per hour of the trades on site.',
    access: { permission: permissions.heatStress.view },
    response: heatStressBoard,
    tags,
  }),
  override: defineEndpoint({
    method: 'POST',
    path: '/heatStress/override',
    summary: 'Sets the Hong Kong Heat Index by hand while the feed is down (null: back to the feed).',
    access: { permission: permissions.heatStress.override },
    body: heatStressOverrideBody,
    response: heatStressBoard,
    tags,
  }),
};
