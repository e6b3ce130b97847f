import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { setFeedback } from '../api/errorFeedback';
import { queryClient } from '../api/queryClient';
import { antdLocales } from '../i18n/antdLocale';
import { currentLang, i18n } from '../i18n/i18n';
import { PRIMARY_COLOR } from './product';

const theme = { token: { colorPrimary: PRIMARY_COLOR } };

/** Hands antd's themed message, notification and modal to the request client's error mapping. */
function FeedbackBridge() {
  const api = AntdApp.useApp();
  useEffect(() => {
    setFeedback(api);
    return () => setFeedback(null);
  }, [api]);
  return null;
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  // Subscribing here re-renders antd with the new locale as soon as the language changes.
  useTranslation();
  return (
    <ConfigProvider locale={antdLocales[currentLang()]} theme={theme}>
      <AntdApp>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

/** The app-wide contexts: server state, translations, and antd's locale and theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
