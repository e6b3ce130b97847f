import { describe, expect, it } from 'vitest';
import { handleZlmHook, signPlayToken, verifyPlayToken } from './zlmHooks.js';

const secret = 'hook-secret';
const tokenKey = 'play-token-key-of-thirty-two-chars!';
const now = 1_800_000_000;

describe('ZLMediaKit hooks', () => {
  const forgotten: string[] = [];
  const context = { secret, tokenKey, nowSeconds: now, forget: (stream: string) => forgotten.push(stream) };

  it('closes a stream nobody reads and forgets it', () => {
    const body = { app: 'live', stream: 'cam1', schema: 'rtsp', vhost: '__defaultVhost__' };
    expect(handleZlmHook('on_stream_none_reader', body, secret, context)).toEqual({ code: 0, close: true });
    expect(forgotten).toEqual(['cam1']);
  });

  it('ignores a hook without the right secret, keeping the stream open', () => {
    forgotten.length = 0;
    const body = { app: 'live', stream: 'cam1' };
    expect(handleZlmHook('on_stream_none_reader', body, 'guess', context)).toEqual({ code: 0, close: false });
    expect(handleZlmHook('on_stream_none_reader', body, undefined, context)).toEqual({
      code: 0,
      close: false,
    });
    expect(forgotten).toEqual([]);
    const token = signPlayToken(tokenKey, 'cam1', now + 60);
    expect(
      handleZlmHook('on_play', { app: 'live', stream: 'cam1', params: `token=${token}` }, 'guess', context)
        .code,
    ).toBe(-1);
  });

  it('lets a player in with a valid token for that stream only', () => {
    const token = signPlayToken(tokenKey, 'cam1', now + 60);
    const play = (stream: string, params: string) =>
      handleZlmHook('on_play', { app: 'live', stream, params }, secret, context);
    expect(play('cam1', `token=${token}`)).toEqual({ code: 0, msg: 'success' });
    expect(play('cam2', `token=${token}`).code).toBe(-1);
    expect(play('cam1', '').code).toBe(-1);
    expect(play('cam1', `token=${token.slice(0, -1)}A`).code).toBe(-1);
    expect(
      handleZlmHook('on_play', { app: 'other', stream: 'cam1', params: `token=${token}` }, secret, context)
        .code,
    ).toBe(-1);
  });

  it('refuses an expired or foreign token', () => {
    expect(verifyPlayToken(secret, 'cam1', signPlayToken(secret, 'cam1', now - 1), now)).toBe(false);
    expect(verifyPlayToken(secret, 'cam1', signPlayToken('other secret', 'cam1', now + 60), now)).toBe(false);
    expect(verifyPlayToken(secret, 'cam1', signPlayToken(secret, 'cam1', now + 60), now)).toBe(true);
  });

  it('refuses every hook it does not name, even with the right secret (an on_publish pointed here)', () => {
    for (const hook of ['on_publish', 'on_stream_changed', 'on_rtsp_auth', 'on_http_access', '']) {
      expect(handleZlmHook(hook, { app: 'live', stream: 'cam1' }, secret, context).code).toBe(-1);
    }
  });

  it('keeps the hook secret and the play-token key apart: neither signs for the other', () => {
    const signedWithHookSecret = signPlayToken(secret, 'cam1', now + 60);
    expect(
      handleZlmHook(
        'on_play',
        { app: 'live', stream: 'cam1', params: `token=${signedWithHookSecret}` },
        secret,
        context,
      ).code,
    ).toBe(-1);
    const token = signPlayToken(tokenKey, 'cam1', now + 60);
    expect(
      handleZlmHook('on_play', { app: 'live', stream: 'cam1', params: `token=${token}` }, tokenKey, context)
        .code,
    ).toBe(-1);
  });
});
