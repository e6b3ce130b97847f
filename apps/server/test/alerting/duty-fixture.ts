import type { AlertLevel, AlertType, DutyFamily } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { type Caller, ok } from '../sysadmin-helpers.js';

/** Polls `read` until `done` holds for its answer (bounded): the queue's worker runs on its own time. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The demo's super admin, the person these tests put on duty. */
export async function superAdminOf(app: FastifyInstance): Promise<{ userId: string; tenantId: string }> {
  const user = await app.database.db
    .selectFrom('sys_user')
    .select(['id', 'tenant_id'])
    .where('account', '=', 'superAdmin')
    .executeTakeFirstOrThrow();
  return { userId: String(user.id), tenantId: String(user.tenant_id) };
}

/**
 * A site's own roster and chain for one alert family, saved as the roster page does: `userId` on duty
 * all week, `level2` behind them (nobody at level 3), the default delays.
 */
export async function onDutyAllWeek(
  admin: Caller,
  { site, family, userId, level2 }: { site: string; family: DutyFamily; userId: string; level2: string[] },
): Promise<void> {
  ok(
    await admin.post('/dutyRoster/save', {
      site,
      family,
      shifts: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00', userId })),
      overrides: [],
    }),
  );
  ok(
    await admin.post('/dutyRoster/chain/save', {
      site,
      family,
      level2: { userIds: level2, roleId: null },
      level3: { userIds: [], roleId: null },
      delays: { critical: [0, 2, 5], warning: [10, 30] },
    }),
  );
}

/** The test's own mailbox as the person's only contact point (the demo gives the super admin others). */
export async function onlyMailbox(
  app: FastifyInstance,
  { userId, tenantId }: { userId: string; tenantId: string },
  address: string,
): Promise<void> {
  await app.database.db.deleteFrom('user_contact_point').where('user_id', '=', userId).execute();
  await app.database.db
    .insertInto('user_contact_point')
    .values({ tenant_id: tenantId, user_id: userId, kind: 'email', address })
    .execute();
}

/**
 * An alert raised at `at` (the site clock) by a new watch at the site worn by `wearer`, stored as the
 * ingestion pipeline stores it. Answers its id.
 */
export async function storedAlert(
  app: FastifyInstance,
  alert: {
    tenantId: string;
    site: string;
    imei: string;
    /** The watch's wearer; null: a watch nobody wears. */
    wearer: string | null;
    location: string | null;
    at: Date;
    type?: AlertType;
    level?: AlertLevel;
  },
): Promise<string> {
  const db = app.database.db;
  const watch = await db
    .insertInto('device')
    .values({
      tenant_id: alert.tenantId,
      kind: 'watch',
      name: alert.wearer ?? alert.imei,
      imei: alert.imei,
      site: alert.site,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('device_alert')
    .values({
      tenant_id: alert.tenantId,
      device_id: watch.id,
      type: alert.type ?? 'sos',
      level: alert.level ?? 'critical',
      trigger_time: alert.at,
      alert_time: alert.at,
      raised_at: alert.at,
      site: alert.site,
      wearer_name: alert.wearer,
      vitals: '{}',
      step: null,
      battery: 80,
      location: alert.location,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
