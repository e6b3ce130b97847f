import { createHash, randomBytes } from 'node:crypto';

/** Bearer tokens are opaque random strings; only their SHA-256 is stored, so a database leak is not a session leak. */
export const tokenKinds = {
  session: 'sg_',
  machineAccess: 'sgm_',
  machineRefresh: 'sgr_',
  captcha: 'sgc_',
} as const;
type TokenKind = keyof typeof tokenKinds;

export function newToken(kind: TokenKind): string {
  return tokenKinds[kind] + randomBytes(32).toString('base64url');
}

export function isWellFormed(token: string, kind: TokenKind): boolean {
  const prefix = tokenKinds[kind];
  return token.startsWith(prefix) && /^[A-Za-z0-9_-]{43}$/.test(token.slice(prefix.length));
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
