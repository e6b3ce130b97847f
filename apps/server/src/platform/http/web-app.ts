import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { acceptsBrotli, loadMemoryAssets } from './asset-memory.js';
import { declarePublic } from './endpoints.js';
import { sendUnknownRoute } from './error-handler.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app at / in history mode: a GET outside /api that matches no file
 * returns index.html so the client router can take it. Hashed assets are cached for a year;
 * index.html never, so a deploy is picked up on the next load. The build writes brotli and gzip
 * copies beside the text files (apps/web/build/precompress.ts): the browser gets the one it accepts.
 * The hashed scripts and styles are answered from memory (asset-memory.ts), the rest from disk.
 */
export async function webAppPlugin(
  app: FastifyInstance,
  options: {
    distDir: string | undefined;
    /**
     * The page of the build (other than index.html) that answers a path: the permit site page, the
     * public tracking page. Undefined for the console's own paths (history fallback).
     */
    pageFor?: (pathname: string) => string | undefined;
  },
) {
  const distDir = options.distDir;
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!distDir || !indexFile || !fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
    app.setNotFoundHandler(sendUnknownRoute);
    return;
  }
  declarePublic(app);
  const inMemory = loadMemoryAssets(distDir);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const asset = inMemory.get(request.url);
    if (!asset) return;
    // A browser without brotli gets the gzip copy or the file from disk, below.
    if (asset.encoding === 'br' && !acceptsBrotli(request.headers['accept-encoding'])) return;
    reply
      .header('content-type', asset.type)
      .header('cache-control', IMMUTABLE)
      .header('vary', 'Accept-Encoding');
    if (asset.encoding) reply.header('content-encoding', asset.encoding);
    return reply.send(asset.body);
  });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own cache rules below; the plugin's default would overwrite them with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
      // Which copy was sent depends on Accept-Encoding: a shared cache must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request.method, request.url, request.headers.accept)) {
      return sendUnknownRoute(request, reply);
    }
    const pathname = request.url.split('?')[0] ?? '';
    const page = options.pageFor?.(pathname);
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(page && fs.existsSync(path.join(distDir, page)) ? page : 'index.html');
  });
}

/**
 * Whether an unmatched request is the browser asking for a page of the client router: any GET (or
 * HEAD) outside /api. The one exception is a missing script or image (a file-like path not asked
 * for as HTML): it must be a 404, or the browser would report a MIME error instead.
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const looksLikeFile = pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
  return !looksLikeFile || (accept ?? '').includes('text/html');
}
