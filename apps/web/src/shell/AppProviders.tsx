import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../api/queryClient';
import { antdLocaleOf } from '../i18n/antdLocale';
import { currentLang, i18n } from '../i18n/i18n';
import { useLayoutSettings } from './settings/settingsStore';
import { useReducedMotion } from './settings/useReducedMotion';

/** Colour-weak mode inverts the page's colours (the origin's filter), so reds and greens part. */
const COLOR_WEAK_FILTER = 'invert(80%)';

function LocalisedAntd({ children }: { children: ReactNode }) {
  // Subscribing here re-renders antd with the new locale as soon as the language changes.
  useTranslation();
  // The user's primary colour and colour-weak choice hold on every page, the sign-in page included.
  const { primaryColor, colorWeak } = useLayoutSettings();
  // antd's opening and closing animations stay off when the system asks for reduced motion.
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => ({ token: { colorPrimary: primaryColor, motion: !reducedMotion } }),
    [primaryColor, reducedMotion],
  );
  useEffect(() => {
    document.documentElement.style.filter = colorWeak ? COLOR_WEAK_FILTER : '';
  }, [colorWeak]);
  return (
    <ConfigProvider locale={antdLocaleOf(currentLang())} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/**
 * The app-wide contexts: server state, translations, and antd's locale and theme. antd's App (toasts,
 * dialogs) comes with the pages that use it: see FeedbackApp.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
