import { PRIMARY_COLOR } from '../product';

export type LayoutMode = 'sidemenu' | 'topmenu';
export type NavTheme = 'dark' | 'light';
export type ContentWidth = 'Fixed' | 'Fluid';

/** The user's layout preferences (spec §3 "Layout settings kept locally"). */
export interface LayoutSettings {
  layoutMode: LayoutMode;
  navTheme: NavTheme;
  primaryColor: string;
  colorWeak: boolean;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  contentWidth: ContentWidth;
  multiTab: boolean;
  /** The side menu's open/collapsed choice on a desktop screen. */
  sidebarOpen: boolean;
}

/** decisions.md "Layout defaults". */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layoutMode: 'sidemenu',
  navTheme: 'dark',
  primaryColor: PRIMARY_COLOR,
  colorWeak: false,
  fixedHeader: false,
  fixedSidebar: false,
  autoHideHeader: false,
  contentWidth: 'Fixed',
  multiTab: false,
  sidebarOpen: true,
};

/** The eight primary colour presets (antd's classic palette), the default first. */
export const PRIMARY_COLOR_PRESETS = [
  { key: 'daybreak', color: '#1890FF' },
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;

export type PresetKey = (typeof PRIMARY_COLOR_PRESETS)[number]['key'];

/** Which switches make sense in the current combination (spec §4). */
export interface SettingsAvailability {
  /** The top menu has no sidebar to fix. */
  fixedSidebar: boolean;
  /** A header that scrolls away with the page has nothing to hide. */
  autoHideHeader: boolean;
  /** Fluid width is only offered with the top menu. */
  fluidWidth: boolean;
}

export function availabilityOf(settings: LayoutSettings): SettingsAvailability {
  return {
    fixedSidebar: settings.layoutMode !== 'topmenu',
    autoHideHeader: settings.fixedHeader,
    fluidWidth: settings.layoutMode === 'topmenu',
  };
}

/**
 * Brings a combination back within the spec's rules: the top menu forces the fixed sidebar off,
 * auto-hide needs a fixed header, and Fluid width exists only in the top menu. Applied to every
 * change and to what storage returns, so an old or hand-edited value cannot break the layout.
 */
export function normalizeSettings(settings: LayoutSettings): LayoutSettings {
  const allowed = availabilityOf(settings);
  return {
    ...settings,
    fixedSidebar: allowed.fixedSidebar && settings.fixedSidebar,
    autoHideHeader: allowed.autoHideHeader && settings.autoHideHeader,
    contentWidth: allowed.fluidWidth ? settings.contentWidth : 'Fixed',
  };
}

const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Reads what storage held, field by field: anything missing or malformed takes the default. */
export function settingsFrom(stored: { [K in keyof LayoutSettings]?: unknown }): LayoutSettings {
  const d = DEFAULT_LAYOUT_SETTINGS;
  const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  return normalizeSettings({
    layoutMode:
      stored.layoutMode === 'topmenu' || stored.layoutMode === 'sidemenu' ? stored.layoutMode : d.layoutMode,
    navTheme: stored.navTheme === 'light' || stored.navTheme === 'dark' ? stored.navTheme : d.navTheme,
    primaryColor: isHexColor(stored.primaryColor) ? stored.primaryColor : d.primaryColor,
    colorWeak: bool(stored.colorWeak, d.colorWeak),
    fixedHeader: bool(stored.fixedHeader, d.fixedHeader),
    fixedSidebar: bool(stored.fixedSidebar, d.fixedSidebar),
    autoHideHeader: bool(stored.autoHideHeader, d.autoHideHeader),
    contentWidth:
      stored.contentWidth === 'Fluid' || stored.contentWidth === 'Fixed'
        ? stored.contentWidth
        : d.contentWidth,
    multiTab: bool(stored.multiTab, d.multiTab),
    sidebarOpen: bool(stored.sidebarOpen, d.sidebarOpen),
  });
}
