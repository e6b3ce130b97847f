import {
  type AlertThresholds,
  DEFAULT_ALERT_THRESHOLDS,
  type DeviceTopic,
  type EventPayload,
  eventPayload,
  type IngestDropReason,
  MAX_DEVICE_PAYLOAD_BYTES,
  type PassPayload,
  passPayload,
  type ReplyPayload,
  replyPayload,
  siteDayOf,
  type TelemetryPayload,
  telemetryPayload,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../../platform/clock.js';
import type { DB } from '../../../platform/db/schema.js';
import { type AlertEntry, type RaisedAlert, storeAlerts } from '../alerts/store.js';
import { recordPasses } from '../attendance/passes.js';
import { throttledWarn } from '../link/counters.js';
import {
  ageOfBand,
  type DeviceRuleState,
  evaluateEvent,
  evaluateTelemetry,
  freshRuleState,
} from '../rules.js';
import type { ThresholdCache } from '../thresholds.js';
import type { DeviceDirectory, KnownDevice } from './directory.js';
import { deviceRateLimiter } from './rateLimit.js';

/** One message as a transport hands it over: MQTT (raw bytes) or HTTP (parsed JSON). */
export interface RawMessage {
  imei: string;
  topic: string;
  payload: Buffer | unknown;
  /** HTTP: the tenant of the client token; the device must be that tenant's. */
  tenantId?: string;
}
export type IngestOutcome =
  | { status: 'accepted' | 'duplicate' }
  | { status: 'dropped'; reason: IngestDropReason };

export type { RaisedAlert } from '../alerts/store.js';

export interface PipelineHooks {
  /** After the batch that stored them committed. */
  onAlerts(alerts: RaisedAlert[]): Promise<void>;
  onReply(device: KnownDevice, reply: ReplyPayload): Promise<void>;
  /** A lock asked to open (event `unlockRequest`), after its batch committed (issue #34). */
  onUnlockRequests?(requests: UnlockRequest[]): Promise<void>;
}

/** A lock's own request to open, with the card presented at it. */
export interface UnlockRequest {
  tenantId: string;
  deviceId: string;
  card: string | null;
}

interface Pending {
  device: KnownDevice;
  topic: 'telemetry' | 'event' | 'pass';
  payload: TelemetryPayload | ReturnType<typeof eventPayload.parse> | PassPayload;
  deviceTime: Date;
  resolve(outcome: IngestOutcome): void;
  reject(error: unknown): void;
}

export interface PipelineOptions {
  retentionMonths: number;
  /** Site time: a device time ahead of it or older than retention is refused. */
  clock: Clock;
  /** A batch is written when it has this many messages, or `flushMs` after its first one. */
  batchSize?: number;
  flushMs?: number;
  ratePerSecond?: number;
  rateBurst?: number;
}

const MAX_FUTURE_MS = 10 * 60_000;
const VITAL_KEYS = ['hr', 'spo2', 'temp', 'sbp', 'dbp', 'stress', 'worn', 'o2', 'lel', 'h2s', 'co'] as const;
/** What the monitoring board shows of a reading. */
const vitalsOf = (reading: TelemetryPayload) =>
  Object.fromEntries(VITAL_KEYS.flatMap((key) => (reading[key] === undefined ? [] : [[key, reading[key]]])));
const siteKey = (device: KnownDevice) => `${device.tenantId}\u0000${device.site}`;
/** A gap longer than this between two worn readings is not counted as use (the watch was off). */
const MAX_USAGE_GAP_S = 300;

const PAYLOADS = { telemetry: telemetryPayload, event: eventPayload, pass: passPayload };
/** Gates carry no battery; watches, sensors and locks report it with any message. */
const batteryOf = (item: Pending) => ('battery' in item.payload ? (item.payload.battery ?? null) : null);

function parseDeviceTime(ts: string | number): Date {
  return new Date(typeof ts === 'number' ? ts : Date.parse(ts));
}

/**
 * The one ingestion path for MQTT and HTTP. A message is checked (size, JSON, device, rate,
 * schema, time) and either dropped with a counted reason or queued; queued messages are written in
 * batches, one transaction each: telemetry (idempotent by device + message id + device time), the
 * devices' last seen and battery, daily usage, and the alerts the rules call for. `submit` resolves
 * only once its batch has committed, so an MQTT PUBACK (or an HTTP answer) means the message is
 * stored.
 */
export function createPipeline(
  db: Kysely<DB>,
  directory: DeviceDirectory,
  thresholds: ThresholdCache,
  hooks: PipelineHooks,
  log: FastifyBaseLogger,
  options: PipelineOptions,
) {
  const batchSize = options.batchSize ?? 500;
  const flushMs = options.flushMs ?? 20;
  const allow = deviceRateLimiter(options.ratePerSecond ?? 20, options.rateBurst ?? 40);
  const ruleStates = new Map<string, DeviceRuleState>();
  /** Per device: the newest device time seen (battery follows it) and the last worn reading's time. */
  const latest = new Map<string, { at: number; vitalsAt: number; wornAt: number | null }>();
  const knownMonths = new Set<string>();
  const drops = new Map<IngestDropReason, number>();
  const warnDrop = throttledWarn(log);
  const queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let closed = false;
  /** Since start: what was stored, recognised again, dropped (by reason, for the broker's status). */
  const stats = {
    accepted: 0,
    duplicates: 0,
    dropped: 0,
    batches: 0,
    droppedBy: {} as Partial<Record<IngestDropReason, number>>,
  };

  function drop(reason: IngestDropReason, imei: string): IngestOutcome {
    drops.set(reason, (drops.get(reason) ?? 0) + 1);
    stats.dropped += 1;
    stats.droppedBy[reason] = (stats.droppedBy[reason] ?? 0) + 1;
    // Once a minute per device and reason, and at most 30 lines a minute in all (many IMEIs at once).
    warnDrop(`${imei}:${reason}`, { imei: imei.slice(0, 64), reason }, 'device message dropped');
    if (!timer && queue.length === 0) schedule();
    return { status: 'dropped', reason };
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void kick();
    }, flushMs);
  }

  function kick(): Promise<void> {
    flushing = flushing.then(() => flush());
    return flushing;
  }

  async function submit(message: RawMessage): Promise<IngestOutcome> {
    if (closed) throw new Error('ingestion is closed');
    let body: unknown = message.payload;
    if (Buffer.isBuffer(body)) {
      if (body.length > MAX_DEVICE_PAYLOAD_BYTES) return drop('tooLarge', message.imei);
      try {
        body = JSON.parse(body.toString('utf8'));
      } catch {
        return drop('malformed', message.imei);
      }
    } else if (Buffer.byteLength(JSON.stringify(body ?? null)) > MAX_DEVICE_PAYLOAD_BYTES) {
      return drop('tooLarge', message.imei);
    }
    const device = await directory.find(message.imei);
    if (!device) return drop('unknownDevice', message.imei);
    if (message.tenantId !== undefined && message.tenantId !== device.tenantId)
      return drop('wrongTenant', message.imei);
    if (!device.enabled) return drop('disabledDevice', message.imei);
    const topic = message.topic as DeviceTopic;
    if (topic === 'reply') {
      const reply = replyPayload.safeParse(body);
      if (!reply.success) return drop('malformed', message.imei);
      // A reply carries no device time: counted by server time, and against the device's arrivals.
      if (!allow(device.id, null, Date.now())) return drop('rateLimited', message.imei);
      await hooks.onReply(device, reply.data);
      return { status: 'accepted' };
    }
    if (topic !== 'telemetry' && topic !== 'event' && topic !== 'pass')
      return drop('unknownTopic', message.imei);
    const parsed = PAYLOADS[topic].safeParse(body);
    if (!parsed.success) return drop('malformed', message.imei);
    const deviceTime = parseDeviceTime(parsed.data.ts);
    // A device time is judged against site time; arrivals are counted on the system clock (a test
    // moving site time back must not empty a device's arrival bucket).
    const now = options.clock.now().getTime();
    if (Number.isNaN(deviceTime.getTime()) || deviceTime.getTime() > now + MAX_FUTURE_MS) {
      return drop('clockSkew', message.imei);
    }
    const oldest = new Date(now);
    oldest.setUTCMonth(oldest.getUTCMonth() - options.retentionMonths);
    if (deviceTime < oldest) return drop('tooOld', message.imei);
    if (!allow(device.id, deviceTime.getTime(), Date.now())) return drop('rateLimited', message.imei);
    return new Promise<IngestOutcome>((resolve, reject) => {
      queue.push({ device, topic, payload: parsed.data, deviceTime, resolve, reject });
      if (queue.length >= batchSize) void kick();
      else schedule();
    });
  }

  async function ensurePartitions(batch: Pending[]): Promise<void> {
    for (const item of batch) {
      const month = item.deviceTime.toISOString().slice(0, 7);
      if (knownMonths.has(month)) continue;
      try {
        await sql`select telemetry_partition(${`${month}-01`}::date)`.execute(db);
      } catch (error) {
        // Another instance made it at the same moment: it exists now, which is all that matters.
        const code = (error as { code?: string }).code;
        if (code !== '42P07' && code !== '23505') throw error;
      }
      knownMonths.add(month);
    }
  }

  async function flush(): Promise<void> {
    const batch = queue.splice(0, batchSize);
    if (queue.length > 0) schedule();
    const dropCounts = [...drops.entries()];
    drops.clear();
    if (batch.length === 0 && dropCounts.length === 0) return;
    try {
      await ensurePartitions(batch);
      // Read before the transaction: on PGlite the transaction holds the only connection.
      const limits = await thresholdsOf(batch);
      const { outcomes, alerts, requests } = await db.transaction().execute(async (trx) => {
        if (dropCounts.length > 0) await recordDrops(trx, dropCounts);
        return writeBatch(trx, batch, limits);
      });
      stats.batches += 1;
      for (const [index, item] of batch.entries()) item.resolve(outcomes[index] ?? { status: 'accepted' });
      if (alerts.length > 0) {
        await hooks
          .onAlerts(alerts)
          .catch((error: unknown) => log.error({ err: error }, 'alert notification failed'));
      }
      if (requests.length > 0 && hooks.onUnlockRequests) {
        await hooks
          .onUnlockRequests(requests)
          .catch((error: unknown) => log.error({ err: error }, 'unlock requests not answered'));
      }
    } catch (error) {
      log.error(
        { err: error, size: batch.length },
        'a device message batch failed; nothing of it was acknowledged',
      );
      for (const [reason, n] of dropCounts) drops.set(reason, (drops.get(reason) ?? 0) + n);
      for (const item of batch) item.reject(error);
    }
  }

  async function thresholdsOf(batch: Pending[]): Promise<Map<string, AlertThresholds>> {
    const limits = new Map<string, AlertThresholds>();
    for (const item of batch) {
      const key = siteKey(item.device);
      if (!limits.has(key)) limits.set(key, await thresholds.get(item.device.tenantId, item.device.site));
    }
    return limits;
  }

  async function writeBatch(trx: Kysely<DB>, batch: Pending[], limits: Map<string, AlertThresholds>) {
    // The same message twice in one batch (a quick redelivery) is one row.
    const keyOf = (item: Pending) =>
      `${item.device.id}\u0000${item.payload.mid}\u0000${item.deviceTime.getTime()}`;
    const unique = new Map<string, Pending>();
    for (const item of batch) if (!unique.has(keyOf(item))) unique.set(keyOf(item), item);
    const rows = [...unique.values()];
    const inserted = rows.length
      ? await trx
          .insertInto('telemetry')
          .values(
            rows.map((item) => ({
              tenant_id: item.device.tenantId,
              device_id: item.device.id,
              message_id: item.payload.mid,
              topic: item.topic,
              device_time: item.deviceTime,
              data: JSON.stringify(item.payload),
            })),
          )
          .onConflict((oc) => oc.columns(['device_id', 'message_id', 'device_time']).doNothing())
          .returning(['device_id', 'message_id', 'device_time'])
          .execute()
      : [];
    const insertedKeys = new Set(
      inserted.map(
        (row) => `${row.device_id}\u0000${row.message_id}\u0000${new Date(row.device_time).getTime()}`,
      ),
    );
    const fresh = rows.filter((item) => insertedKeys.has(keyOf(item)));
    const firstOfKey = new Set<Pending>(fresh);
    const outcomes: IngestOutcome[] = batch.map((item) =>
      firstOfKey.has(item) ? { status: 'accepted' } : { status: 'duplicate' },
    );
    stats.accepted += fresh.length;
    stats.duplicates += batch.length - fresh.length;
    fresh.sort((a, b) => a.deviceTime.getTime() - b.deviceTime.getTime());
    await updateDevices(trx, fresh);
    await recordUsage(trx, fresh);
    await recordPasses(
      trx,
      fresh.flatMap((item) =>
        item.topic === 'pass'
          ? [
              {
                tenantId: item.device.tenantId,
                site: item.device.site,
                pass: item.payload as PassPayload,
                at: item.deviceTime,
              },
            ]
          : [],
      ),
    );
    const alerts = await raiseAlerts(trx, fresh, limits);
    const requests: UnlockRequest[] = fresh.flatMap((item) => {
      const event = item.topic === 'event' ? (item.payload as EventPayload) : undefined;
      return event?.type === 'unlockRequest'
        ? [{ tenantId: item.device.tenantId, deviceId: item.device.id, card: event.card ?? null }]
        : [];
    });
    return { outcomes, alerts, requests };
  }

  /** Last seen (server time) for each device; battery and vitals from its newest reading by device time. */
  async function updateDevices(trx: Kysely<DB>, fresh: Pending[]): Promise<void> {
    const byDevice = new Map<string, { battery: number | null; vitals: string | null }>();
    for (const item of fresh) {
      const entry = byDevice.get(item.device.id) ?? { battery: null, vitals: null };
      const known = latest.get(item.device.id) ?? { at: 0, vitalsAt: 0, wornAt: null };
      const at = item.deviceTime.getTime();
      if (at >= known.at) {
        known.at = at;
        const battery = batteryOf(item);
        if (battery !== null) entry.battery = battery;
      }
      // Vitals follow the newest reading (an event in between carries none).
      if (item.topic === 'telemetry' && at >= known.vitalsAt) {
        known.vitalsAt = at;
        entry.vitals = JSON.stringify(vitalsOf(item.payload as TelemetryPayload));
      }
      latest.set(item.device.id, known);
      byDevice.set(item.device.id, entry);
    }
    if (byDevice.size === 0) return;
    const values = sql.join(
      [...byDevice.entries()].map(
        ([id, entry]) => sql`(${id}::bigint, ${entry.battery}::real, ${entry.vitals}::jsonb)`,
      ),
    );
    await sql`update device set last_seen_at = now(), battery = coalesce(v.battery, device.battery),
        last_vitals = coalesce(v.vitals, device.last_vitals)
      from (values ${values}) as v(id, battery, vitals) where device.id = v.id`.execute(trx);
  }

  /** Messages and worn time per device and Hong Kong day, for the usage analysis and statistics. */
  async function recordUsage(trx: Kysely<DB>, fresh: Pending[]): Promise<void> {
    const usage = new Map<
      string,
      { tenantId: string; deviceId: string; day: string; messages: number; worn: number }
    >();
    for (const item of fresh) {
      if (item.topic !== 'telemetry') continue;
      const day = siteDayOf(item.deviceTime);
      const key = `${item.device.id}\u0000${day}`;
      const entry = usage.get(key) ?? {
        tenantId: item.device.tenantId,
        deviceId: item.device.id,
        day,
        messages: 0,
        worn: 0,
      };
      entry.messages += 1;
      const known = latest.get(item.device.id) ?? { at: 0, vitalsAt: 0, wornAt: null };
      const payload = item.payload as TelemetryPayload;
      const at = item.deviceTime.getTime();
      if (item.device.kind === 'watch' && payload.worn !== false) {
        if (known.wornAt !== null && at > known.wornAt) {
          entry.worn += Math.min((at - known.wornAt) / 1000, MAX_USAGE_GAP_S);
        }
        if (known.wornAt === null || at > known.wornAt) known.wornAt = at;
      } else if (payload.worn === false) {
        known.wornAt = null;
      }
      latest.set(item.device.id, known);
      usage.set(key, entry);
    }
    if (usage.size === 0) return;
    await trx
      .insertInto('device_usage_day')
      .values(
        [...usage.values()].map((entry) => ({
          tenant_id: entry.tenantId,
          device_id: entry.deviceId,
          day: entry.day,
          messages: entry.messages,
          worn_seconds: Math.round(entry.worn),
        })),
      )
      .onConflict((oc) =>
        oc.columns(['device_id', 'day']).doUpdateSet({
          messages: sql`device_usage_day.messages + excluded.messages`,
          worn_seconds: sql`device_usage_day.worn_seconds + excluded.worn_seconds`,
        }),
      )
      .execute();
  }

  /** The rules over the batch in device-time order; one row per device and type (a repeat counts). */
  async function raiseAlerts(
    trx: Kysely<DB>,
    fresh: Pending[],
    limits: Map<string, AlertThresholds>,
  ): Promise<RaisedAlert[]> {
    const merged = new Map<string, AlertEntry>();
    for (const item of fresh) {
      if (item.topic === 'pass') continue;
      const candidates =
        item.topic === 'event' ? evaluateEvent(item.payload as EventPayload) : evaluateReading(item, limits);
      for (const candidate of candidates) {
        const key = `${item.device.id}\u0000${candidate.type}`;
        const entry = merged.get(key);
        const battery = batteryOf(item);
        const step = item.topic === 'telemetry' ? ((item.payload as TelemetryPayload).steps ?? null) : null;
        if (entry) {
          entry.count += 1;
          entry.last = item.deviceTime;
          entry.vitals = candidate.vitals;
          if (candidate.level === 'critical') entry.level = 'critical';
          entry.battery = battery ?? entry.battery;
          entry.step = step ?? entry.step;
        } else {
          merged.set(key, {
            device: item.device,
            type: candidate.type,
            level: candidate.level,
            count: 1,
            first: item.deviceTime,
            last: item.deviceTime,
            vitals: candidate.vitals,
            battery,
            step,
          });
        }
      }
    }
    return storeAlerts(trx, [...merged.values()], options.clock.now());
  }

  function evaluateReading(item: Pending, limits: Map<string, AlertThresholds>) {
    const state = ruleStates.get(item.device.id) ?? freshRuleState();
    const result = evaluateTelemetry(
      item.device.kind,
      item.payload as TelemetryPayload,
      item.deviceTime.getTime(),
      limits.get(siteKey(item.device)) ?? DEFAULT_ALERT_THRESHOLDS,
      ageOfBand(item.device.wearer?.ageBand),
      state,
    );
    ruleStates.set(item.device.id, result.state);
    return result.alerts;
  }

  async function recordDrops(trx: Kysely<DB>, counts: [IngestDropReason, number][]): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    await trx
      .insertInto('device_ingest_drop')
      .values(counts.map(([reason, n]) => ({ day, reason, n })))
      .onConflict((oc) =>
        oc.columns(['day', 'reason']).doUpdateSet({ n: sql`device_ingest_drop.n + excluded.n` }),
      )
      .execute();
  }

  return {
    submit,
    stats,
    /** Writes what is queued (and the drop counts) now. */
    flush: kick,
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (queue.length > 0) await kick();
      await kick();
      closed = true;
    },
  };
}
export type Pipeline = ReturnType<typeof createPipeline>;
