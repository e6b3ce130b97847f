import type { CameraAreaRow, CameraLocationRow } from '@siteguard/contracts';
import { sql } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';

interface PageQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string | undefined;
  areaId?: string | undefined;
}
interface PlaceBody {
  name: string;
  description?: string | null | undefined;
  areaId?: string | null | undefined;
}

/** Refuses to delete a place cameras still stand in. */
async function refuseInUse(tenant: TenantScope, column: 'area_id' | 'location_id', id: string) {
  const { n } = await tenant
    .selectFrom('camera')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  if (n > 0) fail('CAMERA_PLACE_IN_USE', { count: n });
}

const areaColumns = (tenant: TenantScope) =>
  tenant
    .selectFrom('camera_area')
    .select([
      'camera_area.id',
      'camera_area.name',
      'camera_area.description',
      'camera_area.created_at',
      sql<number>`(select count(*)::int from camera c where c.area_id = camera_area.id)`.as('cameras'),
    ]);
type AreaRecord = Awaited<ReturnType<ReturnType<typeof areaColumns>['execute']>>[number];
const toArea = (row: AreaRecord): CameraAreaRow => ({
  id: row.id,
  name: row.name,
  description: row.description,
  cameras: row.cameras,
  createdAt: row.created_at.toISOString(),
});

export const areaStore = {
  async page(tenant: TenantScope, query: PageQuery) {
    const where = <Q extends ReturnType<typeof areaColumns>>(q: Q) =>
      query.keyword ? (q.where('camera_area.name', 'ilike', containing(query.keyword)) as Q) : q;
    const [rows, count] = await Promise.all([
      where(areaColumns(tenant))
        .orderBy('camera_area.name')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      (query.keyword
        ? tenant.selectFrom('camera_area').where('name', 'ilike', containing(query.keyword))
        : tenant.selectFrom('camera_area')
      )
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toArea), total: count.n };
  },
  async add(tenant: TenantScope, body: PlaceBody) {
    const { id } = await tenant.db
      .insertInto('camera_area')
      .values({ tenant_id: tenant.tenantId, name: body.name, description: body.description ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toArea(await areaColumns(tenant).where('camera_area.id', '=', id).executeTakeFirstOrThrow());
  },
  async edit(tenant: TenantScope, body: PlaceBody & { id: string }) {
    const result = await tenant
      .updateTable('camera_area')
      .set({ name: body.name, description: body.description ?? null, updated_at: new Date() })
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) fail('RECORD_NOT_FOUND');
    return toArea(await areaColumns(tenant).where('camera_area.id', '=', body.id).executeTakeFirstOrThrow());
  },
  async delete(tenant: TenantScope, id: string) {
    await refuseInUse(tenant, 'area_id', id);
    const { n } = await tenant
      .selectFrom('camera_location')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('area_id', '=', id)
      .executeTakeFirstOrThrow();
    if (n > 0) fail('CAMERA_PLACE_IN_USE', { count: n });
    await tenant.deleteFrom('camera_area').where('id', '=', id).execute();
  },
};

const locationColumns = (tenant: TenantScope) =>
  tenant
    .selectFrom('camera_location')
    .leftJoin('camera_area', 'camera_area.id', 'camera_location.area_id')
    .select([
      'camera_location.id',
      'camera_location.name',
      'camera_location.area_id',
      'camera_area.name as area_name',
      'camera_location.description',
      'camera_location.created_at',
      sql<number>`(select count(*)::int from camera c where c.location_id = camera_location.id)`.as(
        'cameras',
      ),
    ]);
type LocationRecord = Awaited<ReturnType<ReturnType<typeof locationColumns>['execute']>>[number];
const toLocation = (row: LocationRecord): CameraLocationRow => ({
  id: row.id,
  name: row.name,
  areaId: row.area_id,
  areaName: row.area_name,
  description: row.description,
  cameras: row.cameras,
  createdAt: row.created_at.toISOString(),
});

async function checkArea(tenant: TenantScope, areaId: string | null | undefined) {
  if (!areaId) return;
  const found = await tenant
    .selectFrom('camera_area')
    .select('id')
    .where('id', '=', areaId)
    .executeTakeFirst();
  if (!found) fail('RECORD_NOT_FOUND');
}

export const locationStore = {
  async page(tenant: TenantScope, query: PageQuery) {
    let base = tenant.selectFrom('camera_location');
    if (query.keyword) base = base.where('camera_location.name', 'ilike', containing(query.keyword));
    if (query.areaId) base = base.where('camera_location.area_id', '=', query.areaId);
    let rows = locationColumns(tenant);
    if (query.keyword) rows = rows.where('camera_location.name', 'ilike', containing(query.keyword));
    if (query.areaId) rows = rows.where('camera_location.area_id', '=', query.areaId);
    const [page, count] = await Promise.all([
      rows
        .orderBy('camera_location.name')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: page.map(toLocation), total: count.n };
  },
  async add(tenant: TenantScope, body: PlaceBody) {
    await checkArea(tenant, body.areaId);
    const { id } = await tenant.db
      .insertInto('camera_location')
      .values({
        tenant_id: tenant.tenantId,
        name: body.name,
        area_id: body.areaId ?? null,
        description: body.description ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toLocation(
      await locationColumns(tenant).where('camera_location.id', '=', id).executeTakeFirstOrThrow(),
    );
  },
  async edit(tenant: TenantScope, body: PlaceBody & { id: string }) {
    await checkArea(tenant, body.areaId);
    const result = await tenant
      .updateTable('camera_location')
      .set({
        name: body.name,
        area_id: body.areaId ?? null,
        description: body.description ?? null,
        updated_at: new Date(),
      })
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) fail('RECORD_NOT_FOUND');
    return toLocation(
      await locationColumns(tenant).where('camera_location.id', '=', body.id).executeTakeFirstOrThrow(),
    );
  },
  async delete(tenant: TenantScope, id: string) {
    await refuseInUse(tenant, 'location_id', id);
    await tenant.deleteFrom('camera_location').where('id', '=', id).execute();
  },
};
