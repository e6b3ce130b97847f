import { type AlertLevel, type QuietHours, quietHoursEnd } from '@siteguard/contracts';
import type { ChannelKind } from '../channels/channel.js';

/** The order a person's channels are tried in: the phone in hand first, the mailbox last. */
export const CHANNEL_ORDER: readonly ChannelKind[] = ['push', 'sms', 'email'];

export interface ContactAddress {
  kind: ChannelKind;
  address: string;
}

/** One escalation level with the people it reaches (resolved from the roster, users and roles). */
export interface ResolvedStep {
  level: number;
  dueAt: Date;
  userIds: readonly string[];
}

export interface PlannedDelivery {
  level: number;
  userId: string | null;
  channel: ChannelKind | 'none';
  address: string;
  rank: number;
  state: 'pending' | 'standby' | 'nobody';
  dueAt: Date;
  /** Set when the person's quiet hours moved the delivery: it is due when they end (dueAt). */
  heldUntil: Date | null;
}

/**
 * Who is told how, for one alert. Each person gets one delivery per address, ranked by channel; for
 * a critical alert every one is due at the level's time (a phone may be off, an SMS is not lost), for
 * a warning only the first, the others standing by until it fails. A level that reaches nobody, or a
 * person with no address, is a 'nobody' row: the alert's timeline says plainly that no one was told.
 * A warning that falls due in a person's quiet hours waits for their end, every channel of theirs
 * alike (the standby rows keep standing behind the first); a critical alert never waits.
 */
export function planDeliveries(
  severity: AlertLevel,
  steps: readonly ResolvedStep[],
  addressesOf: (userId: string) => readonly ContactAddress[],
  quietHoursOf: (userId: string) => QuietHours | null = () => null,
): PlannedDelivery[] {
  const planned: PlannedDelivery[] = [];
  for (const step of steps) {
    const people = [...new Set(step.userIds)];
    if (people.length === 0) {
      planned.push({ ...nobody(step), userId: null });
      continue;
    }
    for (const userId of people) {
      const addresses = [...addressesOf(userId)].sort(
        (a, b) => CHANNEL_ORDER.indexOf(a.kind) - CHANNEL_ORDER.indexOf(b.kind),
      );
      if (addresses.length === 0) {
        planned.push({ ...nobody(step), userId });
        continue;
      }
      const heldUntil = severity === 'warning' ? quietHoursEnd(quietHoursOf(userId), step.dueAt) : null;
      addresses.forEach((contact, rank) => {
        planned.push({
          level: step.level,
          userId,
          channel: contact.kind,
          address: contact.address,
          rank,
          state: severity === 'critical' || rank === 0 ? 'pending' : 'standby',
          dueAt: heldUntil ?? step.dueAt,
          heldUntil,
        });
      });
    }
  }
  return planned;
}

const nobody = (step: ResolvedStep) => ({
  level: step.level,
  channel: 'none' as const,
  address: '',
  rank: 0,
  state: 'nobody' as const,
  dueAt: step.dueAt,
  heldUntil: null,
});
