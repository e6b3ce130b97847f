/**
 * When a live stream is lost (a fatal player error, or the picture stops moving), the tile asks the
 * server for the stream again after a growing pause: 2 s, 4 s, 8 s ... never more than 30 s.
 */
export const RECONNECT_BASE_MS = 2_000;
export const RECONNECT_MAX_MS = 30_000;
/** No playback progress for this long while playing counts as a lost stream. */
export const STALL_TIMEOUT_MS = 8_000;
/** Before the first frame the server may still be warming the stream up: allow longer. */
export const FIRST_FRAME_TIMEOUT_MS = 20_000;

/** The pause before reconnect attempt `attempt` (0 for the first). */
export function reconnectDelay(attempt: number): number {
  const step = Math.max(0, Math.floor(attempt));
  // 2^14 × 2 s is far past the cap already; stop doubling before the number gets silly.
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(step, 14));
}

/**
 * Whether the picture has stopped: playing, and the last progress (a `timeupdate` that moved
 * `currentTime`) is older than the allowance, which is longer before the first frame.
 */
export function isStalled(options: { now: number; lastProgressAt: number; sawFrame: boolean }): boolean {
  const allowance = options.sawFrame ? STALL_TIMEOUT_MS : FIRST_FRAME_TIMEOUT_MS;
  return options.now - options.lastProgressAt > allowance;
}
