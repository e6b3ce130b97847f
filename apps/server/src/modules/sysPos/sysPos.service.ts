import {
  type Page,
  type SysPosAddBody,
  type SysPosEditBody,
  type SysPosPageQuery,
  type SysPosRow,
  toPage,
} from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import {
  countHolders,
  filteredPositions,
  findPos,
  findPosByCode,
  posColumns,
  toPosRow,
} from './sysPos.queries.js';

const sortColumns = { sort: 'sort', code: 'code', name: 'name', createdAt: 'created_at' } as const;

export async function posPage(tenant: TenantScope, query: SysPosPageQuery): Promise<Page<SysPosRow>> {
  const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
  const [{ count }, rows] = await Promise.all([
    filteredPositions(tenant, query.searchValue)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    filteredPositions(tenant, query.searchValue)
      .select(posColumns)
      .orderBy(sortColumns[query.sortField ?? 'sort'], direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(rows.map(toPosRow), Number(count), query);
}

export async function posList(tenant: TenantScope): Promise<SysPosRow[]> {
  const rows = await tenant
    .selectFrom('sys_pos')
    .select(posColumns)
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toPosRow);
}

async function assertCodeFree(tenant: TenantScope, code: string, exceptId?: string): Promise<void> {
  const existing = await findPosByCode(tenant, code);
  if (existing && existing.id !== exceptId) fail('POS_CODE_EXISTS');
}

export async function addPos(tenant: TenantScope, body: SysPosAddBody): Promise<SysPosRow> {
  await assertCodeFree(tenant, body.code);
  const row = await tenant.db
    .insertInto('sys_pos')
    .values({
      tenant_id: tenant.tenantId,
      code: body.code,
      name: body.name,
      sort: body.sort,
      remark: body.remark ?? null,
    })
    .returning(posColumns)
    .executeTakeFirstOrThrow();
  return toPosRow(row);
}

export async function editPos(tenant: TenantScope, body: SysPosEditBody): Promise<SysPosRow> {
  const pos = await findPos(tenant, body.id);
  if (!pos) return fail('RECORD_NOT_FOUND');
  await assertCodeFree(tenant, body.code, pos.id);
  const row = await tenant
    .updateTable('sys_pos')
    .set({
      code: body.code,
      name: body.name,
      sort: body.sort,
      status: body.status,
      remark: body.remark ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', pos.id)
    .returning(posColumns)
    .executeTakeFirstOrThrow();
  return toPosRow(row);
}

export async function deletePos(tenant: TenantScope, id: string): Promise<null> {
  const pos = await findPos(tenant, id);
  if (!pos) return fail('RECORD_NOT_FOUND');
  const holders = await countHolders(tenant, pos.id);
  if (holders > 0) return fail('POS_IN_USE', { count: holders });
  await tenant.deleteFrom('sys_pos').where('id', '=', pos.id).execute();
  return null;
}
