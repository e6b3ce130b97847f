import { actionLinkApi, pushApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import { registerEndpoint } from '../../../platform/http/endpoints.js';
import { type ActionLinkDeps, acknowledgeByLink, readActionLink } from './actionLinks.service.js';

export interface ActionLinksModuleOptions extends ActionLinkDeps {
  clock: Clock;
  /** The VAPID public key browsers subscribe with (alertChannelsOf). */
  pushPublicKey: string | null;
}

/** Acknowledging from a phone notification or a message's link, and the key browsers subscribe with. */
export async function actionLinksModule(
  app: FastifyInstance,
  options: ActionLinksModuleOptions,
): Promise<void> {
  const { clock, pushPublicKey, ...deps } = options;
  registerEndpoint(app, actionLinkApi.read, ({ query }) => readActionLink(deps, query.token, clock.now()));
  registerEndpoint(app, actionLinkApi.acknowledge, ({ body }) =>
    acknowledgeByLink(deps, body.token, clock.now()),
  );
  registerEndpoint(app, pushApi.publicKey, async () => ({ publicKey: pushPublicKey }));
}
