/// <reference lib="webworker" />
import { ACKNOWLEDGE_BY_LINK_PATH } from '@siteguard/contracts/pushNotification';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { acknowledgeResultText, alertNotification, clickOutcome, parseAlertPush } from './alertNotifications';

/**
 * The console's service worker, built by vite-plugin-pwa (Workbox, injectManifest): alert pushes
 * become phone notifications with Acknowledge and Open (issue #33). Precaching for offline use is
 * issue #35's to extend; the manifest Workbox injects is kept deliberately small for now.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('push', (event) => {
  const push = parseAlertPush(event.data?.text());
  if (!push) return;
  const { title, options } = alertNotification(push);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const outcome = clickOutcome(event.notification.data, event.action);
  event.waitUntil(
    outcome.kind === 'acknowledge' ? acknowledge(outcome, event.notification.tag) : open(outcome.url),
  );
});

/** Acknowledge without opening the console, then say what came of it in a notification of its own. */
async function acknowledge(
  outcome: Extract<ReturnType<typeof clickOutcome>, { kind: 'acknowledge' }>,
  tag: string,
): Promise<void> {
  let answer: Parameters<typeof acknowledgeResultText>[0];
  try {
    const response = await fetch(`/api${ACKNOWLEDGE_BY_LINK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: outcome.lang },
      body: JSON.stringify({ token: outcome.token }),
    });
    const envelope = (await response.json()) as {
      success?: boolean;
      message?: string;
      data?: { outcome?: 'acknowledged' | 'alreadyHandled' };
    };
    answer = envelope.success
      ? { ok: true, outcome: envelope.data?.outcome ?? 'alreadyHandled' }
      : { ok: false, message: envelope.message };
  } catch {
    answer = { ok: false };
  }
  await self.registration.showNotification(acknowledgeResultText(answer, outcome.lang), {
    tag,
    lang: outcome.lang,
    data: { url: outcome.url, acknowledgeToken: null, lang: outcome.lang },
    icon: '/favicon.svg',
  });
}

/** Focus a console tab already open (on the alert), else open one. */
async function open(url: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    await tab.navigate(url).catch(() => undefined);
    await tab.focus();
    return;
  }
  await self.clients.openWindow(url);
}
