import type { Lang } from '@siteguard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { preloadLanguage, switchLanguage } from '../../i18n/i18n';
import { loginUserOptions } from './sessionApi';

/**
 * The signed-in language switch (spec §4): the user info and menus in the new language are fetched
 * first, then the language changes (i18n.ts saves it), so texts and menus turn over in one render.
 * A failed fetch (the request client has shown why) still switches the texts.
 */
export function useLanguageChange(): (lang: Lang) => Promise<void> {
  const queryClient = useQueryClient();
  return async (lang) => {
    // The texts load while the menus come; then one switch shows both.
    await Promise.allSettled([queryClient.prefetchQuery(loginUserOptions(lang)), preloadLanguage(lang)]);
    await switchLanguage(lang);
  };
}
