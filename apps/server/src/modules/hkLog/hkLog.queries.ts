import type { HkLogAddBody, HkLogRow } from '@siteguard/contracts';
import type { Selectable } from 'kysely';
import { keysetChunks } from '../../platform/db/keyset.js';
import { containing } from '../../platform/db/paging.js';
import type { HkLogTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

export interface HkLogFilter {
  mainType?: number | undefined;
  keyword?: string | undefined;
}

const columns = [
  'id',
  'main_type',
  'sub_type',
  'camera_name',
  'channel',
  'event',
  'message',
  'operator',
  'exception',
  'occurred_at',
] as const;

export function toRow(row: Pick<Selectable<HkLogTable>, (typeof columns)[number]>): HkLogRow {
  return {
    id: row.id,
    mainType: row.main_type,
    subType: row.sub_type,
    cameraName: row.camera_name,
    channel: row.channel,
    event: row.event,
    message: row.message,
    operator: row.operator,
    exception: row.exception,
    occurredAt: row.occurred_at.toISOString(),
  };
}

function filtered(tenant: TenantScope, filter: HkLogFilter) {
  let query = tenant.selectFrom('hk_log');
  if (filter.mainType !== undefined) query = query.where('main_type', '=', filter.mainType);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([eb('camera_name', 'ilike', like), eb('event', 'ilike', like), eb('message', 'ilike', like)]),
    );
  }
  return query;
}

export async function countLogs(tenant: TenantScope, filter: HkLogFilter): Promise<number> {
  const { count } = await filtered(tenant, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function pageLogs(
  tenant: TenantScope,
  filter: HkLogFilter,
  page: { pageNo: number; pageSize: number },
): Promise<HkLogRow[]> {
  const rows = await filtered(tenant, filter)
    .select(columns)
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return rows.map(toRow);
}

/** Newest first in chunks, by id, so an export of any size holds one chunk in memory at a time. */
export async function* streamLogs(
  tenant: TenantScope,
  filter: HkLogFilter,
  chunk = 1000,
): AsyncGenerator<HkLogRow[]> {
  const chunks = keysetChunks(
    (before: string | undefined) => {
      const query = filtered(tenant, filter).select(columns).orderBy('id', 'desc').limit(chunk);
      return (before === undefined ? query : query.where('id', '<', before)).execute();
    },
    (row) => row.id,
    chunk,
  );
  for await (const rows of chunks) yield rows.map(toRow);
}

export async function insertLog(tenant: TenantScope, body: HkLogAddBody): Promise<HkLogRow> {
  const row = await tenant.db
    .insertInto('hk_log')
    .values({
      tenant_id: tenant.tenantId,
      main_type: body.mainType,
      sub_type: body.subType ?? null,
      camera_name: body.cameraName,
      channel: body.channel ?? null,
      event: body.event,
      message: body.message,
      operator: body.operator ?? null,
      exception: body.exception ?? null,
      occurred_at: body.occurredAt ?? new Date(),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function deleteLogs(tenant: TenantScope, ids: string[]): Promise<number> {
  const result = await tenant.deleteFrom('hk_log').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
