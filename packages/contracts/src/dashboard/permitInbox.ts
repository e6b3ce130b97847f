import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { PERMIT_STATUSES, PERMIT_TYPE_KEYS, type PermitType } from '../permits/types.js';

/**
 * Why a permit waits for the caller (issue #29, finding 5), in the order the home page lists them:
 * - check: submitted, its open `check` step is the caller's to take (candidate or assignee);
 * - approve: checked, its open `approve` step is the caller's, and the caller did not check it;
 * - resume: suspended, and the caller may approve permits of its type (a fresh check resumes it);
 * - close: handed back, and the caller may approve permits of its type;
 * - revise: the caller's own draft, sent back to them for revision (its last timeline entry is 'revise');
 * - handBack: the caller's own active permit, to hand back when the work is done.
 * The first four need `<type>:approve`, the last two `<type>:add` (what the permit page asks for the
 * action); every one needs `<type>:detail`, so each row opens.
 */
export const PERMIT_INBOX_REASONS = ['check', 'approve', 'resume', 'close', 'revise', 'handBack'] as const;
export type PermitInboxReason = (typeof PERMIT_INBOX_REASONS)[number];

/** How many of the newest permits the inbox lists for each reason (the count is of all of them). */
export const PERMIT_INBOX_LIMIT = 10;

export const permitInboxRow = z.object({
  id: z.string(),
  type: z.enum(PERMIT_TYPE_KEYS as [PermitType, ...PermitType[]]),
  /** A draft raised after numbering moved to submission may have none yet. */
  number: z.string().nullable(),
  status: z.enum(PERMIT_STATUSES),
  location: z.string().nullable(),
  reason: z.enum(PERMIT_INBOX_REASONS),
  /** Since when it waits: the step reached the caller, or the permit entered its status (ISO instant). */
  since: z.string(),
});
export type PermitInboxRow = z.infer<typeof permitInboxRow>;

const count = z.number().int().nonnegative();
export const permitInbox = z.object({
  /** All the permits waiting for each reason, not only those listed. */
  counts: z.object({
    check: count,
    approve: count,
    resume: count,
    close: count,
    revise: count,
    handBack: count,
  }) satisfies z.ZodType<Record<PermitInboxReason, number>>,
  /** The sum of the counts (a permit waits for one reason at a time). */
  total: count,
  /** Up to PERMIT_INBOX_LIMIT of each reason, grouped in the reasons' order, newest first in each. */
  rows: z.array(permitInboxRow).max(PERMIT_INBOX_LIMIT * PERMIT_INBOX_REASONS.length),
});
export type PermitInbox = z.infer<typeof permitInbox>;

export const permitInboxApi = {
  /**
   * What waits for the caller (home page, bell): any signed-in user may ask, and gets only the types
   * whose details they may open, so the page never meets a 403.
   */
  inbox: defineEndpoint({
    method: 'GET',
    path: '/dashboard/permitInbox',
    summary: 'The permits waiting for the caller: to check, approve, resume, close, revise or hand back.',
    access: { authenticated: true },
    response: permitInbox,
    tags: ['dashboard'],
  }),
};

/**
 * The SSE event a permit's move sends (GET /api/events, contracts/system/events.ts): every console
 * that shows the inbox reads it again, since a move can change what waits for the applicant and for
 * everyone who may approve the type. A step of the approval also sends `wfTask` to its candidates.
 */
export const PERMIT_MOVED_EVENT = 'permitMoved';
export const permitMovedEvent = z.object({
  id: z.string(),
  type: z.enum(PERMIT_TYPE_KEYS as [PermitType, ...PermitType[]]),
  status: z.enum(PERMIT_STATUSES),
});
export type PermitMovedEvent = z.infer<typeof permitMovedEvent>;
