import { WELCOME_NOTIFICATION_DELAY_MS } from '@siteguard/contracts';
import { notification as antdNotification } from 'antd';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/token';
import { useSessionUser } from '../../shell/session/useSessionUser';
import { signInMark, WELCOMED_KEY } from './welcome';

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

// Below the 55 px header: at antd's default 24 px the card would cover the user menu for its whole
// life (and hovering it keeps it open), so the first thing a user reaches for would be blocked.
const BELOW_HEADER_PX = 64;

/**
 * Spec §4: one second after the main layout first loads, a notification welcomes the user by name;
 * once per sign-in. Returns the element that draws it (render it once, in the header slot).
 */
export function useWelcomeNotification(): ReactElement {
  const { t } = useTranslation('notifications');
  const [notification, holder] = antdNotification.useNotification({ top: BELOW_HEADER_PX });
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
        // A pointer resting on the card must not keep it over the page.
        pauseOnHover: false,
      });
    }, WELCOME_NOTIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [name, notification, t]);
  return holder;
}
