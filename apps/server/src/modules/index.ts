import type { FastifyPluginAsync } from 'fastify';
import { authModule } from './auth/index.js';
import { systemModule } from './system/index.js';

/** Every feature module mounted under /api, in one explicit list. */
export const apiModules: readonly FastifyPluginAsync[] = [systemModule, authModule];
