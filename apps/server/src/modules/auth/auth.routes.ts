import { authSettingsApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { readSwitch } from './auth.queries.js';

export async function authModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, authSettingsApi.getTenantOpen, () => readSwitch(app.database.db, 'TENANT_OPEN'));
  registerEndpoint(app, authSettingsApi.getCaptchaOpen, () => readSwitch(app.database.db, 'CAPTCHA_OPEN'));
}
