import { registerSW } from 'virtual:pwa-register';

/**
 * Installs the console's service worker (src/serviceWorker/sw.ts): it shows alert pushes as phone
 * notifications even with no console tab open. A production build only; the dev server has none, and
 * the notification settings say this browser cannot receive them.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: false });
}
