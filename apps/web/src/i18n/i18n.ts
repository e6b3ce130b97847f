import { DEFAULT_LANG, LANGS, type Lang } from '@siteguard/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, readStoredLang, storeLang } from './language';
import { NAMESPACES, resources } from './resources';

export const i18n = i18next.createInstance();

// Persisting and tagging <html lang> on every change keeps screen readers, fonts (Traditional vs
// Simplified glyphs) and the next visit in step with the switch.
i18n.on('languageChanged', (lng) => {
  if (!isLang(lng)) return;
  storeLang(lng);
  document.documentElement.lang = lng;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: LANGS,
  // 'zh-HK' must not fall back to a bare 'zh' that no bundle provides.
  load: 'currentOnly',
  ns: NAMESPACES,
  defaultNS: 'common',
  // Resources are bundled, so initialisation finishes before the first render.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

/** The active product language, as the API's `lang` header expects it. */
export function currentLang(): Lang {
  const lng = i18n.resolvedLanguage;
  return isLang(lng) ? lng : DEFAULT_LANG;
}
