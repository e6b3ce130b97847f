import { describe, expect, it } from 'vitest';
import { ALERT_STATUSES, type AlertStatus } from '../devices/alerts.js';
import { type AlertAction, alertTransition, escalationDue, handlingChange } from './lifecycle.js';

describe('alert lifecycle', () => {
  // Every action from every status: the whole table, so a changed rule shows here.
  const table: Record<AlertStatus, Record<AlertAction, AlertStatus | null>> = {
    raised: { acknowledge: 'acknowledged', resolve: 'resolved', falseAlarm: 'falseAlarm' },
    notified: { acknowledge: 'acknowledged', resolve: 'resolved', falseAlarm: 'falseAlarm' },
    acknowledged: { acknowledge: null, resolve: 'resolved', falseAlarm: 'falseAlarm' },
    resolved: { acknowledge: null, resolve: null, falseAlarm: null },
    falseAlarm: { acknowledge: null, resolve: null, falseAlarm: null },
  };
  for (const status of ALERT_STATUSES) {
    for (const [action, expected] of Object.entries(table[status]) as [AlertAction, AlertStatus | null][]) {
      it(`${action} from ${status} -> ${expected ?? 'refused'}`, () => {
        expect(alertTransition(status, action)).toBe(expected);
      });
    }
  }

  it('an acknowledgement sets who and when, and closes nothing', () => {
    const now = new Date('2026-03-02T01:00:00Z');
    expect(handlingChange({ action: 'acknowledge' }, '7', now)).toEqual({
      status: 'acknowledged',
      acknowledge: { acknowledgedBy: '7', acknowledgedAt: now, via: 'console' },
      close: null,
    });
    expect(handlingChange({ action: 'acknowledge', via: 'email' }, '7', now).acknowledge.via).toBe('email');
  });

  it('a resolution keeps its note and photo; a false alarm keeps its note but no photo', () => {
    const now = new Date('2026-03-02T01:00:00Z');
    const resolved = handlingChange({ action: 'resolve', note: 'Cleared', photoFileId: '42' }, '7', now);
    expect(resolved.status).toBe('resolved');
    expect(resolved.close).toEqual({ resolvedBy: '7', resolvedAt: now, note: 'Cleared', photoFileId: '42' });
    const falseAlarm = handlingChange({ action: 'falseAlarm', note: 'Shadow' }, '8', now);
    expect(falseAlarm.status).toBe('falseAlarm');
    expect(falseAlarm.close).toEqual({ resolvedBy: '8', resolvedAt: now, note: 'Shadow', photoFileId: null });
  });
});

describe('escalation', () => {
  const limits = { criticalMinutes: 2, warningMinutes: 10 };
  const raisedAt = new Date('2026-03-01T15:59:00Z'); // 23:59 in Hong Kong: the rule crosses midnight unchanged
  const at = (minutes: number) => new Date(raisedAt.getTime() + minutes * 60_000);
  const alert = (over: Partial<Parameters<typeof escalationDue>[0]> = {}) => ({
    status: 'raised' as AlertStatus,
    level: 'critical' as const,
    raisedAt,
    escalatedAt: null,
    ...over,
  });

  it.each([
    ['critical, just before its 2 minutes', alert(), at(2).getTime() - 1, false],
    ['critical, at its 2 minutes', alert(), at(2).getTime(), true],
    ['warning at 2 minutes', alert({ level: 'warning' }), at(2).getTime(), false],
    ['warning at 10 minutes', alert({ level: 'warning' }), at(10).getTime(), true],
    ['notified counts as unacknowledged', alert({ status: 'notified' }), at(3).getTime(), true],
    ['acknowledged never escalates', alert({ status: 'acknowledged' }), at(60).getTime(), false],
    ['resolved never escalates', alert({ status: 'resolved' }), at(60).getTime(), false],
    ['escalated once only', alert({ escalatedAt: at(2) }), at(60).getTime(), false],
  ])('%s', (_name, subject, now, expected) => {
    expect(escalationDue(subject, limits, new Date(now))).toBe(expected);
  });
});
