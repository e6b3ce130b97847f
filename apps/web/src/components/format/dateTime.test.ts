import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('writes local date and time with padded fields', () => {
    const local = new Date(2025, 0, 2, 3, 4, 5);
    expect(formatDateTime(local.toISOString())).toBe('2025-01-02 03:04:05');
  });

  it('returns what it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
