/**
 * The few calls of ZLMediaKit's HTTP API the driver needs (MediaServer's `/index/api/*`). Every call
 * is a POST of urlencoded parameters with the API secret; the answer is always HTTP 200 with
 * `{ code, msg?, data? }`, code 0 meaning success.
 */

export const ZLM_VHOST = '__defaultVhost__';
export const ZLM_APP = 'live';

export interface ZlmReply<T> {
  code: number;
  msg?: string;
  data?: T;
}

export interface ZlmMediaItem {
  app: string;
  stream: string;
  schema: string;
  vhost: string;
  readerCount?: number;
  totalReaderCount?: number;
  /** Where the stream comes from: 4 is a pull proxy (addStreamProxy), 1-3 and 8-9 a push. */
  originType?: number;
  /** The pulled URL, for a pull proxy. */
  originUrl?: string;
}

/** ZLMediaKit's MediaOriginType for a stream its own proxy pulls. */
export const ZLM_ORIGIN_PULL = 4;

export class ZlmUnavailableError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'ZlmUnavailableError';
  }
}

export function zlmApi(apiUrl: string, secret: string, fetchImpl: typeof fetch = fetch) {
  const base = apiUrl.replace(/\/+$/, '');

  async function call<T>(name: string, params: Record<string, string | number>, timeoutMs: number) {
    const body = new URLSearchParams({ secret });
    for (const [field, value] of Object.entries(params)) body.set(field, String(value));
    let response: Response;
    try {
      response = await fetchImpl(`${base}/index/api/${name}`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ZlmUnavailableError(`${name}: ${error instanceof Error ? error.message : error}`, timedOut);
    }
    if (!response.ok) throw new ZlmUnavailableError(`${name}: HTTP ${response.status}`, false);
    return (await response.json()) as ZlmReply<T>;
  }

  return {
    /**
     * Asks ZLMediaKit to pull `url` as live/<stream>. It answers once the first pull succeeded or
     * failed, so the HTTP timeout is the pull's timeout plus a margin.
     */
    addStreamProxy(stream: string, url: string, pullTimeoutSeconds: number) {
      return call<{ key: string }>(
        'addStreamProxy',
        {
          vhost: ZLM_VHOST,
          app: ZLM_APP,
          stream,
          url,
          rtp_type: 0, // RTSP over TCP
          timeout_sec: pullTimeoutSeconds,
          retry_count: 3,
          enable_hls: 1,
          enable_mp4: 0, // no recording
          enable_audio: 0,
        },
        (pullTimeoutSeconds + 5) * 1000,
      );
    },
    delStreamProxy(key: string) {
      return call<{ flag: boolean }>('delStreamProxy', { key }, 5000);
    },
    /** Closes a stream whatever made it (a push, another proxy); force: even with readers. */
    closeStreams(stream: string) {
      return call<never>('close_streams', { vhost: ZLM_VHOST, app: ZLM_APP, stream, force: 1 }, 5000);
    },
    getMediaList(stream?: string) {
      return call<ZlmMediaItem[]>(
        'getMediaList',
        { vhost: ZLM_VHOST, app: ZLM_APP, ...(stream ? { stream } : {}) },
        5000,
      );
    },
  };
}

export type ZlmApi = ReturnType<typeof zlmApi>;
