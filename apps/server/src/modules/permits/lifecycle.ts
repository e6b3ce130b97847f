import {
  describeBlocks,
  gasReadingText,
  LANGS,
  type Lang,
  type PermitAction,
  type PermitBlock,
  type PermitOverride,
  type PermitRole,
  type PermitStatus,
  permitBlocks,
  type SignalInForce,
  siteTimeOf,
  type Translated,
} from '@siteguard/contracts';
import { fail } from '../../platform/errors.js';
import type { PermitRecord } from './permits.queries.js';

/**
 * The permit's rules as data, without a database: which action may leave which status, to where, in
 * which role (contracts' PERMIT_SIGNED_ACTIONS says which must be signed). The approval steps (check,
 * approve, reject) also run on the workflow engine; the statuses they lead to are written from its
 * steps (approval.ts).
 */
export interface Transition {
  from: readonly PermitStatus[];
  to: PermitStatus;
  role: PermitRole;
}

export const TRANSITIONS: Record<PermitAction, Transition> = {
  submit: { from: ['draft'], to: 'submitted', role: 'applicant' },
  check: { from: ['submitted'], to: 'checked', role: 'checker' },
  approve: { from: ['checked'], to: 'approved', role: 'approver' },
  reject: { from: ['submitted', 'checked'], to: 'rejected', role: 'checker' },
  cancel: {
    from: ['draft', 'submitted', 'checked', 'approved'],
    to: 'cancelled',
    role: 'applicant',
  },
  suspend: { from: ['active'], to: 'suspended', role: 'issuer' },
  // A fresh check by a competent person: gas readings again where the type tests gas.
  resume: { from: ['suspended'], to: 'active', role: 'checker' },
  handBack: { from: ['active', 'suspended'], to: 'handedBack', role: 'applicant' },
  close: { from: ['handedBack'], to: 'closed', role: 'issuer' },
};

export function allows(action: PermitAction, status: PermitStatus): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/**
 * The statuses whose safety is judged in lists and views: a permit on its way to work or at work.
 * A draft is not yet judged; a finished permit no longer is.
 */
export const JUDGED_STATUSES: ReadonlySet<PermitStatus> = new Set([
  'submitted',
  'checked',
  'approved',
  'active',
  'suspended',
]);

/**
 * A permit as the safety function reads it (contracts' permits/safety.ts), from its row, the signals
 * in force and the clock. `data` replaces the stored data when a step brings new readings (a check,
 * a resumption); gas is judged once a check exists.
 */
export function safetyOf(
  permit: Pick<
    PermitRecord,
    'type' | 'location' | 'valid_from' | 'valid_to' | 'created_at' | 'data' | 'checker_id' | 'override'
  >,
  signals: readonly SignalInForce[],
  now: Date,
  step: {
    data?: Record<string, unknown>;
    checked?: boolean;
    override?: PermitOverride | null;
    freshSince?: Date;
  } = {},
): PermitBlock[] {
  return permitBlocks({
    type: permit.type,
    location: permit.location,
    validFrom: permit.valid_from,
    validTo: permit.valid_to,
    createdAt: permit.created_at,
    data: step.data ?? permit.data,
    signals,
    override: step.override !== undefined ? step.override : permit.override,
    now,
    checked: step.checked ?? permit.checker_id !== null,
    freshSince: step.freshSince,
  });
}

/**
 * The refusal for blocks: the gas reading failures keep their own code (the checker re-tests),
 * anything else is PERMIT_BLOCKED naming each rule in the reader's language, the blocks in `data`.
 */
export function refuseBlocked(blocks: readonly PermitBlock[]): never {
  const readings = blocks.flatMap((block) =>
    block.rule === 'gasOutOfBand' ? [gasReadingText(block.field, block.value)] : [],
  );
  if (readings.length === blocks.length) {
    return fail('PERMIT_GAS_OUT_OF_RANGE', { detail: readings.join(', ') }, { blocks });
  }
  return fail('PERMIT_BLOCKED', { detail: translatedOf((lang) => describeBlocks(blocks, lang)) }, { blocks });
}

const translatedOf = (text: (lang: Lang) => string): Translated =>
  Object.fromEntries(LANGS.map((lang) => [lang, text(lang)])) as Translated;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : null;

/** The columns a permit's list filters and sorts on, read out of its filled form. */
export function coreFields(data: Record<string, unknown>) {
  return {
    location: text(data.location),
    work_description: text(data.workDescription),
    contractor: text(data.contractor),
    applicant_name: text(data.applicantName),
    valid_from: siteTimeOf(data.validFrom),
    valid_to: siteTimeOf(data.validTo),
  };
}
