/**
 * A token bucket per device: `burst` messages at once, refilled at `perSecond`. A device sending
 * faster than that (a fault, a replay attack) has the excess dropped, not the whole platform slowed.
 */
export function deviceRateLimiter(perSecond: number, burst: number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (deviceId: string, now = Date.now()): boolean => {
    const bucket = buckets.get(deviceId) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    buckets.set(deviceId, bucket);
    return allowed;
  };
}
