import type { LoginUser } from '@siteguard/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/token';
import { currentLang } from '../../i18n/i18n';
import { loginUserOptions } from './sessionApi';

/**
 * The signed-in user in the current language. While a language change refetches, and when that
 * refetch fails (the 'Notice' dialog then explains), the last answer stays on screen so the layout
 * does not vanish under the dialog.
 */
export function useSessionUser(): { data: LoginUser | undefined } {
  // Subscribing re-renders on a language change, which moves the query to the new key.
  useTranslation();
  const query = useQuery({
    ...loginUserOptions(currentLang()),
    enabled: getToken() !== null,
    placeholderData: keepPreviousData,
  });
  const last = useRef<LoginUser | undefined>(undefined);
  if (query.data) last.current = query.data;
  return { data: query.data ?? last.current };
}
