import { describe, expect, it } from 'vitest';
import { isTrustedPushEndpoint } from './push.js';

const services = ['fcm.googleapis.com', 'push.apple.com', 'https://push.site.local:8443'];

describe('trusted push endpoints (no posting where a user likes)', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://web.push.apple.com/QO1', true],
    ['https://push.site.local:8443/p/1', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilfcm.googleapis.com/x', false],
    ['https://push.site.local/p/1', false],
    ['https://push.site.local:8444/p/1', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (endpoint, trusted) => {
    expect(isTrustedPushEndpoint(endpoint, services)).toBe(trusted);
  });

  it('trusts nothing when no service is configured', () => {
    expect(isTrustedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
  });
});
