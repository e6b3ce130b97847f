import type { Lang } from '@siteguard/contracts';
import { authLocales } from '../features/auth/locales';
import { commonLocales } from './locales';

/**
 * Every namespace the app translates, per language. A feature adds its `locales/index.ts` here so that
 * i18next's key types (see i18next.d.ts) cover it and a missing translation fails to compile.
 */
export const resources = {
  'zh-HK': { common: commonLocales['zh-HK'], auth: authLocales['zh-HK'] },
  'zh-CN': { common: commonLocales['zh-CN'], auth: authLocales['zh-CN'] },
  en: { common: commonLocales.en, auth: authLocales.en },
} satisfies Record<Lang, Record<string, object>>;

export type Resources = (typeof resources)['zh-HK'];
export const NAMESPACES = ['common', 'auth'] as const satisfies ReadonlyArray<keyof Resources>;
