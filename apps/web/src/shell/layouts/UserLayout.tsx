import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../product';
import styles from './UserLayout.module.css';

/** The signed-out layout (sign-in, register): brand, a centred card for the page, copyright footer. */
export function UserLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <h1 className={styles.brand}>
          <img className={styles.logo} src={logoUrl} alt="" />
          {PRODUCT_NAME}
        </h1>
        <p className={styles.tagline}>{t('app.tagline')}</p>
        <section className={styles.card}>
          <Outlet />
        </section>
      </main>
      <footer className={styles.footer}>{t('layout.copyright', { year: COPYRIGHT_YEAR })}</footer>
    </div>
  );
}
