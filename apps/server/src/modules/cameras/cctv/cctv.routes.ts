import {
  ALERT_STATUS_NAMES,
  CCTV_ALERT_TYPE_NAMES,
  type CctvAlertRow,
  cctvAlertApi,
  cctvAlertWebhookApi,
  cctvStatisticsApi,
  type Lang,
  translated as t,
  toPage,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../../platform/http/endpoints.js';
import type { Notifier } from '../../../platform/realtime/notifier.js';
import type { FileStorage } from '../../../platform/storage/file-storage.js';
import { streamXlsx, type XlsxColumn } from '../../../platform/xlsx.js';
import { createEscalator } from '../../devices/index.js';
import { tenantOfSecret } from '../webhook.service.js';
import {
  cctvAlertDetail,
  cctvAlertPage,
  cctvSnapshot,
  cctvStatistics,
  countCctvAlerts,
  deleteCctvAlerts,
  handleCctvAlert,
  markNotified,
  receiveCctvAlert,
  ringingCctvAlerts,
  streamCctvAlerts,
} from './cctvAlerts.service.js';
import { cctvAlertEscalation } from './cctvEscalation.js';
import { publishCctvAlert } from './cctvEvents.js';

const HEADERS = {
  occurredAt: t('時間', '时间', 'Time'),
  type: t('類型', '类型', 'Type'),
  level: t('級別', '级别', 'Level'),
  camera: t('鏡頭', '摄像头', 'Camera'),
  config: t('鏡頭配置', '摄像头配置', 'Configuration'),
  channel: t('通道', '通道', 'Channel'),
  area: t('區域', '区域', 'Area'),
  location: t('位置', '位置', 'Location'),
  message: t('訊息', '消息', 'Message'),
  viewed: t('已查看', '已查看', 'Viewed'),
  status: t('狀態', '状态', 'Status'),
  site: t('地盤', '工地', 'Site'),
  day: t('日期', '日期', 'Date'),
  count: t('數量', '数量', 'Count'),
};
const LEVELS = { warning: t('警告', '警告', 'Warning'), critical: t('嚴重', '严重', 'Critical') };
const YES = t('是', '是', 'Yes');
const NO = t('否', '否', 'No');
const SHEET = t('閉路電視警報', '闭路电视告警', 'CCTV alerts');
const STATISTICS_SHEET = t('閉路電視統計', '闭路电视统计', 'CCTV statistics');

function alertColumns(lang: Lang): XlsxColumn<CctvAlertRow>[] {
  const h = (key: keyof typeof HEADERS) => HEADERS[key][lang];
  return [
    { header: h('occurredAt'), width: 20, value: (row) => new Date(row.occurredAt) },
    { header: h('type'), width: 16, value: (row) => CCTV_ALERT_TYPE_NAMES[row.type][lang] },
    { header: h('level'), width: 8, value: (row) => LEVELS[row.level][lang] },
    { header: h('camera'), width: 20, value: (row) => row.cameraName },
    { header: h('config'), width: 20, value: (row) => row.configName },
    { header: h('channel'), width: 8, value: (row) => row.channel },
    { header: h('area'), width: 14, value: (row) => row.areaName },
    { header: h('location'), width: 16, value: (row) => row.locationName },
    { header: h('message'), width: 30, value: (row) => row.message },
    { header: h('viewed'), width: 8, value: (row) => (row.isViewed ? YES : NO)[lang] },
    { header: h('status'), width: 10, value: (row) => ALERT_STATUS_NAMES[row.status][lang] },
    { header: h('site'), width: 16, value: (row) => row.site },
  ];
}

/** CCTV alerts: the webhook that records them, the list, detail, snapshot, delete, export, statistics. */
export function registerCctv(
  app: FastifyInstance,
  { storage, notifier }: { storage: FileStorage; notifier: Notifier },
) {
  registerEndpoint(app, cctvAlertWebhookApi, async ({ query, body }) => {
    const tenant = await tenantOfSecret(app.database.db, query.secret);
    const alert = await receiveCctvAlert(tenant, storage, app.clock.now(), body);
    await publishCctvAlert(notifier, tenant.tenantId, alert, 'raised');
    // The bell was told, as a device alert is once announced.
    await markNotified(tenant, [alert.id]);
    return { id: alert.id };
  });
  const handled = async (tenantId: string, row: CctvAlertRow) => {
    await publishCctvAlert(notifier, tenantId, row, 'handled');
    return row;
  };
  registerEndpoint(app, cctvAlertApi.acknowledge, async ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    const row = await handleCctvAlert(
      tenant,
      body.id,
      principal.userId,
      { action: 'acknowledge', via: 'console' },
      app.clock.now(),
    );
    return handled(tenant.tenantId, row);
  });
  registerEndpoint(app, cctvAlertApi.resolve, async ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    const row = await handleCctvAlert(
      tenant,
      body.id,
      principal.userId,
      { action: 'resolve', note: body.note, photoFileId: body.photoFileId ?? null },
      app.clock.now(),
    );
    return handled(tenant.tenantId, row);
  });
  registerEndpoint(app, cctvAlertApi.falseAlarm, async ({ body, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    const row = await handleCctvAlert(
      tenant,
      body.id,
      principal.userId,
      { action: 'falseAlarm', note: body.note ?? null },
      app.clock.now(),
    );
    return handled(tenant.tenantId, row);
  });
  registerEndpoint(app, cctvAlertApi.ringing, ({ request }) =>
    ringingCctvAlerts(requirePrincipal(request).tenant),
  );
  // Unacknowledged CCTV alerts escalate by the device alerts' rule and the site's thresholds.
  const escalator = createEscalator(
    app.database.db,
    app.devices.thresholds,
    notifier,
    app.log,
    app.clock,
    undefined,
    cctvAlertEscalation(app.database.db),
  );
  app.addHook('onReady', async () => escalator.start());
  app.addHook('onClose', () => escalator.stop());
  registerEndpoint(app, cctvAlertApi.page, async ({ query, request }) => {
    const { rows, total } = await cctvAlertPage(requirePrincipal(request).tenant, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, cctvAlertApi.detail, ({ query, request }) => {
    const { tenant, principal } = requirePrincipal(request);
    return cctvAlertDetail(tenant, query.id, principal.userId);
  });
  registerFileEndpoint(app, cctvAlertApi.snapshot, async ({ query, request }) => {
    const { body, contentType } = await cctvSnapshot(requirePrincipal(request).tenant, storage, query.id);
    const ext = contentType === 'image/png' ? 'png' : 'jpg';
    return { filename: `cctv-${query.id}.${ext}`, contentType, disposition: 'inline', body };
  });
  registerEndpoint(app, cctvAlertApi.delete, ({ body, request }) =>
    deleteCctvAlerts(requirePrincipal(request).tenant, storage, body.ids),
  );
  registerFileEndpoint(app, cctvAlertApi.export, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const sheet = SHEET[request.lang];
    return {
      filename: `${sheet}-${new Date().toISOString().slice(0, 10)}.xlsx`,
      totalRows: await countCctvAlerts(tenant, query),
      body: streamXlsx(sheet, alertColumns(request.lang), streamCctvAlerts(tenant, query)),
    };
  });
  registerEndpoint(app, cctvStatisticsApi.page, ({ query, request }) =>
    cctvStatistics(requirePrincipal(request).tenant, query),
  );
  registerFileEndpoint(app, cctvStatisticsApi.export, async ({ query, request }) => {
    const statistics = await cctvStatistics(requirePrincipal(request).tenant, query);
    const lang = request.lang;
    const sheet = STATISTICS_SHEET[lang];
    const rows = [
      ...statistics.byDay.map((row) => ({ label: row.day, count: row.count })),
      { label: '', count: null },
      ...statistics.byType.map((row) => ({ label: CCTV_ALERT_TYPE_NAMES[row.type][lang], count: row.count })),
    ];
    return {
      filename: `${sheet}-${query.from}-${query.to}.xlsx`,
      totalRows: rows.length,
      body: streamXlsx(
        sheet,
        [
          { header: `${HEADERS.day[lang]} / ${HEADERS.type[lang]}`, width: 20, value: (row) => row.label },
          { header: HEADERS.count[lang], width: 10, value: (row) => row.count },
        ],
        (async function* () {
          yield rows;
        })(),
      ),
    };
  });
}
