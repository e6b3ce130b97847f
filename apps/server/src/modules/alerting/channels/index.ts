import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../platform/config.js';
import type { DB } from '../../../platform/db/schema.js';
import type { Channel, ChannelKind } from './channel.js';
import { createEmailChannel } from './email.js';
import { createPushChannel, loadOrCreateVapidKeys } from './push.js';
import { createSmsChannel } from './sms.js';

export type { Channel, ChannelKind, OutgoingMessage, SendResult } from './channel.js';
export { isTrustedPushEndpoint, pushPayloadOf } from './push.js';

export type Channels = Partial<Record<ChannelKind, Channel>>;

/**
 * The channels this server can send through, from its configuration, built once: the delivery engine
 * and "send me a test" share their connections. Web Push needs no provider (its keys are made at first
 * start), so it is always there; email and SMS only when configured. `close` ends the connections.
 */
export function alertChannelsOf(
  config: Pick<Config, 'smtp' | 'sms' | 'push' | 'dataDir'>,
  deps: { db: Kysely<DB>; log: FastifyBaseLogger },
): { channels: Channels; pushPublicKey: string; close(): Promise<void> } {
  const { log } = deps;
  const email = config.smtp ? createEmailChannel(config.smtp, log) : undefined;
  const sms = createSmsChannel(config.sms, { log }) ?? undefined;
  const push = createPushChannel(config.push, loadOrCreateVapidKeys(config.dataDir), deps);
  return {
    channels: { push, ...(email ? { email } : {}), ...(sms ? { sms } : {}) },
    pushPublicKey: push.publicKey,
    async close() {
      push.close();
      await Promise.all([email?.close(), sms?.close()]);
    },
  };
}
