import { z } from 'zod';

/**
 * The device protocol (docs/devices-protocol.md): MQTT topics under `sg/dev/<imei>/`, JSON payloads,
 * QoS 1. Devices publish `telemetry`, `event`, `pass` (attendance gates) and `reply`; the server
 * publishes `cmd`. The same
 * payloads arrive over HTTP from gateways (POST /api/devices/ingest).
 */
export const TOPIC_ROOT = 'sg/dev';
export const DEVICE_TOPICS = ['telemetry', 'event', 'pass', 'reply'] as const;
export type DeviceTopic = (typeof DEVICE_TOPICS)[number];
export const topicOf = (imei: string, leaf: DeviceTopic | 'cmd') => `${TOPIC_ROOT}/${imei}/${leaf}`;

/** The largest payload accepted; bigger ones are dropped (reason `tooLarge`). */
export const MAX_DEVICE_PAYLOAD_BYTES = 4096;

export const IMEI_PATTERN = /^[0-9A-Za-z_-]{4,32}$/;
const messageId = z.string().min(1).max(64);
/** Device time: ISO 8601 or epoch milliseconds. */
const deviceTime = z.union([z.iso.datetime({ offset: true }), z.number().int().min(0)]);
const reading = (min: number, max: number) => z.number().min(min).max(max).optional();

export const telemetryPayload = z.object({
  mid: messageId,
  ts: deviceTime,
  hr: reading(0, 300),
  spo2: reading(0, 100),
  sbp: reading(0, 300),
  dbp: reading(0, 250),
  temp: reading(25, 45),
  battery: reading(0, 100),
  steps: z.number().int().min(0).max(1_000_000).optional(),
  stress: reading(0, 100),
  worn: z.boolean().optional(),
  o2: reading(0, 100),
  lel: reading(0, 100),
  h2s: reading(0, 1000),
  co: reading(0, 2000),
  lat: reading(-90, 90),
  lng: reading(-180, 180),
});
export type TelemetryPayload = z.infer<typeof telemetryPayload>;

export const DEVICE_EVENT_TYPES = [
  'sos',
  'fall',
  'waterFall',
  'lockTamper',
  'helmetImpact',
  'unlockRequest',
] as const;
export const eventPayload = z.object({
  mid: messageId,
  ts: deviceTime,
  type: z.enum(DEVICE_EVENT_TYPES),
  /** The card presented at a lock asking to open (`unlockRequest`), as the gate's `pass` carries it. */
  card: z
    .string()
    .regex(/^[0-9A-Za-z_-]{2,64}$/)
    .optional(),
  battery: reading(0, 100),
  lat: reading(-90, 90),
  lng: reading(-180, 180),
});
export type EventPayload = z.infer<typeof eventPayload>;

export const PASS_DIRECTIONS = ['in', 'out'] as const;
export type PassDirection = (typeof PASS_DIRECTIONS)[number];
/** An attendance gate read a card: who (the card) went which way. */
export const passPayload = z.object({
  mid: messageId,
  ts: deviceTime,
  card: z.string().regex(/^[0-9A-Za-z_-]{2,64}$/),
  dir: z.enum(PASS_DIRECTIONS),
});
export type PassPayload = z.infer<typeof passPayload>;

export const DEVICE_COMMANDS = [
  'refreshConfig',
  'exec',
  'switchVersion',
  'syncSos',
  'unlock',
  'lock',
  'warn',
] as const;
export type DeviceCommandKind = (typeof DEVICE_COMMANDS)[number];

/** Server -> device on `cmd`. */
export const commandPayload = z.object({
  cid: z.string(),
  cmd: z.enum(DEVICE_COMMANDS),
  args: z.record(z.string(), z.unknown()),
});
export type CommandPayload = z.infer<typeof commandPayload>;

/** Why a wearer's watch or helmet is warned (`warn`): what the screen's icon and the vibration mean. */
export const WARN_REASONS = ['helpComing', 'stopWork', 'evacuate'] as const;
export type WarnReason = (typeof WARN_REASONS)[number];
/** A watch's screen holds about two short lines: longer texts would be cut by the firmware mid-word. */
export const WARN_TEXT_MAX = 60;

/**
 * The `args` of a `warn` command: words for the wearer's screen (their language when known, else
 * Chinese and English together) and whether to vibrate. The server sends it and does not wait on it
 * (a warning that fails is logged, never retried into a stale message).
 */
export const warnArgs = z.object({
  text: z.string().min(1).max(WARN_TEXT_MAX),
  vibrate: z.boolean(),
  reason: z.enum(WARN_REASONS),
});
export type WarnArgs = z.infer<typeof warnArgs>;

/** Device -> server on `reply`: the answer to command `cid`. */
export const replyPayload = z.object({
  cid: z.string().min(1).max(64),
  ok: z.boolean(),
  output: z.string().max(2000).optional(),
  error: z.string().max(500).optional(),
});
export type ReplyPayload = z.infer<typeof replyPayload>;

/** Why a message was dropped; each is counted (device_ingest_drop) and logged. */
export const INGEST_DROP_REASONS = [
  'malformed',
  'unknownDevice',
  'disabledDevice',
  'wrongTenant',
  'tooLarge',
  'rateLimited',
  'tooOld',
  'clockSkew',
  'unknownTopic',
] as const;
export type IngestDropReason = (typeof INGEST_DROP_REASONS)[number];
