import { describe, expect, it } from 'vitest';
import { isAcceptedImage } from './avatarFile';

describe('isAcceptedImage', () => {
  it('accepts gif, jpeg and png only', () => {
    for (const type of ['image/gif', 'image/jpeg', 'image/png']) expect(isAcceptedImage({ type })).toBe(true);
    for (const type of ['image/webp', 'image/svg+xml', 'application/pdf', ''])
      expect(isAcceptedImage({ type })).toBe(false);
  });
});
