import type { FastifyInstance } from 'fastify';
import { type AuthModuleOptions, authModule } from './auth/index.js';
import { systemModule } from './system/index.js';

export type ModuleDeps = AuthModuleOptions;

/** Every feature module mounted under /api, in one explicit list. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await api.register(systemModule);
  await api.register(authModule, deps);
}
