import { App as AntdApp } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { setFeedback } from '../api/errorFeedback';
import { HEADER_HEIGHT } from './layouts/navTokens';

const NOTIFICATION_PLACEMENT = { top: HEADER_HEIGHT + 12 };

/** Hands antd's themed message, notification and modal to the request client's error mapping. */
function FeedbackBridge() {
  const api = AntdApp.useApp();
  useEffect(() => {
    setFeedback(api);
    return () => setFeedback(null);
  }, [api]);
  return null;
}

/**
 * antd's App (themed message, notification and modal for `App.useApp()`) plus the bridge to the
 * error mapping. It wraps the signed-in shell and the register page, not the whole app: the sign-in
 * page shows its failures inline, and leaving antd's modal and notification out of its download keeps
 * the first page light.
 */
export function FeedbackApp({ children }: { children: ReactNode }) {
  return (
    // Notifications open below the 55 px header, so they never cover the header's own controls.
    <AntdApp notification={NOTIFICATION_PLACEMENT}>
      <FeedbackBridge />
      {children}
    </AntdApp>
  );
}
