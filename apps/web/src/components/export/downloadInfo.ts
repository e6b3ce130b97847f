/** What a file answer's headers say, and a byte count for people: pure, tested in downloadInfo.test.ts. */

/** `filename*=UTF-8''…` (RFC 6266, what the server sends) before a plain `filename="…"`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

export function totalRowsOf(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const rows = Number(header);
  return Number.isInteger(rows) && rows >= 0 ? rows : null;
}

/** 1536 → '1.5 KB': enough precision for a progress line. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
