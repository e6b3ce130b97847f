import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AcknowledgedVia, ActionAlertKind } from '@siteguard/contracts';

/** What a signed action link grants: one person may acknowledge one alert, until it expires, once. */
export interface ActionClaim {
  tenantId: string;
  kind: ActionAlertKind;
  alertId: string;
  userId: string;
  /** The channel the link went out through: the alert then says where it was acknowledged from. */
  via: Exclude<AcknowledgedVia, 'console'>;
  expiresAt: Date;
  /** Recorded when used (alert_action_use), so the link works once. */
  nonce: string;
}

/** Long enough to act on an alert after a night's sleep; short enough that an old mail is harmless. */
export const ACTION_LINK_LIFETIME_MS = 12 * 3600_000;

/** The compact form inside the token, so a link stays short enough for an SMS. */
interface Wire {
  t: string;
  k: ActionAlertKind;
  a: string;
  u: string;
  c: ActionClaim['via'];
  x: number;
  n: string;
}

export type VerifiedToken = { ok: true; claim: ActionClaim } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Action link tokens: `base64url(payload).base64url(HMAC-SHA256(payload))` under the server's secret
 * (DATA_DIR/keys, shared by every instance). Not a JWT: nothing but this server reads them, and a
 * fixed algorithm leaves nothing for a token to choose.
 */
export function actionTokens(secret: Buffer) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    sign(claim: Omit<ActionClaim, 'nonce'>): string {
      const wire: Wire = {
        t: claim.tenantId,
        k: claim.kind,
        a: claim.alertId,
        u: claim.userId,
        c: claim.via,
        x: Math.floor(claim.expiresAt.getTime() / 1000),
        n: randomBytes(12).toString('base64url'),
      };
      const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token: string, now: Date): VerifiedToken {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      const wire = parseWire(payload);
      if (!wire) return { ok: false, reason: 'invalid' };
      const expiresAt = new Date(wire.x * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        claim: {
          tenantId: wire.t,
          kind: wire.k,
          alertId: wire.a,
          userId: wire.u,
          via: wire.c,
          expiresAt,
          nonce: wire.n,
        },
      };
    },
  };
}
export type ActionTokens = ReturnType<typeof actionTokens>;

/** A signed payload is ours, but an older server's shape must still fail cleanly rather than throw. */
function parseWire(payload: string): Wire | undefined {
  try {
    const wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Wire>;
    const ids = [wire.t, wire.a, wire.u, wire.n];
    if (!ids.every((id) => typeof id === 'string' && id.length > 0)) return undefined;
    if (wire.k !== 'device' && wire.k !== 'cctv') return undefined;
    if (wire.c !== 'push' && wire.c !== 'email' && wire.c !== 'sms') return undefined;
    if (typeof wire.x !== 'number' || !Number.isFinite(wire.x)) return undefined;
    return wire as Wire;
  } catch {
    return undefined;
  }
}
