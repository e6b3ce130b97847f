import type { PermitBlock, PermitEvent, PermitStatus } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { lastCheckEvent, overriddenNames, pendingRevision, safetyStanding } from './standing';

const rain: PermitBlock = {
  rule: 'stopWork',
  code: 'WRAINB',
  name: { 'zh-HK': '黑色暴雨警告信號', 'zh-CN': '黑色暴雨警告信号', en: 'Black Rainstorm Warning Signal' },
  works: ['outdoor'],
};
const gas: PermitBlock = { rule: 'gasOutOfBand', field: 'gasLel', value: 15 };

describe('safetyStanding', () => {
  const cases: [PermitStatus, PermitBlock[], ReturnType<typeof safetyStanding>][] = [
    ['active', [], null],
    ['active', [rain], 'notInForce'],
    ['approved', [gas], 'notInForce'],
    ['suspended', [rain], 'notInForce'],
    ['checked', [rain], 'blocked'],
    ['submitted', [gas], 'blocked'],
    ['draft', [rain], 'blocked'],
    // An overridden stop-work no longer blocks.
    ['active', [{ ...rain, overridden: true }], null],
    ['active', [{ ...rain, overridden: true }, gas], 'notInForce'],
    // A finished permit's blocks are history.
    ['expired', [rain], null],
    ['closed', [gas], null],
    ['rejected', [rain], null],
  ];
  it.each(cases)('%s with %j reads %s', (status, blocks, standing) => {
    expect(safetyStanding({ status, blocks })).toBe(standing);
  });
});

const event = (id: number, action: string): PermitEvent => ({
  id: String(id),
  action,
  fromStatus: null,
  toStatus: 'draft',
  role: 'checker',
  actorName: null,
  signature: null,
  comment: null,
  data: null,
  at: new Date(Date.UTC(2026, 10, 27, 8, id)).toISOString(),
});

describe('the check that stands and a pending revision', () => {
  it('is the last check or resumption after the last submit', () => {
    expect(lastCheckEvent([event(1, 'create'), event(2, 'submit')])).toBeNull();
    expect(lastCheckEvent([event(1, 'submit'), event(2, 'check'), event(3, 'approve')])?.id).toBe('2');
    expect(
      lastCheckEvent([event(1, 'submit'), event(2, 'check'), event(3, 'suspend'), event(4, 'resume')])?.id,
    ).toBe('4');
    // Sent back and submitted again: the old check no longer stands.
    expect(lastCheckEvent([event(1, 'submit'), event(2, 'check'), event(3, 'revise')])).toBeNull();
    expect(
      lastCheckEvent([event(1, 'submit'), event(2, 'check'), event(3, 'revise'), event(4, 'submit')]),
    ).toBeNull();
  });

  it('shows the revision until the draft is submitted again', () => {
    expect(pendingRevision([event(1, 'submit'), event(2, 'revise')])?.id).toBe('2');
    expect(pendingRevision([event(1, 'submit'), event(2, 'revise'), event(3, 'submit')])).toBeNull();
    expect(pendingRevision([event(1, 'create')])).toBeNull();
  });
});

describe('overriddenNames', () => {
  it('names the overridden signals from the blocks, else by code', () => {
    const override = {
      codes: ['WRAINB', 'WTS'],
      by: '1',
      byName: 'Wong',
      reason: 'covered',
      at: '2026-11-27T08:00:00Z',
    };
    expect(overriddenNames(override, [{ ...rain, overridden: true }], 'en')).toEqual([
      'Black Rainstorm Warning Signal',
      'WTS',
    ]);
  });
});
