import { type Translated, translated } from '../i18n.js';

/** What other modules signal when the site turns unsafe; permit types name those that suspend them. */
export const SITE_SIGNAL_KINDS = ['gasAlarm', 'weatherWarning'] as const;
export type SiteSignalKind = (typeof SITE_SIGNAL_KINDS)[number];

/**
 * Kinds of work a signal can stop (Labour Department, code of practice for working in adverse weather):
 * a weather warning names the categories it stops, a permit type the categories its work falls in.
 */
export const WORK_CATEGORIES = ['lifting', 'outdoor', 'electrical', 'hotWork'] as const;
export type WorkCategory = (typeof WORK_CATEGORIES)[number];
export const WORK_CATEGORY_NAMES: Record<WorkCategory, Translated> = {
  lifting: translated('吊運工作', '吊运作业', 'Lifting'),
  outdoor: translated('戶外工作', '户外作业', 'Outdoor work'),
  electrical: translated('電力工作', '电力作业', 'Electrical work'),
  hotWork: translated('動火工作', '动火作业', 'Hot work'),
};

export interface PermitTypeInfo {
  /** The readable number's prefix: PTW-2026-000123. */
  prefix: string;
  title: Translated;
  /** The console's detail route (spec §2). */
  detailPath: `/${string}Details`;
  /** The public on-site view route opened from the QR code; check lists have none (spec §2). */
  viewPath: `/${string}Views` | null;
  /** The competent person's check records gas readings, and an out-of-range one blocks approval. */
  gasTest: boolean;
  /**
   * Signals that suspend this type's active permits by their type alone. A weather warning also stops
   * any permit whose application says the work is outdoors, whatever the type (safety.ts: the
   * permit's works are the type's plus `outdoor` then).
   */
  suspendOn: readonly SiteSignalKind[];
  /**
   * The kinds of work this type covers: a signal that names the works it stops (a weather warning)
   * stops the permit when one of them is its work; a signal without works (a gas alarm) ignores it.
   */
  works: readonly WorkCategory[];
}

const t = translated;

/**
 * The ten permit types (spec §1, §2), keyed as the menu, permission codes and routes name them:
 * `permitToWork:page`, `/permitToWorkDetails`, `/permitToWorkViews`, API `/permitToWork/page`.
 */
export const PERMIT_TYPES = {
  permitToWork: {
    prefix: 'PTW',
    title: t('工作許可證', '工作许可证', 'Permit to work'),
    detailPath: '/permitToWorkDetails',
    viewPath: '/permitToWorkViews',
    gasTest: false,
    suspendOn: ['weatherWarning'],
    works: ['outdoor'],
  },
  permitToLift: {
    prefix: 'PTL',
    title: t('吊運許可證', '吊运许可证', 'Permit to lift'),
    detailPath: '/permitToLiftDetails',
    viewPath: '/permitToLiftViews',
    gasTest: false,
    suspendOn: ['weatherWarning'],
    works: ['lifting', 'outdoor'],
  },
  permitToDigBlank: {
    prefix: 'PTD',
    title: t('挖掘許可證', '挖掘许可证', 'Permit to dig / break ground'),
    detailPath: '/permitToDigBlankDetails',
    viewPath: '/permitToDigBlankViews',
    gasTest: true,
    suspendOn: ['gasAlarm', 'weatherWarning'],
    works: ['outdoor'],
  },
  hotWorkPermit: {
    prefix: 'HWP',
    title: t('動火工作許可證', '动火作业许可证', 'Hot work permit'),
    detailPath: '/hotWorkPermitDetails',
    viewPath: '/hotWorkPermitViews',
    gasTest: true,
    suspendOn: ['gasAlarm', 'weatherWarning'],
    works: ['hotWork'],
  },
  hotProcessPermit: {
    prefix: 'HPP',
    title: t('熱工序許可證', '热工序许可证', 'Hot process permit'),
    detailPath: '/hotProcessPermitDetails',
    viewPath: '/hotProcessPermitViews',
    gasTest: true,
    suspendOn: ['gasAlarm', 'weatherWarning'],
    works: ['hotWork'],
  },
  confinedSpace: {
    prefix: 'CSP',
    title: t('密閉空間工作許可證', '密闭空间作业许可证', 'Confined space permit'),
    detailPath: '/confinedSpaceDetails',
    viewPath: '/confinedSpaceViews',
    gasTest: true,
    suspendOn: ['gasAlarm'],
    works: [],
  },
  switchRoom: {
    prefix: 'SRP',
    title: t('電掣房工作許可證', '配电房工作许可证', 'Switch room permit'),
    detailPath: '/switchRoomDetails',
    viewPath: '/switchRoomViews',
    gasTest: false,
    suspendOn: ['weatherWarning'],
    works: ['electrical'],
  },
  electricalSystem: {
    prefix: 'ESP',
    title: t('電力系統工作許可證', '电力系统工作许可证', 'Electrical system permit'),
    detailPath: '/electricalSystemDetails',
    viewPath: '/electricalSystemViews',
    gasTest: false,
    suspendOn: ['weatherWarning'],
    works: ['electrical'],
  },
  hilti: {
    prefix: 'HPT',
    title: t('喜利得工具許可證', '喜利得工具许可证', 'Hilti tool permit'),
    detailPath: '/hiltiDetails',
    viewPath: '/hiltiViews',
    gasTest: false,
    suspendOn: [],
    works: [],
  },
  checkList: {
    prefix: 'CKL',
    title: t('檢查清單', '检查清单', 'Check lists'),
    detailPath: '/checkListDetails',
    viewPath: null,
    gasTest: false,
    suspendOn: [],
    works: [],
  },
} as const satisfies Record<string, PermitTypeInfo>;

export type PermitType = keyof typeof PERMIT_TYPES;
export const PERMIT_TYPE_KEYS = Object.keys(PERMIT_TYPES) as PermitType[];

/**
 * The permit types a site signal suspends by type alone: those listing its kind, and, when the signal
 * names the works it stops (a weather warning), only those covering one of them. A gas alarm names no
 * works. A permit marked outdoors is stopped beyond this list (permitBlocks in safety.ts decides).
 */
export function permitTypesStoppedBy(kind: SiteSignalKind, works?: readonly WorkCategory[]): PermitType[] {
  return PERMIT_TYPE_KEYS.filter((type) => {
    const info: PermitTypeInfo = PERMIT_TYPES[type];
    if (!info.suspendOn.includes(kind)) return false;
    return works === undefined || info.works.some((work) => works.includes(work));
  });
}

/**
 * Gas readings a competent person records (spec: issue #16; Factories and Industrial Undertakings
 * (Confined Spaces) Regulation, Cap. 59AE). A reading outside its band is recorded as read, and
 * blocks approval and resumption.
 */
export const GAS_LIMITS = {
  gasO2: { unit: '%', min: 19.5, max: 23.5 },
  gasLel: { unit: '% LEL', min: 0, max: 10, below: true },
  gasH2s: { unit: 'ppm', min: 0, max: 10, below: true },
  gasCo: { unit: 'ppm', min: 0, max: 25, below: true },
} as const;
export type GasField = keyof typeof GAS_LIMITS;
export const GAS_FIELDS = Object.keys(GAS_LIMITS) as GasField[];

/** True when a reading is inside its band; `below` limits are exclusive (LEL < 10 %). */
export function gasReadingOk(field: GasField, value: number): boolean {
  const limit: { min: number; max: number; below?: boolean } = GAS_LIMITS[field];
  if (!Number.isFinite(value) || value < limit.min) return false;
  return limit.below ? value < limit.max : value <= limit.max;
}

/** The fields of the application form the permit lists and the site view read by name. */
export const PERMIT_CORE_FIELDS = [
  'location',
  'workDescription',
  'contractor',
  'applicantName',
  'validFrom',
  'validTo',
] as const;

/** A permit's window may not outlast one shift. */
export const PERMIT_MAX_WINDOW_HOURS = 12;
/** How long a QR link to the site view stays valid after it is made. */
export const PERMIT_LINK_DAYS = 7;

/**
 * A permit's life (issue #16): draft -> submitted -> checked -> approved -> active <-> suspended ->
 * handedBack -> closed; or expired (its window ended), cancelled (by the applicant before approval),
 * rejected (by the checker or approver).
 */
export const PERMIT_STATUSES = [
  'draft',
  'submitted',
  'checked',
  'approved',
  'active',
  'suspended',
  'handedBack',
  'closed',
  'expired',
  'cancelled',
  'rejected',
] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/** Status names, shared by the pages, the export, the PDF and the site view. */
export const PERMIT_STATUS_NAMES: Record<PermitStatus, Translated> = {
  draft: t('草稿', '草稿', 'Draft'),
  submitted: t('已提交', '已提交', 'Submitted'),
  checked: t('已檢查', '已检查', 'Checked'),
  approved: t('已批准', '已批准', 'Approved'),
  active: t('生效中', '生效中', 'Active'),
  suspended: t('已暫停', '已暂停', 'Suspended'),
  handedBack: t('已交回', '已交回', 'Handed back'),
  closed: t('已關閉', '已关闭', 'Closed'),
  expired: t('已過期', '已过期', 'Expired'),
  cancelled: t('已取消', '已取消', 'Cancelled'),
  rejected: t('已拒絕', '已拒绝', 'Rejected'),
};

/** The role a step was taken in, kept on every timeline entry. */
export const PERMIT_ROLES = ['applicant', 'checker', 'approver', 'issuer', 'system'] as const;
export type PermitRole = (typeof PERMIT_ROLES)[number];
