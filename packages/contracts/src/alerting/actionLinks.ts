import { z } from 'zod';
import { ALERT_STATUSES } from '../devices/alerts.js';
import { defineEndpoint } from '../endpoint.js';
import { type Translated, translated } from '../i18n.js';
import { ACKNOWLEDGE_BY_LINK_PATH } from './pushNotification.js';

/** Where an alert was acknowledged: the console, a phone notification's button, an email's or SMS's link. */
export const ACKNOWLEDGED_VIA = ['console', 'push', 'email', 'sms'] as const;
export type AcknowledgedVia = (typeof ACKNOWLEDGED_VIA)[number];

export const ACKNOWLEDGED_VIA_NAMES: Record<AcknowledgedVia, Translated> = {
  console: translated('控制台', '控制台', 'the console'),
  push: translated('手機通知', '手机通知', 'a phone notification'),
  email: translated('電郵連結', '电邮链接', 'an email link'),
  sms: translated('短訊連結', '短信链接', 'an SMS link'),
};

/** The two kinds of alert a link may act on: a device's (watch, gas sensor ...) and a camera's. */
export const ACTION_ALERT_KINDS = ['device', 'cctv'] as const;
export type ActionAlertKind = (typeof ACTION_ALERT_KINDS)[number];

/**
 * The console page an email's or SMS's Acknowledge link opens, the token as its fragment
 * (`/user/alert-ack#<token>`): a fragment never reaches a server log or a Referer header.
 */
export const ACKNOWLEDGE_LINK_PAGE = '/user/alert-ack';

/** A signed action link's token: payload and signature, each base64url, joined by a dot. */
export const actionToken = z
  .string()
  .min(20)
  .max(1024)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'token');

/** What the page an action link opens shows before the person presses Acknowledge. */
export const actionLinkView = z.object({
  kind: z.enum(ACTION_ALERT_KINDS),
  alertId: z.string(),
  /** The alert's type, its name in the three languages, its severity. */
  type: z.string(),
  typeName: z.object({ 'zh-HK': z.string(), 'zh-CN': z.string(), en: z.string() }),
  level: z.enum(['warning', 'critical']),
  status: z.enum(ALERT_STATUSES),
  site: z.string(),
  location: z.string().nullable(),
  /** The wearer, device or camera the alert is about. */
  subject: z.string().nullable(),
  raisedAt: z.string(),
  /** The person the link was sent to: pressing acknowledges in their name. */
  recipient: z.string(),
  expiresAt: z.string(),
});
export type ActionLinkView = z.infer<typeof actionLinkView>;

export const actionLinkOutcome = z.object({
  /** 'acknowledged': this press did it; 'alreadyHandled': someone (or something) got there first. */
  outcome: z.enum(['acknowledged', 'alreadyHandled']),
  status: z.enum(ALERT_STATUSES),
});
export type ActionLinkOutcome = z.infer<typeof actionLinkOutcome>;

/**
 * Acknowledge without signing in, from where the message reached the person (issue #33): a phone
 * notification's button posts the token; an email's link opens a page that shows the alert and
 * posts it on a press (a mail scanner that follows links only reads). The token is signed by the
 * server, bound to one person, one alert and an expiry, and works once.
 */
export const actionLinkApi = {
  read: defineEndpoint({
    method: 'GET',
    path: '/alerting/actionLink/read',
    summary: 'What an alert action link is about, before it is used (reading does not use it).',
    access: { public: true },
    rateLimit: 'publicView',
    query: z.object({ token: actionToken }),
    response: actionLinkView,
    tags: ['alerting'],
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: ACKNOWLEDGE_BY_LINK_PATH,
    summary: "Acknowledges the link's alert in its recipient's name; the link is then used up.",
    access: { public: true },
    rateLimit: 'publicView',
    body: z.object({ token: actionToken }),
    response: actionLinkOutcome,
    tags: ['alerting'],
  }),
};

/** The server's VAPID public key, which a browser needs to subscribe; null when push is off. */
export const pushApi = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/alerting/push/publicKey',
    summary: "The server's Web Push (VAPID) public key, base64url; null when this server does not push.",
    access: { authenticated: true },
    response: z.object({ publicKey: z.string().nullable() }),
    tags: ['alerting'],
  }),
};
