import { describe, expect, it } from 'vitest';
import { signInMark } from './welcome';

describe('signInMark', () => {
  it('is stable for a token and differs between tokens', () => {
    expect(signInMark('abc')).toBe(signInMark('abc'));
    expect(signInMark('abc')).not.toBe(signInMark('abd'));
    expect(signInMark('')).toBe('811c9dc5');
    expect(signInMark('a'.repeat(1000))).toMatch(/^[0-9a-f]{8}$/);
  });
});
