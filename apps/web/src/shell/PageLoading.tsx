import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';

/**
 * What shows while the first route's code downloads: the page background only, so a fast load does
 * not flash a spinner; assistive technology still hears that the page is busy.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return <div className={styles.page} role="status" aria-busy="true" aria-label={t('app.loading')} />;
}
