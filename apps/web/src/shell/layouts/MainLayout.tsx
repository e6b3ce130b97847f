import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { type MenuDataItem, ProLayout } from '@ant-design/pro-components';
import type { LoginUser } from '@siteguard/contracts';
import { App, Dropdown } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { AppSwitcher } from '../components/AppSwitcher';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { PageLoading } from '../PageLoading';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../product';
import { buildMenuTree } from '../routes/menuTree';
import { storeAppList } from '../session/appList';
import { logoutAndReload } from '../session/logout';
import { useLogoutConfirm } from '../session/useLogoutConfirm';
import { useSessionUser } from '../session/useSessionUser';
import styles from './MainLayout.module.css';
import { toMenuData } from './menuData';

// decisions.md "Layout defaults": side menu, dark navigation. The header stays light so that the
// language switch and app switcher keep antd's own contrast.
const DARK_NAV = {
  sider: {
    colorMenuBackground: '#001529',
    colorMenuItemDivider: 'rgba(255,255,255,0.15)',
    colorTextMenu: 'rgba(255,255,255,0.75)',
    colorTextMenuSelected: '#fff',
    colorTextMenuItemHover: '#fff',
    colorTextMenuActive: '#fff',
    colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
    colorTextMenuTitle: '#fff',
    colorTextSubMenuSelected: '#fff',
    colorBgMenuItemSelected: '#1890FF',
    colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
    colorBgCollapsedButton: '#fff',
    colorTextCollapsedButton: 'rgba(0,0,0,0.65)',
  },
};

/** The avatar is a file id; only an id above 0 has an image (spec §3 "User info"). */
function avatarSrc(user: LoginUser): string | undefined {
  const id = Number(user.avatar);
  return Number.isFinite(id) && id > 0
    ? `/api/sysFileInfo/preview?id=${encodeURIComponent(String(user.avatar))}`
    : undefined;
}

/** A user without menus cannot do anything: say so once (spec §5), and OK signs out. */
function useNoMenuDialog(user: LoginUser | undefined) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shown = useRef(false);
  useEffect(() => {
    if (!user || user.menus.length > 0 || shown.current) return;
    shown.current = true;
    modal.warning({
      title: t('session.noMenuTitle'),
      content: t('session.noMenu'),
      onOk: () => logoutAndReload(),
    });
  }, [user, modal, t]);
}

function MenuItemLink({ item, dom }: { item: MenuDataItem; dom: React.ReactNode }) {
  if (item.external === true && typeof item.link === 'string') {
    return (
      <a href={item.link} target="_blank" rel="noopener noreferrer">
        {dom}
      </a>
    );
  }
  return item.path ? <Link to={item.path}>{dom}</Link> : dom;
}

/**
 * The signed-in shell (v1): ProLayout with the server's menus at the side; header with the app
 * switcher, language switch and the user's menu. Pages render in the Outlet, which passes the
 * menu tree down to the routes built from it.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { data: user } = useSessionUser();
  const location = useLocation();
  const confirmLogout = useLogoutConfirm();
  const tree = useMemo(() => buildMenuTree(user?.menus ?? []), [user?.menus]);
  const menuData = useMemo(() => toMenuData(tree), [tree]);
  useNoMenuDialog(user);

  useEffect(() => {
    if (user) storeAppList(user.apps, user.menus);
  }, [user]);

  if (!user) return <PageLoading />;

  return (
    <ProLayout
      // No `title`: ProLayout would write it into document.title over DocumentTitle's; the brand
      // is drawn by headerTitleRender instead.
      title={false}
      logo={logoUrl}
      headerTitleRender={(logo) => (
        <Link to="/welcome" className={styles.brand}>
          {logo}
          <h1>{PRODUCT_NAME}</h1>
        </Link>
      )}
      // 'mix': the header (app switcher, language, user) spans the top, the menu sits at the side.
      layout="mix"
      splitMenus={false}
      siderWidth={230}
      token={DARK_NAV}
      location={{ pathname: location.pathname }}
      route={{ path: '/', children: menuData }}
      menu={{ locale: false }}
      // Page titles belong to DocumentTitle and the menu routes, not to ProLayout.
      pageTitleRender={false}
      menuItemRender={(item, dom) => <MenuItemLink item={item} dom={dom} />}
      subMenuItemRender={(_, dom) => dom}
      actionsRender={() => [<AppSwitcher key="apps" apps={user.apps} />, <LanguageSwitch key="lang" />]}
      avatarProps={{
        src: avatarSrc(user),
        icon: <UserOutlined />,
        size: 'small',
        title: <span className={styles.userName}>{user.name}</span>,
        render: (_, dom) => (
          <Dropdown
            menu={{
              items: [
                {
                  key: 'center',
                  icon: <UserOutlined />,
                  label: <Link to="/account/center">{t('shell.accountCenter')}</Link>,
                },
                {
                  key: 'settings',
                  icon: <SettingOutlined />,
                  label: <Link to="/account/settings">{t('shell.accountSettings')}</Link>,
                },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: confirmLogout },
              ],
            }}
          >
            <button type="button" className={styles.userButton} aria-label={t('shell.userMenu')}>
              {dom}
            </button>
          </Dropdown>
        ),
      }}
      footerRender={() => (
        <footer className={styles.footer}>{t('layout.copyright', { year: COPYRIGHT_YEAR })}</footer>
      )}
    >
      <Outlet context={tree} />
    </ProLayout>
  );
}
