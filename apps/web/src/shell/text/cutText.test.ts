import { describe, expect, it } from 'vitest';
import { cutText, logoTitle, textWidth } from './cutText';

describe('textWidth', () => {
  it('counts characters above code 128 as two', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('工地安全')).toBe(8);
    expect(textWidth('a工b')).toBe(4);
    expect(textWidth('')).toBe(0);
    // Code 128 itself is still narrow; 129 is wide.
    expect(textWidth('\u0080\u0081')).toBe(3);
  });
});

describe('cutText', () => {
  it('leaves text within the width alone', () => {
    expect(cutText('Siteguard', 9)).toBe('Siteguard');
    expect(cutText('工地安全', 8)).toBe('工地安全');
  });

  it('cuts by width, never splitting a wide character over the limit', () => {
    expect(cutText('Siteguard console', 10)).toBe('Siteguard …');
    expect(cutText('工地安全管理平台', 7)).toBe('工地安…');
    expect(cutText('ab工地安全', 5, 4)).toBe('ab工…');
  });

  it('keeps whole surrogate pairs', () => {
    expect(cutText('😀😀😀', 4)).toBe('😀😀…');
  });
});

describe('logoTitle', () => {
  it('in top-menu mode cuts to 7 plus an ellipsis when over 8', () => {
    expect(logoTitle('12345678', true)).toBe('12345678');
    expect(logoTitle('123456789', true)).toBe('1234567…');
    expect(logoTitle('工地安全管理', true)).toBe('工地安…');
  });

  it('in other modes cuts to 9 plus an ellipsis when over 10', () => {
    expect(logoTitle('Siteguard', false)).toBe('Siteguard');
    expect(logoTitle('1234567890', false)).toBe('1234567890');
    expect(logoTitle('12345678901', false)).toBe('123456789…');
    expect(logoTitle('工地安全管理', false)).toBe('工地安全…');
  });
});
