import type { Lang } from '@siteguard/contracts';
import { componentLocales } from '../components/locales';
import { accountLocales } from '../features/account/locales';
import { authLocales } from '../features/auth/locales';
import { cameraLocales } from '../features/cameras/locales';
import { dictLocales } from '../features/dict/locales';
import { notificationLocales } from '../features/notifications/locales';
import { commonLocales } from './locales';

/**
 * Every namespace the app translates, per language. A feature adds its `locales/index.ts` here so that
 * i18next's key types (see i18next.d.ts) cover it and a missing translation fails to compile.
 */
export const resources = {
  'zh-HK': {
    common: commonLocales['zh-HK'],
    auth: authLocales['zh-HK'],
    account: accountLocales['zh-HK'],
    components: componentLocales['zh-HK'],
    dict: dictLocales['zh-HK'],
    cameras: cameraLocales['zh-HK'],
    notifications: notificationLocales['zh-HK'],
  },
  'zh-CN': {
    common: commonLocales['zh-CN'],
    auth: authLocales['zh-CN'],
    account: accountLocales['zh-CN'],
    components: componentLocales['zh-CN'],
    dict: dictLocales['zh-CN'],
    cameras: cameraLocales['zh-CN'],
    notifications: notificationLocales['zh-CN'],
  },
  en: {
    common: commonLocales.en,
    auth: authLocales.en,
    account: accountLocales.en,
    components: componentLocales.en,
    dict: dictLocales.en,
    cameras: cameraLocales.en,
    notifications: notificationLocales.en,
  },
} satisfies Record<Lang, Record<string, object>>;

export type Resources = (typeof resources)['zh-HK'];
export const NAMESPACES = [
  'common',
  'auth',
  'account',
  'components',
  'dict',
  'cameras',
  'notifications',
] as const satisfies ReadonlyArray<keyof Resources>;
