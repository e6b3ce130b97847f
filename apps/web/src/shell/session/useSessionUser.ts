import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/token';
import { currentLang } from '../../i18n/i18n';
import { loginUserOptions } from './sessionApi';

/**
 * The signed-in user in the current language. While a language change refetches, the previous
 * answer stays on screen so the layout does not flash empty.
 */
export function useSessionUser() {
  // Subscribing re-renders on a language change, which moves the query to the new key.
  useTranslation();
  return useQuery({
    ...loginUserOptions(currentLang()),
    enabled: getToken() !== null,
    placeholderData: keepPreviousData,
  });
}
