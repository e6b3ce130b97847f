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
  /** A critical alert: a push wakes the phone and stays on screen. */
  critical?: boolean;
  /**
   * Acknowledge without signing in (issue #33): the signed one-time token, bound to this recipient and
   * alert, and for email and SMS the console page that shows the alert and posts it.
   */
  acknowledge?: { token: string; url?: string };
  idempotencyKey: string;
}

/** The Acknowledge link's label in a message, in both languages as the rest of an alert's text. */
export const ACKNOWLEDGE_LABEL = '確認收到 Acknowledge:';

export type SendResult =
  | { ok: true; providerId?: string }
  | { ok: false; retryable: boolean; reason: string };

export interface Channel {
  kind: ChannelKind;
  /** `to`: an email address, an E.164 mobile ("+852XXXXXXXX"), or a push subscription's endpoint id. */
  send(to: string, message: OutgoingMessage): Promise<SendResult>;
}
