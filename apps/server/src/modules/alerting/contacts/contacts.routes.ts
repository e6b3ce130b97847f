import { contactsApi, quietHoursApi } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../../platform/errors.js';
import { requirePrincipal } from '../../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../../platform/http/endpoints.js';
import { isTrustedPushEndpoint } from '../channels/index.js';
import {
  addOwnPush,
  type Channels,
  ownContactPoints,
  removeOwnContactPoint,
  removeOwnPush,
  sendOwnTest,
  setOwnAddress,
} from './contacts.service.js';
import { ownQuietHours, setOwnQuietHours } from './quietHours.service.js';

export interface ContactsModuleOptions {
  /** The server's channels (alertChannelsOf): a test goes out the way an alert would. */
  channels: Channels;
  /** PUSH_SERVICES: a subscription elsewhere is refused (the server would post to it). */
  pushServices: readonly string[];
}

/** /account/settings/notification: each call acts on the caller's own contact points only. */
export async function contactsModule(app: FastifyInstance, options: ContactsModuleOptions): Promise<void> {
  const { channels, pushServices } = options;

  registerEndpoint(app, contactsApi.own, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return ownContactPoints(tenant, principal.userId);
  });
  registerEndpoint(app, contactsApi.setEmail, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return setOwnAddress(tenant, principal.userId, 'email', body.email);
  });
  registerEndpoint(app, contactsApi.setMobile, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return setOwnAddress(tenant, principal.userId, 'sms', body.mobile);
  });
  registerEndpoint(app, contactsApi.remove, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return removeOwnContactPoint(tenant, principal.userId, body.id);
  });
  registerEndpoint(app, contactsApi.addPush, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    if (!isTrustedPushEndpoint(body.endpoint, pushServices)) return fail('PUSH_SERVICE_NOT_ALLOWED');
    return addOwnPush(tenant, principal.userId, body);
  });
  registerEndpoint(app, contactsApi.removePush, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return removeOwnPush(tenant, principal.userId, body.endpoint);
  });
  registerEndpoint(app, contactsApi.sendTest, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return sendOwnTest(tenant, principal.userId, body.kind, request.lang, channels);
  });
  registerEndpoint(app, quietHoursApi.own, ({ request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return ownQuietHours(tenant, principal.userId);
  });
  registerEndpoint(app, quietHoursApi.set, ({ body, request }) => {
    const { principal, tenant } = requirePrincipal(request);
    return setOwnQuietHours(tenant, principal.userId, body);
  });
}
