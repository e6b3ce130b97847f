import type {
  PageQuery,
  ProvisionWearer,
  WearerAddBody,
  WearerEditBody,
  WearerRow,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import { containing } from '../../../platform/db/paging.js';
import type { TenantScope } from '../../../platform/db/tenant-scope.js';
import { isUniqueViolation } from '../../../platform/db/unique.js';
import { fail } from '../../../platform/errors.js';
import type { DeviceChanged } from './devices.service.js';

function baseQuery(tenant: TenantScope, keyword: string | undefined) {
  let query = tenant.selectFrom('wearer').leftJoin('device', 'device.id', 'wearer.device_id');
  if (keyword) {
    const like = containing(keyword);
    query = query.where((eb) =>
      eb.or([
        eb('wearer.full_name', 'ilike', like),
        eb('wearer.sos_phone', 'ilike', like),
        eb('device.imei', 'ilike', like),
        eb('wearer.card_no', 'ilike', like),
      ]),
    );
  }
  return query;
}

const selectRow = (tenant: TenantScope, keyword?: string) =>
  baseQuery(tenant, keyword).select([
    'wearer.id',
    'wearer.full_name',
    'wearer.sos_phone',
    'wearer.trade',
    'wearer.workload_level',
    'wearer.age_band',
    'wearer.device_id',
    'wearer.card_no',
    'wearer.created_at',
    'device.name as device_name',
    'device.imei as device_imei',
  ]);
type WearerRecord = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

const toRow = (row: WearerRecord): WearerRow => ({
  id: row.id,
  fullName: row.full_name,
  sosPhone: row.sos_phone,
  trade: row.trade,
  workloadLevel: row.workload_level,
  ageBand: row.age_band,
  deviceId: row.device_id,
  deviceName: row.device_name,
  deviceImei: row.device_imei,
  cardNo: row.card_no,
  createdAt: row.created_at.toISOString(),
});

async function findWearer(tenant: TenantScope, id: string): Promise<WearerRow> {
  const row = await selectRow(tenant).where('wearer.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : fail('RECORD_NOT_FOUND');
}

/** The watch must be this tenant's, a watch, and not on someone else's wrist. */
async function checkWatch(tenant: TenantScope, deviceId: string | null | undefined, wearerId?: string) {
  if (!deviceId) return;
  const device = await tenant
    .selectFrom('device')
    .select(['kind', 'imei'])
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (!device) return fail('RECORD_NOT_FOUND');
  if (device.kind !== 'watch') fail('DEVICE_KIND_MISMATCH', { kind: device.kind });
  const holder = await tenant
    .selectFrom('wearer')
    .select(['id', 'full_name'])
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  if (holder && holder.id !== wearerId) fail('WEARER_DEVICE_TAKEN', { name: holder.full_name });
  return device.imei;
}

/** The attendance card must not be in another wearer's hand. `data` says which item was refused. */
async function checkCard(
  tenant: TenantScope,
  cardNo: string | null | undefined,
  wearerId?: string,
  data?: Record<string, unknown>,
) {
  if (!cardNo) return;
  const holder = await tenant
    .selectFrom('wearer')
    .select(['id', 'full_name'])
    .where('card_no', '=', cardNo)
    .executeTakeFirst();
  if (holder && holder.id !== wearerId) fail('WEARER_CARD_TAKEN', { name: holder.full_name }, data);
}

async function writeOrRefuse<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two people given the same watch (or card) at the same moment: the unique index decides.
    if (isUniqueViolation(error))
      return fail(String(error).includes('wearer_card') ? 'WEARER_CARD_TAKEN' : 'WEARER_DEVICE_TAKEN', {
        name: '',
      });
    throw error;
  }
}

/** Attendance days of a card nobody held yet are this wearer's once the card is given out. */
async function claimCardDays(tenant: TenantScope, cardNo: string | null | undefined, wearerId: string) {
  if (!cardNo) return;
  await tenant
    .updateTable('attendance_day')
    .set({ wearer_id: wearerId })
    .where('card_no', '=', cardNo)
    .where('wearer_id', 'is', null)
    .execute();
}

/** Wearers of watches: Full Name, SOS phone number (Hong Kong), trade, workload, age band, watch. */
export function wearerStore(changed: DeviceChanged) {
  return {
    async page(tenant: TenantScope, query: PageQuery & { keyword?: string | undefined }) {
      const [rows, count] = await Promise.all([
        selectRow(tenant, query.keyword)
          .orderBy('wearer.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        baseQuery(tenant, query.keyword).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRow), total: count.n };
    },
    async add(tenant: TenantScope, body: WearerAddBody) {
      const imei = await checkWatch(tenant, body.deviceId);
      await checkCard(tenant, body.cardNo);
      const { id } = await writeOrRefuse(() =>
        tenant.db
          .insertInto('wearer')
          .values({
            tenant_id: tenant.tenantId,
            full_name: body.fullName,
            sos_phone: body.sosPhone,
            trade: body.trade ?? null,
            workload_level: body.workloadLevel ?? null,
            age_band: body.ageBand ?? null,
            device_id: body.deviceId ?? null,
            card_no: body.cardNo ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await claimCardDays(tenant, body.cardNo, id);
      if (imei) changed(imei);
      return findWearer(tenant, id);
    },
    async edit(tenant: TenantScope, body: WearerEditBody) {
      const before = await findWearer(tenant, body.id);
      const imei = await checkWatch(tenant, body.deviceId, body.id);
      await checkCard(tenant, body.cardNo, body.id);
      await writeOrRefuse(() =>
        tenant
          .updateTable('wearer')
          .set({
            full_name: body.fullName,
            sos_phone: body.sosPhone,
            trade: body.trade ?? null,
            workload_level: body.workloadLevel ?? null,
            age_band: body.ageBand ?? null,
            device_id: body.deviceId ?? null,
            card_no: body.cardNo ?? null,
            updated_at: new Date(),
          })
          .where('id', '=', body.id)
          .execute(),
      );
      await claimCardDays(tenant, body.cardNo, body.id);
      if (before.deviceImei) changed(before.deviceImei);
      if (imei) changed(imei);
      return findWearer(tenant, body.id);
    },
    async delete(tenant: TenantScope, id: string) {
      const before = await findWearer(tenant, id);
      await tenant.deleteFrom('wearer').where('id', '=', id).execute();
      if (before.deviceImei) changed(before.deviceImei);
    },
  };
}

/**
 * The wearer a gateway names for a watch it provisions: whoever wears the watch already is updated
 * (provisioning again never adds a second person), else the worker is added on it. A card someone
 * else holds is refused, naming the watch; the caller's transaction then writes nothing. The caller
 * tells the ingestion of the change once it is committed.
 */
export async function provisionWearer(
  tenant: TenantScope,
  deviceId: string,
  imei: string,
  wearer: ProvisionWearer,
): Promise<void> {
  const holder = await tenant
    .selectFrom('wearer')
    .select('id')
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  await checkCard(tenant, wearer.cardNo, holder?.id, { imei });
  // Omitted: the console's value stays; null clears it.
  const kept = {
    ...(wearer.trade !== undefined ? { trade: wearer.trade } : {}),
    ...(wearer.cardNo !== undefined ? { card_no: wearer.cardNo } : {}),
  };
  const id = holder
    ? await writeOrRefuse(async () => {
        await tenant
          .updateTable('wearer')
          .set({ full_name: wearer.fullName, sos_phone: wearer.sosPhone, ...kept, updated_at: new Date() })
          .where('id', '=', holder.id)
          .execute();
        return holder.id;
      })
    : (
        await writeOrRefuse(() =>
          tenant.db
            .insertInto('wearer')
            .values({
              tenant_id: tenant.tenantId,
              full_name: wearer.fullName,
              sos_phone: wearer.sosPhone,
              trade: wearer.trade ?? null,
              card_no: wearer.cardNo ?? null,
              device_id: deviceId,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        )
      ).id;
  await claimCardDays(tenant, wearer.cardNo, id);
}
