const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\/([\d]+)/, 'Edge'],
  [/OPR\/([\d]+)/, 'Opera'],
  [/Firefox\/([\d]+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/([\d]+)/, 'Chrome'],
  [/Version\/([\d]+).*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

/** A readable "Chrome 140 · Windows" from a user-agent string; null when there is nothing to read. */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 40);
}
