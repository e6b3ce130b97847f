import { describe, expect, it } from 'vitest';
import { deviceRateLimiter } from './rateLimit.js';

describe('deviceRateLimiter', () => {
  it('lets a burst through, then drops until tokens refill, per device', () => {
    const allow = deviceRateLimiter(10, 3);
    const at = 1_000_000;
    expect([allow('a', at), allow('a', at), allow('a', at), allow('a', at)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Another device has its own bucket.
    expect(allow('b', at)).toBe(true);
    // 100 ms later one token is back (10 per second).
    expect(allow('a', at + 100)).toBe(true);
    expect(allow('a', at + 100)).toBe(false);
  });
});
