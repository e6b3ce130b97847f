import net from 'node:net';
import type { MqttLimits } from '../../../platform/config.js';

/** Why the broker turned a connection, a packet, a sign-in or a publish away (counted and logged). */
export const BROKER_REFUSALS = [
  'tooManyConnections',
  'tooManyFromAddress',
  'connectRate',
  'packetTooLarge',
  'preAuthBytes',
  'notConnectFirst',
  'malformedHeader',
  'connectTimeout',
  'tlsHandshake',
  'badCredentials',
  'signInDelayed',
  'retained',
  'foreignTopic',
  'foreignSubscription',
] as const;
export type BrokerRefusal = (typeof BROKER_REFUSALS)[number];

/**
 * The key limits count by: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by
 * its /64 (one host usually holds a whole /64, so counting single addresses would count nothing).
 */
export function addressKey(remote: string | undefined): string {
  if (!remote) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(remote)) return remote;
  const [head = '', tail] = remote.split('%')[0]?.split('::') ?? [''];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Connections at the door, before a byte is read: at most `maxConnections` open in all, at most
 * `maxConnectionsPerAddress` from one address, and new ones from an address through a token bucket
 * (`connectRatePerAddress` a second, `connectBurstPerAddress` at once: a site's watches behind one
 * router all reconnect after a restart).
 */
export function connectionGate(limits: MqttLimits, now: () => number = Date.now) {
  const open = new Map<string, number>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  let total = 0;
  const fullAfterMs = (limits.connectBurstPerAddress / limits.connectRatePerAddress) * 1000;

  function prune(at: number): void {
    for (const [key, bucket] of buckets) if (at - bucket.at > fullAfterMs) buckets.delete(key);
    if (buckets.size > 100_000) buckets.clear();
  }

  return {
    /** Null when the connection may come in (and is then counted until `release`), else why not. */
    admit(address: string): BrokerRefusal | null {
      if (total >= limits.maxConnections) return 'tooManyConnections';
      if ((open.get(address) ?? 0) >= limits.maxConnectionsPerAddress) return 'tooManyFromAddress';
      const at = now();
      const bucket = buckets.get(address) ?? { tokens: limits.connectBurstPerAddress, at };
      bucket.tokens = Math.min(
        limits.connectBurstPerAddress,
        bucket.tokens + ((at - bucket.at) / 1000) * limits.connectRatePerAddress,
      );
      bucket.at = at;
      if (buckets.size > 10_000 && !buckets.has(address)) prune(at);
      buckets.set(address, bucket);
      if (bucket.tokens < 1) return 'connectRate';
      bucket.tokens -= 1;
      open.set(address, (open.get(address) ?? 0) + 1);
      total += 1;
      return null;
    },
    release(address: string): void {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      total = Math.max(0, total - 1);
    },
    get open() {
      return total;
    },
  };
}

/**
 * Failed sign-ins slow the next ones down: after n failures from an address, or for a user name (an
 * IMEI), the next attempt waits base x 2^(n-1) ms (capped at `maxMs`) counted from the last failure,
 * before its secret is even looked at. A success clears the user name's count; an address's count is
 * forgotten after `forgetMs` without failures. A delay, not a lock-out: someone guessing at a
 * device's IMEI slows its next sign-in by at most `maxMs`, and cannot keep it out.
 */
export function authThrottle(
  baseMs: number,
  maxMs: number,
  now: () => number = Date.now,
  forgetMs = 15 * 60_000,
) {
  const failures = new Map<string, { count: number; last: number }>();
  const penaltyOf = (count: number) =>
    count === 0 || baseMs === 0 ? 0 : Math.min(maxMs, baseMs * 2 ** Math.min(count - 1, 30));

  function entry(key: string) {
    const found = failures.get(key);
    if (found && now() - found.last > Math.max(forgetMs, maxMs)) {
      failures.delete(key);
      return undefined;
    }
    return found;
  }
  const keys = (address: string, user: string | undefined) =>
    user ? [`a:${address}`, `u:${user.slice(0, 64)}`] : [`a:${address}`];

  return {
    /** How long this attempt must wait before it is checked (0: at once). */
    waitMs(address: string, user: string | undefined): number {
      let wait = 0;
      for (const key of keys(address, user)) {
        const found = entry(key);
        if (found) wait = Math.max(wait, found.last + penaltyOf(found.count) - now());
      }
      return wait;
    },
    /** The delay the failures so far have earned (the next attempt's wait right after the last failure). */
    penaltyMs(address: string, user: string | undefined): number {
      return Math.max(0, ...keys(address, user).map((key) => penaltyOf(entry(key)?.count ?? 0)));
    },
    failed(address: string, user: string | undefined): void {
      if (failures.size > 100_000) failures.clear();
      for (const key of keys(address, user)) {
        const found = entry(key);
        failures.set(key, { count: (found?.count ?? 0) + 1, last: now() });
      }
    },
    succeeded(user: string): void {
      failures.delete(`u:${user.slice(0, 64)}`);
    },
  };
}
export type AuthThrottle = ReturnType<typeof authThrottle>;
