import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useDeviceClass } from '../../shell/layouts/deviceClass';
import styles from './AccountSettingsPage.module.css';
import { SETTINGS_SECTIONS } from './sections';

/** /account/settings: the sections at the side (on top on a phone), the chosen one beside them. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const phone = useDeviceClass() === 'mobile';
  const current = SETTINGS_SECTIONS.find((section) => pathname.endsWith(`/${section}`)) ?? 'base';

  return (
    <PageContainer title={false}>
      <ProCard split={phone ? 'horizontal' : 'vertical'} className={styles.card}>
        <ProCard colSpan={phone ? undefined : '224px'} className={styles.menuCol}>
          <Menu
            mode={phone ? 'horizontal' : 'inline'}
            aria-label={t('settings.menu')}
            selectedKeys={[current]}
            className={styles.menu}
            items={SETTINGS_SECTIONS.map((section) => ({
              key: section,
              label: <Link to={`/account/settings/${section}`}>{t(`settings.${section}`)}</Link>,
            }))}
          />
        </ProCard>
        <ProCard title={t(`settings.${current}`)} headerBordered={false}>
          <Outlet />
        </ProCard>
      </ProCard>
    </PageContainer>
  );
}
