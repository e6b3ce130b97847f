import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_TIMEOUT_MS, isStalled, reconnectDelay, STALL_TIMEOUT_MS } from './reconnect';

describe('reconnect backoff', () => {
  it('doubles from 2 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('treats odd attempts as the first', () => {
    expect(reconnectDelay(-1)).toBe(2000);
    expect(reconnectDelay(1.7)).toBe(4000);
  });
});

describe('stall detection', () => {
  it('waits 8 s without progress once a frame was seen', () => {
    expect(isStalled({ now: STALL_TIMEOUT_MS, lastProgressAt: 0, sawFrame: true })).toBe(false);
    expect(isStalled({ now: STALL_TIMEOUT_MS + 1, lastProgressAt: 0, sawFrame: true })).toBe(true);
  });

  it('allows longer for the first frame', () => {
    expect(isStalled({ now: STALL_TIMEOUT_MS + 1, lastProgressAt: 0, sawFrame: false })).toBe(false);
    expect(isStalled({ now: FIRST_FRAME_TIMEOUT_MS + 1, lastProgressAt: 0, sawFrame: false })).toBe(true);
  });
});
