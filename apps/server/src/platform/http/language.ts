import { type Lang, resolveLang } from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer language: the `lang` header, else Accept-Language, else zh-HK. */
    lang: Lang;
  }
}

/** The language a request asks for: its `lang` header first, then Accept-Language. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers.lang;
  return resolveLang(Array.isArray(header) ? header[0] : header, request.headers['accept-language']);
}

/** Decides each request's language once, before anything can fail. */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'zh-HK');
    app.addHook('onRequest', async (request) => {
      request.lang = languageOf(request);
    });
  },
  { name: 'siteguard-language' },
);
