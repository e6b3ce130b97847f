import crypto from 'node:crypto';
import { ZLM_APP } from './zlmApi.js';

/**
 * ZLMediaKit's web hooks, answered without HTTP: the routes pass the hook's name, its JSON body and
 * the secret the request carried (ZLMediaKit is configured to call
 * `.../hook/<name>?secret=<ZLM_HOOK_SECRET>`: it cannot add a header to its hook calls, so the secret
 * travels in the URL, and it is a secret for hooks alone), and send back what this returns with
 * status 200.
 *
 * Only the hooks named in ZLM_HOOKS are answered; any other (on_publish, on_rtsp_auth, ... pointed
 * here by a configuration mistake) is refused with code -1, which for an on_publish means "no".
 */

/** The hooks this server answers. */
export const ZLM_HOOKS = ['on_play', 'on_stream_none_reader'] as const;
export type ZlmHookName = (typeof ZLM_HOOKS)[number];

export const isZlmHook = (name: string): name is ZlmHookName =>
  (ZLM_HOOKS as readonly string[]).includes(name);

export interface ZlmHookReply {
  code: number;
  msg?: string;
  close?: boolean;
}

export interface ZlmHookContext {
  /** The secret hook requests must carry (ZLM_HOOK_SECRET). */
  secret: string;
  /** The key play tokens are signed with (ZLM_PLAY_TOKEN_KEY). */
  tokenKey: string;
  /** The stream no longer has a reader and ZLMediaKit is told to close it: forget it. */
  forget(stream: string): void;
  nowSeconds?: number;
}

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

const mac = (secret: string, stream: string, expiresAt: number) =>
  crypto.createHmac('sha256', secret).update(`${stream}.${expiresAt}`).digest('base64url').slice(0, 32);

/** A token letting its holder play `stream` until `expiresAt` (seconds): `<expiresAt>.<mac>`. */
export function signPlayToken(secret: string, stream: string, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, stream, expiresAt)}`;
}

export function verifyPlayToken(secret: string, stream: string, token: string, nowSeconds: number): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt < nowSeconds) return false;
  return sameSecret(match[2] ?? '', mac(secret, stream, expiresAt));
}

function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

export function handleZlmHook(
  hook: string,
  body: unknown,
  givenSecret: string | undefined,
  context: ZlmHookContext,
): ZlmHookReply {
  if (!isZlmHook(hook)) return { code: -1, msg: 'hook not handled' };
  if (!givenSecret || !sameSecret(givenSecret, context.secret)) {
    // Refuse plays and keep streams open: a forged none-reader hook must not cut a viewer off.
    return hook === 'on_stream_none_reader'
      ? { code: 0, close: false }
      : { code: -1, msg: 'hook secret mismatch' };
  }
  switch (hook) {
    case 'on_stream_none_reader': {
      const stream = field(body, 'stream');
      if (field(body, 'app') === ZLM_APP && stream) context.forget(stream);
      return { code: 0, close: true };
    }
    case 'on_play': {
      const stream = field(body, 'stream');
      const token = new URLSearchParams(field(body, 'params')).get('token') ?? '';
      const now = context.nowSeconds ?? Math.floor(Date.now() / 1000);
      if (field(body, 'app') !== ZLM_APP || !verifyPlayToken(context.tokenKey, stream, token, now)) {
        return { code: -1, msg: 'invalid or expired play token' };
      }
      return { code: 0, msg: 'success' };
    }
  }
}
