import { type Lang, type Translated, translated, type WatchStatisticsRow } from '@siteguard/contracts';
import { a4Document } from '../../../platform/pdf.js';
import { streamXlsx, type XlsxColumn } from '../../../platform/xlsx.js';

const t = translated;
export const REPORT_TITLE = t('智能手錶統計報表', '智能手表统计报表', 'Smart watch statistics report');
const COLUMNS: Array<{ key: keyof WatchStatisticsRow; title: Translated; width: number }> = [
  { key: 'date', title: t('日期', '日期', 'Date'), width: 80 },
  { key: 'quantity', title: t('數量', '数量', 'Quantity'), width: 70 },
  { key: 'totalAlerts', title: t('警報總數', '告警总数', 'Total alerts'), width: 70 },
  { key: 'onlineCount', title: t('在線數', '在线数', 'Online count'), width: 65 },
  { key: 'offlineCount', title: t('離線數', '离线数', 'Offline count'), width: 65 },
  { key: 'totalUsage', title: t('總使用時數', '总使用时长', 'Total usage (h)'), width: 75 },
  { key: 'totalWatches', title: t('手錶總數', '手表总数', 'Total watches'), width: 70 },
];
const RANGE = t('期間', '期间', 'Period');
const SITE = t('工地', '工地', 'Site');
const ALL_SITES = t('全部工地', '全部工地', 'All sites');
const TOTAL = t('合計', '合计', 'Total');

function totals(rows: WatchStatisticsRow[]): WatchStatisticsRow {
  const sum = (key: keyof WatchStatisticsRow) => rows.reduce((acc, row) => acc + Number(row[key]), 0);
  return {
    date: '',
    quantity: sum('quantity'),
    totalAlerts: sum('totalAlerts'),
    onlineCount: sum('onlineCount'),
    offlineCount: sum('offlineCount'),
    totalUsage: Math.round(sum('totalUsage') * 10) / 10,
    totalWatches: rows.at(-1)?.totalWatches ?? 0,
  };
}

export function statisticsXlsx(rows: WatchStatisticsRow[], lang: Lang) {
  const columns: XlsxColumn<WatchStatisticsRow>[] = COLUMNS.map((column) => ({
    header: column.title[lang],
    width: column.width / 5,
    value: (row) => row[column.key],
  }));
  const all = [...rows, { ...totals(rows), date: TOTAL[lang] }];
  return streamXlsx(
    REPORT_TITLE[lang],
    columns,
    (async function* () {
      yield all;
    })(),
  );
}

/** The report as an A4 table with a totals line; pages break with the header repeated. */
export async function statisticsPdf(
  rows: WatchStatisticsRow[],
  lang: Lang,
  range: { from: string; to: string; site?: string | undefined },
): Promise<Buffer> {
  const { doc, done } = a4Document(lang, REPORT_TITLE[lang]);
  const left = 40;
  doc.font('bold').fontSize(16).text(REPORT_TITLE[lang], left, 40);
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#555')
    .text(`${RANGE[lang]}: ${range.from} – ${range.to}    ${SITE[lang]}: ${range.site || ALL_SITES[lang]}`);
  doc.moveDown();
  const header = () => {
    let x = left;
    const y = doc.y;
    doc.rect(left, y - 3, 495, 20).fill('#f0f2f5');
    doc.fillColor('#000').font('bold').fontSize(9);
    for (const column of COLUMNS) {
      doc.text(column.title[lang], x + 2, y + 2, { width: column.width - 4 });
      x += column.width;
    }
    doc.y = y + 20;
  };
  const line = (row: WatchStatisticsRow, bold = false) => {
    if (doc.y > doc.page.height - 60) {
      doc.addPage();
      header();
    }
    let x = left;
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(9)
      .fillColor('#000');
    for (const column of COLUMNS) {
      doc.text(String(row[column.key]), x + 2, y + 2, { width: column.width - 4 });
      x += column.width;
    }
    doc
      .moveTo(left, y + 16)
      .lineTo(left + 495, y + 16)
      .strokeColor('#e5e5e5')
      .stroke();
    doc.y = y + 18;
  };
  header();
  for (const row of rows) line(row);
  line({ ...totals(rows), date: TOTAL[lang] }, true);
  doc.end();
  return done;
}
