/** The three languages of the product. zh-HK is the default everywhere (spec §9). */
export const LANGS = ['zh-HK', 'zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-HK';

/** A text in every language; catalogues are typed with it so a missing translation fails to compile. */
export type Translated = Record<Lang, string>;
/** A text in the three languages, in the order people write them here: zh-HK, zh-CN, en. */
export const translated = (zhHK: string, zhCN: string, en: string): Translated => ({
  'zh-HK': zhHK,
  'zh-CN': zhCN,
  en,
});

/**
 * Picks the product language from a `lang` header value or an Accept-Language list.
 * Traditional Chinese variants (zh-HK, zh-TW, zh-MO, zh-Hant) map to zh-HK, other Chinese to zh-CN,
 * any English to en; anything else (or nothing) is the default.
 */
export function resolveLang(...candidates: Array<string | undefined | null>): Lang {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const ranked = candidate
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag.trim().toLowerCase().replace('_', '-'), q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const lang = matchLang(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANG;
}

function matchLang(tag: string): Lang | undefined {
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  if (tag === 'zh' || tag.startsWith('zh-')) {
    return /^zh-(hk|tw|mo|hant)/.test(tag) ? 'zh-HK' : 'zh-CN';
  }
  return undefined;
}

/** Replaces `{name}` placeholders; unknown names stay visible so a missing parameter is noticed. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The envelope message of a successful answer. */
export const SUCCESS_MESSAGE: Translated = { 'zh-HK': '請求成功', 'zh-CN': '请求成功', en: 'Success' };
