import {
  PERMIT_INBOX_REASONS,
  PERMIT_TYPE_KEYS,
  PERMIT_TYPES,
  type PermissionCode,
  type PermitInbox,
  type PermitInboxReason,
  type PermitInboxRow,
  type PermitType,
  permissions,
} from '@siteguard/contracts';

/** One line of "waiting for you": a reason, how many wait for it, and the newest of them. */
export interface InboxGroup {
  reason: PermitInboxReason;
  count: number;
  rows: PermitInboxRow[];
}

/** The reasons with something waiting, in the contract's order (check first, hand back last). */
export function inboxGroups(inbox: PermitInbox | undefined): InboxGroup[] {
  if (!inbox) return [];
  return PERMIT_INBOX_REASONS.filter((reason) => inbox.counts[reason] > 0).map((reason) => ({
    reason,
    count: inbox.counts[reason],
    rows: inbox.rows.filter((row) => row.reason === reason),
  }));
}

/** The permit's console page (spec §2: /<type>Details?id=). */
export const permitPath = (row: { type: PermitType; id: string }) =>
  `${PERMIT_TYPES[row.type].detailPath}?id=${encodeURIComponent(row.id)}`;

/** Whether the user may open any permit type: the inbox is theirs (the server lists only those types). */
export function seesPermitInbox(may: (code: PermissionCode) => boolean): boolean {
  return PERMIT_TYPE_KEYS.some((type) => may(permissions[type].detail));
}

/**
 * How many of the inbox the bell adds to its badge: all of it, but for a user whose bell also lists
 * workflow tasks, the checks and approvals are tasks already counted there.
 */
export function bellInboxCount(inbox: PermitInbox | undefined, seesTasks: boolean): number {
  if (!inbox) return 0;
  return seesTasks ? inbox.total - inbox.counts.check - inbox.counts.approve : inbox.total;
}
