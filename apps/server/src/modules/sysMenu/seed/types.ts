import type { Translated } from '@siteguard/contracts';

/**
 * One node of the seeded menu tree. `router` is the route path: absolute when it starts with '/',
 * otherwise relative to the parent's. `component` is a key of the web app's page registry
 * (unknown keys show "coming soon"); directories use 'RouteView'.
 */
export interface MenuSeed {
  /** Unique across the whole tree; becomes the route name. */
  code: string;
  type: 'directory' | 'menu' | 'button';
  title: Translated;
  router?: string;
  component?: string;
  redirect?: string;
  /** `<entity>:<action>` from packages/contracts permissions; buttons always have one. */
  permission?: string;
  /** component (default), iframe (shows `link` inside the console) or link (opens `link` in a new tab). */
  openType?: 'component' | 'iframe' | 'link';
  link?: string;
  /** An @ant-design/icons component name, e.g. 'SafetyOutlined'. */
  icon?: string;
  /** false hides the item (the route still exists and highlights its parent). */
  visible?: boolean;
  hideChildren?: boolean;
  children?: MenuSeed[];
}

export interface AppSeed {
  code: string;
  name: Translated;
  isDefault?: boolean;
  menus: MenuSeed[];
}
