import { WELCOME_NOTIFICATION_DELAY_MS } from '@siteguard/contracts';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/token';
import { useSessionUser } from '../../shell/session/useSessionUser';
import { signInMark } from './welcome';

// Per tab and per sign-in: a reload of the same session stays quiet, a new sign-in greets again.
const WELCOMED_KEY = 'siteguard.welcomed';

function alreadyWelcomed(mark: string): boolean {
  try {
    return window.sessionStorage.getItem(WELCOMED_KEY) === mark;
  } catch {
    return false;
  }
}

function rememberWelcome(mark: string): void {
  try {
    window.sessionStorage.setItem(WELCOMED_KEY, mark);
  } catch {
    // Without storage the welcome may show again after a reload: harmless.
  }
}

/**
 * Spec §4: one second after the main layout first loads, a notification welcomes the user by name;
 * once per sign-in.
 */
export function useWelcomeNotification(): void {
  const { t } = useTranslation('notifications');
  const { notification } = App.useApp();
  const { data: user } = useSessionUser();
  const name = user?.name;

  useEffect(() => {
    const token = getToken();
    if (!name || !token) return;
    const mark = signInMark(token);
    if (alreadyWelcomed(mark)) return;
    const timer = window.setTimeout(() => {
      rememberWelcome(mark);
      notification.success({
        message: t('welcome.title'),
        description: t('welcome.description', { name }),
        placement: 'topRight',
      });
    }, WELCOME_NOTIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [name, notification, t]);
}
