import { describe, expect, it } from 'vitest';
import { formatDuration, runDurationMs } from './runDuration';

describe('runDurationMs', () => {
  it('measures a finished run', () => {
    expect(
      runDurationMs({ startedAt: '2025-01-01T00:00:00.000Z', finishedAt: '2025-01-01T00:00:01.250Z' }),
    ).toBe(1250);
  });

  it('is null while running and for times that go backwards', () => {
    expect(runDurationMs({ startedAt: '2025-01-01T00:00:00Z', finishedAt: null })).toBeNull();
    expect(
      runDurationMs({ startedAt: '2025-01-01T00:00:05Z', finishedAt: '2025-01-01T00:00:00Z' }),
    ).toBeNull();
  });
});

describe('formatDuration', () => {
  it('picks milliseconds, seconds or minutes', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
  });
});
