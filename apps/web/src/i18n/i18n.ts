import { DEFAULT_LANG, LANGS, type Lang } from '@siteguard/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antdLocale';
import { isLang, readStoredLang, storeLang } from './language';
import { isNamespace, NAMESPACES, type Namespace, namespaceLoaders } from './resources';

export const i18n = i18next.createInstance();

// Persisting and tagging <html lang> on every change keeps screen readers, fonts (Traditional vs
// Simplified glyphs) and the next visit in step with the switch.
i18n.on('languageChanged', (lng) => {
  if (!isLang(lng)) return;
  storeLang(lng);
  document.documentElement.lang = lng;
});

/** Reads a namespace's texts from its lazily loaded module (resources.ts). */
const lazyModules: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLang(language) || !isNamespace(namespace)) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    namespaceLoaders[namespace][language]().then(
      (module) => callback(null, { ...module.default }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const initialLang = readStoredLang();

/** Resolves once the first language's common texts and antd's locale are in: main.tsx renders then. */
export const i18nReady: Promise<unknown> = Promise.all([
  i18n
    .use(lazyModules)
    .use(initReactI18next)
    .init({
      lng: initialLang,
      // Every key exists in every language (the types see to it), so no fallback language is
      // downloaded beside the active one.
      fallbackLng: false,
      supportedLngs: LANGS,
      // 'zh-HK' must not fall back to a bare 'zh' that no bundle provides.
      load: 'currentOnly',
      // Pages load their own namespaces as they render (react-i18next suspends until then).
      ns: ['common'],
      defaultNS: 'common',
      // The shell asks for every namespace at once; i18next's default of 10 reads at a time would
      // hold the rest back until the first ones are in.
      maxParallelReads: NAMESPACES.length,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    }),
  loadAntdLocale(initialLang),
]);

/**
 * Starts downloading the first language's texts of these namespaces at once. i18next cannot yet:
 * its init sets the language a tick later, so a `loadNamespaces` now would read nothing. Its own
 * read later gets the same module from the browser.
 */
export function prefetchTexts(namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) void namespaceLoaders[namespace][initialLang]().catch(() => undefined);
}

/** Loads a language's texts (of every namespace in use) and antd's, without switching yet. */
export async function preloadLanguage(lang: Lang): Promise<void> {
  await Promise.all([i18n.loadLanguages(lang), loadAntdLocale(lang)]);
}

/** Switches language once everything it shows is loaded, so no text appears in the old one. */
export async function switchLanguage(lang: Lang): Promise<void> {
  await preloadLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** The active product language, as the API's `lang` header expects it. */
export function currentLang(): Lang {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLang(lng) ? lng : DEFAULT_LANG;
}
