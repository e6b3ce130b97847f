import type { SysOpLogFilter, SysOpLogRow } from '@siteguard/contracts';
import type { Selectable } from 'kysely';
import { newestFirstChunks } from '../../platform/db/keyset.js';
import { containing } from '../../platform/db/paging.js';
import type { SysOpLogTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

const columns = [
  'id',
  'user_id',
  'account',
  'method',
  'url',
  'event',
  'success',
  'status',
  'message',
  'exception',
  'duration_ms',
  'ip',
  'user_agent',
  'created_at',
] as const;

function toRow(row: Pick<Selectable<SysOpLogTable>, (typeof columns)[number]>): SysOpLogRow {
  return {
    id: row.id,
    userId: row.user_id,
    account: row.account,
    method: row.method,
    url: row.url,
    event: row.event,
    success: row.success,
    status: row.status,
    message: row.message,
    exception: row.exception,
    durationMs: row.duration_ms,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
  };
}

/** Each filter matches an index that ends in (created_at desc, id desc); see migration 0007. */
function filtered(tenant: TenantScope, filter: SysOpLogFilter) {
  let query = tenant.selectFrom('sys_op_log');
  if (filter.account) query = query.where('account', '=', filter.account);
  if (filter.success !== undefined) query = query.where('success', '=', filter.success);
  if (filter.method) query = query.where('method', '=', filter.method);
  if (filter.startTime) query = query.where('created_at', '>=', new Date(filter.startTime));
  if (filter.endTime) query = query.where('created_at', '<', new Date(filter.endTime));
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) => eb.or([eb('event', 'ilike', like), eb('url', 'ilike', like)]));
  }
  return query;
}

const FILTER_KEYS = ['account', 'success', 'method', 'keyword', 'startTime', 'endTime'] as const;
const hasFilter = (filter: SysOpLogFilter) => FILTER_KEYS.some((key) => filter[key] !== undefined);

/** Without a filter the trigger-kept total (migration 0008); with one, the filter's index range is counted. */
export async function countOpLogs(tenant: TenantScope, filter: SysOpLogFilter): Promise<number> {
  if (!hasFilter(filter)) {
    const kept = await tenant.selectFrom('sys_op_log_count').select('n').executeTakeFirst();
    return Number(kept?.n ?? 0);
  }
  const { count } = await filtered(tenant, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

type Direction = 'asc' | 'desc';

/**
 * The page's ids are found first (the offset walks an index alone, without reading the skipped rows),
 * then only those rows are read. Ties are broken in the sort's own direction so one index serves it.
 */
export async function pageOpLogs(
  tenant: TenantScope,
  query: SysOpLogFilter & {
    pageNo: number;
    pageSize: number;
    sortField?: 'createdAt' | 'durationMs' | undefined;
    sortOrder?: 'ascend' | 'descend' | undefined;
  },
): Promise<SysOpLogRow[]> {
  const direction: Direction = query.sortOrder === 'ascend' ? 'asc' : 'desc';
  const byDuration = query.sortField === 'durationMs';
  const filter: SysOpLogFilter = {
    account: query.account,
    success: query.success,
    method: query.method,
    keyword: query.keyword,
    startTime: query.startTime,
    endTime: query.endTime,
  };
  let ids = filtered(tenant, filter).select('id');
  if (byDuration) ids = ids.orderBy('duration_ms', direction);
  ids = ids
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  // Two statements on purpose: as one (id in (subquery)) the planner may walk the whole time index
  // testing each row against the page's ids instead of reading twenty rows by primary key.
  const pageIds = (await ids.execute()).map((row) => row.id);
  if (pageIds.length === 0) return [];
  let rows = tenant.selectFrom('sys_op_log').select(columns).where('id', 'in', pageIds);
  if (byDuration) rows = rows.orderBy('duration_ms', direction);
  const found = await rows.orderBy('created_at', direction).orderBy('id', direction).execute();
  return found.map(toRow);
}

export async function findOpLog(tenant: TenantScope, id: string): Promise<SysOpLogRow | undefined> {
  const row = await tenant.selectFrom('sys_op_log').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** Newest first in chunks, by (created_at, id), so an export of any size holds one chunk at a time. */
export async function* streamOpLogs(
  tenant: TenantScope,
  filter: SysOpLogFilter,
  chunk = 1000,
): AsyncGenerator<SysOpLogRow[]> {
  for await (const rows of newestFirstChunks(filtered(tenant, filter).select(columns), chunk)) {
    yield rows.map(toRow);
  }
}

export async function deleteOpLogs(tenant: TenantScope, ids: string[]): Promise<number> {
  const result = await tenant.deleteFrom('sys_op_log').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function clearOpLogs(tenant: TenantScope, before: string | undefined): Promise<number> {
  let query = tenant.deleteFrom('sys_op_log');
  if (before) query = query.where('created_at', '<', new Date(before));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
