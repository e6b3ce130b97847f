import {
  type Lang,
  type SysVisLogRow,
  sysVisLogApi,
  type Translated,
  toPage,
  translated,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/errors.js';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoints.js';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx.js';
import {
  clearVisLogs,
  countVisLogs,
  deleteVisLogs,
  findVisLog,
  pageVisLogs,
  streamVisLogs,
} from './sysVisLog.queries.js';

const t = translated;
const sheetName = t('訪問日誌', '访问日志', 'Visit log');
const kinds: Record<SysVisLogRow['kind'], Translated> = {
  login: t('登入', '登录', 'Sign-in'),
  logout: t('登出', '登出', 'Sign-out'),
  locked: t('鎖定中嘗試登入', '锁定中尝试登录', 'Sign-in while locked'),
};

function exportColumns(lang: Lang): XlsxColumn<SysVisLogRow>[] {
  return [
    { header: t('時間', '时间', 'Time')[lang], width: 22, value: (row) => new Date(row.createdAt) },
    { header: t('賬號', '账号', 'Account')[lang], width: 16, value: (row) => row.account },
    { header: t('類型', '类型', 'Kind')[lang], width: 16, value: (row) => kinds[row.kind][lang] },
    { header: t('成功', '成功', 'Success')[lang], width: 8, value: (row) => (row.success ? 'Y' : 'N') },
    { header: t('訊息', '消息', 'Message')[lang], width: 32, value: (row) => row.message },
    { header: 'IP', width: 16, value: (row) => row.ip },
    { header: t('瀏覽器', '浏览器', 'Browser')[lang], width: 16, value: (row) => row.browser },
    { header: t('系統', '系统', 'System')[lang], width: 12, value: (row) => row.os },
  ];
}

export async function sysVisLogModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, sysVisLogApi.page, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const [totalRows, rows] = await Promise.all([countVisLogs(tenant, query), pageVisLogs(tenant, query)]);
    return toPage(rows, totalRows, query);
  });

  registerEndpoint(app, sysVisLogApi.detail, async ({ query, request }) => {
    const row = await findVisLog(requirePrincipal(request).tenant, query.id);
    return row ?? fail('RECORD_NOT_FOUND');
  });

  registerEndpoint(app, sysVisLogApi.delete, async ({ body, request }) => ({
    deleted: await deleteVisLogs(requirePrincipal(request).tenant, body.ids),
  }));

  registerEndpoint(app, sysVisLogApi.clear, async ({ body, request }) => ({
    deleted: await clearVisLogs(requirePrincipal(request).tenant, body.before),
  }));

  registerFileEndpoint(app, sysVisLogApi.export, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const stamp = new Date().toISOString().slice(0, 10);
    return {
      filename: `${sheetName[request.lang]}-${stamp}.xlsx`,
      totalRows: await countVisLogs(tenant, query),
      body: streamXlsx(sheetName[request.lang], exportColumns(request.lang), streamVisLogs(tenant, query)),
    };
  });
}
