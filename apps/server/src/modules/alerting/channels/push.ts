import https from 'node:https';
import type { AlertPush } from '@siteguard/contracts/pushNotification';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../../platform/db/schema.js';
import { loadOrCreateKeyFile } from '../../../platform/keyFile.js';
import type { Channel, OutgoingMessage, SendResult } from './channel.js';

export interface PushSettings {
  /** Trusted push services: origins (http://127.0.0.1:9000) or host suffixes (fcm.googleapis.com). */
  services: readonly string[];
  /** RFC 8292's "sub": how a push service reaches the operator. */
  subject: string;
  /** PEM certificates trusted besides the system's (PUSH_CA_FILE). */
  ca?: Buffer;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair, made at first start and kept in DATA_DIR/keys like the server's other keys: a
 * subscription is bound to the public key it was made with, so a new pair would silence every browser.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  return loadOrCreateKeyFile<VapidKeys>(dataDir, 'vapid.json', () => webpush.generateVAPIDKeys());
}

/**
 * Whether the server may post to this endpoint: https on a trusted push service's host (or a host
 * under it), or exactly a trusted origin. Anything else would let a user make the server post where
 * they like (SSRF).
 */
export function isTrustedPushEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return services.some((service) => {
    if (service.includes('://')) return url.origin === service.replace(/\/+$/, '');
    const host = service.toLowerCase();
    return url.protocol === 'https:' && (url.hostname === host || url.hostname.endsWith(`.${host}`));
  });
}

export function pushPayloadOf(message: OutgoingMessage): AlertPush {
  return {
    title: message.subject,
    body: message.text,
    tag: message.alertId ? `alert-${message.alertId}` : message.idempotencyKey,
    critical: message.critical ?? false,
    lang: message.lang,
    url: message.url ? pathOf(message.url) : null,
    acknowledgeToken: message.acknowledge?.token ?? null,
  };
}

/** The console may be reached under another name on the phone than CONSOLE_URL: keep the path only. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

export interface PushChannel extends Channel {
  kind: 'push';
  publicKey: string;
  /** Ends the kept-alive connections to the push services. */
  close(): void;
}

/** A push service's answer the web-push library turns into an error. */
interface PushFailure {
  statusCode?: number;
  body?: string;
  message?: string;
  code?: string;
}

/**
 * Web Push (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292) through the `web-push`
 * library. The subscription's keys are read from the person's contact point by its endpoint; an
 * endpoint the push service answers 404 or 410 for is gone for good (the browser unsubscribed or was
 * reset), so its contact points are removed and the person's next channel takes over.
 */
export function createPushChannel(
  settings: PushSettings,
  keys: VapidKeys,
  deps: { db: Kysely<DB>; log: FastifyBaseLogger },
): PushChannel {
  const vapidDetails = { subject: settings.subject, ...keys };
  // A burst of alerts goes to the same few push services: keep their connections open between pushes.
  const agent = new https.Agent({ keepAlive: true, ...(settings.ca ? { ca: settings.ca } : {}) });
  return {
    kind: 'push',
    publicKey: keys.publicKey,
    close: () => agent.destroy(),
    async send(endpoint: string, message: OutgoingMessage): Promise<SendResult> {
      if (!isTrustedPushEndpoint(endpoint, settings.services))
        return { ok: false, retryable: false, reason: 'the push service is not a trusted one' };
      const row = await deps.db
        .selectFrom('user_contact_point')
        .select('push_keys')
        .where('kind', '=', 'push')
        .where('address', '=', endpoint)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const subscriptionKeys = row?.push_keys as { p256dh: string; auth: string } | null | undefined;
      if (!subscriptionKeys)
        return { ok: false, retryable: false, reason: 'the browser is no longer subscribed' };
      try {
        const answer = await webpush.sendNotification(
          { endpoint, keys: subscriptionKeys },
          JSON.stringify(pushPayloadOf(message)),
          {
            vapidDetails,
            // A critical alert is worth waking the phone for; an old one is not worth showing.
            urgency: message.critical ? 'high' : 'normal',
            TTL: message.critical ? 3600 : 6 * 3600,
            timeout: 10_000,
            agent,
          },
        );
        return { ok: true, providerId: answer.headers.location ?? undefined };
      } catch (error) {
        const failure = error as PushFailure;
        const status = failure.statusCode;
        if (status === 404 || status === 410) {
          await deps.db
            .deleteFrom('user_contact_point')
            .where('kind', '=', 'push')
            .where('address', '=', endpoint)
            .execute();
          deps.log.info({ status }, 'a push subscription is gone; removed');
          return { ok: false, retryable: false, reason: `the browser's subscription is gone (${status})` };
        }
        // Throttled, or the service is having trouble: worth another try. A refusal (400, 403, 413) is not.
        const retryable = status === undefined || status === 429 || status >= 500;
        const reason = status
          ? `push service answered ${status}${failure.body ? `: ${failure.body.slice(0, 200)}` : ''}`
          : (failure.message ?? failure.code ?? 'push service unreachable');
        deps.log.warn({ status, retryable }, 'push not sent');
        return { ok: false, retryable, reason };
      }
    },
  };
}
