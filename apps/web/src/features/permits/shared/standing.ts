import {
  blocking,
  describeBlock,
  type Lang,
  type PermitBlock,
  type PermitEvent,
  type PermitOverride,
  type PermitRow,
  type PermitStatus,
} from '@siteguard/contracts';

// What the permit pages read off a permit, as plain functions: its safety standing (from the
// contracts' one rule function, never re-described here), the check that stands, a pending revision.

/** Statuses in which the permit lets work go on, so a block means "not in force" now. */
const LIVE: ReadonlySet<PermitStatus> = new Set(['approved', 'active', 'suspended']);
/** Statuses after which nothing about the permit can be in force again: its blocks are history. */
const OVER: ReadonlySet<PermitStatus> = new Set(['handedBack', 'closed', 'expired', 'cancelled', 'rejected']);

export const isOver = (status: PermitStatus) => OVER.has(status);

/** How a permit's blocks read in its status: not in force (live), not approvable (pending), or nothing. */
export type SafetyStanding = 'notInForce' | 'blocked' | null;

/**
 * Where the permit stands against its safety conditions (contracts' `blocking`): a live permit with a
 * block is not in force, a pending one cannot be approved; a finished permit shows none.
 */
export function safetyStanding(permit: Pick<PermitRow, 'status' | 'blocks'>): SafetyStanding {
  if (OVER.has(permit.status) || blocking(permit.blocks).length === 0) return null;
  return LIVE.has(permit.status) ? 'notInForce' : 'blocked';
}

/** Each block in the reader's language, by the contracts' one description of the rules. */
export const describeAll = (blocks: readonly PermitBlock[], lang: Lang): string[] =>
  blocks.map((block) => describeBlock(block, lang));

/** The names of the signals an override covers, from the blocks that name them (else their codes). */
export function overriddenNames(
  override: PermitOverride,
  blocks: readonly PermitBlock[],
  lang: Lang,
): string[] {
  return override.codes.map((code) => {
    const block = blocks.find((b) => (b.rule === 'stopWork' || b.rule === 'gasAlarm') && b.code === code);
    return block && 'name' in block ? block.name[lang] : code;
  });
}

/** The check (or the fresh check of a resumption) that stands now: the last one after the last submit. */
export function lastCheckEvent(events: readonly PermitEvent[]): PermitEvent | null {
  let found: PermitEvent | null = null;
  for (const event of events) {
    if (event.action === 'submit' || event.action === 'revise') found = null;
    else if (event.action === 'check' || event.action === 'resume') found = event;
  }
  return found;
}

/** The last 'sent back for revision' of a draft, unless it has been submitted again since. */
export function pendingRevision(events: readonly PermitEvent[]): PermitEvent | null {
  let found: PermitEvent | null = null;
  for (const event of events) {
    if (event.action === 'revise') found = event;
    else if (event.action === 'submit') found = null;
  }
  return found;
}
