import type { MediaFailureReason } from '../driver.js';

/**
 * Reading ffmpeg's stderr: why a pull failed, and which codec the camera sends. The phrases are
 * ffmpeg's own (libavformat's RTSP client and the OS's socket errors), checked against ffmpeg 5.1.
 */

const AUTH = /401 Unauthorized|authorization failed/i;
const UNREACHABLE =
  /Connection refused|No route to host|Network is unreachable|timed out|Failed to resolve hostname|Name or service not known|name resolution|Connection reset|End of file|503 Service Unavailable/i;
const BAD_URL =
  /404 Not Found|454 Session Not Found|Protocol not found|does not start with|No such file or directory|Invalid data found when processing input|Unsupported transport|461 Unsupported/i;
const INVALID_DATA = /Invalid data found when processing input/i;

/**
 * The failure reason in an ffmpeg log, or null when it names none. `elapsedMs` and `ioTimeoutMs`
 * tell a silent camera from a wrong one: ffmpeg 5.1 reports a socket read that timed out during the
 * RTSP handshake as "Invalid data found when processing input", the same words as for a port that
 * answered with something other than RTSP; only the time it took differs.
 */
export function failureOf(log: string, elapsedMs = 0, ioTimeoutMs = Number.POSITIVE_INFINITY) {
  let reason: MediaFailureReason | null = null;
  if (AUTH.test(log)) reason = 'auth';
  else if (UNREACHABLE.test(log)) reason = 'unreachable';
  else if (INVALID_DATA.test(log) && elapsedMs >= ioTimeoutMs * 0.9) reason = 'unreachable';
  else if (BAD_URL.test(log)) reason = 'badUrl';
  return reason;
}

const VIDEO_STREAM = /^\s*Stream #\d+:\d+(?:\[[^\]]*\])?(?:\([^)]*\))?: Video: ([A-Za-z0-9_]+)/;

/** The codec on an input's "Stream #0:0: Video: h264 ..." line, or null for any other line. */
export function videoCodecOf(line: string): string | null {
  return VIDEO_STREAM.exec(line)?.[1] ?? null;
}

/** The last lines of a log, for an error's detail. */
export function tailOf(log: string, lines = 4): string {
  return log.trim().split('\n').slice(-lines).join('\n');
}
