import { useSyncExternalStore } from 'react';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Spec §9 breakpoints. */
export const MOBILE_MAX_WIDTH = 576;
export const DESKTOP_MIN_WIDTH = 1200;

/** Spec §4: below 576 px a phone (menu in a drawer), below 1200 px a tablet (sidebar closed), else a desktop. */
export function deviceOf(width: number): DeviceClass {
  if (width < MOBILE_MAX_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The device class of the window now; re-renders only when the class changes, not on every resize. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, () => deviceOf(window.innerWidth));
}
