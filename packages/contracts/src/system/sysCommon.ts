import { z } from 'zod';

/** Shapes shared by the system administration contracts (menus, apps, dictionaries, logs, ...). */

/** A bigint id as the wire carries it: a decimal string. */
export const sysId = z.string().regex(/^\d{1,19}$/, 'id');
export const sysIdBody = z.object({ id: sysId });
export const sysIdQuery = z.object({ id: sysId });
export const sysIdsBody = z.object({ ids: z.array(sysId).min(1).max(500) });
export const deletedCount = z.object({ deleted: z.number().int() });

/** A text in all three languages, each required (menu titles, app names, dictionary labels). */
export function translatedText(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.object({ 'zh-HK': text, 'zh-CN': text, en: text });
}

/** 0 enabled, 1 disabled: the status of menus, apps and dictionaries (dictionary `common_status`). */
export const enabledStatus = z.union([z.literal(0), z.literal(1)]);

/** A query-string boolean: "true"/"false" (and 1/0), as a table filter sends it. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A time range filter on a log's time (ISO 8601 with an offset). */
export const timeRangeFilter = z.object({
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
});

/** A (Hong Kong) site day in a query or body: YYYY-MM-DD. */
export const siteDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
