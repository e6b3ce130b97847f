import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useDeviceClass } from '../../shell/layouts/deviceClass';
import styles from './AccountSettingsPage.module.css';
import { SETTINGS_SECTIONS } from './sections';

/**
 * /account/settings: the sections as tabs at the side (on top on a phone), the chosen one beside
 * them. Tabs rather than a Menu: ProLayout turns antd's style hashing off, so a second, default-themed
 * Menu on the page would restyle the dark side menu.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const phone = useDeviceClass() === 'mobile';
  const current = SETTINGS_SECTIONS.find((section) => pathname.endsWith(`/${section}`)) ?? 'base';

  return (
    <PageContainer title={false}>
      <ProCard className={styles.card}>
        <Tabs
          tabPosition={phone ? 'top' : 'left'}
          activeKey={current}
          aria-label={t('settings.menu')}
          onChange={(section) => navigate(`/account/settings/${section}`)}
          items={SETTINGS_SECTIONS.map((section) => ({
            key: section,
            label: t(`settings.${section}`),
            children:
              section === current ? (
                <section className={styles.panel}>
                  <h2 className={styles.panelTitle}>{t(`settings.${section}`)}</h2>
                  <Outlet />
                </section>
              ) : null,
          }))}
        />
      </ProCard>
    </PageContainer>
  );
}
