import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLang } from '../../i18n/i18n';
import { storeAppList } from './appList';
import { applyAppSwitch, changeApp, loginUserOptions } from './sessionApi';

// The history entry an application switch is leaving. The new menus render before the navigation
// away lands (the router navigates in a transition), and for that moment the page being left belongs
// to no menu of the new application: OwningAppRoute must not take it for a link into the old one and
// switch straight back (issue #32).
let leavingKey: string | undefined;

/** Whether the page at this history entry is being left by an application switch. */
export function leftByAppSwitch(locationKey: string): boolean {
  return leavingKey === locationKey;
}

/**
 * Switches the active application: a loading message, POST /sysMenu/change, then the new menus
 * replace the old ones (the routes follow from them) and the user lands on `to` (the home page
 * unless a link into the application's own page is being followed).
 */
export function useAppSwitch(): (application: string, to?: string) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Once any other page renders, the switch has landed: going back to the page it left is a link
  // into the old application again (the header's switcher keeps this hook mounted on every page).
  useEffect(() => {
    if (leavingKey !== undefined && leavingKey !== location.key) leavingKey = undefined;
  }, [location.key]);
  return async (application, to = '/welcome') => {
    const lang = currentLang();
    const hide = message.loading(t('shell.switching'), 0);
    try {
      const menus = await changeApp(application, lang);
      const options = loginUserOptions(lang);
      // A sign-in refetch still in flight would land after this and bring the old app back.
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const user = queryClient.getQueryData(options.queryKey);
      leavingKey = location.key;
      if (user) {
        const next = applyAppSwitch(user, application, menus);
        queryClient.setQueryData(options.queryKey, next);
        storeAppList(next.apps, next.menus);
      }
      // Other languages hold the old app's menus; drop them so a language change asks the server.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[1] === 'loginUser' && query.queryKey[2] !== lang,
      });
      navigate(to, { replace: to !== '/welcome' });
    } catch {
      leavingKey = undefined;
      void message.error(t('shell.switchError'));
    } finally {
      hide();
    }
  };
}
