import { type WeatherWarningEvent, WORK_CATEGORY_NAMES, warningName } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subscribeServerEvent } from '../../api/events';
import { currentLang } from '../../i18n/i18n';
import { refreshWeather, weatherStoppagesOptions } from './api';
import { WarningIcon } from './icons';
import styles from './WeatherPage.module.css';

/**
 * Across the top of every console page while a warning that stops work is in force at the user's
 * site: which warning, which works are stopped. It comes and goes live with the Observatory's ISSUE
 * and CANCEL (SSE `weatherWarning`), each announced by a notification.
 */
export function WeatherBanner() {
  const { t, i18n } = useTranslation('weather');
  const lang = currentLang();
  const { notification } = App.useApp();
  const { data } = useQuery(weatherStoppagesOptions(lang));

  useEffect(
    () =>
      subscribeServerEvent('weatherWarning', (event: WeatherWarningEvent) => {
        void refreshWeather();
        const now = currentLang();
        const warning = warningName(event.code)[now];
        const works = event.works
          .map((work) => WORK_CATEGORY_NAMES[work][now])
          .join(now === 'en' ? ', ' : '、');
        if (event.action === 'ISSUE' && event.works.length === 0) return;
        notification[event.action === 'ISSUE' ? 'warning' : 'info']({
          key: `weather-${event.code}`,
          message: i18n.t(event.action === 'ISSUE' ? 'weather:banner.issued' : 'weather:banner.cancelled', {
            warning,
          }),
          description: i18n.t(
            event.action === 'ISSUE' ? 'weather:banner.issuedBody' : 'weather:banner.cancelledBody',
            {
              works,
            },
          ),
          placement: 'bottomRight',
        });
      }),
    [notification, i18n],
  );

  if (!data || data.length === 0) return null;
  const separator = lang === 'en' ? ', ' : '、';
  return (
    <Alert
      role="status"
      data-testid="weather-banner"
      type="error"
      showIcon
      icon={<WarningIcon code={data[0]?.code ?? ''} size={28} title={data[0]?.name ?? ''} />}
      style={{ marginBottom: 16, alignItems: 'center' }}
      message={
        <div className={styles.banner}>
          {data.map((stoppage) => (
            <div key={stoppage.code}>
              <strong>{t('banner.title', { warning: stoppage.name })}</strong>
              <span className={styles.bannerWorks}>
                {t('banner.body', {
                  works: stoppage.works.map((work) => WORK_CATEGORY_NAMES[work][lang]).join(separator),
                })}
              </span>
            </div>
          ))}
          <Link to="/weather">{t('banner.more')}</Link>
        </div>
      }
    />
  );
}
