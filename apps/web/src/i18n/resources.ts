import type { Lang } from '@siteguard/contracts';

/** One language's texts of one namespace, as a module whose default export is the messages object. */
type Loader = () => Promise<{ default: object }>;

/**
 * Every namespace the app translates, one module per language, loaded when a page first needs it:
 * a visitor downloads only the active language, and only the namespaces of the pages they open (the
 * sign-in route: common and auth). A feature adds its three files here; i18next's key types (see
 * i18next.d.ts) follow from the zh-HK modules, and each other language's file is typed by its zh-HK
 * shape, so a missing translation fails to compile.
 */
export const namespaceLoaders = {
  common: {
    'zh-HK': () => import('./locales/zh-HK'),
    'zh-CN': () => import('./locales/zh-CN'),
    en: () => import('./locales/en'),
  },
  auth: {
    'zh-HK': () => import('../features/auth/locales/zh-HK'),
    'zh-CN': () => import('../features/auth/locales/zh-CN'),
    en: () => import('../features/auth/locales/en'),
  },
  account: {
    'zh-HK': () => import('../features/account/locales/zh-HK'),
    'zh-CN': () => import('../features/account/locales/zh-CN'),
    en: () => import('../features/account/locales/en'),
  },
  components: {
    'zh-HK': () => import('../components/locales/zh-HK'),
    'zh-CN': () => import('../components/locales/zh-CN'),
    en: () => import('../components/locales/en'),
  },
  dict: {
    'zh-HK': () => import('../features/dict/locales/zh-HK'),
    'zh-CN': () => import('../features/dict/locales/zh-CN'),
    en: () => import('../features/dict/locales/en'),
  },
  cameras: {
    'zh-HK': () => import('../features/cameras/locales/zh-HK'),
    'zh-CN': () => import('../features/cameras/locales/zh-CN'),
    en: () => import('../features/cameras/locales/en'),
  },
  notifications: {
    'zh-HK': () => import('../features/notifications/locales/zh-HK'),
    'zh-CN': () => import('../features/notifications/locales/zh-CN'),
    en: () => import('../features/notifications/locales/en'),
  },
  system: {
    'zh-HK': () => import('../features/system/locales/zh-HK'),
    'zh-CN': () => import('../features/system/locales/zh-CN'),
    en: () => import('../features/system/locales/en'),
  },
  forms: {
    'zh-HK': () => import('../features/forms/locales/zh-HK'),
    'zh-CN': () => import('../features/forms/locales/zh-CN'),
    en: () => import('../features/forms/locales/en'),
  },
  workflow: {
    'zh-HK': () => import('../features/workflow/locales/zh-HK'),
    'zh-CN': () => import('../features/workflow/locales/zh-CN'),
    en: () => import('../features/workflow/locales/en'),
  },
  permits: {
    'zh-HK': () => import('../features/permits/locales/zh-HK'),
    'zh-CN': () => import('../features/permits/locales/zh-CN'),
    en: () => import('../features/permits/locales/en'),
  },
  devices: {
    'zh-HK': () => import('../features/devices/locales/zh-HK'),
    'zh-CN': () => import('../features/devices/locales/zh-CN'),
    en: () => import('../features/devices/locales/en'),
  },
  cctv: {
    'zh-HK': () => import('../features/cctv/locales/zh-HK'),
    'zh-CN': () => import('../features/cctv/locales/zh-CN'),
    en: () => import('../features/cctv/locales/en'),
  },
  tracking: {
    'zh-HK': () => import('../features/tracking/locales/zh-HK'),
    'zh-CN': () => import('../features/tracking/locales/zh-CN'),
    en: () => import('../features/tracking/locales/en'),
  },
  weather: {
    'zh-HK': () => import('../features/weather/locales/zh-HK'),
    'zh-CN': () => import('../features/weather/locales/zh-CN'),
    en: () => import('../features/weather/locales/en'),
  },
  heatStress: {
    'zh-HK': () => import('../features/heatStress/locales/zh-HK'),
    'zh-CN': () => import('../features/heatStress/locales/zh-CN'),
    en: () => import('../features/heatStress/locales/en'),
  },
  dashboard: {
    'zh-HK': () => import('../features/dashboard/locales/zh-HK'),
    'zh-CN': () => import('../features/dashboard/locales/zh-CN'),
    en: () => import('../features/dashboard/locales/en'),
  },
  home: {
    'zh-HK': () => import('../features/home/locales/zh-HK'),
    'zh-CN': () => import('../features/home/locales/zh-CN'),
    en: () => import('../features/home/locales/en'),
  },
} satisfies Record<string, Record<Lang, Loader>>;

export type Namespace = keyof typeof namespaceLoaders;

/** The messages of every namespace, in the shape of the zh-HK source files. */
export type Resources = {
  [N in Namespace]: Awaited<ReturnType<(typeof namespaceLoaders)[N]['zh-HK']>>['default'];
};

export const NAMESPACES = [
  'common',
  'auth',
  'account',
  'components',
  'dict',
  'cameras',
  'notifications',
  'system',
  'forms',
  'workflow',
  'permits',
  'devices',
  'cctv',
  'tracking',
  'weather',
  'heatStress',
  'dashboard',
  'home',
] as const satisfies ReadonlyArray<Namespace>;

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(namespaceLoaders, value);
}
