import {
  ALERT_STATUS_NAMES,
  ALERT_TYPE_NAMES,
  type AlertFamily,
  type AlertRow,
  alertApis,
  DEVICE_KIND_NAMES,
  DEVICE_REGISTRY_KEYS,
  type DeviceCommandRow,
  deviceApis,
  deviceLinkApi,
  deviceMachineApi,
  deviceStatsApi,
  type ErrorName,
  gasAlertDeleteApi,
  type Lang,
  type Translated,
  toPage,
  translated,
  watchCommandApi,
  wearerApi,
  workerMonitorApi,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { requireMachine, requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoints.js';
import { registerResource } from '../../platform/http/resource.js';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx.js';
import { acknowledgeDeviceAlert } from './alerts/acknowledger.js';
import {
  alertAnalysis,
  alertDetail,
  alertPage,
  countAlerts,
  deleteClosedAlerts,
  handleAlert,
  markViewed,
  ringingAlerts,
  streamAlerts,
} from './alerts/alerts.service.js';
import { registerAttendance } from './attendance/attendance.routes.js';
import type { DevicePlatform } from './platform.js';
import {
  deviceExport,
  deviceStore,
  findDevice,
  issueSecret,
  provisionDevices,
  revokeSecret,
} from './registry/devices.service.js';
import { wearerStore } from './registry/wearers.service.js';
import { workerBoard } from './stats/monitoring.js';
import { REPORT_TITLE, statisticsPdf, statisticsXlsx } from './stats/report.js';
import { usageAnalysis, watchStatistics } from './stats/statistics.js';
import { readThresholds, saveThresholds } from './thresholds.js';

/** The site devices' calls: registries, wearers, commands, alerts, statistics, machine ingestion. */
export interface DevicesModuleOptions {
  devices: DevicePlatform;
  /**
   * Asked before a console unlock: refuses (throws) unless the lock may open now (issue #34, the
   * locks module's permit rule). Absent, a lock opens for whoever holds the unlock permission.
   */
  authorizeUnlock?: (tenant: TenantScope, lockId: string, userId: string) => Promise<void>;
}

export async function devicesModule(
  app: FastifyInstance,
  { devices, authorizeUnlock }: DevicesModuleOptions,
): Promise<void> {
  const changed = (imei: string) => devices.changed(imei);
  for (const registry of DEVICE_REGISTRY_KEYS) {
    const api = deviceApis[registry];
    registerResource(app, api, deviceStore(registry, changed), api.export ? deviceExport : undefined);
  }
  registerResource(app, wearerApi, wearerStore(changed));
  registerCommands(app, devices, authorizeUnlock);
  for (const family of ['swAlert', 'gasAlert'] as const) registerAlerts(app, family, devices);
  registerEndpoint(app, gasAlertDeleteApi, ({ body, request }) =>
    deleteClosedAlerts(requirePrincipal(request).tenant, 'gasAlert', body.ids),
  );
  registerStatistics(app, devices);
  registerAttendance(app);

  registerMachineCalls(app, devices);
  registerEndpoint(app, deviceLinkApi.status, async () => devices.linkStatus());
}

/** Gateways and the simulator, with a client-credential token: provisioning and HTTP ingestion. */
function registerMachineCalls(app: FastifyInstance, devices: DevicePlatform) {
  registerEndpoint(app, deviceMachineApi.ingest, async ({ body, request }) => {
    const { tenant } = requireMachine(request);
    const outcomes = await Promise.all(
      body.messages.map((message) =>
        devices.pipeline.submit({
          imei: message.imei,
          topic: message.topic,
          payload: message.payload,
          tenantId: tenant.tenantId,
        }),
      ),
    );
    return {
      accepted: outcomes.filter((outcome) => outcome.status === 'accepted').length,
      duplicates: outcomes.filter((outcome) => outcome.status === 'duplicate').length,
      dropped: outcomes.flatMap((outcome, index) =>
        outcome.status === 'dropped' ? [{ index, reason: outcome.reason }] : [],
      ),
    };
  });
  registerEndpoint(app, deviceMachineApi.provision, ({ body, request }) => {
    const { tenant } = requireMachine(request);
    return provisionDevices(tenant, body.devices, (imei) => devices.changed(imei));
  });
}

function registerCommands(
  app: FastifyInstance,
  devices: DevicePlatform,
  authorizeUnlock: DevicesModuleOptions['authorizeUnlock'],
) {
  const run = async (
    tenant: TenantScope,
    userId: string,
    id: string,
    kinds: readonly ('watch' | 'smartLock' | 'fourGLock')[],
    command: Parameters<DevicePlatform['commander']['send']>[2],
    args: Record<string, unknown>,
    failure: ErrorName,
  ): Promise<DeviceCommandRow> => {
    const device = await findDevice(tenant, id, kinds);
    const row = await devices.commander.send(tenant, device, command, args, userId);
    return row.status === 'ok' ? row : fail(failure);
  };
  registerEndpoint(app, watchCommandApi.refreshConfig, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return run(
      tenant,
      principal.userId,
      body.id,
      ['watch'],
      'refreshConfig',
      { config: body.configContent },
      'DEVICE_REFRESH_CONFIG_FAILED',
    );
  });
  registerEndpoint(app, watchCommandApi.command, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    // A shell on a device is a platform power (the guard lets only the platform's super admin in);
    // the operation log and the command row audit it.
    return run(
      tenant,
      principal.userId,
      body.id,
      ['watch'],
      'exec',
      { command: body.command },
      'DEVICE_COMMAND_FAILED',
    );
  });
  registerEndpoint(app, watchCommandApi.switchVersion, async ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    await findDevice(tenant, body.id, ['watch']);
    await tenant
      .updateTable('device')
      .set({ new_version: body.newVersion, updated_at: new Date() })
      .where('id', '=', body.id)
      .execute();
    return run(
      tenant,
      principal.userId,
      body.id,
      ['watch'],
      'switchVersion',
      { version: body.newVersion },
      'DEVICE_VERSION_SWITCH_FAILED',
    );
  });
  registerEndpoint(app, watchCommandApi.syncSos, async ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    const device = await findDevice(tenant, body.id, ['watch']);
    if (!device.wearerId) return fail('DEVICE_SOS_SYNC_FAILED');
    const wearer = await tenant
      .selectFrom('wearer')
      .select(['full_name', 'sos_phone'])
      .where('id', '=', device.wearerId)
      .executeTakeFirstOrThrow();
    return run(
      tenant,
      principal.userId,
      body.id,
      ['watch'],
      'syncSos',
      { name: wearer.full_name, phone: wearer.sos_phone },
      'DEVICE_SOS_SYNC_FAILED',
    );
  });
  registerEndpoint(app, watchCommandApi.unlock, async ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    await authorizeUnlock?.(tenant, body.id, principal.userId);
    return run(
      tenant,
      principal.userId,
      body.id,
      ['smartLock', 'fourGLock'],
      'unlock',
      {},
      'DEVICE_UNLOCK_FAILED',
    );
  });
  registerEndpoint(app, watchCommandApi.history, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    await findDevice(tenant, query.id);
    return devices.commander.history(tenant, query.id);
  });
  registerEndpoint(app, watchCommandApi.issueSecret, ({ body, request }) =>
    issueSecret(requirePrincipal(request).tenant, body.id, (imei) => devices.changed(imei)),
  );
  registerEndpoint(app, watchCommandApi.revokeSecret, ({ body, request }) =>
    revokeSecret(requirePrincipal(request).tenant, body.id, (imei) => devices.changed(imei)),
  );
}

const t = translated;
const ALERT_HEADERS = {
  type: t('類型', '类型', 'Type'),
  level: t('級別', '级别', 'Level'),
  status: t('狀態', '状态', 'Status'),
  triggerTime: t('觸發時間', '触发时间', 'Trigger time'),
  alertTime: t('警報時間', '告警时间', 'AlertTime'),
  count: t('次數', '次数', 'Count'),
  isViewed: t('已查看', '已查看', 'isViewed'),
  viewTime: t('查看時間', '查看时间', 'ViewTime'),
  step: t('步數', '步数', 'Step'),
  battery: t('電量', '电量', 'Battery'),
  device: t('設備', '设备', 'Device'),
  kind: t('設備類型', '设备类型', 'Device type'),
  wearer: t('佩戴者', '佩戴者', 'Wearer'),
  sosPhone: t('SOS 電話', 'SOS 电话', 'SOS phone'),
  site: t('工地', '工地', 'Site'),
  location: t('位置', '位置', 'Location'),
  handledBy: t('處理人', '处理人', 'Handled by'),
  note: t('處理備註', '处理备注', 'Note'),
};
const LEVELS = { warning: t('警告', '警告', 'Warning'), critical: t('嚴重', '严重', 'Critical') };
const YES = t('是', '是', 'Yes');
const NO = t('否', '否', 'No');
const date = (value: string | null) => (value ? new Date(value) : null);

function alertColumns(lang: Lang): XlsxColumn<AlertRow>[] {
  const h = (key: keyof typeof ALERT_HEADERS) => ALERT_HEADERS[key][lang];
  return [
    { header: h('type'), width: 16, value: (row) => ALERT_TYPE_NAMES[row.type][lang] },
    { header: h('level'), width: 8, value: (row) => LEVELS[row.level][lang] },
    { header: h('status'), width: 10, value: (row) => ALERT_STATUS_NAMES[row.status][lang] },
    { header: h('triggerTime'), width: 20, value: (row) => date(row.triggerTime) },
    { header: h('alertTime'), width: 20, value: (row) => date(row.alertTime) },
    { header: h('count'), width: 7, value: (row) => row.count },
    { header: h('isViewed'), width: 8, value: (row) => (row.isViewed ? YES : NO)[lang] },
    { header: h('viewTime'), width: 20, value: (row) => date(row.viewTime) },
    { header: h('step'), width: 8, value: (row) => row.step },
    { header: h('battery'), width: 8, value: (row) => row.battery },
    { header: h('device'), width: 20, value: (row) => row.deviceName },
    { header: h('kind'), width: 12, value: (row) => DEVICE_KIND_NAMES[row.deviceKind][lang] },
    { header: h('wearer'), width: 14, value: (row) => row.wearerName },
    { header: h('sosPhone'), width: 14, value: (row) => row.sosPhone },
    { header: h('site'), width: 14, value: (row) => row.site },
    { header: h('location'), width: 16, value: (row) => row.location },
    { header: h('handledBy'), width: 12, value: (row) => row.resolvedBy ?? row.acknowledgedBy },
    { header: h('note'), width: 30, value: (row) => row.resolutionNote },
  ];
}
const ALERT_SHEETS: Record<AlertFamily, Translated> = {
  swAlert: t('設備警報', '设备告警', 'Device alerts'),
  gasAlert: t('氣體警報', '气体告警', 'Gas alerts'),
};

function registerAlerts(app: FastifyInstance, family: AlertFamily, devices: DevicePlatform) {
  const api = alertApis[family];
  registerEndpoint(app, api.page, async ({ query, request }) => {
    const { rows, total, capped } = await alertPage(requirePrincipal(request).tenant, family, query);
    return toPage(rows, total, query, capped);
  });
  registerEndpoint(app, api.detail, ({ query, request }) =>
    alertDetail(requirePrincipal(request).tenant, family, query.id),
  );
  registerEndpoint(app, api.markViewed, ({ body, request }) =>
    markViewed(requirePrincipal(request).tenant, family, body.ids),
  );
  registerEndpoint(app, api.acknowledge, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return acknowledgeDeviceAlert(
      { commander: devices.commander, log: request.log, clock: app.clock },
      tenant,
      body.id,
      principal.userId,
      'console',
      family,
    );
  });
  registerEndpoint(app, api.resolve, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return handleAlert(
      tenant,
      family,
      body.id,
      principal.userId,
      { action: 'resolve', note: body.note, photoFileId: body.photoFileId ?? null },
      app.clock.now(),
    );
  });
  registerEndpoint(app, api.falseAlarm, ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return handleAlert(
      tenant,
      family,
      body.id,
      principal.userId,
      { action: 'falseAlarm', note: body.note ?? null },
      app.clock.now(),
    );
  });
  registerEndpoint(app, api.analysis, ({ query, request }) =>
    alertAnalysis(requirePrincipal(request).tenant, family, query),
  );
  registerFileEndpoint(app, api.export, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const sheet = ALERT_SHEETS[family][request.lang];
    return {
      filename: `${sheet}-${new Date().toISOString().slice(0, 10)}.xlsx`,
      totalRows: await countAlerts(tenant, family, query),
      body: streamXlsx(sheet, alertColumns(request.lang), streamAlerts(tenant, family, query)),
    };
  });
}

function registerStatistics(app: FastifyInstance, devices: DevicePlatform) {
  registerEndpoint(app, deviceStatsApi.ringing, ({ request }) =>
    ringingAlerts(requirePrincipal(request).tenant),
  );
  registerEndpoint(app, workerMonitorApi.page, async ({ query, request }) => {
    const { rows, total } = await workerBoard(requirePrincipal(request).tenant, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, deviceStatsApi.usage, ({ query, request }) =>
    usageAnalysis(requirePrincipal(request).tenant, query),
  );
  registerEndpoint(app, deviceStatsApi.statistics, ({ query, request }) =>
    watchStatistics(requirePrincipal(request).tenant, query),
  );
  registerFileEndpoint(app, deviceStatsApi.statisticsExport, async ({ query, request }) => {
    const rows = await watchStatistics(requirePrincipal(request).tenant, query);
    const name = `${REPORT_TITLE[request.lang]}-${query.from}-${query.to}`;
    return query.format === 'pdf'
      ? {
          filename: `${name}.pdf`,
          contentType: 'application/pdf',
          body: await statisticsPdf(rows, request.lang, query),
        }
      : {
          filename: `${name}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          totalRows: rows.length,
          body: statisticsXlsx(rows, request.lang),
        };
  });
  registerEndpoint(app, deviceStatsApi.thresholds, ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    return readThresholds(tenant.db, tenant.tenantId, query.site);
  });
  registerEndpoint(app, deviceStatsApi.saveThresholds, async ({ body, request }) => {
    const saved = await saveThresholds(requirePrincipal(request).tenant, body.site, body.thresholds);
    devices.thresholds.clear();
    return saved;
  });
}
