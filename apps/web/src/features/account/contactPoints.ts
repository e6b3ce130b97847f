/** A stored mobile (+85291234567) as people read it: +852 9123 4567. */
export function formatMobile(e164: string): string {
  const match = /^\+852(\d{4})(\d{4})$/.exec(e164);
  return match ? `+852 ${match[1]} ${match[2]}` : e164;
}

// Each browser family has its own push service; its host says which browser subscribed.
const PUSH_SERVICES: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)fcm\.googleapis\.com$|(^|\.)android\.googleapis\.com$/, 'Chrome'],
  [/(^|\.)push\.services\.mozilla\.com$/, 'Firefox'],
  [/(^|\.)push\.apple\.com$/, 'Safari'],
  [/(^|\.)notify\.windows\.com$/, 'Edge'],
];

/** The name a push row goes by when its owner gave none: the browser its push service belongs to. */
export function pushDeviceName(endpoint: string): string {
  let host: string;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return endpoint;
  }
  return PUSH_SERVICES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}
