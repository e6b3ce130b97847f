import {
  type FieldReason,
  fieldReasons,
  type ImportRowError,
  type Lang,
  SYS_USER_IMPORT_COLUMNS,
  type SysUserImportRow,
  type SysUserRow,
  sysUserImportRow,
  type Translated,
} from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import type { XlsxColumn } from '../../platform/xlsx.js';

type ImportField = (typeof SYS_USER_IMPORT_COLUMNS)[number];

const headers: Record<ImportField | 'orgName' | 'status' | 'createdAt', Translated> = {
  account: { 'zh-HK': '賬號', 'zh-CN': '账号', en: 'Account' },
  name: { 'zh-HK': '姓名', 'zh-CN': '姓名', en: 'Name' },
  nickName: { 'zh-HK': '暱稱', 'zh-CN': '昵称', en: 'Nickname' },
  phone: { 'zh-HK': '電話', 'zh-CN': '电话', en: 'Phone' },
  email: { 'zh-HK': '電郵', 'zh-CN': '邮箱', en: 'Email' },
  orgCode: { 'zh-HK': '機構編碼', 'zh-CN': '机构编码', en: 'Organisation code' },
  orgName: { 'zh-HK': '機構', 'zh-CN': '机构', en: 'Organisation' },
  jobNum: { 'zh-HK': '工號', 'zh-CN': '工号', en: 'Job number' },
  positionCodes: {
    'zh-HK': '職位編碼（以逗號分隔）',
    'zh-CN': '职位编码（以逗号分隔）',
    en: 'Position codes (comma separated)',
  },
  status: { 'zh-HK': '狀態', 'zh-CN': '状态', en: 'Status' },
  createdAt: { 'zh-HK': '建立時間', 'zh-CN': '创建时间', en: 'Created' },
};
const statusText: Record<number, Translated> = {
  0: { 'zh-HK': '正常', 'zh-CN': '正常', en: 'Enabled' },
  1: { 'zh-HK': '停用', 'zh-CN': '停用', en: 'Disabled' },
};
export const exportSheetName: Translated = { 'zh-HK': '用戶', 'zh-CN': '用户', en: 'Users' };
export const templateSheetName: Translated = {
  'zh-HK': '用戶匯入範本',
  'zh-CN': '用户导入模板',
  en: 'User import template',
};

export function exportColumns(lang: Lang): XlsxColumn<SysUserRow>[] {
  const column = (key: keyof typeof headers, width: number, value: XlsxColumn<SysUserRow>['value']) => ({
    header: headers[key][lang],
    width,
    value,
  });
  return [
    column('account', 18, (row) => row.account),
    column('name', 18, (row) => row.name),
    column('nickName', 14, (row) => row.nickName),
    column('phone', 16, (row) => row.phone),
    column('email', 26, (row) => row.email),
    column('orgName', 22, (row) => row.orgName),
    column('jobNum', 12, (row) => row.jobNum),
    column('status', 8, (row) => statusText[row.status]?.[lang] ?? String(row.status)),
    column('createdAt', 22, (row) => new Date(row.createdAt)),
  ];
}

const REQUIRED: ReadonlySet<ImportField> = new Set(['account', 'name', 'orgCode']);

/** The import template: one column per import field (required ones marked *), and an example row. */
export function templateColumns(lang: Lang): XlsxColumn<Record<ImportField, string>>[] {
  return SYS_USER_IMPORT_COLUMNS.map((field) => ({
    header: `${headers[field][lang]}${REQUIRED.has(field) ? ' *' : ''}`,
    width: field === 'positionCodes' ? 30 : 18,
    value: (row) => row[field],
  }));
}
export const TEMPLATE_EXAMPLE: Record<ImportField, string> = {
  account: 'chan.taiman',
  name: 'Chan Tai Man',
  nickName: '',
  phone: '91234567',
  email: 'chan.taiman@example.com',
  orgCode: 'tsuen-wan',
  jobNum: 'TW-001',
  positionCodes: 'foreman',
};

/** The text of a cell whatever Excel stored: rich text, hyperlinks and formulas give their text. */
function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return null;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

export interface SheetRow {
  /** The row number as Excel shows it. */
  row: number;
  values: Record<ImportField, string | null>;
}

/** Reads the first sheet below its header row; undefined when the bytes are not an .xlsx workbook. */
export async function readImportSheet(bytes: Buffer): Promise<SheetRow[] | undefined> {
  // An .xlsx file is a zip archive: refuse anything else before handing it to the parser.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) return undefined;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(
      SYS_USER_IMPORT_COLUMNS.map((field, index) => [field, cellText(row.getCell(index + 1).value)]),
    ) as Record<ImportField, string | null>;
    if (Object.values(values).some((value) => value !== null)) rows.push({ row: number, values });
  });
  return rows;
}

/** Row-level messages beyond the schema's, in the three languages. */
export const importMessages = {
  duplicateInFile: { 'zh-HK': '與第 {row} 行重複', 'zh-CN': '与第 {row} 行重复', en: 'Same as row {row}' },
  accountExists: { 'zh-HK': '賬號已存在', 'zh-CN': '账号已存在', en: 'The account already exists' },
  unknownOrg: { 'zh-HK': '沒有此機構編碼', 'zh-CN': '没有此机构编码', en: 'No organisation has this code' },
  orgOutOfScope: {
    'zh-HK': '機構超出你的數據範圍',
    'zh-CN': '机构超出你的数据范围',
    en: 'The organisation is outside your data scope',
  },
  unknownPosition: {
    'zh-HK': '沒有此職位編碼：{code}',
    'zh-CN': '没有此职位编码：{code}',
    en: 'No position has the code {code}',
  },
} as const satisfies Record<string, Translated>;

function reasonOf(code: string, missing: boolean): FieldReason {
  if (missing) return 'required';
  if (code === 'too_small' || code === 'too_big') return 'range';
  if (code === 'invalid_format') return 'format';
  if (code === 'invalid_type') return 'type';
  return 'invalid';
}

/** Checks one row against the schema: the parsed row, or its errors (one per failing field). */
export function parseImportRow(
  sheetRow: SheetRow,
  lang: Lang,
): { row: SysUserImportRow; errors: [] } | { row: null; errors: ImportRowError[] } {
  const parsed = sysUserImportRow.safeParse(sheetRow.values);
  if (parsed.success) return { row: parsed.data, errors: [] };
  const seen = new Set<string>();
  const errors: ImportRowError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    const missing = sheetRow.values[field as ImportField] === null;
    errors.push({ row: sheetRow.row, field, message: fieldReasons[reasonOf(issue.code, missing)][lang] });
  }
  return { row: null, errors };
}
