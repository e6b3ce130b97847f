import {
  ATTENDANCE_MAX_DAYS,
  type AttendanceFilter,
  type AttendanceRow,
  type HeadcountRow,
  siteDayOf,
  siteToday,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import { keysetChunks } from '../../../platform/db/keyset.js';
import { containing } from '../../../platform/db/paging.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { fail } from '../../../platform/errors.js';

const DAY_MS = 86_400_000;

function checkRange(filter: AttendanceFilter): void {
  const days = (Date.parse(filter.to) - Date.parse(filter.from)) / DAY_MS + 1;
  if (!(days >= 1 && days <= ATTENDANCE_MAX_DAYS)) fail('PARAM_ERROR', { fields: 'from, to' });
}

function filtered(tenant: TenantScope, filter: AttendanceFilter) {
  let query = tenant
    .selectFrom('attendance_day')
    .leftJoin('wearer', 'wearer.id', 'attendance_day.wearer_id')
    .where('attendance_day.day', '>=', filter.from)
    .where('attendance_day.day', '<=', filter.to);
  if (filter.site) query = query.where('attendance_day.site', '=', filter.site);
  if (filter.onSite !== undefined)
    query = query.where('attendance_day.last_direction', '=', filter.onSite ? 'in' : 'out');
  if (filter.registered !== undefined)
    query = query.where('attendance_day.wearer_id', filter.registered ? 'is not' : 'is', null);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('wearer.full_name', 'ilike', like),
        eb('wearer.trade', 'ilike', like),
        eb('attendance_day.card_no', 'ilike', like),
      ]),
    );
  }
  return query;
}

const withColumns = (query: ReturnType<typeof filtered>) =>
  query.select([
    sql<string>`to_char(attendance_day.day, 'YYYY-MM-DD')`.as('day'),
    'attendance_day.site',
    'attendance_day.card_no',
    'attendance_day.first_in',
    'attendance_day.last_out',
    'attendance_day.last_pass_at',
    'attendance_day.last_direction',
    'attendance_day.passes',
    'wearer.id as wearer_id',
    'wearer.full_name',
    'wearer.trade',
  ]);
type AttendanceRecord = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/**
 * Time on site: first entry to last exit; a worker whose last pass today went in counts up to now.
 * On an earlier day a last pass in means the exit was never read: the day ends at the last pass.
 */
function minutesOnSite(row: AttendanceRecord, now: number): number | null {
  if (!row.first_in) return null;
  const start = row.first_in.getTime();
  const stillIn = row.last_direction === 'in';
  const end = stillIn && row.day === siteDayOf(now) ? now : (row.last_out ?? row.last_pass_at).getTime();
  return end > start ? Math.round((end - start) / 60_000) : 0;
}

function toRow(row: AttendanceRecord, now: number): AttendanceRow {
  return {
    id: `${row.day}|${row.site}|${row.card_no}`,
    day: row.day,
    site: row.site,
    cardNo: row.card_no,
    wearerId: row.wearer_id,
    wearerName: row.full_name,
    trade: row.trade,
    firstIn: row.first_in?.toISOString() ?? null,
    lastOut: row.last_out?.toISOString() ?? null,
    lastPassAt: row.last_pass_at.toISOString(),
    onSite: row.last_direction === 'in' && row.day === siteDayOf(now),
    minutesOnSite: minutesOnSite(row, now),
    passes: row.passes,
  };
}

/** A page of attendance days: newest day first, then site, then the worker's name. */
export async function attendancePage(
  tenant: TenantScope,
  query: AttendanceFilter & { pageNo: number; pageSize: number },
  at: Date,
): Promise<{ rows: AttendanceRow[]; total: number }> {
  checkRange(query);
  const now = at.getTime();
  const [rows, count] = await Promise.all([
    withColumns(filtered(tenant, query))
      .orderBy('attendance_day.day', 'desc')
      .orderBy('attendance_day.site')
      .orderBy(sql`wearer.full_name nulls last`)
      .orderBy('attendance_day.card_no')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    filtered(tenant, query).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => toRow(row, now)), total: count.n };
}

export async function countAttendance(tenant: TenantScope, filter: AttendanceFilter): Promise<number> {
  checkRange(filter);
  const count = await filtered(tenant, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return count.n;
}

/** Every matching day for the export, read in chunks by (day, site, card). */
export function streamAttendance(tenant: TenantScope, filter: AttendanceFilter, at: Date, chunk = 1000) {
  checkRange(filter);
  const now = at.getTime();
  return (async function* () {
    for await (const rows of keysetChunks(
      (after: { day: string; site: string; card: string } | undefined) => {
        let query = withColumns(filtered(tenant, filter))
          .orderBy('attendance_day.day', 'desc')
          .orderBy('attendance_day.site')
          .orderBy('attendance_day.card_no')
          .limit(chunk);
        if (after) {
          query = query.where(
            sql<boolean>`(attendance_day.day < ${after.day}::date or (attendance_day.day = ${after.day}::date
              and (attendance_day.site, attendance_day.card_no) > (${after.site}, ${after.card})))`,
          );
        }
        return query.execute();
      },
      (row) => ({ day: row.day, site: row.site, card: row.card_no }),
      chunk,
    )) {
      yield rows.map((row) => toRow(row, now));
    }
  })();
}

/** Per site today: workers whose last pass went in, workers who came in at all, cards nobody holds. */
export async function headcount(tenant: TenantScope, now: Date): Promise<HeadcountRow[]> {
  const rows = await tenant
    .selectFrom('attendance_day')
    .where('day', '=', siteToday(now.getTime()))
    .select([
      'site',
      sql<number>`count(*) filter (where last_direction = 'in')::int`.as('on_site'),
      sql<number>`count(*) filter (where first_in is not null)::int`.as('entered'),
      sql<number>`count(*) filter (where wearer_id is null)::int`.as('unregistered'),
    ])
    .groupBy('site')
    .orderBy('site')
    .execute();
  return rows.map((row) => ({
    site: row.site,
    onSite: row.on_site,
    enteredToday: row.entered,
    unregisteredToday: row.unregistered,
  }));
}
