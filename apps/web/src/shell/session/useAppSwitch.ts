import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../i18n/i18n';
import { storeAppList } from './appList';
import { applyAppSwitch, changeApp, loginUserOptions } from './sessionApi';

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
  return async (application, to = '/welcome') => {
    const lang = currentLang();
    const hide = message.loading(t('shell.switching'), 0);
    try {
      const menus = await changeApp(application, lang);
      const options = loginUserOptions(lang);
      // A sign-in refetch still in flight would land after this and bring the old app back.
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const user = queryClient.getQueryData(options.queryKey);
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
      void message.error(t('shell.switchError'));
    } finally {
      hide();
    }
  };
}
