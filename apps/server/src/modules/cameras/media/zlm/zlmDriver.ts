import {
  admitStream,
  assertStreamKey,
  checkRtspUrl,
  type LiveLimits,
  type MediaDriver,
  MediaError,
  type MediaFailureReason,
  type MediaSource,
  redactCredentials,
  type StreamInfo,
} from '../driver.js';
import type { MediaLog } from '../mediaLog.js';
import { ZLM_APP, ZLM_ORIGIN_PULL, ZLM_VHOST, type ZlmApi, ZlmUnavailableError, zlmApi } from './zlmApi.js';
import { handleZlmHook, signPlayToken, type ZlmHookReply } from './zlmHooks.js';

export interface ZlmDriverOptions {
  /** ZLMediaKit's HTTP API, as the server reaches it (ZLM_API_URL), e.g. http://zlm:80. */
  apiUrl: string;
  /** `api.secret` of ZLMediaKit's config.ini (ZLM_SECRET): for our calls to its API only. */
  secret: string;
  /** ZLMediaKit's HTTP address as browsers reach it (ZLM_PUBLIC_URL). */
  publicUrl: string;
  /** The secret ZLMediaKit's hook URLs carry (ZLM_HOOK_SECRET): for its calls to us only. */
  hookSecret: string;
  /** Signs the play URLs' tokens that on_play checks (ZLM_PLAY_TOKEN_KEY). */
  playTokenKey: string;
  /** Streams at once per server and per tenant (ZLMediaKit remuxes: no transcode limit applies). */
  limits?: LiveLimits;
  /** HLS (hls.js, the web's player) or HTTP-fMP4 (`.live.mp4`). Default 'hls'. */
  playFormat?: 'hls' | 'fmp4';
  /** How long a play URL's token is good for; default 1 hour. */
  tokenTtlSeconds?: number;
  /** How long ZLMediaKit may try to reach the camera; default 8 s. */
  pullTimeoutSeconds?: number;
  fetch?: typeof fetch;
  log?: MediaLog;
}

export interface ZlmMediaDriver extends MediaDriver {
  readonly kind: 'zlm';
  /** Answers one of ZLMediaKit's hooks (see zlmHooks.ts); `secret` is what the request carried. */
  hook(name: string, body: unknown, secret: string | undefined): ZlmHookReply;
  /** Reads the reader counts from ZLMediaKit into list()'s `viewers`. */
  refresh(): Promise<void>;
}

interface Proxy {
  source: MediaSource;
  info: StreamInfo;
  /** The key addStreamProxy returned, for delStreamProxy. */
  proxyKey: string;
  ready: Promise<{ playUrl: string }>;
}

/** ZLMediaKit's answer to a failed pull, as one of our reasons. */
export function zlmFailureOf(message: string): MediaFailureReason {
  if (/401|unauthori[sz]ed|auth/i.test(message)) return 'auth';
  if (/timeout|timed out/i.test(message)) return 'timeout';
  if (/404|not found|invalid|unsupported|url|schema/i.test(message)) return 'badUrl';
  return 'unreachable';
}

const noLog: MediaLog = { info() {}, warn() {} };

const withoutUserInfo = (url: string) => url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');

/**
 * The driver over a ZLMediaKit server: it pulls the camera itself (addStreamProxy), serves the
 * players, and tells us through a hook when nobody watches any more, so no idle timer runs here.
 */
export function zlmMediaDriver(options: ZlmDriverOptions): ZlmMediaDriver {
  const api: ZlmApi = zlmApi(options.apiUrl, options.secret, options.fetch);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const { hookSecret, playTokenKey } = options;
  const limits = options.limits ?? {};
  const ttl = options.tokenTtlSeconds ?? 3600;
  const pullTimeoutSeconds = options.pullTimeoutSeconds ?? 8;
  const log = options.log ?? noLog;
  const proxies = new Map<string, Proxy>();
  let closed = false;

  /** A fresh token per start: the path stays the same, each caller gets its own expiry. */
  const playUrlOf = (key: string) => {
    const token = signPlayToken(playTokenKey, key, Math.floor(Date.now() / 1000) + ttl);
    const path =
      options.playFormat === 'fmp4' ? `/${ZLM_APP}/${key}.live.mp4` : `/${ZLM_APP}/${key}/hls.m3u8`;
    return `${publicUrl}${path}?token=${token}`;
  };

  /** addStreamProxy, with a failure to reach ZLMediaKit as a MediaError. */
  async function addStreamProxy(key: string, rtspUrl: string) {
    try {
      return await api.addStreamProxy(key, rtspUrl, pullTimeoutSeconds);
    } catch (error) {
      const timedOut = error instanceof ZlmUnavailableError && error.timedOut;
      throw new MediaError(timedOut ? 'timeout' : 'unreachable', `media server: ${(error as Error).message}`);
    }
  }

  /** True when ZLMediaKit's live/<key> is a pull proxy of this very URL (user name and password aside). */
  async function pullsFrom(key: string, rtspUrl: string): Promise<boolean> {
    const reply = await api.getMediaList(key).catch(() => null);
    if (reply?.code !== 0) return false;
    const wanted = withoutUserInfo(rtspUrl);
    const items = (reply.data ?? []).filter((item) => item.app === ZLM_APP && item.stream === key);
    return (
      items.length > 0 &&
      items.every(
        (item) =>
          (item.originType === undefined || item.originType === ZLM_ORIGIN_PULL) &&
          typeof item.originUrl === 'string' &&
          withoutUserInfo(item.originUrl) === wanted,
      )
    );
  }

  /** Takes down whatever holds live/<key>: our proxy of another URL, or a stream pushed in. */
  async function evict(key: string): Promise<void> {
    await api.delStreamProxy(`${ZLM_VHOST}/${ZLM_APP}/${key}`).catch(() => null);
    await api.closeStreams(key).catch(() => null);
  }

  async function addProxy(proxy: Proxy): Promise<void> {
    const { key, rtspUrl } = proxy.source;
    let reply = await addStreamProxy(key, rtspUrl);
    if (reply.code === 0 && reply.data?.key) {
      proxy.proxyKey = reply.data.key;
      return;
    }
    let message = reply.msg ?? `code ${reply.code}`;
    if (/already exists/i.test(message)) {
      // Still pulling this camera from before (our server restarted, ZLMediaKit did not): adopt it.
      // Anything else under the name (another URL, a stream pushed in) is not this camera: it goes.
      if (await pullsFrom(key, rtspUrl)) {
        proxy.proxyKey = `${ZLM_VHOST}/${ZLM_APP}/${key}`;
        return;
      }
      log.warn({ key }, 'media: the stream name is held by another source; replacing it');
      await evict(key);
      reply = await addStreamProxy(key, rtspUrl);
      if (reply.code === 0 && reply.data?.key) {
        proxy.proxyKey = reply.data.key;
        return;
      }
      message = reply.msg ?? `code ${reply.code}`;
      if (/already exists/i.test(message)) {
        throw new MediaError('unreachable', 'the stream name is held by another source that would not close');
      }
    }
    throw new MediaError(zlmFailureOf(message), redactCredentials(message));
  }

  async function remove(proxy: Proxy): Promise<void> {
    if (proxies.get(proxy.source.key) === proxy) proxies.delete(proxy.source.key);
    if (!proxy.proxyKey) return;
    try {
      const reply = await api.delStreamProxy(proxy.proxyKey);
      if (reply.code !== 0)
        log.warn({ key: proxy.source.key, msg: reply.msg }, 'media: delStreamProxy refused');
    } catch (error) {
      log.warn({ key: proxy.source.key, err: error }, 'media: delStreamProxy failed');
    }
  }

  const snapshot = (proxy: Proxy): StreamInfo => ({ ...proxy.info });

  const driver: ZlmMediaDriver = {
    kind: 'zlm',

    async start(source) {
      if (closed) throw new MediaError('unreachable', 'the media driver is closed');
      assertStreamKey(source.key);
      checkRtspUrl(source.rtspUrl);
      const existing = proxies.get(source.key);
      if (existing) {
        const same =
          existing.source.rtspUrl === source.rtspUrl && existing.source.tenantId === source.tenantId;
        if (same && existing.info.state !== 'failed') {
          await existing.ready;
          return { playUrl: playUrlOf(source.key) };
        }
        await remove(existing);
      }
      admitStream(limits, driver.list(), source.tenantId);
      const proxy: Proxy = {
        source: { ...source },
        info: {
          key: source.key,
          tenantId: source.tenantId,
          state: 'starting',
          startedAt: new Date(),
          lastReadAt: null,
          viewers: null,
          restarts: 0,
          playUrl: playUrlOf(source.key),
        },
        proxyKey: '',
        ready: Promise.resolve({ playUrl: '' }),
      };
      proxies.set(source.key, proxy);
      proxy.ready = addProxy(proxy).then(
        async () => {
          if (proxies.get(source.key) !== proxy) {
            // Stopped while ZLMediaKit was still connecting: take the proxy down again.
            await remove(proxy);
            throw new MediaError('unreachable', 'stopped while starting');
          }
          proxy.info.state = 'live';
          return { playUrl: proxy.info.playUrl };
        },
        (error: unknown) => {
          if (proxies.get(source.key) === proxy) proxies.delete(source.key);
          if (error instanceof MediaError) {
            log.warn({ key: source.key, reason: error.reason, detail: error.detail }, 'media: pull failed');
          }
          throw error;
        },
      );
      return proxy.ready;
    },

    async stop(key) {
      const proxy = proxies.get(key);
      if (proxy) await remove(proxy);
    },

    touch(key) {
      const proxy = proxies.get(key);
      if (proxy) proxy.info.lastReadAt = new Date();
    },

    get(key) {
      const proxy = proxies.get(key);
      return proxy ? snapshot(proxy) : undefined;
    },

    list() {
      return [...proxies.values()].map(snapshot);
    },

    hook(name, body, secret) {
      return handleZlmHook(name, body, secret, {
        secret: hookSecret,
        tokenKey: playTokenKey,
        // ZLMediaKit closes the stream itself on our answer; only our record goes.
        forget: (stream) => proxies.delete(stream),
      });
    },

    async refresh() {
      const reply = await api.getMediaList();
      if (reply.code !== 0) return;
      const readers = new Map<string, number>();
      for (const item of reply.data ?? []) {
        const count = item.totalReaderCount ?? item.readerCount ?? 0;
        readers.set(item.stream, Math.max(readers.get(item.stream) ?? 0, count));
      }
      for (const proxy of proxies.values()) {
        if (proxy.info.state === 'live') proxy.info.viewers = readers.get(proxy.source.key) ?? 0;
      }
    },

    async close() {
      closed = true;
      await Promise.all([...proxies.values()].map(remove));
    },
  };
  return driver;
}
