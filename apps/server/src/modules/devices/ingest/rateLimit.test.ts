import { describe, expect, it } from 'vitest';
import { deviceRateLimiter } from './rateLimit.js';

describe('deviceRateLimiter', () => {
  const at = 1_000_000;

  it('lets a burst through, then drops messages that come faster than device time moves, per device', () => {
    const allow = deviceRateLimiter(10, 3, 100, 30);
    expect([allow('a', at, at), allow('a', at, at), allow('a', at, at), allow('a', at, at)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Another device has its own bucket.
    expect(allow('b', at, at)).toBe(true);
    // 100 ms of device time later one token is back (10 per second).
    expect(allow('a', at + 100, at + 100)).toBe(true);
    expect(allow('a', at + 100, at + 100)).toBe(false);
  });

  it('lets a backlog through: old readings sent at once, spaced in device time', () => {
    const allow = deviceRateLimiter(10, 3, 100, 100);
    const now = at + 600_000;
    const backlog = Array.from({ length: 50 }, (_, i) => allow('a', at + i * 200, now));
    expect(backlog.every(Boolean)).toBe(true);
  });

  it('still caps arrivals when a device forges spaced timestamps', () => {
    const allow = deviceRateLimiter(10, 3, 100, 30);
    const results = Array.from({ length: 100 }, (_, i) => allow('a', at + i * 10_000, at));
    // The arrival bucket holds 30: then nothing more in the same instant.
    expect(results.filter(Boolean)).toHaveLength(30);
  });

  it('counts messages without a device time (replies) by server time, and against the arrivals', () => {
    const allow = deviceRateLimiter(10, 3, 100, 30);
    const replies = Array.from({ length: 10 }, () => allow('a', null, at));
    expect(replies.filter(Boolean)).toHaveLength(3);
    // 100 ms of server time later one more reply is let through.
    expect(allow('a', null, at + 100)).toBe(true);
    expect(allow('a', null, at + 100)).toBe(false);
    // Replies take arrivals too: of the 30 (refilled by then), the reply took one; 29 are left.
    const timed = Array.from({ length: 40 }, (_, i) => allow('a', at + i * 10_000, at + 100));
    expect(timed.filter(Boolean)).toHaveLength(29);
  });
});
