import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { PERMIT_TYPE_KEYS, type PermitType } from '../permits/types.js';
import { defineResourceApi } from '../resource.js';
import { queryBoolean, sysId } from '../system/sysCommon.js';
import { cardNo } from './attendance.js';
import { DEVICE_KINDS, DEVICE_REGISTRIES, DEVICE_REGISTRY_KEYS, type DeviceRegistry } from './kinds.js';
import { DEVICE_TOPICS, IMEI_PATTERN } from './protocol.js';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

export const deviceRow = z.object({
  id: z.string(),
  kind: z.enum(DEVICE_KINDS),
  name: z.string(),
  imei: z.string(),
  ip: z.string().nullable(),
  enabled: z.boolean(),
  currentVersion: z.string().nullable(),
  newVersion: z.string().nullable(),
  configContent: z.string().nullable(),
  site: z.string(),
  area: z.string().nullable(),
  /** A lock's permit types that open it (issue #34); empty for every other device. */
  permitTypes: z.array(z.enum(PERMIT_TYPE_KEYS as [PermitType, ...PermitType[]])),
  online: z.boolean(),
  battery: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
  /** Whether the device holds an MQTT secret (the secret itself is shown once, when issued). */
  hasSecret: z.boolean(),
  wearerId: z.string().nullable(),
  wearerName: z.string().nullable(),
  createdAt: z.string(),
});
export type DeviceRow = z.infer<typeof deviceRow>;

export const deviceFilter = z.object({
  keyword: text(100).optional(),
  online: queryBoolean.optional(),
  site: text(100).optional(),
  /** Watches with (true) or without (false) a wearer: an unassigned watch protects nobody. */
  hasWearer: queryBoolean.optional(),
});
export type DeviceFilter = z.infer<typeof deviceFilter>;

export const deviceAddBody = z.object({
  kind: z.enum(DEVICE_KINDS),
  name: text(100).min(1),
  imei: z.string().trim().regex(IMEI_PATTERN, 'imei'),
  ip: z.union([z.ipv4(), z.ipv6()]).nullable().optional(),
  enabled: z.boolean().default(true),
  currentVersion: optionalText(64),
  configContent: optionalText(8000),
  site: text(100).default(''),
  area: optionalText(200),
  /** Only a lock keeps them; left out on an edit, they stay as they were. */
  permitTypes: z
    .array(z.enum(PERMIT_TYPE_KEYS as [PermitType, ...PermitType[]]))
    .max(PERMIT_TYPE_KEYS.length)
    .optional(),
});
export type DeviceAddBody = z.infer<typeof deviceAddBody>;
export const deviceEditBody = deviceAddBody.extend({ id: sysId });
export type DeviceEditBody = z.infer<typeof deviceEditBody>;

/** One registry page's calls: /<registry>/page, add, edit, delete (and export for those that have it). */
export const deviceApis = Object.fromEntries(
  DEVICE_REGISTRY_KEYS.map((registry) => [
    registry,
    defineResourceApi({
      base: registry,
      noun: 'device',
      permissions: DEVICE_REGISTRIES[registry].permissions,
      row: deviceRow,
      filter: deviceFilter,
      add: deviceAddBody,
      edit: deviceEditBody,
    }),
  ]),
) as Record<
  DeviceRegistry,
  ReturnType<
    typeof defineResourceApi<
      typeof deviceRow,
      typeof deviceFilter,
      typeof deviceAddBody,
      typeof deviceEditBody
    >
  >
>;

/** A Hong Kong phone number: 8 digits starting 2, 3, 5, 6, 7, 8 or 9, optionally after +852. */
export const HK_PHONE_PATTERN = /^(\+852)?[235-9]\d{7}$/;
/** Spaces and hyphens people type inside a number are dropped before the check. */
export const hkPhone = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(HK_PHONE_PATTERN, 'sosPhone'));

export const wearerRow = z.object({
  id: z.string(),
  fullName: z.string(),
  sosPhone: z.string(),
  trade: z.string().nullable(),
  workloadLevel: z.number().int().nullable(),
  ageBand: z.string().nullable(),
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  deviceImei: z.string().nullable(),
  /** The card the attendance gates read (an RFID tag), if one is given out. */
  cardNo: z.string().nullable(),
  createdAt: z.string(),
});
export type WearerRow = z.infer<typeof wearerRow>;

export const AGE_BANDS = ['<25', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const wearerAddBody = z.object({
  fullName: text(100).min(1),
  sosPhone: hkPhone,
  trade: optionalText(100),
  workloadLevel: z.number().int().min(1).max(5).nullable().optional(),
  ageBand: z.enum(AGE_BANDS).nullable().optional(),
  deviceId: sysId.nullable().optional(),
  cardNo: cardNo.nullable().optional(),
});
export type WearerAddBody = z.infer<typeof wearerAddBody>;
export const wearerEditBody = wearerAddBody.extend({ id: sysId });
export type WearerEditBody = z.infer<typeof wearerEditBody>;
export const wearerFilter = z.object({ keyword: text(100).optional() });

export const wearerApi = defineResourceApi({
  base: 'swWearer',
  noun: 'wearer',
  permissions: permissions.swWearer,
  row: wearerRow,
  filter: wearerFilter,
  add: wearerAddBody,
  edit: wearerEditBody,
});

export const deviceCommandRow = z.object({
  id: z.string(),
  command: z.string(),
  status: z.enum(['sent', 'ok', 'failed', 'timeout']),
  output: z.string().nullable(),
  error: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type DeviceCommandRow = z.infer<typeof deviceCommandRow>;

export const deviceSecret = z.object({ imei: z.string(), secret: z.string() });

const tags = ['devices'];
const idBody = z.object({ id: sysId });
/** Watch commands (over MQTT, waiting for the device's reply) and credentials. */
export const watchCommandApi = {
  refreshConfig: defineEndpoint({
    method: 'POST',
    path: '/swWatch/refreshConfig',
    summary: "Sends the watch its config content; answers the device's reply.",
    access: { permission: permissions.swWatch.refreshConfig },
    body: idBody.extend({ configContent: text(8000).min(1) }),
    response: deviceCommandRow,
    tags,
  }),
  command: defineEndpoint({
    method: 'POST',
    path: '/swWatch/command',
    summary: 'Runs a Linux command on the watch (the platform super admin only, audited).',
    access: { permission: permissions.swWatch.command },
    body: idBody.extend({ command: text(500).min(1) }),
    response: deviceCommandRow,
    tags,
  }),
  switchVersion: defineEndpoint({
    method: 'POST',
    path: '/swWatch/switchVersion',
    summary: 'Switches the watch to a new firmware version.',
    access: { permission: permissions.swWatch.switchVersion },
    body: idBody.extend({ newVersion: text(64).min(1) }),
    response: deviceCommandRow,
    tags,
  }),
  syncSos: defineEndpoint({
    method: 'POST',
    path: '/swWatch/syncSos',
    summary: "Sends the wearer's SOS phone number to the watch.",
    access: { permission: permissions.swWatch.syncSos },
    body: idBody,
    response: deviceCommandRow,
    tags,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/swWatch/commands',
    summary: "The device's latest commands and their replies.",
    access: { permission: permissions.swWatch.page },
    query: idBody,
    response: z.array(deviceCommandRow),
    tags,
  }),
  issueSecret: defineEndpoint({
    method: 'POST',
    path: '/devices/secret/issue',
    summary: 'Issues a new MQTT secret for a device (shown once); the old one stops working.',
    access: { permission: permissions.swWatch.credentials },
    body: idBody,
    response: deviceSecret,
    tags,
  }),
  revokeSecret: defineEndpoint({
    method: 'POST',
    path: '/devices/secret/revoke',
    summary: 'Revokes the MQTT secret of a device: it can no longer connect.',
    access: { permission: permissions.swWatch.credentials },
    body: idBody,
    response: z.null(),
    tags,
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: '/smartLock/unlock',
    summary: 'Opens a smart lock (or 4G lock) remotely.',
    access: { permission: permissions.smartLock.unlock },
    body: idBody,
    response: deviceCommandRow,
    tags,
  }),
};

/** One message as a gateway posts it: the device, the topic leaf and the payload. */
export const ingestMessage = z.object({
  imei: z.string().regex(IMEI_PATTERN),
  topic: z.enum(DEVICE_TOPICS),
  payload: z.record(z.string(), z.unknown()),
});
export const ingestBody = z.object({ messages: z.array(ingestMessage).min(1).max(500) });
export const ingestResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  dropped: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type IngestResult = z.infer<typeof ingestResult>;

/**
 * The worker a provisioned watch is given to, as the gateway's roster has them. Omitted trade or
 * card leave what the console holds; null clears it.
 */
export const provisionWearer = z.object({
  fullName: text(100).min(1),
  sosPhone: hkPhone,
  trade: optionalText(100),
  cardNo: cardNo.nullable().optional(),
});
export type ProvisionWearer = z.infer<typeof provisionWearer>;

export const provisionItem = z
  .object({
    kind: z.enum(DEVICE_KINDS),
    imei: z.string().regex(IMEI_PATTERN),
    name: text(100).min(1),
    site: text(100).default(''),
    area: optionalText(200),
    /** Only a watch is worn (the wearer registry binds watches alone). */
    wearer: provisionWearer.optional(),
  })
  .refine((item) => !item.wearer || item.kind === 'watch', { path: ['wearer'], message: 'wearer' });
export type ProvisionItem = z.infer<typeof provisionItem>;

export const provisionBody = z.object({
  devices: z.array(provisionItem).min(1).max(1000),
});

/** Calls for machines (gateways, the simulator), with a client-credential token from /api/tb/token. */
export const deviceMachineApi = {
  ingest: defineEndpoint({
    method: 'POST',
    path: '/devices/ingest',
    summary: 'Telemetry, events and command replies from a gateway that cannot speak MQTT.',
    access: { machine: true },
    body: ingestBody,
    response: ingestResult,
    tags,
  }),
  provision: defineEndpoint({
    method: 'POST',
    path: '/devices/provision',
    summary:
      "Registers devices in the client's tenant (or finds them by IMEI), issues each a new MQTT secret, and gives each watch with a wearer to that worker; all of it or nothing.",
    access: { machine: true },
    body: provisionBody,
    response: z.array(deviceSecret),
    tags,
  }),
};

/** One worker on the monitoring board: who, which watch, its state and newest reading, open alerts. */
export const workerStatusRow = z.object({
  wearerId: z.string(),
  fullName: z.string(),
  trade: z.string().nullable(),
  sosPhone: z.string(),
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  imei: z.string().nullable(),
  site: z.string().nullable(),
  area: z.string().nullable(),
  online: z.boolean(),
  battery: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
  vitals: z.record(z.string(), z.union([z.number(), z.boolean()])).nullable(),
  openAlerts: z.number().int(),
  openCritical: z.number().int(),
});
export type WorkerStatusRow = z.infer<typeof workerStatusRow>;

export const workerMonitorApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/workerMonitor/page',
    summary: 'Workers with their watch: online, battery, newest reading and open alerts (most urgent first).',
    access: { permission: permissions.workerMonitor.page },
    query: pageQuerySchema.omit({ sortField: true, sortOrder: true }).extend({
      keyword: text(100).optional(),
      site: text(100).optional(),
    }),
    response: pageOf(workerStatusRow),
    tags: ['workerMonitor'],
  }),
};
