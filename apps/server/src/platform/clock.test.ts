import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMovable, movableClock, systemClock } from './clock.js';
import { periodic } from './periodic.js';

const log = { error: vi.fn() } as never;
const AT = new Date('2026-12-05T15:59:30Z');

describe('movableClock', () => {
  afterEach(() => vi.useRealTimers());

  it('starts where asked and goes on with real time when ticking', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const clock = movableClock(AT);
    expect(clock.now().toISOString()).toBe(AT.toISOString());
    vi.setSystemTime(new Date('2030-01-01T00:01:00Z'));
    expect(clock.now().toISOString()).toBe('2026-12-05T16:00:30.000Z');
  });

  it('stands still when frozen, until moved', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const clock = movableClock(AT, { ticking: false });
    vi.setSystemTime(new Date('2030-01-02T00:00:00Z'));
    expect(clock.now()).toEqual(AT);
    expect(await clock.advance(60_000)).toEqual(new Date('2026-12-05T16:00:30Z'));
    expect(await clock.set(AT)).toEqual(AT);
  });

  it('runs every catch-up on a move, in order, with the new time, and the move waits for them', async () => {
    const clock = movableClock(AT, { ticking: false });
    const seen: string[] = [];
    clock.onMove(async (now) => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(`first ${now.toISOString()}`);
    });
    const stop = clock.onMove(async () => {
      seen.push('second');
    });
    await clock.advance(1000);
    expect(seen).toEqual(['first 2026-12-05T15:59:31.000Z', 'second']);
    stop();
    await clock.advance(1000);
    expect(seen).toHaveLength(3);
  });

  it('a failing catch-up reaches the mover', async () => {
    const clock = movableClock(AT);
    clock.onMove(async () => {
      throw new Error('sweep failed');
    });
    await expect(clock.advance(1)).rejects.toThrow('sweep failed');
  });

  it('only a movable clock is movable: the system clock never moves', () => {
    expect(isMovable(movableClock())).toBe(true);
    expect(isMovable(systemClock)).toBe(false);
    expect(systemClock.onMove(async () => undefined)).toBeTypeOf('function');
  });
});

describe('periodic on a clock', () => {
  it('runs its task when the clock moves, after the run in progress, never beside it', async () => {
    const clock = movableClock(AT, { ticking: false });
    const runs: Date[] = [];
    let active = 0;
    let overlapped = false;
    const task = async () => {
      active += 1;
      if (active > 1) overlapped = true;
      await new Promise((resolve) => setImmediate(resolve));
      runs.push(clock.now());
      active -= 1;
    };
    const sweep = periodic(task, { everyMs: 3_600_000, log, failure: 'x', clock });
    sweep.start(); // runs once at start; the move waits behind it
    await clock.advance(60_000);
    expect(overlapped).toBe(false);
    expect(runs.map((at) => at.toISOString())).toEqual([
      '2026-12-05T16:00:30.000Z',
      '2026-12-05T16:00:30.000Z',
    ]);
    await sweep.stop();
    await clock.advance(60_000);
    expect(runs).toHaveLength(2);
  });
});
