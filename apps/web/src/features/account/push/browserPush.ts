import { contactsApi, pushApi } from '@siteguard/contracts';
import { callEndpoint } from '../../../api/client';
import { consoleServiceWorker } from '../../../shell/serviceWorker';
import { browserOf } from '../userAgent';
import { applicationServerKey, sameKey } from './vapidKey';

/**
 * This browser's Web Push subscription (issue #33): what it can do, whether it is on, and turning it
 * on and off. The service worker it needs is the console's own (shell/serviceWorker.ts).
 */
export type PushState =
  /** No service worker or Push API here (an old browser, iOS Safari outside a home-screen app, dev mode). */
  | { kind: 'unsupported' }
  /** The person said no to notifications; only the browser's own settings can undo that. */
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string };

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The registration of the console's service worker, if it is installed here. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return consoleServiceWorker;
}

export async function readPushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = await worker.pushManager.getSubscription();
  return subscription ? { kind: 'on', endpoint: subscription.endpoint } : { kind: 'off' };
}

export class PushSetupError extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'serverOff') {
    super(reason);
  }
}

/**
 * Asks for permission, subscribes with the server's key and tells the server; a subscription made with
 * another key (the server's keys were replaced) is dropped and made again.
 */
export async function turnPushOn(): Promise<void> {
  const worker = await registration();
  if (!worker) throw new PushSetupError('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushSetupError('denied');
  const { publicKey } = await callEndpoint(pushApi.publicKey);
  if (!publicKey) throw new PushSetupError('serverOff');
  const key = applicationServerKey(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await callEndpoint(contactsApi.addPush, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      label: browserOf(navigator.userAgent),
    },
  });
}

export async function turnPushOff(): Promise<void> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return;
  await callEndpoint(contactsApi.removePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
