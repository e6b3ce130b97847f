import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logoutAndReload } from './logout';

/** The header's logout: ask first (spec §4), then sign out and reload. */
export function useLogoutConfirm(): () => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return () => {
    modal.confirm({
      title: t('shell.logoutConfirm'),
      okText: t('shell.logout'),
      onOk: () => logoutAndReload(),
    });
  };
}
