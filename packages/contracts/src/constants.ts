/** Business constants of the shell spec (console-shell.md §9), shared by server and web. */
export const DAY_MS = 86_400_000;
/** Token lifetime: 1 day, or 7 days with remember-me. */
export const TOKEN_TTL_MS = DAY_MS;
export const TOKEN_TTL_REMEMBER_MS = 7 * DAY_MS;
/** How long the browser keeps the application list. */
export const APP_LIST_CACHE_MS = 604_800_000;
export const LOGOUT_RELOAD_DELAY_MS = 16;
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;
export const WELCOME_NOTIFICATION_DELAY_MS = 1000;
/** How often the dashboard's tag cloud refetches (spec §9). */
export const TAG_CLOUD_REFRESH_MS = 5000;
export const DEFAULT_LANDING_PATH = '/welcome';
export const LOGIN_PATH = '/user/login';

/**
 * Where the server publishes the `<siteguard-form>` element bundle (packages/form-react/dist): a
 * stable address, so a form exported from the designer as demo.html loads it from an absolute URL.
 */
export const FORM_ELEMENT_PREFIX = '/form-element/';
export const FORM_ELEMENT_SCRIPT = `${FORM_ELEMENT_PREFIX}siteguard-form.iife.js`;

/** Sign-in protection. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
/** How long the login page remembers the account of a 'remember me' sign-in (spec §9: 30 days). */
export const REMEMBER_ME_COOKIE_MAX_AGE_S = 30 * 86_400;

/** Local-storage keys of the spec, all under the `pro__` namespace. */
export const STORAGE_PREFIX = 'pro__';
export const storageKeys = {
  token: 'Access-Token',
  allAppsMenu: 'ALL_APPS_MENU',
  sidebarType: 'SIDEBAR_TYPE',
  theme: 'DEFAULT_THEME',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  color: 'DEFAULT_COLOR',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidemenu: 'DEFAULT_FIXED_SIDEMENU',
  fixedHeaderHidden: 'DEFAULT_FIXED_HEADER_HIDDEN',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  multiTab: 'DEFAULT_MULTI_TAB',
  dictTypeTree: 'DICT_TYPE_TREE_DATA',
  lang: 'lang',
  /** The camera configuration the live view shows, sent as the hkConfig header (spec §7). */
  hkConfigId: 'hkConfigId',
} as const;
