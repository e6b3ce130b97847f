import type { Lang } from '@siteguard/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from './i18n';

// The date pickers name months and weekdays through dayjs, by the locale antd's texts name (zh_HK's
// pickers ask for 'zh-tw'); a dayjs locale never imported silently falls back to English.
const loaders: Record<Lang, () => Promise<unknown>> = {
  'zh-HK': () => Promise.all([import('dayjs/locale/zh-tw'), import('dayjs/locale/zh-hk')]),
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  en: async () => undefined,
};
const DAYJS_LOCALE: Record<Lang, string> = { 'zh-HK': 'zh-hk', 'zh-CN': 'zh-cn', en: 'en' };

async function applyDateLocale(lang: Lang): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), loaders[lang]()]);
  dayjs.locale(DAYJS_LOCALE[lang]);
}

/**
 * Keeps dates (pickers, formatted times) in the active language. Used by the signed-in layout, where
 * the date pickers live, so the sign-in route does not download dayjs.
 */
export function useDateLocale(): void {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  useEffect(() => {
    if (lang) void applyDateLocale(currentLang());
  }, [lang]);
}
