import type { AlertDeliveryRow } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import {
  deliveriesByLevel,
  deliveriesUnderWay,
  deliveryReason,
  deliveryTag,
  siteClockTime,
} from './deliveryTimeline';

const row = (over: Partial<AlertDeliveryRow>): AlertDeliveryRow => ({
  level: 1,
  channel: 'email',
  recipient: 'Chan Tai Man',
  address: 'duty@siteguard.local',
  state: 'pending',
  dueAt: '2026-12-05T16:00:00.000Z',
  sentAt: null,
  attempts: 0,
  lastError: null,
  heldUntil: null,
  ...over,
});

describe('deliveriesByLevel', () => {
  it('groups by level, levels ascending, each keeping the order it was given', () => {
    const rows = [
      row({ level: 2, channel: 'sms' }),
      row({ level: 1, channel: 'push' }),
      row({ level: 3, channel: 'none', state: 'nobody', recipient: null }),
      row({ level: 1, channel: 'email' }),
      row({ level: 2, channel: 'email' }),
    ];
    expect(
      deliveriesByLevel(rows).map(({ level, rows }) => [level, rows.map((delivery) => delivery.channel)]),
    ).toEqual([
      [1, ['push', 'email']],
      [2, ['sms', 'email']],
      [3, ['none']],
    ]);
  });

  it('has no levels for an alert not planned yet', () => {
    expect(deliveriesByLevel([])).toEqual([]);
  });
});

describe('deliveryTag', () => {
  it.each([
    ['sent', 'sent', 'success', '2026-12-05T16:00:05.000Z'],
    ['failed', 'failed', 'error', null],
    ['pending', 'due', 'processing', '2026-12-05T16:00:00.000Z'],
    ['queued', 'due', 'processing', '2026-12-05T16:00:00.000Z'],
    ['cancelled', 'cancelled', 'default', null],
    ['standby', 'standby', 'default', null],
    ['nobody', 'nobody', 'warning', null],
  ] as const)('%s of an unanswered alert reads %s in %s', (state, key, color, at) => {
    const sentAt = state === 'sent' ? '2026-12-05T16:00:05.000Z' : null;
    expect(deliveryTag(row({ state, sentAt }), 'raised')).toEqual({ key, color, at });
  });

  it.each([
    ['pending', 'acknowledged', 'cancelled'],
    ['queued', 'resolved', 'cancelled'],
    ['standby', 'falseAlarm', 'cancelled'],
    ['pending', 'notified', 'due'],
    ['standby', 'notified', 'standby'],
    ['sent', 'resolved', 'sent'],
    ['failed', 'acknowledged', 'failed'],
    ['nobody', 'acknowledged', 'nobody'],
  ] as const)('%s of a %s alert reads %s', (state, status, key) => {
    expect(deliveryTag(row({ state }), status).key).toBe(key);
  });
});

describe('deliveryTag: quiet hours', () => {
  const held = '2026-12-05T23:00:00.000Z'; // 07:00 on 6 December in Hong Kong
  it.each([
    ['pending', 'raised', { key: 'held', color: 'processing', at: held }],
    ['pending', 'notified', { key: 'held', color: 'processing', at: held }],
    // Handled meanwhile: the held row will be cancelled, not sent.
    ['pending', 'acknowledged', { key: 'cancelled', color: 'default', at: null }],
    // A standby row waits for the first channel's failure, held or not.
    ['standby', 'raised', { key: 'standby', color: 'default', at: null }],
    // Its hold is over: it is going out now.
    ['queued', 'raised', { key: 'due', color: 'processing', at: held }],
  ] as const)('a held %s row of a %s alert reads %j', (state, status, expected) => {
    expect(deliveryTag(row({ state, heldUntil: held, dueAt: held }), status)).toEqual(expected);
  });

  it('a standby row woken after the hold (its first channel failed at 07:05) is due, not held', () => {
    const woken = '2026-12-05T23:05:00.000Z';
    expect(deliveryTag(row({ state: 'pending', heldUntil: held, dueAt: woken }), 'raised')).toEqual({
      key: 'due',
      color: 'processing',
      at: woken,
    });
  });
});

describe('siteClockTime', () => {
  it.each([
    ['2026-12-05T23:00:00.000Z', '07:00'],
    ['2026-12-05T15:59:00.000Z', '23:59'],
    ['2026-12-05T16:00:00.000Z', '00:00'],
    ['2026-07-01T14:30:00.000Z', '22:30'],
    ['not a time', 'not a time'],
  ])('%s is %s on site', (iso, expected) => {
    expect(siteClockTime(iso)).toBe(expected);
  });
});

describe('deliveryReason', () => {
  it.each([
    [null, null],
    ['', null],
    ['no delivery channel is configured', { key: 'noChannels' }],
    ['no sms channel is configured', { key: 'channelMissing', channel: 'sms' }],
    ['no push channel is configured', { key: 'channelMissing', channel: 'push' }],
    ['550: mailbox unavailable', { key: 'other', text: '550: mailbox unavailable' }],
    ['no fax channel is configured', { key: 'other', text: 'no fax channel is configured' }],
  ])('%j -> %j', (lastError, expected) => {
    expect(deliveryReason(lastError)).toEqual(expected);
  });
});

describe('deliveriesUnderWay', () => {
  it.each([
    [['pending'], 'raised', true],
    [['sent', 'queued'], 'notified', true],
    [['pending'], 'acknowledged', false],
    [['queued'], 'resolved', false],
    [['sent', 'failed', 'standby', 'cancelled', 'nobody'], 'raised', false],
    [[], 'raised', false],
  ] as const)('%j of a %s alert: %s', (states, status, expected) => {
    expect(
      deliveriesUnderWay(
        states.map((state) => row({ state })),
        status,
      ),
    ).toBe(expected);
  });
});
