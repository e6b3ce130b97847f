import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { acceptsBrotli } from '../src/platform/http/asset-memory.js';
import { tempDir, testConfig } from './helpers.js';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let dist = '';
  /** A GET of a built file, with the Accept-Encoding a browser would send (none when left out). */
  const getAsset = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  beforeAll(async () => {
    dist = tempDir();
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Siteguard</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    // The build's compressed copies (apps/web/build/precompress.ts), told apart by their content here.
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), 'brotli copy');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), 'gzip copy');
    // Under 1 KB the build writes no compressed copy.
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-5678.css'), '.a{color:red}');
    // 1 KB or more without one: a build cut short; memory leaves it to the disk.
    fs.writeFileSync(path.join(dist, 'assets', 'big-9999.js'), `/*${'x'.repeat(1100)}*/`);
    fs.writeFileSync(path.join(dist, 'assets', 'big-9999.js.gz'), 'gzip copy of big');
    const test = await testConfig('pglite');
    app = await buildApp({ ...test.config, webDistDir: dist }, { logger: false });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await test.cleanup();
      fs.rmSync(dist, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  it.each(['/', '/welcome', '/user/login?redirect=%2Fwelcome', '/system/user'])(
    'answers the page %s with index.html (history mode), never cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Siteguard</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/apiary', '/api-guide', '/user/jane.doe'])(
    'answers a browser asking for %s (outside /api) with index.html',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Siteguard</title>');
    },
  );

  it('answers HEAD for a page like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/system/role' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the browser accepts, and the file itself to one that accepts none', async () => {
    const asset = (encoding?: string) => getAsset('/assets/app-1234.js', encoding);
    const br = await asset('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli copy');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip copy');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers the scripts and styles from memory: read once at start, not from disk on each request', async () => {
    const dir = path.join(dist, 'assets');
    fs.renameSync(path.join(dir, 'app-1234.js.br'), path.join(dir, 'moved.br'));
    fs.renameSync(path.join(dir, 'tiny-5678.css'), path.join(dir, 'moved.css'));
    try {
      const br = await getAsset('/assets/app-1234.js', 'gzip, br');
      expect(br.statusCode).toBe(200);
      expect(br.body).toBe('brotli copy');
      expect(br.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      // A file too small for a compressed copy goes as it is, to any browser.
      const tiny = await getAsset('/assets/tiny-5678.css');
      expect(tiny.body).toBe('.a{color:red}');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.headers['content-type']).toBe('text/css; charset=utf-8');
      const big = await getAsset('/assets/big-9999.js', 'gzip, br');
      expect(big.body).toBe('gzip copy of big');
    } finally {
      fs.renameSync(path.join(dir, 'moved.br'), path.join(dir, 'app-1234.js.br'));
      fs.renameSync(path.join(dir, 'moved.css'), path.join(dir, 'tiny-5678.css'));
    }
  });

  it('leaves to the disk a query string, HEAD, and a larger file the build did not compress', async () => {
    const dir = path.join(dist, 'assets');
    const query = await getAsset('/assets/app-1234.js?v=1', 'br');
    expect(query.statusCode).toBe(200);
    expect(query.body).toBe('brotli copy');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-1234.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // Written after start: only the disk knows it, and @fastify/static registered its files at start.
    fs.writeFileSync(path.join(dir, 'late-0000.js'), 'x');
    expect((await getAsset('/assets/late-0000.js')).statusCode).toBe(404);
    fs.rmSync(path.join(dir, 'late-0000.js'));
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-9999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(1013001);
  });

  it('answers a missing file asked for by a script or image tag with 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/logo-old.png', headers: { accept: 'image/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(1013001);
  });

  it('keeps unknown API paths and non-GET methods as 404 envelopes', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json().code).toBe(1013001);
    expect((await app.inject({ method: 'GET', url: '/api' })).json().code).toBe(1013001);
    expect((await app.inject({ method: 'DELETE', url: '/welcome' })).statusCode).toBe(404);
  });
});

describe('Accept-Encoding and brotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5, gzip', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['br;q=0.0', false],
    ['gzip', false],
    ['brotli', false],
    [undefined, false],
  ])('%s takes brotli: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
