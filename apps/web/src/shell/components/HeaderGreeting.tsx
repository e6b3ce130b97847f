import { siteHourOf } from '@siteguard/contracts';
import { useTranslation } from 'react-i18next';
import { greetingOf } from '../../features/home/greeting';
import styles from './HeaderGreeting.module.css';

/** "Good morning, <name>" by the hour of the visitor's clock (spec §2 "Layouts"). */
export function HeaderGreeting({ name }: { name: string }) {
  const { t } = useTranslation();
  const greeting = t(`shell.greeting.${greetingOf(siteHourOf(Date.now()))}`);
  return (
    <span className={styles.greeting} data-testid="header-greeting">
      {t('shell.headerGreeting', { greeting, name })}
    </span>
  );
}
