import type { Lang } from '@siteguard/contracts';

/**
 * The seam between the delivery engine and the world: one implementation per way of reaching a person.
 * A channel never throws for a delivery failure; it answers whether trying again could help, so the
 * engine decides between a retry and the next channel.
 */
export type ChannelKind = 'email' | 'sms' | 'push';

export interface OutgoingMessage {
  subject: string;
  text: string;
  html?: string;
  url?: string;
  lang: Lang;
  alertId?: string;
  idempotencyKey: string;
}

export type SendResult =
  | { ok: true; providerId?: string }
  | { ok: false; retryable: boolean; reason: string };

export interface Channel {
  kind: ChannelKind;
  /** `to`: an email address, an E.164 mobile ("+852XXXXXXXX"), or a push subscription's endpoint id. */
  send(to: string, message: OutgoingMessage): Promise<SendResult>;
}
