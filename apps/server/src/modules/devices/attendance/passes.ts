import { type PassPayload, siteDayOf } from '@siteguard/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';

/** A gate pass stored in this batch (new, not a redelivery). */
export interface StoredPass {
  tenantId: string;
  site: string;
  pass: PassPayload;
  at: Date;
}

interface DayEntry {
  tenantId: string;
  site: string;
  day: string;
  card: string;
  firstIn: Date | null;
  lastOut: Date | null;
  lastPassAt: Date;
  lastDirection: 'in' | 'out';
  passes: number;
}

const earlier = (a: Date | null, b: Date) => (a && a <= b ? a : b);
const later = (a: Date | null, b: Date) => (a && a >= b ? a : b);

/**
 * Folds a batch's gate passes into the attendance days (card, site, Hong Kong day): first entry,
 * last exit, and the direction of the latest pass by device time — so late and out-of-order passes
 * land where they belong. Runs inside the ingestion batch's transaction.
 */
export async function recordPasses(trx: Kysely<DB>, passes: StoredPass[]): Promise<void> {
  if (passes.length === 0) return;
  const days = new Map<string, DayEntry>();
  for (const { tenantId, site, pass, at } of passes) {
    const day = siteDayOf(at);
    const key = `${tenantId}\u0000${site}\u0000${day}\u0000${pass.card}`;
    const entry = days.get(key) ?? {
      tenantId,
      site,
      day,
      card: pass.card,
      firstIn: null,
      lastOut: null,
      lastPassAt: at,
      lastDirection: pass.dir,
      passes: 0,
    };
    entry.passes += 1;
    if (pass.dir === 'in') entry.firstIn = earlier(entry.firstIn, at);
    else entry.lastOut = later(entry.lastOut, at);
    if (at >= entry.lastPassAt) {
      entry.lastPassAt = at;
      entry.lastDirection = pass.dir;
    }
    days.set(key, entry);
  }
  const entries = [...days.values()];
  const holders = await cardHolders(trx, entries);
  await trx
    .insertInto('attendance_day')
    .values(
      entries.map((entry) => ({
        tenant_id: entry.tenantId,
        site: entry.site,
        day: entry.day,
        card_no: entry.card,
        wearer_id: holders.get(`${entry.tenantId}\u0000${entry.card}`) ?? null,
        first_in: entry.firstIn,
        last_out: entry.lastOut,
        last_pass_at: entry.lastPassAt,
        last_direction: entry.lastDirection,
        passes: entry.passes,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'day', 'site', 'card_no']).doUpdateSet({
        // least/greatest skip nulls: an exit-only batch keeps the stored first entry.
        first_in: sql`least(attendance_day.first_in, excluded.first_in)`,
        last_out: sql`greatest(attendance_day.last_out, excluded.last_out)`,
        last_direction: sql`case when excluded.last_pass_at >= attendance_day.last_pass_at
          then excluded.last_direction else attendance_day.last_direction end`,
        last_pass_at: sql`greatest(attendance_day.last_pass_at, excluded.last_pass_at)`,
        passes: sql`attendance_day.passes + excluded.passes`,
        wearer_id: sql`coalesce(attendance_day.wearer_id, excluded.wearer_id)`,
      }),
    )
    .execute();
}

/**
 * Who holds each card: the wearer given that card number, or else the wearer of the watch whose
 * IMEI the gate read (watches double as cards on some sites).
 */
async function cardHolders(trx: Kysely<DB>, entries: DayEntry[]): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  const byTenant = new Map<string, Set<string>>();
  for (const entry of entries) {
    const cards = byTenant.get(entry.tenantId) ?? new Set<string>();
    cards.add(entry.card);
    byTenant.set(entry.tenantId, cards);
  }
  for (const [tenantId, cards] of byTenant) {
    const list = [...cards];
    const [byCard, byWatch] = await Promise.all([
      trx
        .selectFrom('wearer')
        .select(['id', 'card_no as card'])
        .where('tenant_id', '=', tenantId)
        .where('card_no', 'in', list)
        .execute(),
      trx
        .selectFrom('wearer')
        .innerJoin('device', 'device.id', 'wearer.device_id')
        .select(['wearer.id', 'device.imei as card'])
        .where('wearer.tenant_id', '=', tenantId)
        .where('device.imei', 'in', list)
        .execute(),
    ]);
    for (const row of [...byWatch, ...byCard])
      if (row.card) holders.set(`${tenantId}\u0000${row.card}`, row.id);
  }
  return holders;
}
