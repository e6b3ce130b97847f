import { type Lang, type SysOpLogRow, sysOpLogApi, toPage, translated } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/errors.js';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoints.js';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx.js';
import {
  clearOpLogs,
  countOpLogs,
  deleteOpLogs,
  findOpLog,
  pageOpLogs,
  streamOpLogs,
} from './sysOpLog.queries.js';

const t = translated;
const sheetName = t('操作日誌', '操作日志', 'Operation log');

function exportColumns(lang: Lang): XlsxColumn<SysOpLogRow>[] {
  return [
    { header: t('時間', '时间', 'Time')[lang], width: 22, value: (row) => new Date(row.createdAt) },
    { header: t('操作人', '操作人', 'Operator')[lang], width: 16, value: (row) => row.account },
    { header: t('事件', '事件', 'Event')[lang], width: 40, value: (row) => row.event },
    { header: t('方法', '方法', 'Method')[lang], width: 8, value: (row) => row.method },
    { header: t('地址', '地址', 'URL')[lang], width: 32, value: (row) => row.url },
    { header: t('成功', '成功', 'Success')[lang], width: 8, value: (row) => (row.success ? 'Y' : 'N') },
    { header: t('狀態碼', '状态码', 'Status')[lang], width: 8, value: (row) => row.status },
    { header: t('訊息', '消息', 'Message')[lang], width: 40, value: (row) => row.message },
    { header: t('異常', '异常', 'Exception')[lang], width: 32, value: (row) => row.exception },
    {
      header: t('耗時（毫秒）', '耗时（毫秒）', 'Duration (ms)')[lang],
      width: 12,
      value: (row) => row.durationMs,
    },
    { header: 'IP', width: 16, value: (row) => row.ip },
  ];
}

export async function sysOpLogModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysOpLogApi.page, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const [totalRows, rows] = await Promise.all([countOpLogs(tenant, query), pageOpLogs(tenant, query)]);
    return toPage(rows, totalRows, query);
  });

  registerEndpoint(app, sysOpLogApi.detail, async ({ query, request }) => {
    const row = await findOpLog(requirePrincipal(request).tenant, query.id);
    return row ?? fail('RECORD_NOT_FOUND');
  });

  registerEndpoint(app, sysOpLogApi.delete, async ({ body, request }) => ({
    deleted: await deleteOpLogs(requirePrincipal(request).tenant, body.ids),
  }));

  registerEndpoint(app, sysOpLogApi.clear, async ({ body, request }) => ({
    deleted: await clearOpLogs(requirePrincipal(request).tenant, body.before),
  }));

  registerFileEndpoint(app, sysOpLogApi.export, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const stamp = new Date().toISOString().slice(0, 10);
    return {
      filename: `${sheetName[request.lang]}-${stamp}.xlsx`,
      totalRows: await countOpLogs(tenant, query),
      body: streamXlsx(sheetName[request.lang], exportColumns(request.lang), streamOpLogs(tenant, query)),
    };
  });
}
