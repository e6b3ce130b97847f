import { describe, expect, it } from 'vitest';
import { expiredPartitions } from './retention.js';

describe('expiredPartitions', () => {
  it('keeps the last 12 whole months and the current one', () => {
    const names = [
      'telemetry_2025_10',
      'telemetry_2025_11',
      'telemetry_2025_12',
      'telemetry_2026_11',
      'other',
    ];
    expect(expiredPartitions(names, 12, new Date('2026-11-26T00:00:00Z'))).toEqual(['telemetry_2025_10']);
    expect(expiredPartitions(names, 1, new Date('2026-11-26T00:00:00Z'))).toEqual([
      'telemetry_2025_10',
      'telemetry_2025_11',
      'telemetry_2025_12',
    ]);
  });
});
