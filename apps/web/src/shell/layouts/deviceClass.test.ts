import { describe, expect, it } from 'vitest';
import { deviceOf } from './deviceClass';

describe('deviceOf', () => {
  it.each([
    [320, 'mobile'],
    [575, 'mobile'],
    [576, 'tablet'],
    [800, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });
});
