import {
  GAS_FIELDS,
  GAS_LIMITS,
  gasReadingOk,
  PERMIT_MAX_WINDOW_HOURS,
  type PermitAction,
  type PermitRole,
  type PermitStatus,
  SITE_UTC_OFFSET,
} from '@siteguard/contracts';

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

/** Where an approved permit stands at `now`: active inside its window, still approved before it. */
export function approvedStatus(validFrom: Date | null, now: Date): PermitStatus {
  return validFrom && validFrom > now ? 'approved' : 'active';
}

/** A site time as the date control stores it ('2026-11-25 08:00'), read as Hong Kong time. */
export function siteTime(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const date = match
    ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}${SITE_UTC_OFFSET}`)
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Null when the window is fine; otherwise the reason (missing, backwards, longer than a shift). */
export function windowProblem(from: Date | null, to: Date | null): string | null {
  if (!from || !to) return 'missing';
  if (to <= from) return 'backwards';
  if (to.getTime() - from.getTime() > PERMIT_MAX_WINDOW_HOURS * 3_600_000) return 'too long';
  return null;
}

/**
 * The gas readings that fail, named with their value and band ('O2 18 % (19.5-23.5)'). A reading
 * left empty fails too: a permit that tests gas is not approved on a blank.
 */
export function gasFailures(data: Record<string, unknown>): string[] {
  const failures: string[] = [];
  for (const field of GAS_FIELDS) {
    const raw = data[field];
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : Number.NaN;
    if (gasReadingOk(field, value)) continue;
    const limit: { unit: string; min: number; max: number; below?: boolean } = GAS_LIMITS[field];
    const band = limit.below ? `< ${limit.max}` : `${limit.min}-${limit.max}`;
    const name = field.slice(3).toUpperCase();
    failures.push(
      Number.isFinite(value) ? `${name} ${value} ${limit.unit} (${band})` : `${name} ? (${band})`,
    );
  }
  return failures;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : null;

/** The columns a permit's list filters and sorts on, read out of its filled form. */
export function coreFields(data: Record<string, unknown>) {
  return {
    location: text(data.location),
    work_description: text(data.workDescription),
    contractor: text(data.contractor),
    applicant_name: text(data.applicantName),
    valid_from: siteTime(data.validFrom),
    valid_to: siteTime(data.validTo),
  };
}
