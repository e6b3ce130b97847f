import { describe, expect, it } from 'vitest';
import { certificateState, trackingPageOf, trackingPath } from './paths.js';

const token = `${'eyJrIjoidmVoaWNsZSJ9'.repeat(2)}.${'a'.repeat(40)}_-Z`;

describe('tracking paths', () => {
  it('knows the fixed pages and a vehicle page by the shape of its single segment', () => {
    expect(trackingPageOf('/tracking/qrcode')).toBe('device');
    expect(trackingPageOf('/tracking/LAQrcode')).toBe('liftingAppliance');
    expect(trackingPageOf('/sw_smartwatch1_activecount')).toBe('activeCount');
    expect(trackingPageOf(`/${token}`)).toBe('vehicle');
    expect(trackingPath('vehicle', token)).toBe(`/${token}`);
    expect(trackingPageOf(trackingPath('device', token).split('?')[0] ?? '')).toBe('device');
  });

  it("never takes the console's paths, files or another depth for a token", () => {
    for (const path of [
      '/',
      '/welcome',
      '/tracking/other',
      '/abc.def',
      '/favicon.svg',
      `/api/${token}`,
      `/${token}/x`,
      `/${token.slice(0, -1)}`,
      `/${token.replace('.', '')}`,
    ])
      expect(trackingPageOf(path), path).toBeNull();
  });

  it('reads certificates against the Hong Kong day, not the UTC one', () => {
    // 16:30 UTC on 1 March is 00:30 on 2 March in Hong Kong: a certificate valid until 1 March has expired.
    const justAfterMidnightHk = Date.parse('2026-03-01T16:30:00Z');
    expect(certificateState('2026-03-01', justAfterMidnightHk)).toBe('expired');
    expect(certificateState('2026-03-02', justAfterMidnightHk)).toBe('expiring');
    expect(certificateState('2026-04-01', justAfterMidnightHk)).toBe('expiring');
    expect(certificateState('2026-04-02', justAfterMidnightHk)).toBe('valid');
  });
});
