import { errorMessage, errorNameOf, LOGIN_PATH, UNAUTHORIZED_RELOAD_DELAY_MS } from '@siteguard/contracts';
import type { App } from 'antd';
import { currentLang, i18n } from '../i18n/i18n';
import type { ErrorAction } from './errorPolicy';
import { clearToken } from './token';

type Feedback = ReturnType<typeof App.useApp>;

/**
 * antd's message, notification and modal bound to the App component (theme, locale), set once by
 * FeedbackBridge (shell/FeedbackApp.tsx). Module-level antd static calls would ignore both, so they
 * serve only where no bridge is mounted.
 */
let feedback: Feedback | null = null;

export function setFeedback(next: Feedback | null): void {
  feedback = next;
}

/**
 * Where no bridge is mounted (the sign-in route leaves antd's App out of its download), a toast or
 * the 'Forbidden' notification still shows through antd's static API, loaded on first use.
 */
async function unbridged(): Promise<Pick<Feedback, 'message' | 'notification'>> {
  const [message, notification] = await Promise.all([
    import('antd/es/message'),
    import('antd/es/notification'),
  ]);
  return { message: message.default, notification: notification.default };
}

/** The has-error flag: a burst of failing requests opens one 'Notice' dialog, and reloads once. */
let sessionEnding = false;

function reload(): void {
  window.location.reload();
}

function loginUrlForHere(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}

/**
 * The 'Notice' dialog's texts in the active language. The message is the catalogue's text for the
 * code, which is what the server says in that language: a session that dies during a language switch
 * answers in the new language while the dialog opens in the old one, and the dialog then follows the
 * switch instead of mixing both.
 */
function sessionNoticeTexts(action: Extract<ErrorAction, { kind: 'session' }>) {
  const name = errorNameOf(action.code);
  return {
    title: i18n.t('common:session.notice'),
    content: name ? errorMessage(name, currentLang()) : action.message,
    okText: i18n.t('common:session.loginAgain'),
  };
}

/** Carries out what errorPolicy decided: the only place where a failed call reaches the screen. */
export function showErrorAction(action: ErrorAction): void {
  const t = i18n.t.bind(i18n);
  switch (action.kind) {
    case 'none':
      return;
    case 'session':
      // Without a bridge (the route guard's first fetch, before the shell is drawn) the guard itself
      // signs out; the flag stays down so that the next session's failure still gets its dialog.
      if (sessionEnding || !feedback) return;
      sessionEnding = true;
      {
        const dialog = feedback.modal.error({
          ...sessionNoticeTexts(action),
          onOk: () => {
            clearToken();
            reload();
          },
        });
        // The page reloads on OK, so the listener never needs removing.
        i18n.on('languageChanged', () => dialog.update(sessionNoticeTexts(action)));
      }
      return;
    case 'login':
      if (sessionEnding || window.location.pathname.startsWith('/user/')) return;
      sessionEnding = true;
      window.location.assign(loginUrlForHere());
      return;
    case 'logoutReload':
      if (sessionEnding) return;
      sessionEnding = true;
      clearToken();
      window.setTimeout(reload, UNAUTHORIZED_RELOAD_DELAY_MS);
      return;
    case 'forbidden': {
      const show = (api: Pick<Feedback, 'notification'>) =>
        api.notification.error({ message: t('common:session.forbidden'), description: action.message });
      if (feedback) show(feedback);
      else void unbridged().then(show);
      return;
    }
    case 'toast': {
      const show = (api: Pick<Feedback, 'message'>) => void api.message.error(action.message);
      if (feedback) show(feedback);
      else void unbridged().then(show);
      return;
    }
  }
}
