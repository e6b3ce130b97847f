import { type AttendanceRow, attendanceApi, type Lang, translated as t, toPage } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../../platform/http/auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from '../../../platform/http/endpoints.js';
import { streamXlsx, type XlsxColumn } from '../../../platform/xlsx.js';
import { attendancePage, countAttendance, headcount, streamAttendance } from './attendance.service.js';

const HEADERS = {
  day: t('日期', '日期', 'Date'),
  site: t('地盤', '工地', 'Site'),
  worker: t('工人', '工人', 'Worker'),
  trade: t('工種', '工种', 'Trade'),
  card: t('考勤卡', '考勤卡', 'Card'),
  firstIn: t('首次進場', '首次进场', 'First in'),
  lastOut: t('最後離場', '最后离场', 'Last out'),
  hours: t('在場時數', '在场时数', 'Hours on site'),
  passes: t('通行次數', '通行次数', 'Passes'),
  onSite: t('仍在場', '仍在场', 'On site now'),
};
const UNREGISTERED = t('未登記卡', '未登记卡', 'Unregistered card');
const YES = t('是', '是', 'Yes');
const NO = t('否', '否', 'No');
const time = (iso: string | null) => (iso ? new Date(iso) : null);

function columns(lang: Lang): XlsxColumn<AttendanceRow>[] {
  const h = (key: keyof typeof HEADERS) => HEADERS[key][lang];
  return [
    { header: h('day'), width: 12, value: (row) => row.day },
    { header: h('site'), width: 16, value: (row) => row.site },
    { header: h('worker'), width: 18, value: (row) => row.wearerName ?? UNREGISTERED[lang] },
    { header: h('trade'), width: 14, value: (row) => row.trade },
    { header: h('card'), width: 16, value: (row) => row.cardNo },
    { header: h('firstIn'), width: 20, value: (row) => time(row.firstIn) },
    { header: h('lastOut'), width: 20, value: (row) => time(row.lastOut) },
    {
      header: h('hours'),
      width: 10,
      value: (row) => (row.minutesOnSite === null ? null : Math.round(row.minutesOnSite / 6) / 10),
    },
    { header: h('passes'), width: 8, value: (row) => row.passes },
    { header: h('onSite'), width: 8, value: (row) => (row.onSite ? YES : NO)[lang] },
  ];
}
const SHEET = t('工人出勤', '工人考勤', 'Worker attendance');

/** Worker attendance from the gates: the days, today's headcount per site, the .xlsx export. */
export function registerAttendance(app: FastifyInstance): void {
  registerEndpoint(app, attendanceApi.page, async ({ query, request }) => {
    const { rows, total } = await attendancePage(requirePrincipal(request).tenant, query, app.clock.now());
    return toPage(rows, total, query);
  });
  registerEndpoint(app, attendanceApi.headcount, ({ request }) =>
    headcount(requirePrincipal(request).tenant, app.clock.now()),
  );
  registerFileEndpoint(app, attendanceApi.export, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const sheet = SHEET[request.lang];
    return {
      filename: `${sheet}-${query.from}-${query.to}.xlsx`,
      totalRows: await countAttendance(tenant, query),
      body: streamXlsx(sheet, columns(request.lang), streamAttendance(tenant, query, app.clock.now())),
    };
  });
}
