interface Bucket {
  tokens: number;
  /** Device time of the previous message (ms). */
  deviceAt: number;
  /** Messages without a device time (command replies): a bucket of their own, refilled by server time. */
  untimed: number;
  untimedAt: number;
  /** Arrival-rate bucket: the server's own protection. */
  arrivals: number;
  at: number;
}

/**
 * Per-device flood control in two buckets. The first counts by device time: `burst` messages, refilled
 * at `perSecond` for each second of device time between messages, so a device sending its backlog
 * after an outage (old readings, spaced in device time) gets through, while one repeating or
 * inventing messages at one moment does not. The second counts by arrival (by default ten times the
 * rate, with a burst of 2,000: a long outage's backlog), so a device forging spaced timestamps still
 * cannot take the server's time. A message without a device time (a command's reply) takes a token
 * of a third bucket of the device's rate and burst, refilled by server time, and one of the arrivals.
 */
export function deviceRateLimiter(
  perSecond: number,
  burst: number,
  arrivalRate = perSecond * 10,
  arrivalBurst = 2000,
) {
  const buckets = new Map<string, Bucket>();
  return (deviceId: string, deviceTimeMs: number | null, now = Date.now()): boolean => {
    const bucket = buckets.get(deviceId) ?? {
      tokens: burst,
      deviceAt: deviceTimeMs ?? now,
      untimed: burst,
      untimedAt: now,
      arrivals: arrivalBurst,
      at: now,
    };
    bucket.arrivals = Math.min(arrivalBurst, bucket.arrivals + ((now - bucket.at) / 1000) * arrivalRate);
    bucket.at = now;
    let allowed: boolean;
    if (deviceTimeMs === null) {
      bucket.untimed = Math.min(burst, bucket.untimed + ((now - bucket.untimedAt) / 1000) * perSecond);
      bucket.untimedAt = now;
      allowed = bucket.untimed >= 1 && bucket.arrivals >= 1;
      if (allowed) bucket.untimed -= 1;
    } else {
      bucket.tokens = Math.min(
        burst,
        bucket.tokens + (Math.abs(deviceTimeMs - bucket.deviceAt) / 1000) * perSecond,
      );
      bucket.deviceAt = deviceTimeMs;
      allowed = bucket.tokens >= 1 && bucket.arrivals >= 1;
      if (allowed) bucket.tokens -= 1;
    }
    if (allowed) bucket.arrivals -= 1;
    if (buckets.size > 200_000) buckets.clear();
    buckets.set(deviceId, bucket);
    return allowed;
  };
}
