import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { XLSX_CONTENT_TYPE } from '../resource.js';
import { queryBoolean, siteDay } from '../system/sysCommon.js';

/** A card number as a gate reads it (an RFID tag's id, or a watch's IMEI used as the card). */
export const CARD_NO_PATTERN = /^[0-9A-Za-z_-]{2,64}$/;
export const cardNo = z.string().trim().regex(CARD_NO_PATTERN, 'cardNo');

/** Days one attendance query may span. */
export const ATTENDANCE_MAX_DAYS = 92;

/**
 * One worker's day at one site, from the gate passes: first entry, last exit, passes, whether the
 * last pass went in (still on site). A card no wearer holds shows with no name (a visitor, or a card
 * not yet given out).
 */
export const attendanceRow = z.object({
  /** Day, site and card: what makes the row one. */
  id: z.string(),
  day: z.string(),
  site: z.string(),
  cardNo: z.string(),
  wearerId: z.string().nullable(),
  wearerName: z.string().nullable(),
  trade: z.string().nullable(),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  lastPassAt: z.string(),
  onSite: z.boolean(),
  /** First entry to last exit, or to now for a worker still on site today; null without an entry. */
  minutesOnSite: z.number().int().nullable(),
  passes: z.number().int(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const attendanceFilter = z.object({
  from: siteDay,
  to: siteDay,
  site: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
  onSite: queryBoolean.optional(),
  /** Cards a wearer holds (true), or cards nobody holds (false): a visitor's, or one never given out. */
  registered: queryBoolean.optional(),
});
export type AttendanceFilter = z.infer<typeof attendanceFilter>;
export const attendancePageQuery = pageQuerySchema
  .omit({ sortField: true, sortOrder: true })
  .extend(attendanceFilter.shape);
export type AttendancePageQuery = z.infer<typeof attendancePageQuery>;

/** Per site: who is on site now (last pass in, today) and how many came in today. */
export const headcountRow = z.object({
  site: z.string(),
  onSite: z.number().int(),
  enteredToday: z.number().int(),
  /** Cards that passed a gate today and that no wearer holds. */
  unregisteredToday: z.number().int(),
});
export type HeadcountRow = z.infer<typeof headcountRow>;

const tags = ['workerAttendance'];
export const attendanceApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/workerAttendance/page',
    summary: "Workers' days on site from the gate passes, newest day first.",
    access: { permission: permissions.workerAttendance.page },
    query: attendancePageQuery,
    response: pageOf(attendanceRow),
    tags,
  }),
  headcount: defineEndpoint({
    method: 'GET',
    path: '/workerAttendance/headcount',
    summary: 'Per site: workers on site now and workers who came in today.',
    access: { permission: permissions.workerAttendance.page },
    response: z.array(headcountRow),
    tags,
  }),
  export: defineFileEndpoint({
    method: 'GET',
    path: '/workerAttendance/export',
    summary: 'Every attendance day matching the filters, as .xlsx.',
    access: { permission: permissions.workerAttendance.export },
    query: attendanceFilter,
    response: z.never(),
    file: { contentType: XLSX_CONTENT_TYPE },
    tags,
  }),
};
