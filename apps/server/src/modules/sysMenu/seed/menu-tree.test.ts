import { ALL_PERMISSION_CODES, LANGS } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { appSeeds } from './menu-tree.js';
import type { AppSeed, MenuSeed } from './types.js';

interface Visit {
  app: AppSeed;
  node: MenuSeed;
  depth: number;
  /** The route path as the shell resolves it (relative routers join the parent's path). */
  path: string | undefined;
}

function resolvePath(parentPath: string | undefined, router: string | undefined): string | undefined {
  if (router === undefined) return undefined;
  if (router.startsWith('/') || router.startsWith('http')) return router;
  return `${parentPath ?? ''}/${router}`.replace(/\/{2,}/g, '/');
}

function walk(
  app: AppSeed,
  nodes: readonly MenuSeed[],
  depth: number,
  parentPath: string | undefined,
): Visit[] {
  return nodes.flatMap((node) => {
    const path = resolvePath(parentPath, node.router);
    return [{ app, node, depth, path }, ...walk(app, node.children ?? [], depth + 1, path ?? parentPath)];
  });
}

const visits = appSeeds.flatMap((app) => walk(app, app.menus, 0, undefined));
const ofType = (type: MenuSeed['type']) => visits.filter((visit) => visit.node.type === type);
const permissionsOf = (appCode: string) =>
  new Set(
    visits.filter((visit) => visit.app.code === appCode).flatMap((visit) => visit.node.permission ?? []),
  );

const PERMITS = [
  'permitToWork',
  'permitToLift',
  'permitToDigBlank',
  'hotWorkPermit',
  'hotProcessPermit',
  'confinedSpace',
  'switchRoom',
  'electricalSystem',
  'hilti',
  'checkList',
];

const SYSTEM_ENTITIES: Record<string, string[]> = {
  sysUser: [
    'page',
    'detail',
    'add',
    'edit',
    'delete',
    'changeStatus',
    'resetPwd',
    'grantRole',
    'grantData',
    'export',
    'import',
  ],
  sysRole: ['page', 'detail', 'add', 'edit', 'delete', 'grantMenu', 'grantData'],
  sysMenu: ['list', 'tree', 'treeForGrant', 'add', 'edit', 'delete'],
  sysApp: ['page', 'add', 'edit', 'delete', 'setAsDefault'],
  sysOrg: ['tree', 'page', 'add', 'edit', 'delete'],
  sysPos: ['page', 'add', 'edit', 'delete'],
  sysDictType: ['page', 'dropDown', 'tree', 'add', 'edit', 'delete'],
  sysDictData: ['page', 'add', 'edit', 'delete'],
  sysFileInfo: ['page', 'upload', 'download', 'preview', 'delete'],
  sysVisLog: ['page', 'detail', 'delete', 'export'],
  sysOpLog: ['page', 'detail', 'delete', 'export'],
  sysTenant: ['page', 'add', 'edit', 'delete'],
  sysNotice: ['page', 'add', 'edit', 'delete', 'publish', 'withdraw'],
  sysTimers: ['page', 'add', 'edit', 'delete', 'start', 'stop', 'run'],
  sysOnlineUser: ['list', 'forceLogout'],
};

describe('seeded menu tree', () => {
  it('has the three applications, exactly one of them the default', () => {
    expect(appSeeds.map((app) => app.code)).toEqual(['siteSafety', 'workflow', 'system']);
    expect(appSeeds.filter((app) => app.isDefault).map((app) => app.code)).toEqual(['siteSafety']);
    for (const app of appSeeds) expect(app.menus.length).toBeGreaterThan(0);
  });

  it('has unique codes across the whole tree', () => {
    const codes = visits.map((visit) => visit.node.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('titles every application and node in zh-HK, zh-CN and en, the Chinese ones not the English', () => {
    const titles = [...appSeeds.map((app) => app.name), ...visits.map((visit) => visit.node.title)];
    for (const title of titles) {
      for (const lang of LANGS) expect(title[lang].trim(), JSON.stringify(title)).not.toBe('');
      expect(title['zh-HK'], title.en).not.toBe(title.en);
      expect(title['zh-CN'], title.en).not.toBe(title.en);
    }
  });

  it('gives buttons a permission and nothing of a route', () => {
    const buttons = ofType('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const { node } of buttons) {
      expect(node.permission, node.code).toBeTruthy();
      expect(node.children ?? [], node.code).toEqual([]);
      expect(node.router, node.code).toBeUndefined();
      expect(node.component, node.code).toBeUndefined();
      expect(node.link, node.code).toBeUndefined();
    }
  });

  it('gives menus a router and a component, or a link when they open an iframe or a link', () => {
    for (const { node } of ofType('menu')) {
      const openType = node.openType ?? 'component';
      if (openType === 'component') {
        expect(node.router, node.code).toBeTruthy();
        expect(node.component, node.code).toBeTruthy();
        expect(node.link, node.code).toBeUndefined();
      } else {
        expect(node.link, node.code).toMatch(/^https:\/\/\S+$/);
        if (openType === 'iframe') expect(node.router, node.code).toBeTruthy();
      }
      for (const child of node.children ?? []) expect(child.type, child.code).toBe('button');
    }
  });

  it('gives directories a router, the RouteView component and children, never a permission', () => {
    for (const { node } of ofType('directory')) {
      expect(node.router, node.code).toBeTruthy();
      expect(node.component, node.code).toBe('RouteView');
      expect(node.children?.length ?? 0, node.code).toBeGreaterThan(0);
      expect(node.permission, node.code).toBeUndefined();
      for (const child of node.children ?? []) expect(child.type, child.code).not.toBe('button');
    }
  });

  it('puts an icon and an absolute router on every top-level item', () => {
    for (const { node } of visits.filter((visit) => visit.depth === 0)) {
      expect(node.icon, node.code).toMatch(/^[A-Z][A-Za-z]*(Outlined|Filled|TwoTone)$/);
      if (node.openType !== 'link') expect(node.router, node.code).toMatch(/^\//);
    }
  });

  it('resolves relative routers against the parent and gives every route a distinct path', () => {
    const routed = visits.filter((visit) => visit.node.type !== 'button' && visit.node.openType !== 'link');
    expect(routed.some((visit) => visit.depth > 0 && !visit.node.router?.startsWith('/'))).toBe(true);
    const paths = routed.map((visit) => visit.path ?? '');
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    for (const path of paths) expect(path).toMatch(/^(\/[A-Za-z0-9-]+)+$/);
    const byCode = new Map(visits.map((visit) => [visit.node.code, visit.path]));
    expect(byCode.get('permits_permit_to_work')).toBe('/permits/permitToWork');
    expect(byCode.get('system_role')).toBe('/system/role');
  });

  it('leaves the fixed web routes out and keeps the paths the shell links to', () => {
    const paths = new Set(visits.map((visit) => visit.path));
    expect(paths.has('/welcome')).toBe(false);
    for (const permit of PERMITS) {
      expect(paths.has(`/${permit}Details`)).toBe(false);
      expect(paths.has(`/${permit}Views`)).toBe(false);
    }
    const find = (path: string) => visits.find((visit) => visit.path === path)?.node;
    expect(find('/dashboard/index')).toMatchObject({ type: 'menu', component: 'dashboard/Index' });
    expect(find('/cameras/log')).toMatchObject({ type: 'menu', component: 'cameras/Log' });
    expect(find('/forms')).toMatchObject({ type: 'menu', component: 'forms/FormList' });
    expect(find('/forms/designer')).toMatchObject({
      type: 'menu',
      component: 'forms/Designer',
      visible: false,
    });
  });

  it('holds an iframe menu and an external link menu', () => {
    const menus = ofType('menu').map((visit) => visit.node);
    expect(menus.filter((menu) => menu.openType === 'iframe').map((menu) => menu.link)).toContain(
      'https://www.hko.gov.hk/en/index.html',
    );
    expect(menus.filter((menu) => menu.openType === 'link').length).toBeGreaterThan(0);
  });

  it('only uses permission codes from the contracts', () => {
    const known = new Set<string>(ALL_PERMISSION_CODES);
    const unknown = visits.flatMap((visit) => visit.node.permission ?? []).filter((code) => !known.has(code));
    expect(unknown).toEqual([]);
  });

  it('holds the ten permit types, each a menu with its full button set', () => {
    const siteSafety = permissionsOf('siteSafety');
    for (const permit of PERMITS) {
      const menu = ofType('menu').find((visit) =>
        visit.node.children?.some((child) => child.permission === `${permit}:page`),
      );
      expect(menu?.app.code, permit).toBe('siteSafety');
      for (const action of ['page', 'add', 'edit', 'delete', 'detail', 'approve', 'export']) {
        expect(siteSafety.has(`${permit}:${action}`), `${permit}:${action}`).toBe(true);
      }
    }
  });

  it('holds every system entity with its actions in the system application', () => {
    const system = permissionsOf('system');
    for (const [entity, actions] of Object.entries(SYSTEM_ENTITIES)) {
      for (const action of actions)
        expect(system.has(`${entity}:${action}`), `${entity}:${action}`).toBe(true);
    }
    expect(Object.keys(SYSTEM_ENTITIES)).toHaveLength(15);
  });

  it('holds the workflow areas and the site device areas', () => {
    const workflow = [...permissionsOf('workflow')].map((code) => code.split(':')[0]);
    for (const entity of [
      'flowableModel',
      'flowableForm',
      'flowableTask',
      'flowableInstance',
      'flowableDraft',
    ]) {
      expect(workflow, entity).toContain(entity);
    }
    const siteSafety = permissionsOf('siteSafety');
    for (const code of [
      'hkCameraConfig:list',
      'cameraLive:view',
      'hkLog:page',
      'weather:current',
      'gasSensor:page',
      'smartLock:page',
      'fourGLock:page',
      'swAlert:page',
      'swUsage:page',
      'swLive:view',
      'swWatch:page',
      'swWearer:page',
      'swStatistics:export',
      'smartHelmet:page',
      'workerAttendance:page',
      'workerMonitor:page',
      'rfid:page',
      'cctvAlert:page',
      'cctvStatistics:page',
    ]) {
      expect(siteSafety.has(code), code).toBe(true);
    }
  });
});
