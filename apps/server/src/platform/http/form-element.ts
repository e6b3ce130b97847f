import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declarePublic } from './endpoints.js';
import { sendUnknownRoute } from './error-handler.js';

/**
 * Publishes the `<siteguard-form>` element bundle (siteguard-form.iife.js, the ES build and its
 * chunks); app.ts registers it under FORM_ELEMENT_PREFIX. The designer's code export points demo.html
 * and demo.vue at this address, so the files are public, readable from any origin (a saved demo.html
 * opens from disk or another site) and revalidated on every load: the main file's name carries no
 * hash, so a long cache would keep an old build after a deploy. Anything else under the prefix is the
 * 404 envelope, never the web app's index.html.
 */
export async function formElementPlugin(app: FastifyInstance, options: { dir: string | undefined }) {
  app.setNotFoundHandler(sendUnknownRoute);
  const dir = options.dir;
  if (!dir || !fs.existsSync(dir)) {
    app.log.warn(
      { dir },
      'form element not built: exported forms cannot load it (run `npm run build -w @siteguard/form-react`)',
    );
    return;
  }
  declarePublic(app);
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    list: false,
    decorateReply: false,
    cacheControl: false,
    // Files only: a directory would otherwise answer send's 403 rather than the 404 envelope.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    setHeaders(res) {
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('access-control-allow-origin', '*');
    },
  });
}
