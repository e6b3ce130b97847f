import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget';

describe('linkTarget', () => {
  it('keeps http, https and mailto addresses', () => {
    expect(linkTarget('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(linkTarget(' http://intranet.example.hk ')).toBe('http://intranet.example.hk');
    expect(linkTarget('mailto:safety@example.com')).toBe('mailto:safety@example.com');
  });

  it('puts https in front of a bare host', () => {
    expect(linkTarget('example.com/rules')).toBe('https://example.com/rules');
  });

  it('refuses scripts, data, blanks and words that are no address', () => {
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('data:text/html,<b>x</b>')).toBeNull();
    expect(linkTarget('')).toBeNull();
    expect(linkTarget('not a link')).toBeNull();
    expect(linkTarget('hello')).toBeNull();
    expect(linkTarget('mailto:nobody')).toBeNull();
  });
});
