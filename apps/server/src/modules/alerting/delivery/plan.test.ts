import type { QuietHours } from '@siteguard/contracts';
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

describe('planDeliveries: quiet hours hold warnings, never criticals', () => {
  // 2026-12-06 in Hong Kong: `hk(23, 0)` is 23:00 there (15:00 UTC).
  const hk = (hour: number, minute = 0) => new Date(Date.UTC(2026, 11, 6, hour - 8, minute));
  const QUIET: Record<string, QuietHours> = { chan: { start: '22:00', end: '07:00' } };
  const quietOf = (userId: string) => QUIET[userId] ?? null;
  const briefHeld = (rows: ReturnType<typeof planDeliveries>) =>
    rows.map(
      (row) =>
        `${row.level} ${row.userId ?? '-'} ${row.channel}#${row.rank} ${row.state} ${row.dueAt.toISOString()} held ${row.heldUntil?.toISOString() ?? '-'}`,
    );
  const morning = hk(31).toISOString(); // 07:00 the next day on site
  const stepAt = (level: number, due: Date, userIds: string[]): ResolvedStep => ({
    level,
    dueAt: due,
    userIds,
  });

  it.each([
    {
      name: 'a warning due at 23:00 waits until 07:00 on every channel; the standby rows still stand by',
      severity: 'warning' as const,
      steps: [stepAt(1, hk(23), ['chan'])],
      expected: [
        `1 chan push#0 pending ${morning} held ${morning}`,
        `1 chan sms#1 standby ${morning} held ${morning}`,
        `1 chan email#2 standby ${morning} held ${morning}`,
      ],
    },
    {
      name: 'a critical due at 23:00 goes at once',
      severity: 'critical' as const,
      steps: [stepAt(1, hk(23), ['wong', 'chan'])],
      expected: [
        `1 wong email#0 pending ${hk(23).toISOString()} held -`,
        `1 chan push#0 pending ${hk(23).toISOString()} held -`,
        `1 chan sms#1 pending ${hk(23).toISOString()} held -`,
        `1 chan email#2 pending ${hk(23).toISOString()} held -`,
      ],
    },
    {
      name: 'only the quiet person waits; a level due after the quiet hours is not held',
      severity: 'warning' as const,
      steps: [stepAt(1, hk(21, 50), ['chan']), stepAt(2, hk(22, 10), ['chan', 'wong'])],
      expected: [
        `1 chan push#0 pending ${hk(21, 50).toISOString()} held -`,
        `1 chan sms#1 standby ${hk(21, 50).toISOString()} held -`,
        `1 chan email#2 standby ${hk(21, 50).toISOString()} held -`,
        `2 chan push#0 pending ${morning} held ${morning}`,
        `2 chan sms#1 standby ${morning} held ${morning}`,
        `2 chan email#2 standby ${morning} held ${morning}`,
        `2 wong email#0 pending ${hk(22, 10).toISOString()} held -`,
      ],
    },
    {
      name: 'nobody to tell is recorded when due, quiet or not',
      severity: 'warning' as const,
      steps: [stepAt(1, hk(23), ['lee']), stepAt(2, hk(23), [])],
      expected: [
        `1 lee none#0 nobody ${hk(23).toISOString()} held -`,
        `2 - none#0 nobody ${hk(23).toISOString()} held -`,
      ],
    },
  ])('$name', ({ severity, steps, expected }) => {
    expect(briefHeld(planDeliveries(severity, steps, addressesOf, quietOf))).toEqual(expected);
  });

  it('without a quiet-hours rule nothing is held', () => {
    const rows = planDeliveries('warning', [stepAt(1, hk(23), ['chan'])], addressesOf);
    expect(rows.every((row) => row.heldUntil === null && row.dueAt.getTime() === hk(23).getTime())).toBe(
      true,
    );
  });
});
