import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-26T10:00:00+08:00');
  it('says minutes, then hours, then days, in the language', () => {
    expect(timeAgo('2026-11-26T09:48:00+08:00', 'en', now)).toBe('12 minutes ago');
    expect(timeAgo('2026-11-26T10:00:00+08:00', 'en', now)).toBe('this minute');
    expect(timeAgo('2026-11-26T07:00:00+08:00', 'zh-HK', now)).toBe('3 小時前');
    expect(timeAgo('2026-11-23T10:00:00+08:00', 'zh-CN', now)).toBe('3天前');
  });
});
