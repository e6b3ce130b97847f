import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACTION_LINK_LIFETIME_MS, actionTokens } from './tokens.js';

const secret = Buffer.alloc(32, 7);
const tokens = actionTokens(secret);
const now = new Date('2026-12-06T16:00:00Z'); // midnight in Hong Kong
const claim = {
  tenantId: 't-1',
  kind: 'device' as const,
  alertId: 'a-42',
  userId: 'u-9',
  via: 'sms' as const,
  expiresAt: new Date(now.getTime() + ACTION_LINK_LIFETIME_MS),
};

/** A token whose payload was replaced by another, keeping the old signature. */
function withPayload(token: string, change: (wire: Record<string, unknown>) => void): string {
  const [payload, signature] = token.split('.') as [string, string];
  const wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(wire);
  return `${Buffer.from(JSON.stringify(wire)).toString('base64url')}.${signature}`;
}

describe('action link tokens', () => {
  it('carries its claim, with a fresh nonce each time, and is short enough for an SMS', () => {
    const token = tokens.sign(claim);
    const verified = tokens.verify(token, now);
    expect(verified).toMatchObject({ ok: true, claim: { ...claim, expiresAt: claim.expiresAt } });
    const other = tokens.sign(claim);
    expect(other).not.toBe(token);
    const nonces = [token, other].map((each) => {
      const result = tokens.verify(each, now);
      return result.ok ? result.claim.nonce : '';
    });
    expect(new Set(nonces).size).toBe(2);
    expect(token.length).toBeLessThan(220);
  });

  const cases: { name: string; token: () => string; at?: Date; reason: 'invalid' | 'expired' }[] = [
    { name: 'empty', token: () => '', reason: 'invalid' },
    { name: 'no signature', token: () => tokens.sign(claim).split('.')[0] ?? '', reason: 'invalid' },
    { name: 'a third part', token: () => `${tokens.sign(claim)}.x`, reason: 'invalid' },
    {
      name: 'another alert under the old signature',
      token: () =>
        withPayload(tokens.sign(claim), (wire) => {
          wire.a = 'a-43';
        }),
      reason: 'invalid',
    },
    {
      name: 'a later expiry under the old signature',
      token: () =>
        withPayload(tokens.sign(claim), (wire) => {
          wire.x = Number(wire.x) + 3600;
        }),
      reason: 'invalid',
    },
    {
      name: 'signed by another key',
      token: () => actionTokens(Buffer.alloc(32, 8)).sign(claim),
      reason: 'invalid',
    },
    { name: 'truncated signature', token: () => tokens.sign(claim).slice(0, -4), reason: 'invalid' },
    {
      name: 'at its expiry',
      token: () => tokens.sign(claim),
      at: claim.expiresAt,
      reason: 'expired',
    },
    {
      name: 'a day later',
      token: () => tokens.sign(claim),
      at: new Date(now.getTime() + 24 * 3600_000),
      reason: 'expired',
    },
  ];
  it.each(cases)('refuses $name as $reason', ({ token, at, reason }) => {
    expect(tokens.verify(token(), at ?? now)).toEqual({ ok: false, reason });
  });

  it('refuses a well-signed payload of the wrong shape rather than throwing', () => {
    const sign = (payload: unknown) => {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      // Signed with the same key, as a token from an older or newer server would be.
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    };
    const good = { t: 't', k: 'cctv', a: 'a', u: 'u', c: 'email', x: 2_000_000_000, n: 'n' };
    expect(tokens.verify(sign(good), now).ok).toBe(true);
    for (const broken of [
      { ...good, k: 'plant' },
      { ...good, c: 'console' },
      { ...good, a: '' },
      { ...good, x: 'soon' },
      'text',
    ])
      expect(tokens.verify(sign(broken), now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
