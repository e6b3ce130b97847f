import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../platform/config.js';
import type { Channel, ChannelKind } from './channel.js';
import { createEmailChannel } from './email.js';
import { createSmsChannel } from './sms.js';

export type { Channel, ChannelKind, OutgoingMessage, SendResult } from './channel.js';

export type Channels = Partial<Record<ChannelKind, Channel>>;

/**
 * The channels this server can send through, from its configuration (none configured: none), built
 * once: the delivery engine and "send me a test" share their connections. `close` ends them.
 */
export function alertChannelsOf(
  config: Pick<Config, 'smtp' | 'sms'>,
  log: FastifyBaseLogger,
): { channels: Channels; close(): Promise<void> } {
  const email = config.smtp ? createEmailChannel(config.smtp, log) : undefined;
  const sms = createSmsChannel(config.sms, { log }) ?? undefined;
  return {
    channels: { ...(email ? { email } : {}), ...(sms ? { sms } : {}) },
    async close() {
      await Promise.all([email?.close(), sms?.close()]);
    },
  };
}
