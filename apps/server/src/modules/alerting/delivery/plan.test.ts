import { describe, expect, it } from 'vitest';
import { type ContactAddress, planDeliveries, type ResolvedStep } from './plan.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 6, 4, minutes));
const BOOK: Record<string, ContactAddress[]> = {
  chan: [
    { kind: 'email', address: 'chan@site.hk' },
    { kind: 'push', address: 'https://push.example/chan' },
    { kind: 'sms', address: '+85291234567' },
  ],
  wong: [{ kind: 'email', address: 'wong@site.hk' }],
  lee: [],
};
const addressesOf = (userId: string) => BOOK[userId] ?? [];
const step = (level: number, minutes: number, userIds: string[]): ResolvedStep => ({
  level,
  dueAt: at(minutes),
  userIds,
});
const brief = (rows: ReturnType<typeof planDeliveries>) =>
  rows.map(
    (row) =>
      `${row.level} ${row.userId ?? '-'} ${row.channel}#${row.rank} ${row.state} +${row.dueAt.getUTCMinutes()}`,
  );

describe('planDeliveries: who is told how, and when', () => {
  it.each([
    {
      name: 'critical: every channel of every person at once, push first, mail last',
      severity: 'critical' as const,
      steps: [step(1, 0, ['chan'])],
      expected: ['1 chan push#0 pending +0', '1 chan sms#1 pending +0', '1 chan email#2 pending +0'],
    },
    {
      name: 'warning: the first channel; the others stand by for its failure',
      severity: 'warning' as const,
      steps: [step(1, 10, ['chan'])],
      expected: ['1 chan push#0 pending +10', '1 chan sms#1 standby +10', '1 chan email#2 standby +10'],
    },
    {
      name: 'each level at its own time, the same person twice is told twice',
      severity: 'critical' as const,
      steps: [step(1, 0, ['wong']), step(2, 2, ['wong', 'wong'])],
      expected: ['1 wong email#0 pending +0', '2 wong email#0 pending +2'],
    },
    {
      name: 'a person with no address, and a level that names nobody, are recorded as nobody told',
      severity: 'critical' as const,
      steps: [step(1, 0, ['lee']), step(2, 2, [])],
      expected: ['1 lee none#0 nobody +0', '2 - none#0 nobody +2'],
    },
  ])('$name', ({ severity, steps, expected }) => {
    expect(brief(planDeliveries(severity, steps, addressesOf))).toEqual(expected);
  });
});
