import {
  alertFamilyOf,
  DEVICE_ALERT_EVENT,
  HEAT_STRESS_EVENT,
  type HeatIndexSourceKind,
  type HeatLevel,
  type HeatStressBoard,
  heatLevelOf,
  heatLevelRank,
  stopWorkloads,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { DB } from '../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { periodic } from '../../platform/periodic.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import { type AlertEntry, noteOpenAlerts, type RaisedAlert, storeAlerts } from '../devices/index.js';
import { boardRows, mustStop, type OnSiteWearer } from './board.js';
import {
  alertedSince,
  ensureState,
  type HeatStressState,
  lockedState,
  onSiteWearers,
  readState,
} from './heatStress.queries.js';
import type { HeatIndexSource } from './source.js';

interface Reading {
  value: number | null;
  level: HeatLevel;
  source: HeatIndexSourceKind;
}

export interface HeatStressOptions {
  /** How often the tenants are evaluated again, for workers who came on site since (default 60 s). */
  sweepEveryMs?: number;
}

/** The stop-work alert of one wearer: critical, on their watch, the HKHI as its reading. */
function stopWorkAlert(tenantId: string, wearer: OnSiteWearer, value: number | null, at: Date): AlertEntry[] {
  if (!wearer.device) return [];
  return [
    {
      device: {
        ...wearer.device,
        tenantId,
        wearer: { id: wearer.id, name: wearer.name, sosPhone: wearer.sosPhone },
      },
      type: 'heatStress',
      level: 'critical',
      count: 1,
      first: at,
      last: at,
      vitals: value === null ? {} : { hkhi: value },
      battery: null,
      step: null,
    },
  ];
}

/**
 * Heat stress: the HKHI in force (a manager's override, else the weather feed) -> the Labour
 * Department's rest table for the wearers on site, and stop-work alerts through the device alerts.
 * Each tenant is evaluated under a lock on its state row: when the level rises to one where the
 * table says stop, every affected wearer on site gets one critical `heatStress` alert (a repeat of
 * an open one counts on it); while it stays there, workers who arrive get theirs on the next sweep;
 * when it drops, the open ones get a 'heatEased' note (decision 0015).
 */
export function createHeatStress(
  db: Kysely<DB>,
  source: HeatIndexSource,
  bell: { announce(alerts: RaisedAlert[]): Promise<void> },
  notifier: Notifier,
  log: FastifyBaseLogger,
  clock: Clock,
  options: HeatStressOptions = {},
) {
  function readingOf(state: Pick<HeatStressState, 'override_value'> | undefined): Reading {
    if (state?.override_value !== null && state?.override_value !== undefined) {
      return { value: state.override_value, level: heatLevelOf(state.override_value), source: 'override' };
    }
    const feed = source.heatIndex();
    return feed ? { ...feed, source: 'feed' } : { value: null, level: 'none', source: 'none' };
  }

  async function board(tenant: TenantScope): Promise<HeatStressBoard> {
    const [state, wearers] = await Promise.all([readState(tenant), onSiteWearers(tenant, clock.now())]);
    const reading = readingOf(state);
    const rows = boardRows(reading.level, wearers);
    const feed = source.heatIndex();
    return {
      level: reading.level,
      value: reading.value,
      source: reading.source,
      feed: feed ? { value: feed.value, level: feed.level } : null,
      override:
        state && state.override_value !== null && state.override_at
          ? {
              value: state.override_value,
              by: state.override_by_name ?? null,
              at: state.override_at.toISOString(),
            }
          : null,
      rows,
      onSite: wearers.length,
      mustStop: rows.reduce((sum, row) => sum + row.mustStop, 0),
      stopSince:
        state?.stop_since && state.alerted_level === reading.level ? state.stop_since.toISOString() : null,
    };
  }

  /** One tenant: compare the level with the one alerted last, raise or note, and tell the consoles. */
  async function evaluate(tenantId: string): Promise<void> {
    const outcome = await db.transaction().execute(async (trx) => {
      let state = await lockedState(trx, tenantId);
      const reading = readingOf(state);
      // A tenant with no row and no level has nothing to do: sweeps leave its tables as they are.
      if (!state && reading.level === 'none')
        return { changed: false, raised: [], eased: [], level: 'none' as const };
      if (!state) {
        await ensureState(trx, tenantId);
        state = await lockedState(trx, tenantId);
        if (!state) throw new Error('the heat stress state row was not made');
      }
      const now = clock.now();
      const changed = reading.level !== state.alerted_level;
      const rose = heatLevelRank(reading.level) > heatLevelRank(state.alerted_level);
      const stops = stopWorkloads(reading.level).length > 0;
      // A rise restarts the alerts; a drop that still stops someone keeps the time of its rise.
      const stopSince = !stops ? null : rose ? now : (state.stop_since ?? now);
      let eased: string[] = [];
      if (changed) {
        await trx
          .updateTable('heat_stress_state')
          .set({ alerted_level: reading.level, stop_since: stopSince, updated_at: now })
          .where('tenant_id', '=', tenantId)
          .execute();
        if (!rose) {
          const note = `HKHI ${reading.value ?? '-'}`;
          eased = await noteOpenAlerts(trx, tenantId, 'heatStress', 'heatEased', note);
        }
      }
      let raised: RaisedAlert[] = [];
      if (stopSince) {
        const scope = tenantScope(trx, tenantId);
        const affected = (await onSiteWearers(scope, now)).filter(
          (wearer) => wearer.device && mustStop(reading.level, wearer),
        );
        const done = await alertedSince(
          scope,
          affected.flatMap((wearer) => (wearer.device ? [wearer.device.id] : [])),
          stopSince,
        );
        const entries = affected
          .filter((wearer) => wearer.device && !done.has(wearer.device.id))
          .flatMap((wearer) => stopWorkAlert(tenantId, wearer, reading.value, now));
        raised = await storeAlerts(trx, entries, now);
      }
      return { changed, raised, eased, level: reading.level };
    });
    if (outcome.raised.length > 0) await bell.announce(outcome.raised);
    if (outcome.eased.length > 0) {
      // Heat stress alerts are people's alerts: the swAlert list's holders hear of them.
      await notifier.publish({
        tenantId,
        name: DEVICE_ALERT_EVENT,
        data: { family: alertFamilyOf('heatStress'), count: outcome.eased.length },
      });
    }
    if (outcome.changed || outcome.raised.length > 0) {
      await notifier.publish({ tenantId, name: HEAT_STRESS_EVENT, data: { level: outcome.level } });
    }
  }

  async function evaluateAll(): Promise<void> {
    const tenants = await db.selectFrom('sys_tenant').select('id').execute();
    for (const tenant of tenants) {
      try {
        await evaluate(String(tenant.id));
      } catch (error) {
        log.error({ err: error, tenantId: tenant.id }, 'heat stress evaluation failed');
      }
    }
  }

  let running: Promise<void> = Promise.resolve();
  /** Evaluations run one after another: a feed change during a sweep waits for it. */
  const queue = (work: () => Promise<void>) => {
    running = running.then(work, work);
    return running;
  };
  const failure = 'heat stress sweep failed';
  // The minute's sweep (platform/periodic: logged on failure, stop waits for it), queued behind any
  // evaluation in progress.
  const sweeper = periodic(() => queue(evaluateAll), {
    everyMs: options.sweepEveryMs ?? 60_000,
    log,
    failure,
    atStart: false,
    clock,
  });
  let unsubscribe: (() => void) | undefined;

  return {
    board,
    /** Sets (or clears, with null) the tenant's hand-entered HKHI, evaluates the tenant, answers the board. */
    async override(tenant: TenantScope, userId: string, value: number | null): Promise<HeatStressBoard> {
      const set = {
        override_value: value,
        override_by: value === null ? null : userId,
        override_at: value === null ? null : new Date(),
      };
      await tenant.db
        .insertInto('heat_stress_state')
        .values({ tenant_id: tenant.tenantId, ...set })
        .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...set, updated_at: new Date() }))
        .execute();
      await queue(() => evaluate(tenant.tenantId));
      return board(tenant);
    },
    /** Evaluates every tenant now (the sweep's work; tests call it instead of waiting). */
    sweep: () => queue(evaluateAll),
    start(): void {
      // A feed change sweeps at once; one that fails (the database gone away) is logged like the timer's.
      unsubscribe = source.onChange(
        () => void queue(evaluateAll).catch((error: unknown) => log.error({ err: error }, failure)),
      );
      sweeper.start();
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      await sweeper.stop();
      await running.catch(() => undefined);
    },
  };
}
export type HeatStressService = ReturnType<typeof createHeatStress>;
