import type { Lang } from '@siteguard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginUserOptions } from './sessionApi';

/**
 * The signed-in language switch (spec §4): the user info and menus in the new language are fetched
 * first, then the language changes (i18n.ts saves it), so texts and menus turn over in one render.
 * A failed fetch (the request client has shown why) still switches the texts.
 */
export function useLanguageChange(): (lang: Lang) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return async (lang) => {
    await Promise.allSettled([
      queryClient.prefetchQuery(loginUserOptions(lang)),
      // Loads the language's texts (lazily bundled) while the menus come.
      i18n.loadLanguages(lang),
    ]);
    await i18n.changeLanguage(lang);
  };
}
