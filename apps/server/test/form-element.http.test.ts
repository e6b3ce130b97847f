import fs from 'node:fs';
import path from 'node:path';
import { FORM_ELEMENT_PREFIX, FORM_ELEMENT_SCRIPT } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { tempDir, testConfig } from './helpers.js';

describe('serving the <siteguard-form> element bundle', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const web = tempDir();
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Siteguard</title>');
    const element = tempDir();
    fs.writeFileSync(path.join(element, 'siteguard-form.iife.js'), 'window.SiteguardForm = {};');
    fs.writeFileSync(path.join(element, 'RichTextEditor-ab12.js'), 'export const editor = 1;');
    const test = await testConfig('pglite');
    app = await buildApp({ ...test.config, webDistDir: web, formElementDir: element }, { logger: false });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await test.cleanup();
      for (const dir of [web, element]) fs.rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  it('serves the script without a session, to any origin, revalidated on every load', async () => {
    const res = await app.inject({ method: 'GET', url: FORM_ELEMENT_SCRIPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe('window.SiteguardForm = {};');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it("serves the ES build's chunks beside it", async () => {
    const res = await app.inject({ method: 'GET', url: `${FORM_ELEMENT_PREFIX}RichTextEditor-ab12.js` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('editor');
  });

  it('answers a missing file with the 404 envelope, never the web page', async () => {
    const res = await app.inject({ method: 'GET', url: `${FORM_ELEMENT_PREFIX}gone.js` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(1013001);
  });

  it('answers a page-like address under it with the 404 envelope too', async () => {
    const res = await app.inject({ method: 'GET', url: `${FORM_ELEMENT_PREFIX}somewhere` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(1013001);
  });

  it('does not list the directory', async () => {
    const res = await app.inject({ method: 'GET', url: FORM_ELEMENT_PREFIX });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('siteguard-form');
  });
});

describe('without a built element bundle', () => {
  it('starts and answers its address with 404', async () => {
    const test = await testConfig('pglite');
    const app = await buildApp(
      { ...test.config, formElementDir: path.join(tempDir(), 'missing') },
      { logger: false },
    );
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: FORM_ELEMENT_SCRIPT });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
      await test.cleanup();
    }
  });
});
