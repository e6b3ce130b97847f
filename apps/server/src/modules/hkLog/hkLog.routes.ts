import { type HkLogRow, hkLogApi, type Lang, type Translated, toPage } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoints.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx.js';
import { countLogs, deleteLogs, insertLog, pageLogs, streamLogs } from './hkLog.queries.js';

export const HK_LOG_EVENT = 'hkLog';

const headers: Record<string, Translated> = {
  occurredAt: { 'zh-HK': '時間', 'zh-CN': '时间', en: 'Time' },
  mainType: { 'zh-HK': '類型', 'zh-CN': '类型', en: 'Type' },
  cameraName: { 'zh-HK': '攝像機', 'zh-CN': '摄像机', en: 'Camera' },
  channel: { 'zh-HK': '通道', 'zh-CN': '通道', en: 'Channel' },
  event: { 'zh-HK': '事件', 'zh-CN': '事件', en: 'Event' },
  message: { 'zh-HK': '訊息', 'zh-CN': '消息', en: 'Message' },
  operator: { 'zh-HK': '操作人', 'zh-CN': '操作人', en: 'Operator' },
  exception: { 'zh-HK': '異常', 'zh-CN': '异常', en: 'Exception' },
};
const sheetName: Translated = { 'zh-HK': '攝像機日誌', 'zh-CN': '摄像机日志', en: 'Camera logs' };

function exportColumns(lang: Lang): XlsxColumn<HkLogRow>[] {
  const column = (key: keyof typeof headers, width: number, value: XlsxColumn<HkLogRow>['value']) => ({
    header: headers[key]?.[lang] ?? key,
    width,
    value,
  });
  return [
    column('occurredAt', 22, (row) => new Date(row.occurredAt)),
    column('mainType', 8, (row) => row.mainType),
    column('cameraName', 24, (row) => row.cameraName),
    column('channel', 8, (row) => row.channel),
    column('event', 24, (row) => row.event),
    column('message', 48, (row) => row.message),
    column('operator', 16, (row) => row.operator),
    column('exception', 32, (row) => row.exception),
  ];
}

export async function hkLogModule(app: FastifyInstance, { notifier }: { notifier: Notifier }): Promise<void> {
  registerEndpoint(app, hkLogApi.page, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const [totalRows, rows] = await Promise.all([countLogs(tenant, query), pageLogs(tenant, query, query)]);
    return toPage(rows, totalRows, query);
  });

  registerEndpoint(app, hkLogApi.add, async ({ body, request }) => {
    const { tenant } = requirePrincipal(request);
    const row = await insertLog(tenant, body);
    await notifier.publish({ tenantId: tenant.tenantId, name: HK_LOG_EVENT, data: row });
    return row;
  });

  registerEndpoint(app, hkLogApi.dels, async ({ body, request }) => {
    const { tenant } = requirePrincipal(request);
    return { deleted: await deleteLogs(tenant, body.ids) };
  });

  registerFileEndpoint(app, hkLogApi.export, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const totalRows = await countLogs(tenant, query);
    const stamp = new Date().toISOString().slice(0, 10);
    return {
      filename: `${sheetName[request.lang]}-${stamp}.xlsx`,
      totalRows,
      body: streamXlsx(sheetName[request.lang], exportColumns(request.lang), streamLogs(tenant, query)),
    };
  });
}
