import { registerSW } from 'virtual:pwa-register';

let settle: (registration: ServiceWorkerRegistration | undefined) => void = () => {};

/**
 * The console's service worker once it is registered, or undefined where there is none (the dev
 * server, a browser without service workers, a registration that failed). Push settings wait for it:
 * on a first visit the worker registers only after the page has loaded.
 */
export const consoleServiceWorker: Promise<ServiceWorkerRegistration | undefined> = new Promise((resolve) => {
  settle = resolve;
});

/**
 * Installs the console's service worker (src/serviceWorker/sw.ts): it shows alert pushes as phone
 * notifications even with no console tab open. A production build only; the dev server has none, and
 * the notification settings say this browser cannot receive them.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    settle(undefined);
    return;
  }
  registerSW({
    immediate: false,
    onRegisteredSW: (_url, registration) => settle(registration),
    onRegisterError: () => settle(undefined),
  });
}
