import {
  ALERT_FAMILIES,
  ALERT_TYPE_NAMES,
  type AlertFamily,
  alertFamilyOf,
  DEVICE_ALERT_EVENT,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { MqttConfig } from '../../platform/config.js';
import type { DB } from '../../platform/db/schema.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import type { SiteSignals } from '../../platform/signals.js';
import { createEscalator } from './alerts/escalation.js';
import { createCommander } from './commands.js';
import { deviceDirectory } from './ingest/directory.js';
import { createPipeline, type RaisedAlert, type UnlockRequest } from './ingest/pipeline.js';
import { createRetention } from './ingest/retention.js';
import { type EmbeddedBroker, embeddedBroker } from './link/broker.js';
import { type DeviceLink, noLink } from './link/deviceLink.js';
import { externalBrokerClient } from './link/external.js';
import { GAS_ALERT_SET } from './rules.js';
import { createSiteWarnings } from './siteWarnings.js';
import { thresholdCache } from './thresholds.js';

export interface DevicePlatformOptions {
  mqtt: MqttConfig;
  retentionMonths: number;
  commandTimeoutMs: number;
  /** Site time: device times are checked against it, escalation counts on it. */
  clock: Clock;
  /** How often unacknowledged alerts are checked for escalation (default 15 s). */
  escalateEveryMs?: number;
}

/** The bell's news of one committed batch: the first alerts of it (NOTIFY carries < 8 KB). */
const EVENT_ALERTS = 15;

/**
 * The device platform, built once per server: ingestion pipeline, device link (embedded broker or
 * external client), commands, escalation and telemetry retention. The devices module's routes use it;
 * the process opens the embedded broker's listeners (server.ts) with `broker.listener`.
 */
export async function createDevicePlatform(
  db: Kysely<DB>,
  notifier: Notifier,
  signals: SiteSignals,
  log: FastifyBaseLogger,
  options: DevicePlatformOptions,
) {
  const directory = deviceDirectory(db);
  const thresholds = thresholdCache(db);
  let link: DeviceLink = noLink;
  // The link is made after the pipeline (it feeds it); commands reach it through this late binding.
  const commander = createCommander(
    db,
    (imei, command) => link.publishCommand(imei, command),
    options.commandTimeoutMs,
  );
  const siteWarnings = createSiteWarnings({ db, commander, log });
  signals.on((signal) => siteWarnings.fromSignal(signal));

  async function announce(alerts: RaisedAlert[]): Promise<void> {
    const byTenant = new Map<string, RaisedAlert[]>();
    for (const alert of alerts)
      byTenant.set(alert.tenantId, [...(byTenant.get(alert.tenantId) ?? []), alert]);
    const fresh = alerts.filter((alert) => alert.isNew).map((alert) => alert.id);
    if (fresh.length > 0) {
      await db
        .updateTable('device_alert')
        .set({ status: 'notified' })
        .where('id', 'in', fresh)
        .where('status', '=', 'raised')
        .execute();
    }
    // One event per tenant and alert family: each goes only to the family's page permission.
    for (const [tenantId, list] of byTenant) {
      for (const family of Object.keys(ALERT_FAMILIES) as AlertFamily[]) {
        const ofFamily = list.filter((alert) => alertFamilyOf(alert.type) === family);
        if (ofFamily.length === 0) continue;
        await notifier.publish({
          tenantId,
          name: DEVICE_ALERT_EVENT,
          data: {
            family,
            count: ofFamily.length,
            alerts: ofFamily.slice(0, EVENT_ALERTS).map((alert) => ({
              id: alert.id,
              type: alert.type,
              level: alert.level,
              isNew: alert.isNew,
              count: alert.count,
              deviceName: alert.device.name.slice(0, 60),
              wearerName: alert.device.wearer?.name.slice(0, 60) ?? null,
              site: alert.device.site.slice(0, 60),
            })),
          },
        });
      }
    }
    // Not awaited: the watches' replies must not hold the batch behind them (ingestion, heat sweep).
    commander.detach(
      siteWarnings
        .fromAlerts(alerts)
        .catch((error: unknown) => log.error({ err: error }, 'could not warn the sites of new alarms')),
    );
    for (const alert of alerts) {
      if (!alert.isNew || !GAS_ALERT_SET.has(alert.type)) continue;
      await signals.emit({
        tenantId: alert.tenantId,
        kind: 'gasAlarm',
        code: alert.type,
        name: ALERT_TYPE_NAMES[alert.type],
        location: alert.device.area ?? alert.device.site,
        reason: `${ALERT_TYPE_NAMES[alert.type].en}: ${alert.device.name}`,
      });
    }
  }

  // Who answers a lock asking to open (the locks module, issue #34); unset, nobody does.
  let answerUnlockRequests: (requests: UnlockRequest[]) => Promise<void> = async () => {};
  const pipeline = createPipeline(
    db,
    directory,
    thresholds,
    {
      onAlerts: announce,
      onReply: (device, reply) => commander.onReply(device, reply),
      onUnlockRequests: (requests) => answerUnlockRequests(requests),
    },
    log,
    { retentionMonths: options.retentionMonths, clock: options.clock },
  );
  const sink = (message: Parameters<typeof pipeline.submit>[0]) => pipeline.submit(message);
  let broker: EmbeddedBroker | undefined;
  if (options.mqtt.mode === 'embedded') {
    broker = await embeddedBroker(directory, sink, log, options.mqtt.limits);
    link = broker;
  } else if (options.mqtt.mode === 'external') {
    link = await externalBrokerClient(options.mqtt.url, options.mqtt.clientId, sink, log);
  }
  const escalator = createEscalator(db, thresholds, notifier, log, options.clock, options.escalateEveryMs);
  const retention = createRetention(db, options.retentionMonths, log);
  return {
    directory,
    thresholds,
    pipeline,
    commander,
    get link() {
      return link;
    },
    /** The embedded broker (listeners, sign-in throttle, status); undefined with MQTT_URL or MQTT off. */
    broker,
    /** What operators see of the device link: the broker's refusals, and ingestion's drops by reason. */
    linkStatus() {
      return {
        mode: link.mode,
        broker: broker?.status() ?? null,
        ingestion: {
          accepted: pipeline.stats.accepted,
          duplicates: pipeline.stats.duplicates,
          dropped: { ...pipeline.stats.droppedBy },
        },
      };
    },
    /**
     * Rings the bell for alerts stored outside ingestion (alerts/store.ts, after their transaction
     * committed): marks the new ones notified and publishes the tenant's `deviceAlert` event.
     */
    announce,
    /** Stop-work warnings to the sites' watches (fed by announce and the site signals). */
    siteWarnings,
    /** Names who answers a lock's own `unlockRequest` (once committed): the locks module's gate. */
    answerUnlockRequestsWith(answer: (requests: UnlockRequest[]) => Promise<void>) {
      answerUnlockRequests = answer;
    },
    /** A device changed or went: forget it, and cut its connection (its secret may be gone). */
    changed(imei: string) {
      directory.forget(imei);
      link.disconnect(imei);
    },
    start() {
      escalator.start();
      retention.start();
      // Commands a previous run sent and stopped waiting for (a restart mid-wait) did time out.
      void db
        .updateTable('device_command')
        .set({ status: 'timeout', error: 'the server restarted before the reply' })
        .where('status', '=', 'sent')
        .where('created_at', '<', new Date(Date.now() - options.commandTimeoutMs))
        .execute()
        .catch((error: unknown) => log.error({ err: error }, 'could not close stale device commands'));
    },
    async close() {
      await escalator.stop();
      await retention.stop();
      await link.close();
      await pipeline.close();
      // Last: the pipeline's final flush may still raise an alarm whose warnings it detaches.
      await commander.close();
    },
  };
}
export type DevicePlatform = Awaited<ReturnType<typeof createDevicePlatform>>;
