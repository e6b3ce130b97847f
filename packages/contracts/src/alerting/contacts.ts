import { z } from 'zod';
import { hkPhone } from '../devices/devices.js';
import { defineEndpoint } from '../endpoint.js';
import { type Translated, translated } from '../i18n.js';
import { sysId } from '../system/sysCommon.js';
import { quietHoursSettings } from './quietHours.js';

/** The ways a person is reached (the server's Channel kinds). */
export const CONTACT_KINDS = ['email', 'sms', 'push'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Each channel's name in messages ("Set your {channel} first"). */
export const contactKindNames: Record<ContactKind, Translated> = {
  email: translated('電郵', '电邮', 'email'),
  sms: translated('手提電話短訊', '手机短信', 'SMS'),
  push: translated('瀏覽器通知', '浏览器通知', 'browser notifications'),
};

/** A Hong Kong mobile as stored and dialled: +852 and 8 digits (E.164). */
export const HK_E164_PATTERN = /^\+852[235-9]\d{7}$/;
/** What a person types (spaces, hyphens, +852 optional), answered as E.164. */
export const hkMobile = hkPhone.transform((digits) => (digits.startsWith('+852') ? digits : `+852${digits}`));
export const contactEmail = z.string().trim().pipe(z.email().max(254));

/**
 * A Web Push subscription as the browser's PushSubscription.toJSON() gives it. The server accepts only
 * endpoints of the push services it is configured to trust (PUSH_SERVICES), so an endpoint is never a
 * way to make the server post to an address of the caller's choosing.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .min(16)
      .max(256)
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url'),
    auth: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url'),
  }),
  /** What the person calls this browser or phone ("Chrome on Android"); the server keeps it as given. */
  label: z.string().trim().max(100).nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const contactPoint = z.object({
  id: z.string(),
  kind: z.enum(CONTACT_KINDS),
  /** Email address, E.164 mobile, or a push subscription's endpoint. */
  address: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  /** The last delivery that got through, and the last failure's reason (cleared by a success). */
  lastOkAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ContactPoint = z.infer<typeof contactPoint>;

export const contactTestResult = z.object({
  kind: z.enum(CONTACT_KINDS),
  /** The address the test went to. */
  to: z.string(),
  /** The provider's id of the accepted message (an SMTP message id), when it gives one. */
  providerId: z.string().nullable(),
});
export type ContactTestResult = z.infer<typeof contactTestResult>;

/**
 * The signed-in user's own contact points (/account/settings/notification): any signed-in user, own
 * rows only. Email and mobile are one each (set replaces, null clears); each browser or phone that
 * allowed notifications is a push row of its own.
 */
export const contactsApi = {
  own: defineEndpoint({
    method: 'GET',
    path: '/alerting/contacts/own',
    summary: "The caller's contact points: email, mobile, push subscriptions.",
    access: { authenticated: true },
    response: z.array(contactPoint),
    tags: ['alerting'],
  }),
  setEmail: defineEndpoint({
    method: 'POST',
    path: '/alerting/contacts/setEmail',
    summary: "Sets (or with null clears) the caller's alert email.",
    access: { authenticated: true },
    body: z.object({ email: contactEmail.nullable() }),
    response: z.array(contactPoint),
    tags: ['alerting'],
  }),
  setMobile: defineEndpoint({
    method: 'POST',
    path: '/alerting/contacts/setMobile',
    summary:
      "Sets (or with null clears) the caller's alert mobile: a Hong Kong number, kept as +852XXXXXXXX.",
    access: { authenticated: true },
    body: z.object({ mobile: hkMobile.nullable() }),
    response: z.array(contactPoint),
    tags: ['alerting'],
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/alerting/contacts/remove',
    summary: 'Removes one of the caller’s contact points.',
    access: { authenticated: true },
    body: z.object({ id: sysId }),
    response: z.array(contactPoint),
    tags: ['alerting'],
  }),
  addPush: defineEndpoint({
    method: 'POST',
    path: '/alerting/contacts/addPush',
    summary: 'Keeps this browser’s push subscription for the caller (again: keys and label refreshed).',
    access: { authenticated: true },
    body: pushSubscriptionBody,
    response: z.array(contactPoint),
    tags: ['alerting'],
  }),
  removePush: defineEndpoint({
    method: 'POST',
    path: '/alerting/contacts/removePush',
    summary: 'Forgets a push subscription of the caller by its endpoint (the browser unsubscribed).',
    access: { authenticated: true },
    body: z.object({ endpoint: z.url({ protocol: /^https?$/ }).max(2048) }),
    response: z.array(contactPoint),
    tags: ['alerting'],
  }),
  sendTest: defineEndpoint({
    method: 'POST',
    path: '/alerting/contacts/sendTest',
    summary: 'Sends the caller a test message by one channel, in the caller’s language.',
    access: { authenticated: true },
    body: z.object({ kind: z.enum(CONTACT_KINDS) }),
    response: contactTestResult,
    tags: ['alerting'],
  }),
};

/**
 * The caller's quiet hours (/account/settings/notification): warnings wait for their end, criticals
 * never do. Any signed-in user, own settings only, as the contact points.
 */
export const quietHoursApi = {
  own: defineEndpoint({
    method: 'GET',
    path: '/alerting/quietHours/own',
    summary: "The caller's quiet hours (off, 22:00-07:00, until they set them).",
    access: { authenticated: true },
    response: quietHoursSettings,
    tags: ['alerting'],
  }),
  set: defineEndpoint({
    method: 'POST',
    path: '/alerting/quietHours/set',
    summary:
      "Sets the caller's quiet hours: on or off, start and end as HH:mm Hong Kong time (an end before the start crosses midnight).",
    access: { authenticated: true },
    body: quietHoursSettings,
    response: quietHoursSettings,
    tags: ['alerting'],
  }),
};
