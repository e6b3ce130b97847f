import type { ProTokenType } from '@ant-design/pro-components';
import type { LayoutSettings } from '../settings/layoutSettings';

type LayoutToken = NonNullable<ProTokenType['layout']>;

/** Spec §9 header height. */
export const HEADER_HEIGHT = 55;

const DARK_BG = '#001529';

/** The dark navigation of decisions.md: antd's classic #001529 with light text. */
function darkSider(primary: string): LayoutToken['sider'] {
  return {
    colorMenuBackground: DARK_BG,
    colorMenuItemDivider: 'rgba(255,255,255,0.15)',
    colorTextMenu: 'rgba(255,255,255,0.75)',
    colorTextMenuSelected: '#fff',
    colorTextMenuItemHover: '#fff',
    colorTextMenuActive: '#fff',
    colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
    colorTextMenuTitle: '#fff',
    colorTextSubMenuSelected: '#fff',
    colorBgMenuItemSelected: primary,
    colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
    colorBgCollapsedButton: '#fff',
    colorTextCollapsedButton: 'rgba(0,0,0,0.65)',
  };
}

function darkHeader(primary: string): LayoutToken['header'] {
  return {
    colorBgHeader: DARK_BG,
    colorBgScrollHeader: DARK_BG,
    colorHeaderTitle: '#fff',
    colorTextMenu: 'rgba(255,255,255,0.75)',
    colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
    colorTextMenuSelected: '#fff',
    colorTextMenuActive: '#fff',
    colorBgMenuItemSelected: primary,
    colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
    colorBgMenuElevated: DARK_BG,
    colorTextRightActionsItem: 'rgba(255,255,255,0.85)',
    colorBgRightActionsItemHover: 'rgba(255,255,255,0.08)',
    heightLayoutHeader: HEADER_HEIGHT,
  };
}

/**
 * ProLayout's colours for the chosen navigation theme. The navigation is the side menu, or the
 * header when the menu sits at the top; in side-menu mode the header stays light so that its
 * controls keep antd's own contrast.
 */
export function navTokens(
  settings: Pick<LayoutSettings, 'navTheme' | 'layoutMode' | 'primaryColor'>,
): LayoutToken {
  const dark = settings.navTheme === 'dark';
  const top = settings.layoutMode === 'topmenu';
  return {
    colorPrimary: settings.primaryColor,
    sider: dark && !top ? darkSider(settings.primaryColor) : { colorTextMenuSelected: settings.primaryColor },
    header:
      dark && top
        ? darkHeader(settings.primaryColor)
        : {
            heightLayoutHeader: HEADER_HEIGHT,
            colorTextMenuSelected: settings.primaryColor,
            // Opaque: ProLayout's translucent header shows the dark side menu through it.
            colorBgHeader: '#fff',
            colorBgScrollHeader: '#fff',
            colorTextRightActionsItem: 'rgba(0,0,0,0.88)',
          },
  };
}

/** Whether the header is drawn dark (its own controls then switch to light text). */
export const isDarkHeader = (settings: Pick<LayoutSettings, 'navTheme' | 'layoutMode'>) =>
  settings.navTheme === 'dark' && settings.layoutMode === 'topmenu';
