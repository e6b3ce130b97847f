import { CAPTCHA_TTL_MS, type CaptchaChallenge } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import { hashToken, isWellFormed, newToken } from './tokens.js';

// Characters that cannot be mistaken for each other in the rendered image.
const CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A challenge drawn as SVG paths (the answer is not in the markup), stored by the hash of its
 * token, valid for 2 minutes and answerable once: a wrong answer burns it too.
 */
export async function createCaptcha(db: Kysely<DB>): Promise<CaptchaChallenge> {
  const drawn = svgCaptcha.create({
    size: 4,
    charPreset: CHARSET,
    noise: 3,
    color: true,
    background: '#f0f5ff',
    width: 120,
    height: 40,
  });
  const token = newToken('captcha');
  await db
    .insertInto('sys_captcha')
    .values({
      token_hash: hashToken(token),
      answer: drawn.text.toUpperCase(),
      expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
    })
    .execute();
  return {
    token,
    image: `data:image/svg+xml;base64,${Buffer.from(drawn.data).toString('base64')}`,
    expiresInSeconds: CAPTCHA_TTL_MS / 1000,
  };
}

/** Checks an answer (case-insensitive) once; a right one yields a single-use verification for /login. */
export async function checkCaptcha(db: Kysely<DB>, token: string, answer: string): Promise<string> {
  if (!isWellFormed(token, 'captcha')) return fail('CAPTCHA_INVALID');
  const now = new Date();
  // Marking the attempt and reading the answer in one statement makes a second attempt find nothing.
  const challenge = await db
    .updateTable('sys_captcha')
    .set({ attempted_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('attempted_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['answer'])
    .executeTakeFirst();
  if (!challenge || challenge.answer !== answer.trim().toUpperCase()) return fail('CAPTCHA_INVALID');
  const verification = newToken('captcha');
  await db
    .updateTable('sys_captcha')
    .set({ verification_hash: hashToken(verification) })
    .where('token_hash', '=', hashToken(token))
    .execute();
  return verification;
}

/** True once for a verification issued within the captcha's lifetime. */
export async function consumeCaptchaVerification(db: Kysely<DB>, verification: string): Promise<boolean> {
  if (!isWellFormed(verification, 'captcha')) return false;
  const now = new Date();
  const used = await db
    .updateTable('sys_captcha')
    .set({ verification_used_at: now })
    .where('verification_hash', '=', hashToken(verification))
    .where('verification_used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['token_hash'])
    .executeTakeFirst();
  return used !== undefined;
}
