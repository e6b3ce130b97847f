import { type MenuDataItem, ProLayout } from '@ant-design/pro-components';
import type { LoginUser } from '@siteguard/contracts';
import { App } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { WeatherBanner } from '../../features/weather';
import { useDateLocale } from '../../i18n/dateLocale';
import { NAMESPACES } from '../../i18n/resources';
import { HeaderActionsBoundary } from '../components/HeaderActionsBoundary';
import { FeedbackApp } from '../FeedbackApp';
import { PageLoading } from '../PageLoading';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../product';
import { menuBadgeFor } from '../routes/menuBadges';
import { menuSelection } from '../routes/menuSelection';
import { buildMenuTree, routableNodes } from '../routes/menuTree';
import { storeAppList } from '../session/appList';
import { logoutAndReload } from '../session/logout';
import { useLanguageChange } from '../session/useLanguageChange';
import { useSessionUser } from '../session/useSessionUser';
import type { LayoutSettings } from '../settings/layoutSettings';
import { updateLayoutSettings, useLayoutSettings } from '../settings/settingsStore';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet';
import { MultiTabBar } from '../tabs/MultiTabBar';
import { TabControlContext } from '../tabs/tabGuards';
import { menuTitleFor } from '../tabs/tabTitle';
import { type ShellTab, useOpenTabs } from '../tabs/useOpenTabs';
import { logoTitle } from '../text/cutText';
import { useAfterPaint } from '../useAfterPaint';
import { useAutoHideHeader } from './autoHideHeader';
import { type DeviceClass, useDeviceClass } from './deviceClass';
import styles from './MainLayout.module.css';
import { toMenuData } from './menuData';
import { isDarkHeader, navTokens } from './navTokens';

/** Spec §9 side menu width; the collapsed width (80 px) is set in MainLayout.module.css. */
const SIDER_WIDTH = 230;
// ProLayout rebuilds its menu data (a walk of every menu with path matching) whenever `menu` or
// `route.children` is a new object, and its themes whenever `token` is: all three stay the same
// object from render to render.
const MENU_OPTIONS = { locale: false } as const;

// The header's widgets (greeting, notification bell, apps, language, full screen, user menu) come a
// frame after the page (decision 0019), so their code need not run before it either (decision 0021).
const HeaderActions = lazy(async () => ({
  default: (await import('../components/HeaderActions')).HeaderActions,
}));

// The settings drawer is a development tool (spec §2): production builds leave it out entirely.
const SettingsDrawer = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('../settings/SettingsDrawer')).SettingsDrawer }))
  : null;

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

/**
 * Collapsed or open side menu by device (spec §4): a desktop follows the user's toggle (kept under
 * pro__SIDEBAR_TYPE), a tablet starts closed, a phone keeps the menu in a closed drawer.
 */
function useSidebarCollapse(device: DeviceClass, settings: LayoutSettings) {
  const [smallScreenCollapsed, setSmallScreenCollapsed] = useState(true);
  useEffect(() => {
    if (device !== 'desktop') setSmallScreenCollapsed(true);
  }, [device]);
  const collapsed = device === 'desktop' ? !settings.sidebarOpen : smallScreenCollapsed;
  const onCollapse = useCallback(
    (next: boolean) => {
      if (device === 'desktop') updateLayoutSettings({ sidebarOpen: !next });
      else setSmallScreenCollapsed(next);
    },
    [device],
  );
  return { collapsed, onCollapse };
}

/** The submenus open in the side menu: the user's own, plus those leading to the current page. */
function useOpenKeys(required: readonly string[]) {
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...required])]);
  }, [required]);
  return { openKeys, setOpenKeys };
}

function MenuItemLink({ item, dom }: { item: MenuDataItem; dom: ReactNode }) {
  const title = typeof item.fullTitle === 'string' ? item.fullTitle : undefined;
  if (item.external === true && typeof item.link === 'string') {
    return (
      <a href={item.link} target="_blank" rel="noopener noreferrer" title={title}>
        {dom}
      </a>
    );
  }
  const Badge = typeof item.component === 'string' ? menuBadgeFor(item.component) : undefined;
  return item.path ? (
    <Link
      to={item.path}
      title={title}
      style={Badge ? { display: 'flex', alignItems: 'center', gap: 8 } : undefined}
    >
      {dom}
      {Badge && <Badge />}
    </Link>
  ) : (
    dom
  );
}

function Brand({ logo, dark, top }: { logo: ReactNode; dark: boolean; top: boolean }) {
  return (
    <Link to="/welcome" className={styles.brand} title={PRODUCT_NAME}>
      {logo}
      <h1 className={dark ? styles.brandDark : undefined}>{logoTitle(PRODUCT_NAME, top)}</h1>
    </Link>
  );
}

/**
 * The signed-in shell: ProLayout with the server's menus at the side or the top (the user's
 * layout settings), a 55 px header (greeting, notifications, app switcher, language, full screen,
 * user menu), the optional multi-tab bar with kept-alive pages, and the copyright footer. Pages
 * render in the outlet, which passes the menu tree down to the routes built from it.
 */
export function MainLayout() {
  return (
    <FeedbackApp>
      <MainLayoutFrame />
    </FeedbackApp>
  );
}

function MainLayoutFrame() {
  // Every namespace: a tab's title may be any route's title key.
  const { t } = useTranslation(NAMESPACES);
  const { data: user } = useSessionUser();
  const location = useLocation();
  const settings = useLayoutSettings();
  const device = useDeviceClass();
  const changeLanguage = useLanguageChange();
  useDateLocale();
  const tree = useMemo(() => buildMenuTree(user?.menus ?? []), [user?.menus]);
  const route = useMemo(() => ({ path: '/', children: toMenuData(tree) }), [tree]);
  const token = useMemo(() => navTokens(settings), [settings]);
  const selection = useMemo(() => menuSelection(tree, location.pathname), [tree, location.pathname]);
  const { openKeys, setOpenKeys } = useOpenKeys(selection.openKeys);
  const { collapsed, onCollapse } = useSidebarCollapse(device, settings);
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const { tabs, active, act, control } = useOpenTabs(settings.multiTab);
  useNoMenuDialog(user);
  // The header's widgets come a frame after the page (decision 0019).
  const headerReady = useAfterPaint(user !== undefined);

  const menuTitles = useMemo(
    () => new Map(routableNodes(tree).map((node) => [node.path, node.title])),
    [tree],
  );
  const titleOf = useCallback(
    (tab: ShellTab) => (tab.titleKey ? t(tab.titleKey) : (menuTitleFor(menuTitles, tab.path) ?? tab.path)),
    [t, menuTitles],
  );

  useEffect(() => {
    if (user) storeAppList(user.apps, user.menus);
  }, [user]);

  if (!user) return <PageLoading />;

  const top = settings.layoutMode === 'topmenu';
  const darkHeader = isDarkHeader(settings);

  return (
    <>
      <ProLayout
        // No `title`: ProLayout would write it into document.title over DocumentTitle's; the brand
        // is drawn by headerTitleRender instead.
        title={false}
        logo={logoUrl}
        headerTitleRender={(logo) => <Brand logo={logo} dark={darkHeader} top={top} />}
        // 'mix' rather than 'side': ProLayout's side layout has no header on a desktop. Mix always
        // fixes its header, so an unfixed one is let go in MainLayout.module.css.
        layout={top ? 'top' : 'mix'}
        splitMenus={false}
        siderWidth={SIDER_WIDTH}
        className={[
          styles.layout,
          settings.fixedHeader ? '' : styles.scrollingHeader,
          headerHidden ? styles.headerHidden : '',
        ].join(' ')}
        token={token}
        fixedHeader={settings.fixedHeader}
        fixSiderbar={settings.fixedSidebar}
        contentWidth={settings.contentWidth}
        collapsed={collapsed}
        onCollapse={onCollapse}
        // ProLayout's own phone width is 768 px; the spec's is 576 px, so only then the drawer.
        disableMobile={device !== 'mobile'}
        breakpoint={false}
        location={{ pathname: location.pathname }}
        route={route}
        menu={MENU_OPTIONS}
        menuProps={{ selectedKeys: selection.selectedKeys }}
        openKeys={openKeys}
        onOpenChange={(keys) => setOpenKeys(keys === false ? [] : keys)}
        // Page titles belong to DocumentTitle and the menu routes, not to ProLayout.
        pageTitleRender={false}
        menuItemRender={(item, dom) => <MenuItemLink item={item} dom={dom} />}
        subMenuItemRender={(_, dom) => dom}
        // One plain block rather than ProLayout's action items: those add a hover box to each child,
        // which a segmented control or a text does not want.
        actionsRender={false}
        rightContentRender={() =>
          // A frame after the page: the first picture is the page's content, not the widgets' styles.
          headerReady ? (
            <HeaderActionsBoundary>
              <Suspense fallback={null}>
                <HeaderActions user={user} dark={darkHeader} onLanguageChange={changeLanguage} />
              </Suspense>
            </HeaderActionsBoundary>
          ) : null
        }
        footerRender={() => (
          <footer className={styles.footer}>{t('layout.copyright', { year: COPYRIGHT_YEAR })}</footer>
        )}
      >
        <WeatherBanner />
        {settings.multiTab ? (
          <TabControlContext.Provider value={control}>
            <MultiTabBar tabs={tabs} active={active} titleOf={titleOf} act={act} />
            <KeepAliveOutlet open={tabs.map((tab) => tab.path)} context={tree} />
          </TabControlContext.Provider>
        ) : (
          <Outlet context={tree} />
        )}
      </ProLayout>
      {SettingsDrawer ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
