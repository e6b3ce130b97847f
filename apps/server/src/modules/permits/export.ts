import {
  blocking,
  describeBlocks,
  type Lang,
  PERMIT_STATUS_NAMES,
  PERMIT_TYPES,
  type PermitRow,
  type PermitType,
  siteClock,
} from '@siteguard/contracts';
import { keysetChunks } from '../../platform/db/keyset.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx.js';
import { filteredPermits, type SafetyContext, safetyContext, toPermitRow } from './permits.queries.js';

const CHUNK = 1000;
const h = (zhHK: string, zhCN: string, en: string) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });
const HEADERS = {
  number: h('編號', '编号', 'Number'),
  status: h('狀態', '状态', 'Status'),
  location: h('地點', '地点', 'Location'),
  work: h('工作內容', '工作内容', 'Work'),
  contractor: h('承建商', '承建商', 'Contractor'),
  applicant: h('申請人', '申请人', 'Applicant'),
  validFrom: h('開始（香港時間）', '开始（香港时间）', 'From (HKT)'),
  validTo: h('結束（香港時間）', '结束（香港时间）', 'To (HKT)'),
  checker: h('檢查人', '检查人', 'Checked by'),
  approver: h('批准人', '批准人', 'Approved by'),
  createdAt: h('建立時間（香港時間）', '创建时间（香港时间）', 'Raised at (HKT)'),
  safety: h('安全狀況', '安全状况', 'Safety'),
  override: h('停工特許', '停工特许', 'Stop-work override'),
};
const DRAFT = h('草稿（未編號）', '草稿（未编号）', 'Draft (no number yet)');
const NOT_IN_FORCE = h('未生效：', '未生效：', 'Not in force: ');

/**
 * Why the permit's safety conditions fail now, in the reader's language: "Not in force: ..." when a
 * block stops it; an overridden stop-work signal alone is listed, marked overridden.
 */
function safetyText(row: PermitRow, lang: Lang): string | null {
  if (row.blocks.length === 0) return null;
  const text = describeBlocks(row.blocks, lang);
  return blocking(row.blocks).length > 0 ? `${NOT_IN_FORCE[lang]}${text}` : text;
}

/** Site time with its zone as text ('2026-11-27 21:40 HKT'): a date cell would carry no zone. */
const clock = (iso: string | null) => (iso ? siteClock(iso) : null);

/** The override as one cell: who, when, why, and the signals it covers. */
const overrideText = (override: PermitRow['override']) =>
  override
    ? [override.byName ?? '-', siteClock(override.at), override.reason, override.codes.join(', ')].join(' · ')
    : null;

function columns(lang: Lang): XlsxColumn<PermitRow>[] {
  const column = (key: keyof typeof HEADERS, width: number, value: XlsxColumn<PermitRow>['value']) => ({
    header: HEADERS[key][lang],
    width,
    value,
  });
  return [
    column('number', 18, (row) => row.number ?? DRAFT[lang]),
    column('status', 10, (row) => PERMIT_STATUS_NAMES[row.status][lang]),
    column('location', 28, (row) => row.location),
    column('work', 40, (row) => row.workDescription),
    column('contractor', 20, (row) => row.contractor),
    column('applicant', 16, (row) => row.applicantName),
    column('validFrom', 21, (row) => clock(row.validFrom)),
    column('validTo', 21, (row) => clock(row.validTo)),
    column('checker', 16, (row) => row.checkerName),
    column('approver', 16, (row) => row.approverName),
    column('createdAt', 21, (row) => clock(row.createdAt)),
    column('safety', 48, (row) => safetyText(row, lang)),
    column('override', 40, (row) => overrideText(row.override)),
  ];
}

type Filter = Parameters<typeof filteredPermits>[2];

/** Every permit of the type matching the filter, newest first, streamed in keyset chunks. */
export function exportPermits(tenant: TenantScope, type: PermitType, filter: Filter, lang: Lang) {
  const base = filteredPermits(tenant, type, filter);
  // Every row is judged against the same signals in force and the same "now", read with the first chunk.
  const now = new Date();
  let context: SafetyContext | undefined;
  // Newest first by id (an identity: the order permits were raised in), one index range per chunk.
  const chunks = keysetChunks(
    async (after: string | undefined) => {
      context ??= await safetyContext(tenant, now);
      const judged = context;
      const ordered = base.orderBy('permit.id', 'desc').limit(CHUNK);
      const rows = await (after ? ordered.where('permit.id', '<', after) : ordered).execute();
      return rows.map((row) => toPermitRow(row, judged));
    },
    (row) => row.id,
    CHUNK,
  );
  const title = PERMIT_TYPES[type].title[lang];
  return {
    // Named by the Hong Kong day it was made on.
    filename: `${title}-${siteClock(now).slice(0, 10)}.xlsx`,
    body: streamXlsx(title, columns(lang), chunks),
  };
}
