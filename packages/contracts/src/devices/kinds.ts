import type { Translated } from '../i18n.js';
import { permissions } from '../permissions.js';

/**
 * Every kind of site device the platform registers. Each has its own list page (menu component) and
 * permission group; attendance gates live with the RFID readers and tags, which they are.
 */
export const DEVICE_KINDS = [
  'watch',
  'helmet',
  'gasSensor',
  'smartLock',
  'fourGLock',
  'rfid',
  'gate',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const DEVICE_KIND_NAMES: Record<DeviceKind, Translated> = {
  watch: { 'zh-HK': '智能手錶', 'zh-CN': '智能手表', en: 'Smart watch' },
  helmet: { 'zh-HK': '智能安全帽', 'zh-CN': '智能安全帽', en: 'Smart helmet' },
  gasSensor: { 'zh-HK': '氣體感應器', 'zh-CN': '气体传感器', en: 'Gas sensor' },
  smartLock: { 'zh-HK': '智能鎖', 'zh-CN': '智能锁', en: 'Smart lock' },
  fourGLock: { 'zh-HK': '4G 智能鎖', 'zh-CN': '4G 智能锁', en: '4G smart lock' },
  rfid: { 'zh-HK': 'RFID 讀卡器／標籤', 'zh-CN': 'RFID 读卡器／标签', en: 'RFID reader / tag' },
  gate: { 'zh-HK': '考勤閘機', 'zh-CN': '考勤闸机', en: 'Attendance gate' },
};

/**
 * The registry pages: which menu component lists which kinds, under which permission group. The
 * path base is the permission entity, as in the system the spec was written from (/swWatch/page
 * needs swWatch:page).
 */
export const DEVICE_REGISTRIES = {
  swWatch: { kinds: ['watch'], permissions: permissions.swWatch, component: 'devices/watches/WatchList' },
  smartHelmet: { kinds: ['helmet'], permissions: permissions.smartHelmet, component: 'devices/HelmetList' },
  gasSensor: {
    kinds: ['gasSensor'],
    permissions: permissions.gasSensor,
    component: 'devices/gas/SensorList',
  },
  smartLock: {
    kinds: ['smartLock'],
    permissions: permissions.smartLock,
    component: 'devices/locks/SmartLockList',
  },
  fourGLock: {
    kinds: ['fourGLock'],
    permissions: permissions.fourGLock,
    component: 'devices/locks/FourGLockList',
  },
  rfid: { kinds: ['rfid', 'gate'], permissions: permissions.rfid, component: 'devices/RfidList' },
} as const satisfies Record<
  string,
  {
    kinds: readonly DeviceKind[];
    permissions: { page: string; add: string; edit: string; delete: string };
    component: string;
  }
>;
export type DeviceRegistry = keyof typeof DEVICE_REGISTRIES;
export const DEVICE_REGISTRY_KEYS = Object.keys(DEVICE_REGISTRIES) as DeviceRegistry[];

export function registryOfKind(kind: DeviceKind): DeviceRegistry {
  const found = DEVICE_REGISTRY_KEYS.find((key) =>
    (DEVICE_REGISTRIES[key].kinds as readonly DeviceKind[]).includes(kind),
  );
  if (!found) throw new Error(`no registry lists ${kind}`);
  return found;
}

/** A device is online when its last message is younger than this. */
export const DEVICE_ONLINE_THRESHOLD_S = 300;
