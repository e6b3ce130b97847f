import { type Lang, resolveLang } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer language: the `lang` header, else Accept-Language, else zh-HK. */
    lang: Lang;
  }
}

/** Decides each request's language once, before anything can fail. */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'zh-HK');
    app.addHook('onRequest', async (request) => {
      const header = request.headers.lang;
      request.lang = resolveLang(
        Array.isArray(header) ? header[0] : header,
        request.headers['accept-language'],
      );
    });
  },
  { name: 'siteguard-language' },
);
