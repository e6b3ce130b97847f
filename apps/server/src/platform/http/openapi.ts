import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declarePublic } from './endpoints.js';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Siteguard API',
          description:
            'Every JSON answer is the envelope { success, code, message, data }; errors carry a catalogue code and a message in the language of the `lang` header (zh-HK, zh-CN, en) or Accept-Language.',
          version: options.version,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (docs) => {
      declarePublic(docs);
      await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
    });
  },
  { name: 'siteguard-openapi', dependencies: ['siteguard-access-declaration'] },
);
