import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../platform/config.js';
import type { Channel, ChannelKind } from './channel.js';
import { createEmailChannel } from './email.js';
import { createSmsChannel } from './sms.js';

export type { Channel, ChannelKind, OutgoingMessage, SendResult } from './channel.js';

/** The channels this server can send through, from its configuration (none configured: none). */
export function alertChannelsOf(
  config: Pick<Config, 'smtp' | 'sms'>,
  log: FastifyBaseLogger,
): Partial<Record<ChannelKind, Channel>> {
  const sms = createSmsChannel(config.sms, { log });
  return {
    ...(config.smtp ? { email: createEmailChannel(config.smtp, log) } : {}),
    ...(sms ? { sms } : {}),
  };
}
