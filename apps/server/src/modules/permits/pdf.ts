import {
  blocking,
  describeBlock,
  GAS_FIELDS,
  GAS_LIMITS,
  gasReadingOk,
  type Lang,
  PERMIT_LOCK_EVENT_NAMES,
  PERMIT_STATUS_NAMES,
  PERMIT_TYPES,
  type PermitDetail,
  type PermitFormRef,
  type PermitRow,
  siteClock,
  siteTimeOf,
  translated,
} from '@siteguard/contracts';
import QRCode from 'qrcode';
import { a4Document } from '../../platform/pdf.js';

/**
 * A permit as a printable A4 PDF in the reader's language: head with status and the site QR code,
 * why it is not in force (if it is not) and any stop-work override, the core fields, every field of
 * the filled form by its label, the check's answers, the gas test, and the signed timeline. Every
 * time is Hong Kong site time with its zone.
 */
const t = translated;
const LABELS = {
  status: t('狀態', '状态', 'Status'),
  location: t('地點', '地点', 'Location'),
  work: t('工作內容', '工作内容', 'Work'),
  contractor: t('承建商', '承建商', 'Contractor'),
  applicant: t('申請人', '申请人', 'Applicant'),
  checker: t('檢查人', '检查人', 'Checked by'),
  approver: t('批准人', '批准人', 'Approved by'),
  valid: t('有效時段', '有效时段', 'Valid'),
  form: t('申請表', '申请表', 'Application'),
  check: t('檢查', '检查', 'Check'),
  gas: t('氣體測試', '气体检测', 'Gas test'),
  pass: t('合格', '合格', 'Pass'),
  fail: t('不合格', '不合格', 'Fail'),
  timeline: t('紀錄', '记录', 'Timeline'),
  locks: t('門鎖', '门锁', 'Locks'),
  system: t('系統', '系统', 'System'),
  card: t('工卡', '工卡', 'Card'),
  scan: t('掃描查看現場資料', '扫描查看现场资料', 'Scan for the site view'),
  printed: t('列印時間', '打印时间', 'Printed'),
  page: t('頁', '页', 'Page'),
  signed: t('簽署', '签署', 'Signed'),
  draft: t('草稿（未編號）', '草稿（未编号）', 'Draft (no number yet)'),
  notInForce: t('未生效', '未生效', 'Not in force'),
  stopWork: t('未生效 - 停止工作', '未生效 - 停止工作', 'NOT IN FORCE - STOP WORK'),
  override: t('停工特許', '停工特许', 'Stop-work override'),
};

/** A time as the site reads it, with its zone; '-' for none. */
const clock = (iso: string | null) => (iso ? siteClock(iso) : '-');

/** In force: active, and nothing in its safety conditions blocks it (contracts' safety.ts). */
export const inForce = (permit: Pick<PermitRow, 'status' | 'blocks'>) =>
  permit.status === 'active' && blocking(permit.blocks).length === 0;

/**
 * The permit's safety as printed under its status: one "Not in force: ..." line per block that stops
 * it, in the contract's words, and the stop-work override (who, when, why, and what it covers).
 */
export function safetyLines(
  permit: Pick<PermitRow, 'status' | 'blocks' | 'override'>,
  lang: Lang,
): { notInForce: string[]; override: string | null } {
  const notInForce = blocking(permit.blocks).map(
    (block) => `${LABELS.notInForce[lang]}${lang === 'en' ? ': ' : '：'}${describeBlock(block, lang)}`,
  );
  const { override } = permit;
  if (!override) return { notInForce, override: null };
  const covered = permit.blocks
    .filter((block) => block.rule === 'stopWork' && block.overridden)
    .map((block) => describeBlock(block, lang));
  const sep = lang === 'en' ? '; ' : '；';
  const head = `${LABELS.override[lang]}${lang === 'en' ? ': ' : '：'}`;
  const parts = [override.byName ?? '-', siteClock(override.at), override.reason, ...covered];
  return { notInForce, override: `${head}${parts.join(sep)}` };
}

interface FormItem {
  type?: string;
  label?: string;
  model?: string;
  options?: { options?: Array<{ label: string; value: unknown }> };
  list?: FormItem[];
  columns?: Array<{ list?: FormItem[] }>;
}

/** The form's fields in order, with dividers as headings; grids and cards are read through. */
function fieldsOf(items: FormItem[] | undefined, out: FormItem[] = []): FormItem[] {
  for (const item of items ?? []) {
    if (item.type === 'divider' || item.model) out.push(item);
    if (item.list) fieldsOf(item.list, out);
    for (const column of item.columns ?? []) fieldsOf(column.list, out);
  }
  return out;
}

/** A value as its labels read: a radio's or checkbox group's options by label, lists joined. */
function shown(item: FormItem, value: unknown): string {
  const options = item.options?.options;
  const labelOf = (v: unknown) => options?.find((option) => option.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(labelOf).join('、') || '-';
  if (value === null || value === undefined || value === '') return '-';
  // A date control with a time keeps site time without a zone ('2026-11-27 21:40'): printed with it.
  if (item.type === 'date' && typeof value === 'string' && /\d{2}:\d{2}/.test(value)) {
    const at = siteTimeOf(value);
    if (at) return siteClock(at);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return options ? labelOf(value) : String(value);
}

/**
 * A designer form as the PDF prints it: each field's label and its value as read (`value` null for a
 * divider, printed as a sub-heading); fields in `skip` are left out.
 */
export function formLines(
  definition: { list?: unknown },
  data: Record<string, unknown>,
  skip: ReadonlySet<string>,
): Array<{ label: string; value: string | null }> {
  return fieldsOf(definition.list as FormItem[] | undefined)
    .filter((item) => !(item.model && skip.has(item.model)))
    .map((item) =>
      item.type === 'divider'
        ? { label: item.label ?? '', value: null }
        : { label: item.label ?? item.model ?? '', value: shown(item, data[item.model ?? '']) },
    );
}

export async function permitPdf(
  detail: PermitDetail,
  siteUrl: string | null,
  lang: Lang,
  checkForm: PermitFormRef | null,
): Promise<Buffer> {
  const { permit } = detail;
  const label = (key: keyof typeof LABELS) => LABELS[key][lang];
  const number = permit.number ?? label('draft');
  const { doc, done } = a4Document(lang, number);
  const width = doc.page.width - 80;

  // Head: type, number, status band; the QR code at the right.
  if (siteUrl) {
    const qr = await QRCode.toBuffer(siteUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
    doc.image(qr, 40 + width - 100, 40, { width: 100 });
    doc
      .font('body')
      .fontSize(8)
      .text(label('scan'), 40 + width - 110, 142, { width: 120, align: 'center' });
  }
  doc
    .font('bold')
    .fontSize(18)
    .text(PERMIT_TYPES[permit.type].title[lang], 40, 40, { width: width - 120 });
  doc.fontSize(22).text(number, { width: width - 120 });
  // The band is green only while the permit is in force; an active permit that is blocked says
  // "not in force - stop work" instead of its status.
  const good = inForce(permit);
  const safety = safetyLines(permit, lang);
  const finished = ['closed', 'cancelled', 'handedBack', 'expired', 'rejected'].includes(permit.status);
  const stopped = permit.status === 'suspended' || (!finished && safety.notInForce.length > 0);
  const status =
    !good && permit.status === 'active' ? label('stopWork') : PERMIT_STATUS_NAMES[permit.status][lang];
  const bandY = doc.y + 6;
  doc.rect(40, bandY, width - 120, 28).fill(good ? '#0b6b1d' : stopped ? '#b00020' : '#333333');
  doc
    .fillColor('#ffffff')
    .fontSize(16)
    .text(`${label('status')}: ${status}`, 50, bandY + 5, { width: width - 140 });
  doc.y = bandY + 34;
  doc.fillColor('#b00020').font('bold').fontSize(11);
  for (const line of safety.notInForce) doc.text(line, 40, doc.y, { width: width - 120 });
  if (safety.override) {
    doc.fillColor('#7a5a00').text(safety.override, 40, doc.y, { width: width - 120 });
  }
  doc.fillColor('#000000');
  doc.y = Math.max(doc.y + 10, 170);

  const row = (name: string, value: string) => {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(name, 40, y, { width: 130 });
    const nameBottom = doc.y;
    doc
      .font('body')
      .fontSize(10)
      .text(value, 175, y, { width: width - 135 });
    doc.y = Math.max(doc.y, nameBottom) + 3;
  };
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown(0.6);
    doc.font('bold').fontSize(13).text(text, 40, doc.y, { width });
    doc
      .moveTo(40, doc.y + 2)
      .lineTo(40 + width, doc.y + 2)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.4);
  };

  row(label('location'), permit.location ?? '-');
  row(label('work'), permit.workDescription ?? '-');
  row(label('contractor'), permit.contractor ?? '-');
  row(label('applicant'), permit.applicantName ?? '-');
  row(label('valid'), `${clock(permit.validFrom)} – ${clock(permit.validTo)}`);
  row(label('checker'), permit.checkerName ?? '-');
  row(label('approver'), permit.approverName ?? '-');

  const formSection = (title: string, definition: { list?: unknown }, skip: ReadonlySet<string>) => {
    heading(title);
    for (const line of formLines(definition, detail.data, skip)) {
      if (doc.y > doc.page.height - 80) doc.addPage();
      if (line.value === null) {
        doc.moveDown(0.3);
        doc.font('bold').fontSize(11).fillColor('#444444').text(line.label, 40, doc.y, { width });
        doc.fillColor('#000000');
      } else row(line.label, line.value);
    }
  };
  if (detail.form) formSection(label('form'), detail.form.definition, new Set());
  // The competent person's check, once made: its answers here, its gas readings in their own section.
  if (checkForm && detail.events.some((event) => event.action === 'check')) {
    formSection(label('check'), checkForm.definition, new Set<string>(GAS_FIELDS));
  }

  const readings = GAS_FIELDS.filter(
    (field) => detail.data[field] !== undefined && detail.data[field] !== '',
  );
  if (readings.length > 0) {
    heading(label('gas'));
    for (const field of readings) {
      const value = Number(detail.data[field]);
      const ok = gasReadingOk(field, value);
      doc.fillColor(ok ? '#000000' : '#b00020');
      row(
        field.slice(3).toUpperCase(),
        `${value} ${GAS_LIMITS[field].unit}  ${ok ? label('pass') : label('fail')}`,
      );
    }
    doc.fillColor('#000000');
  }

  heading(label('timeline'));
  for (const event of detail.events) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const who = [event.actorName, event.signature ? `${label('signed')}: ${event.signature}` : null]
      .filter(Boolean)
      .join('  ');
    const line = `${clock(event.at)}  ${PERMIT_STATUS_NAMES[event.toStatus][lang]}  ${who}`;
    doc.font('body').fontSize(9).text(line, 40, doc.y, { width });
    if (event.comment)
      doc.fillColor('#444444').text(`「${event.comment}」`, 52, doc.y, { width: width - 12 });
    doc.fillColor('#000000').moveDown(0.2);
  }
  if (detail.lockEvents.length > 0) {
    heading(label('locks'));
    for (const event of detail.lockEvents) {
      if (doc.y > doc.page.height - 80) doc.addPage();
      const what = `${PERMIT_LOCK_EVENT_NAMES[event.kind][lang]}  ${event.lockName}`;
      const who = event.actorName ?? (event.card ? `${label('card')} ${event.card}` : label('system'));
      const line = `${clock(event.at)}  ${what}  ${who}`;
      doc.font('body').fontSize(9).text(line, 40, doc.y, { width }).moveDown(0.2);
    }
  }

  // Footer on every page: when it was printed, and the page count.
  const printed = `${label('printed')}: ${siteClock(new Date())}`;
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.height - 30;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(8).fillColor('#666666');
    doc.text(`${number} · ${printed}`, 40, bottom, { width: width / 2, lineBreak: false });
    doc.text(`${label('page')} ${index + 1} / ${range.count}`, 40 + width / 2, bottom, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
