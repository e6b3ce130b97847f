import type { SysVisLogFilter, SysVisLogRow } from '@siteguard/contracts';
import type { Selectable } from 'kysely';
import { newestFirstChunks } from '../../platform/db/keyset.js';
import type { SysVisLogTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { parseUserAgent } from '../../platform/http/user-agent.js';

const columns = [
  'id',
  'user_id',
  'account',
  'kind',
  'success',
  'message',
  'ip',
  'user_agent',
  'created_at',
] as const;

function toRow(row: Pick<Selectable<SysVisLogTable>, (typeof columns)[number]>): SysVisLogRow {
  return {
    id: row.id,
    userId: row.user_id,
    account: row.account,
    kind: row.kind,
    success: row.success,
    message: row.message,
    ip: row.ip,
    userAgent: row.user_agent,
    ...parseUserAgent(row.user_agent),
    createdAt: row.created_at.toISOString(),
  };
}

function filtered(tenant: TenantScope, filter: SysVisLogFilter) {
  let query = tenant.selectFrom('sys_vis_log');
  if (filter.account) query = query.where('account', '=', filter.account);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.success !== undefined) query = query.where('success', '=', filter.success);
  if (filter.startTime) query = query.where('created_at', '>=', new Date(filter.startTime));
  if (filter.endTime) query = query.where('created_at', '<', new Date(filter.endTime));
  return query;
}

export async function countVisLogs(tenant: TenantScope, filter: SysVisLogFilter): Promise<number> {
  const { count } = await filtered(tenant, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function pageVisLogs(
  tenant: TenantScope,
  query: SysVisLogFilter & {
    pageNo: number;
    pageSize: number;
    sortField?: 'createdAt' | 'account' | undefined;
    sortOrder?: 'ascend' | 'descend' | undefined;
  },
): Promise<SysVisLogRow[]> {
  const direction = query.sortOrder === 'ascend' ? 'asc' : 'desc';
  let ordered = filtered(tenant, query).select(columns);
  if (query.sortField === 'account') ordered = ordered.orderBy('account', direction);
  const rows = await ordered
    .orderBy('created_at', query.sortField === 'account' ? 'desc' : direction)
    .orderBy('id', query.sortField === 'account' ? 'desc' : direction)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return rows.map(toRow);
}

export async function findVisLog(tenant: TenantScope, id: string): Promise<SysVisLogRow | undefined> {
  const row = await tenant.selectFrom('sys_vis_log').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export async function* streamVisLogs(
  tenant: TenantScope,
  filter: SysVisLogFilter,
  chunk = 1000,
): AsyncGenerator<SysVisLogRow[]> {
  for await (const rows of newestFirstChunks(filtered(tenant, filter).select(columns), chunk)) {
    yield rows.map(toRow);
  }
}

export async function deleteVisLogs(tenant: TenantScope, ids: string[]): Promise<number> {
  const result = await tenant.deleteFrom('sys_vis_log').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function clearVisLogs(tenant: TenantScope, before: string | undefined): Promise<number> {
  let query = tenant.deleteFrom('sys_vis_log');
  if (before) query = query.where('created_at', '<', new Date(before));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
