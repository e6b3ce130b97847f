import type { PermitInbox, PermitInboxRow } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { bellInboxCount, inboxGroups, permitPath, seesPermitInbox } from './inboxGroups';

const row = (id: string, reason: PermitInboxRow['reason']): PermitInboxRow => ({
  id,
  type: 'hotWorkPermit',
  number: `HWP-2026-00000${id}`,
  status: 'submitted',
  location: 'Roof',
  reason,
  since: '2026-11-27T13:40:00.000Z',
});
const inbox: PermitInbox = {
  counts: { check: 3, approve: 0, resume: 1, close: 0, revise: 0, handBack: 0 },
  total: 4,
  rows: [row('1', 'check'), row('2', 'check'), row('3', 'resume')],
};

describe('waiting for you', () => {
  it('gives one line per reason with something waiting, in the contract order, with its newest rows', () => {
    expect(inboxGroups(inbox)).toEqual([
      { reason: 'check', count: 3, rows: [row('1', 'check'), row('2', 'check')] },
      { reason: 'resume', count: 1, rows: [row('3', 'resume')] },
    ]);
    expect(inboxGroups(undefined)).toEqual([]);
  });

  it('opens a permit on its type page', () => {
    expect(permitPath({ type: 'confinedSpace', id: '42' })).toBe('/confinedSpaceDetails?id=42');
  });

  it('shows to anyone who may open a permit type', () => {
    expect(seesPermitInbox((code) => code === 'hilti:detail')).toBe(true);
    expect(seesPermitInbox((code) => code === 'hilti:page')).toBe(false);
  });

  it('does not count twice in the bell the checks and approvals its task list already counts', () => {
    expect(bellInboxCount(inbox, false)).toBe(4);
    expect(bellInboxCount(inbox, true)).toBe(1);
    expect(bellInboxCount(undefined, true)).toBe(0);
  });
});
