import type { Lang } from '@siteguard/contracts';
import type { Locale } from 'antd/es/locale';

// The ES module builds: `antd/locale/*` is CommonJS and would drag a second copy of the
// date-picker and pagination locales into the bundle. Each loads on demand, so a visitor downloads
// only the active language's.
const loaders: Record<Lang, () => Promise<{ default: Locale }>> = {
  'zh-HK': () => import('antd/es/locale/zh_HK'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
};

const loaded = new Map<Lang, Locale>();

/** Loads antd's own texts (pagination, modals, empty states) for a language, once. */
export async function loadAntdLocale(lang: Lang): Promise<Locale> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  const locale = (await loaders[lang]()).default;
  loaded.set(lang, locale);
  return locale;
}

/** antd's texts for a language already loaded (i18n.ts loads them before switching language). */
export function antdLocaleOf(lang: Lang): Locale | undefined {
  return loaded.get(lang);
}
