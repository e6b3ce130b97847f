/**
 * The media driver: turns a camera's RTSP stream into something a browser plays, on demand. Two
 * implementations share this interface: the built-in one (ffmpeg writing HLS to a temporary folder,
 * served by our own routes) and one over a ZLMediaKit server (its HTTP API and hooks).
 */

/** Why a stream could not be pulled. The HTTP layer shows one message for all of them. */
export type MediaFailureReason = 'unreachable' | 'auth' | 'badUrl' | 'timeout' | 'noFfmpeg' | 'busy';

/** The message the spec shows for every pull failure; the reason goes to the log, not the user. */
export const PULL_FAILED_MESSAGE = 'pull flow failed, please contact the administrator';

export class MediaError extends Error {
  constructor(
    readonly reason: MediaFailureReason,
    /** What the driver saw (ffmpeg's last lines, the media server's answer), credentials removed. */
    readonly detail = '',
  ) {
    super(detail ? `media: ${reason}: ${detail}` : `media: ${reason}`);
    this.name = 'MediaError';
  }
}

/** Which cap a refused start hit (LIVE_STREAMS_MAX, LIVE_STREAMS_PER_TENANT, LIVE_TRANSCODES_MAX). */
export type LiveLimit = 'server' | 'tenant' | 'transcode';

/** A start refused because the server (or the tenant) already runs as many streams as it may. */
export class MediaBusyError extends MediaError {
  constructor(readonly limit: LiveLimit) {
    super('busy', `${limit} live stream limit reached`);
    this.name = 'MediaBusyError';
  }
}

/** How many streams may run at once; a missing field is no limit. */
export interface LiveLimits {
  /** Streams per server (starting or live; failed ones cost nothing). */
  streams?: number;
  /** Streams per tenant. */
  perTenant?: number;
  /** Transcoding streams per server (the built-in driver: non-H.264 cameras; ZLMediaKit remuxes only). */
  transcodes?: number;
}

/**
 * Throws MediaBusyError when one more stream of `tenantId` would pass a limit. Called synchronously
 * right before a driver records the new stream, so two starts at once cannot both take the last place.
 */
export function admitStream(limits: LiveLimits, running: StreamInfo[], tenantId: string): void {
  const active = running.filter((info) => info.state !== 'failed');
  if (limits.streams !== undefined && active.length >= limits.streams) throw new MediaBusyError('server');
  if (
    limits.perTenant !== undefined &&
    active.filter((info) => info.tenantId === tenantId).length >= limits.perTenant
  )
    throw new MediaBusyError('tenant');
}

export interface MediaSource {
  /** Names the stream: letters, digits, `_` and `-` (it becomes a folder name and a URL segment). */
  key: string;
  rtspUrl: string;
  tenantId: string;
}

export type StreamState = 'starting' | 'live' | 'failed';

export interface StreamInfo {
  key: string;
  tenantId: string;
  state: StreamState;
  startedAt: Date;
  /** The last time a viewer read the stream (`touch`), or null. */
  lastReadAt: Date | null;
  /** Readers the media server counts, when it can tell (ZLMediaKit); null for the built-in driver. */
  viewers: number | null;
  /** How many times the pull was restarted after the camera dropped. */
  restarts: number;
  playUrl: string;
  /** Set once the stream has given up (state 'failed'). */
  failure?: MediaFailureReason;
}

export interface MediaDriver {
  readonly kind: 'ffmpeg' | 'zlm';
  /**
   * Starts pulling the camera, resolving once a player can open `playUrl`. Starting a key that is
   * already running (or starting) returns the same URL without a second pull. Rejects with a
   * MediaError.
   */
  start(source: MediaSource): Promise<{ playUrl: string }>;
  /** Stops the pull and forgets the stream; stopping an unknown key does nothing. */
  stop(key: string): Promise<void>;
  /** A viewer is reading: pushes back the idle stop. */
  touch(key: string): void;
  get(key: string): StreamInfo | undefined;
  list(): StreamInfo[];
  /** Stops every stream (server shutdown); later starts are refused. */
  close(): Promise<void>;
}

const STREAM_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isStreamKey(key: string): boolean {
  return STREAM_KEY.test(key);
}

export function assertStreamKey(key: string): void {
  // A programming error rather than a camera's fault: the caller builds keys.
  if (!isStreamKey(key)) throw new TypeError(`invalid media stream key: ${JSON.stringify(key)}`);
}

/**
 * Refuses what cannot be an RTSP camera before any process or request is spent on it: a URL that
 * does not parse, another scheme (http://, file:, a bare path: ffmpeg would happily read local files),
 * or no host.
 */
export function checkRtspUrl(rtspUrl: string): void {
  // Control characters would end the line of the input script ffmpeg reads the URL from.
  if ([...rtspUrl].some((char) => char < ' ' || char === '\u007f')) {
    throw new MediaError('badUrl', 'control characters');
  }
  let url: URL;
  try {
    url = new URL(rtspUrl);
  } catch {
    throw new MediaError('badUrl', 'not a URL');
  }
  if (url.protocol !== 'rtsp:' && url.protocol !== 'rtsps:') {
    throw new MediaError('badUrl', `scheme ${url.protocol} is not rtsp: or rtsps:`);
  }
  if (!url.hostname) throw new MediaError('badUrl', 'no host');
}

/** Removes `user:password@` from any URL in a text meant for logs. */
export function redactCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s'"]*@/gi, '$1***@');
}
