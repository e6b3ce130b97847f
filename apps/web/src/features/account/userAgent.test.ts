import { describe, expect, it } from 'vitest';
import { browserOf } from './userAgent';

describe('browserOf', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 140 · Windows');
    expect(
      browserOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      ),
    ).toBe('Safari 17 · macOS');
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 · Linux',
    );
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      ),
    ).toBe('Edge 140 · Windows');
  });

  it('falls back to the raw text or nothing', () => {
    expect(browserOf(null)).toBeNull();
    expect(browserOf('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
