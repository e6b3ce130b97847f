import { describe, expect, it } from 'vitest';
import { CRON_PRESETS, cronHint } from './cronHint';

// 2025-01-01 00:00 in Hong Kong (UTC+8, no daylight saving).
const NEW_YEAR_HK = new Date('2024-12-31T16:00:00Z');

describe('cronHint', () => {
  it('gives the next runs of a five-field expression in Hong Kong time', () => {
    const hint = cronHint('0 3 * * *', 2, NEW_YEAR_HK);
    expect(hint).toEqual({
      ok: true,
      next: [new Date('2024-12-31T19:00:00Z'), new Date('2025-01-01T19:00:00Z')],
    });
  });

  it('takes six fields as seconds first', () => {
    const hint = cronHint('30 0 3 * * *', 1, NEW_YEAR_HK);
    expect(hint).toEqual({ ok: true, next: [new Date('2024-12-31T19:00:30Z')] });
  });

  it('refuses wrong field counts and values out of range, saying why', () => {
    for (const bad of ['0 3 * *', '61 * * * *', '0 25 * * *', 'every day', '* * * * * * * *']) {
      const hint = cronHint(bad);
      expect(hint.ok, bad).toBe(false);
      if (!hint.ok) expect(hint.reason.length).toBeGreaterThan(0);
    }
  });

  it('accepts every preset it offers', () => {
    for (const preset of CRON_PRESETS) expect(cronHint(preset.value).ok, preset.value).toBe(true);
  });
});
