import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCurrent, readSiteLink, signSiteLink } from './siteLinks.js';

const secret = randomBytes(32);
const now = new Date('2026-05-01T02:00:00Z');
const link = { kind: 'device' as const, id: '42', tenantId: '7', version: 3 };
const { token, expiresAt } = signSiteLink(secret, link, 30, now);

/** Flips one character of a base64url string to another valid one. */
const flip = (text: string, at: number) =>
  `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;

describe('site links', () => {
  it('reads back what was signed, expiring after the lifetime', () => {
    expect(readSiteLink(secret, token, 'device', now)).toEqual({ ...link, expiresAt });
    expect(expiresAt.toISOString()).toBe('2026-05-31T02:00:00.000Z');
  });

  it('refuses an altered payload, an altered mac, another secret and junk', () => {
    const [payload = '', mac = ''] = token.split('.');
    expect(readSiteLink(secret, `${flip(payload, 5)}.${mac}`, 'device', now)).toBeNull();
    expect(readSiteLink(secret, `${payload}.${flip(mac, 5)}`, 'device', now)).toBeNull();
    expect(readSiteLink(randomBytes(32), token, 'device', now)).toBeNull();
    for (const junk of ['', '.', 'abc', `${token}.x`, `${payload}.`])
      expect(readSiteLink(secret, junk, 'device', now)).toBeNull();
  });

  it('refuses a payload re-signed with claims of the wrong shape (even with a valid mac)', () => {
    const forged = Buffer.from(JSON.stringify({ k: 'device', i: 42, t: '7', v: 3, e: 9e9 })).toString(
      'base64url',
    );
    const mac = createHmac('sha256', secret).update(forged).digest('base64url');
    expect(readSiteLink(secret, `${forged}.${mac}`, 'device', now)).toBeNull();
  });

  it('refuses an expired token', () => {
    expect(readSiteLink(secret, token, 'device', new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(readSiteLink(secret, token, 'device', expiresAt)).toBeNull();
  });

  it("refuses another kind's token", () => {
    expect(readSiteLink(secret, token, 'vehicle', now)).toBeNull();
    expect(readSiteLink(secret, token, 'permit', now)).toBeNull();
  });

  it('a re-issued version voids the earlier links', () => {
    const claims = readSiteLink(secret, token, 'device', now);
    expect(claims && isCurrent(claims, 3)).toBe(true);
    expect(claims && isCurrent(claims, 4)).toBe(false);
  });

  it('still reads a permit link of the earlier format until it expires', () => {
    const payload = Buffer.from(JSON.stringify({ p: '9', t: '7', e: 1_800_000_000 })).toString('base64url');
    const mac = createHmac('sha256', secret).update(payload).digest('base64url');
    expect(readSiteLink(secret, `${payload}.${mac}`, 'permit', now)).toMatchObject({
      kind: 'permit',
      id: '9',
      version: 0,
    });
    expect(readSiteLink(secret, `${payload}.${mac}`, 'device', now)).toBeNull();
  });
});
