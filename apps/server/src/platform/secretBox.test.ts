import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBoxOf } from './secretBox.js';

describe('secret box', () => {
  const box = secretBoxOf(randomBytes(32));

  it('opens what it sealed; the sealed text never shows the secret, and differs each time', () => {
    const sealed = box.seal('camera-pass-123');
    expect(sealed).not.toContain('camera-pass-123');
    expect(box.seal('camera-pass-123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('camera-pass-123');
  });

  it('refuses an altered text or another key', () => {
    const sealed = box.seal('secret');
    const altered = `${sealed.slice(0, -4)}AAAA`;
    expect(box.open(altered)).toBeUndefined();
    expect(secretBoxOf(randomBytes(32)).open(sealed)).toBeUndefined();
    expect(box.open('garbage')).toBeUndefined();
  });
});
