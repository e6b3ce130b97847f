import fs from 'node:fs';
import path from 'node:path';

/**
 * The scripts and styles a page loads by the dozen; anything else is left to @fastify/static. The
 * types are the ones @fastify/static sends, so every copy of a file goes with the same one.
 */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The build compresses files from this size on (MIN_BYTES in apps/web/build/precompress.ts). */
const COMPRESSED_FROM = 1024;

export interface MemoryAsset {
  type: string;
  body: Buffer;
  /** 'br' for the build's brotli copy; undefined for a file too small to have one (sent as it is). */
  encoding: 'br' | undefined;
}

/**
 * The build's hashed scripts and styles, held in memory: each file's brotli copy, or the file itself
 * when it is too small to have one. A signed-in first load asks for about a hundred of them at once,
 * six at a time over HTTP/1.1; from disk each costs the server about 2 ms (stat, open, stream) and
 * the page waits on that queue (decision 0020). About 2 MB. A larger file without a brotli copy (a
 * build cut short) stays with @fastify/static, which finds its gzip copy if there is one.
 */
export function loadMemoryAssets(distDir: string): Map<string, MemoryAsset> {
  const assets = new Map<string, MemoryAsset>();
  const dir = path.join(distDir, 'assets');
  if (!fs.existsSync(dir)) return assets;
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(dir, name);
    const brotli = `${file}.br`;
    const compressed = fs.existsSync(brotli);
    if (!compressed && fs.statSync(file).size >= COMPRESSED_FROM) continue;
    assets.set(`/assets/${name}`, {
      type,
      body: fs.readFileSync(compressed ? brotli : file),
      encoding: compressed ? 'br' : undefined,
    });
  }
  return assets;
}

/** Whether an Accept-Encoding header takes brotli (present, and not with q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
