import {
  type Lang,
  PERMIT_STATUS_NAMES,
  PERMIT_TYPES,
  type PermitRow,
  type PermitType,
} from '@siteguard/contracts';
import { keysetChunks } from '../../platform/db/keyset.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx.js';
import { filteredPermits, toPermitRow } from './permits.queries.js';

const CHUNK = 1000;
const h = (zhHK: string, zhCN: string, en: string) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en });
const HEADERS = {
  number: h('編號', '编号', 'Number'),
  status: h('狀態', '状态', 'Status'),
  location: h('地點', '地点', 'Location'),
  work: h('工作內容', '工作内容', 'Work'),
  contractor: h('承建商', '承建商', 'Contractor'),
  applicant: h('申請人', '申请人', 'Applicant'),
  validFrom: h('開始', '开始', 'From'),
  validTo: h('結束', '结束', 'To'),
  checker: h('檢查人', '检查人', 'Checked by'),
  approver: h('批准人', '批准人', 'Approved by'),
  createdAt: h('建立時間', '创建时间', 'Raised at'),
};

function columns(lang: Lang): XlsxColumn<PermitRow>[] {
  const column = (key: keyof typeof HEADERS, width: number, value: XlsxColumn<PermitRow>['value']) => ({
    header: HEADERS[key][lang],
    width,
    value,
  });
  const when = (text: string | null) => (text ? new Date(text) : null);
  return [
    column('number', 18, (row) => row.number),
    column('status', 10, (row) => PERMIT_STATUS_NAMES[row.status][lang]),
    column('location', 28, (row) => row.location),
    column('work', 40, (row) => row.workDescription),
    column('contractor', 20, (row) => row.contractor),
    column('applicant', 16, (row) => row.applicantName),
    column('validFrom', 20, (row) => when(row.validFrom)),
    column('validTo', 20, (row) => when(row.validTo)),
    column('checker', 16, (row) => row.checkerName),
    column('approver', 16, (row) => row.approverName),
    column('createdAt', 20, (row) => when(row.createdAt)),
  ];
}

type Filter = Parameters<typeof filteredPermits>[2];

/** Every permit of the type matching the filter, newest first, streamed in keyset chunks. */
export function exportPermits(tenant: TenantScope, type: PermitType, filter: Filter, lang: Lang) {
  const base = filteredPermits(tenant, type, filter);
  // Newest first by id (an identity: the order permits were raised in), one index range per chunk.
  const chunks = keysetChunks(
    async (after: string | undefined) => {
      const ordered = base.orderBy('permit.id', 'desc').limit(CHUNK);
      const rows = await (after ? ordered.where('permit.id', '<', after) : ordered).execute();
      return rows.map(toPermitRow);
    },
    (row) => row.id,
    CHUNK,
  );
  const title = PERMIT_TYPES[type].title[lang];
  return {
    filename: `${title}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    body: streamXlsx(title, columns(lang), chunks),
  };
}
