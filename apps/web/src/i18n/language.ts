import { DEFAULT_LANG, LANGS, type Lang } from '@siteguard/contracts';

/** The spec keeps every client preference under the `pro__` namespace. */
const STORAGE_KEY = 'pro__lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The saved choice, or the product default; a blocked storage (private mode) must not break start-up. */
export function readStoredLang(): Lang {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return isLang(saved) ? saved : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

export function storeLang(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not persisting is acceptable: the choice still holds for this visit.
  }
}

/** How each language names itself in the switch: an endonym reads the same whatever language is active. */
export const LANG_LABELS: Record<Lang, string> = {
  'zh-HK': '繁體',
  'zh-CN': '简体',
  en: 'English',
};
