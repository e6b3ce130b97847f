import type { Lang } from '@siteguard/contracts';

/** One language's texts of one namespace, as a module whose default export is the messages object. */
type Loader = () => Promise<{ default: object }>;

/** The console's namespaces, one module per language (consoleTexts/): see consoleNamespace. */
const consoleTexts = {
  'zh-HK': () => import('./consoleTexts/zh-HK'),
  'zh-CN': () => import('./consoleTexts/zh-CN'),
  en: () => import('./consoleTexts/en'),
};
type ConsoleNamespace = keyof Awaited<ReturnType<(typeof consoleTexts)['zh-HK']>>;

/**
 * A console namespace's loaders: each reads its language's one module of console texts, so the
 * signed-in shell, which asks for every namespace at once, loads one file per language rather than
 * one per namespace (decision 0021).
 */
function consoleNamespace<N extends ConsoleNamespace>(namespace: N) {
  return {
    'zh-HK': async () => ({ default: (await consoleTexts['zh-HK']())[namespace] }),
    'zh-CN': async () => ({ default: (await consoleTexts['zh-CN']())[namespace] }),
    en: async () => ({ default: (await consoleTexts.en())[namespace] }),
  };
}

/**
 * Every namespace the app translates, loaded when a page first needs it, in the active language only.
 * The sign-in route's two (common and auth) are modules of their own, so the first page stays light;
 * the console's come from one module per language. A feature adds its three files, a line in each of
 * consoleTexts/{zh-HK,zh-CN,en}.ts and its entry here; i18next's key types (see i18next.d.ts) follow
 * from the zh-HK modules, and each other language's file is typed by its zh-HK shape, so a missing
 * translation fails to compile.
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
  // The page an alert's Acknowledge link opens, without signing in: its own small module.
  alertLink: {
    'zh-HK': () => import('../features/alerting/actionLink/locales/zh-HK'),
    'zh-CN': () => import('../features/alerting/actionLink/locales/zh-CN'),
    en: () => import('../features/alerting/actionLink/locales/en'),
  },
  account: consoleNamespace('account'),
  components: consoleNamespace('components'),
  dict: consoleNamespace('dict'),
  cameras: consoleNamespace('cameras'),
  notifications: consoleNamespace('notifications'),
  system: consoleNamespace('system'),
  forms: consoleNamespace('forms'),
  workflow: consoleNamespace('workflow'),
  permits: consoleNamespace('permits'),
  devices: consoleNamespace('devices'),
  cctv: consoleNamespace('cctv'),
  tracking: consoleNamespace('tracking'),
  weather: consoleNamespace('weather'),
  heatStress: consoleNamespace('heatStress'),
  dutyRosters: consoleNamespace('dutyRosters'),
  dashboard: consoleNamespace('dashboard'),
  home: consoleNamespace('home'),
} satisfies Record<string, Record<Lang, Loader>>;

export type Namespace = keyof typeof namespaceLoaders;

/** The messages of every namespace, in the shape of the zh-HK source files. */
export type Resources = {
  [N in Namespace]: Awaited<ReturnType<(typeof namespaceLoaders)[N]['zh-HK']>>['default'];
};

export const NAMESPACES = [
  'common',
  'auth',
  'alertLink',
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
  'dutyRosters',
  'dashboard',
  'home',
] as const satisfies ReadonlyArray<Namespace>;

export function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(namespaceLoaders, value);
}
