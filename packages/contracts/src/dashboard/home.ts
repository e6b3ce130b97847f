import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { PERMIT_STATUSES, PERMIT_TYPE_KEYS, type PermitType } from '../permits/types.js';

/** How many recent permits the home page lists. */
export const MY_PERMITS_LIMIT = 8;

/** The caller's part in a permit: who raised it, checks it or approves it. */
export const MY_PERMIT_ROLES = ['applicant', 'checker', 'approver'] as const;

export const myPermitRow = z.object({
  id: z.string(),
  type: z.enum(PERMIT_TYPE_KEYS as [PermitType, ...PermitType[]]),
  /** A draft has no number until it is submitted. */
  number: z.string().nullable(),
  status: z.enum(PERMIT_STATUSES),
  location: z.string().nullable(),
  role: z.enum(MY_PERMIT_ROLES),
  updatedAt: z.string(),
});
export type MyPermitRow = z.infer<typeof myPermitRow>;

export const homeApi = {
  /**
   * For the home page (/welcome): any signed-in user may ask, and gets only the types whose details
   * they may open (`<type>:detail`), so the page never meets a 403.
   */
  myPermits: defineEndpoint({
    method: 'GET',
    path: '/dashboard/myPermits',
    summary: 'The permits the caller raised, checks or approves, most recently changed first.',
    access: { authenticated: true },
    response: z.array(myPermitRow).max(MY_PERMITS_LIMIT),
    tags: ['dashboard'],
  }),
};
