import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationServerKey, sameKey } from './vapidKey';

describe('VAPID public key for PushManager.subscribe', () => {
  // The server's key: an uncompressed P-256 point, base64url without padding (as web-push makes it).
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  const text = Buffer.from(raw).toString('base64url');

  it('decodes to the 65 bytes of the point', () => {
    const bytes = applicationServerKey(text);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).equals(raw)).toBe(true);
  });

  it('decodes every padding length', () => {
    for (const sample of ['AQ', 'AQI', 'AQID', '-_-_'])
      expect(Buffer.from(applicationServerKey(sample))).toEqual(Buffer.from(sample, 'base64url'));
  });

  it('tells a subscription made with another key', () => {
    const key = applicationServerKey(text);
    expect(sameKey(key.slice().buffer, key)).toBe(true);
    const other = key.slice();
    other[64] = (other[64] ?? 0) ^ 1;
    expect(sameKey(other.buffer, key)).toBe(false);
    expect(sameKey(key.slice(1).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
