import type { SysPosRow } from '@siteguard/contracts';
import type { Selectable } from 'kysely';
import { escapeLike } from '../../platform/db/paging.js';
import type { SysPosTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

export const posColumns = ['id', 'code', 'name', 'sort', 'status', 'remark', 'created_at'] as const;
type PosRecord = Pick<Selectable<SysPosTable>, (typeof posColumns)[number]>;

export function toPosRow(row: PosRecord): SysPosRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    sort: row.sort,
    status: row.status,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
  };
}

export function filteredPositions(tenant: TenantScope, searchValue: string | undefined) {
  let query = tenant.selectFrom('sys_pos');
  if (searchValue) {
    const like = `%${escapeLike(searchValue)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like)]));
  }
  return query;
}

export async function findPos(tenant: TenantScope, id: string): Promise<PosRecord | undefined> {
  return tenant.selectFrom('sys_pos').select(posColumns).where('id', '=', id).executeTakeFirst();
}

export async function findPosByCode(tenant: TenantScope, code: string): Promise<PosRecord | undefined> {
  return tenant.selectFrom('sys_pos').select(posColumns).where('code', '=', code).executeTakeFirst();
}

/** Ids of the given positions that exist in the tenant (the caller compares to spot unknown ones). */
export async function existingPositionIds(tenant: TenantScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tenant
    .selectFrom('sys_pos')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function positionsByCode(tenant: TenantScope): Promise<Map<string, string>> {
  const rows = await tenant.selectFrom('sys_pos').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function countHolders(tenant: TenantScope, id: string): Promise<number> {
  const { count } = await tenant
    .selectFrom('sys_emp_pos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('pos_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}
