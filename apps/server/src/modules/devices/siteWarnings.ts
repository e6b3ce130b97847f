import { DEVICE_ONLINE_THRESHOLD_S, type WarnReason } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { tenantScope } from '../../platform/db/tenant-scope.js';
import type { SiteSignal } from '../../platform/signals.js';
import type { RaisedAlert } from './alerts/store.js';
import { WARNED_KINDS, warnOf } from './alerts/warnWorker.js';
import type { Commander } from './commands.js';
import { GAS_ALERT_SET } from './rules.js';

type SiteReason = Extract<WarnReason, 'stopWork' | 'evacuate'>;

/**
 * Site-wide stop-work warnings to the wearers' watches and helmets (issue #33): a gas alarm
 * evacuates its site, a heat stress STOP stops work at the sites of the wearers it stopped, a
 * weather warning the tenant's rules stop work for stops every site of the tenant (the Observatory
 * warns the whole territory). Each event warns each site once: a row per (event, site) is taken by
 * an insert that may conflict, so a repeat of the signal, or a second instance hearing it, sends
 * nothing. The commands are not awaited: the alarm's own path (ingestion, the weather sweep) goes on
 * while each watch's reply settles its command row.
 */
export function createSiteWarnings(deps: { db: Kysely<DB>; commander: Commander; log: FastifyBaseLogger }) {
  const { db, commander, log } = deps;

  /** Answers how many devices were sent the warning (0 when this event had already warned the site). */
  async function warnSite(tenantId: string, eventKey: string, site: string, reason: SiteReason) {
    const taken = await db
      .insertInto('site_warning')
      .values({ tenant_id: tenantId, event_key: eventKey, site, reason })
      .onConflict((oc) => oc.doNothing())
      .returning('site')
      .executeTakeFirst();
    if (!taken) return 0;
    // Online as the registry counts it (a message within the threshold, on the database's clock
    // that stamped last_seen_at): a watch off its charger for a day would only queue a stale warning.
    const devices = await db
      .selectFrom('device')
      .select(['id', 'imei'])
      .where('tenant_id', '=', tenantId)
      .where('site', '=', site)
      .where('kind', 'in', [...WARNED_KINDS])
      .where('enabled', '=', true)
      .where('last_seen_at', '>=', sql<Date>`now() - make_interval(secs => ${DEVICE_ONLINE_THRESHOLD_S})`)
      .execute();
    await db
      .updateTable('site_warning')
      .set({ devices: devices.length })
      .where('tenant_id', '=', tenantId)
      .where('event_key', '=', eventKey)
      .where('site', '=', site)
      .execute();
    const tenant = tenantScope(db, tenantId);
    for (const device of devices) {
      commander.detach(
        commander
          .send(tenant, device, 'warn', warnOf(reason), null)
          .then((row) => {
            if (row.status !== 'ok')
              log.warn(
                { eventKey, site, deviceId: device.id, status: row.status, error: row.error },
                'a stop-work warning did not reach a watch',
              );
          })
          .catch((error: unknown) =>
            log.error({ err: error, eventKey, site }, 'could not send a stop-work warning'),
          ),
      );
    }
    log.info({ tenantId, eventKey, site, reason, devices: devices.length }, 'site warned');
    return devices.length;
  }

  /** New gas alarms and heat stress STOPs among alerts just stored. */
  async function fromAlerts(alerts: RaisedAlert[]): Promise<void> {
    const gasSites = new Map<string, Set<string>>();
    const heatSites = new Map<string, Set<string>>();
    const add = (into: Map<string, Set<string>>, alert: RaisedAlert) =>
      into.set(alert.tenantId, (into.get(alert.tenantId) ?? new Set()).add(alert.device.site));
    for (const alert of alerts) {
      if (!alert.isNew) continue;
      if (GAS_ALERT_SET.has(alert.type)) add(gasSites, alert);
      if (alert.type === 'heatStress') add(heatSites, alert);
    }
    for (const [tenantId, sites] of gasSites) {
      for (const site of sites) {
        // One evacuation per site while any gas alarm is open there: a sensor crossing O2, LEL and
        // CO at once, or a second sensor in the same leak, must not buzz every wrist three times.
        // The oldest open gas alert names it, whichever instance or batch asks.
        const first = await db
          .selectFrom('device_alert')
          .select((eb) => eb.fn.min('id').as('id'))
          .where('tenant_id', '=', tenantId)
          .where('site', '=', site)
          .where('type', 'in', [...GAS_ALERT_SET])
          .where('status', 'in', ['raised', 'notified', 'acknowledged'])
          .executeTakeFirst();
        if (first?.id) await warnSite(tenantId, `gas:${first.id}`, site, 'evacuate');
      }
    }
    for (const [tenantId, sites] of heatSites) {
      // One STOP is one rise of the tenant's heat level (stop_since); wearers reaching the site
      // later get their own alerts, but the site was already told.
      const state = await db
        .selectFrom('heat_stress_state')
        .select('stop_since')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      if (!state?.stop_since) continue;
      for (const site of sites)
        await warnSite(tenantId, `heat:${state.stop_since.toISOString()}`, site, 'stopWork');
    }
  }

  /** A weather warning whose tenant rules stop work: every site where the tenant has wearers. */
  async function fromSignal(signal: SiteSignal): Promise<void> {
    if (signal.kind !== 'weatherWarning' || !signal.code || (signal.works?.length ?? 0) === 0) return;
    // The issue in force is the event: the same code issued again another day warns again.
    const issue = await db
      .selectFrom('weather_warning')
      .select('id')
      .where('code', '=', signal.code)
      .where('cancelled_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!issue) return;
    const sites = await db
      .selectFrom('device')
      .select('site')
      .distinct()
      .where('tenant_id', '=', signal.tenantId)
      .where('kind', 'in', [...WARNED_KINDS])
      .where('enabled', '=', true)
      .execute();
    for (const { site } of sites)
      await warnSite(signal.tenantId, `weather:${signal.code}:${issue.id}`, site, 'stopWork');
  }

  return { warnSite, fromAlerts, fromSignal };
}
export type SiteWarnings = ReturnType<typeof createSiteWarnings>;
