import { heatStressApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import type { HeatStressService } from './heatStress.service.js';

/** GET /heatStress/current (the board) and POST /heatStress/override (audited by the operation log). */
export async function heatStressModule(
  app: FastifyInstance,
  { heatStress }: { heatStress: HeatStressService },
) {
  registerEndpoint(app, heatStressApi.current, ({ request }) =>
    heatStress.board(requirePrincipal(request).tenant),
  );
  registerEndpoint(app, heatStressApi.override, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return heatStress.override(tenant, principal.userId, body.value);
  });
}
