import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { LANGS } from '../i18n.js';
import { ALL_PERMISSION_CODES, type PermissionCode, permissions } from '../permissions.js';
import { enabledStatus, sysId, sysIdBody, translatedText } from './sysCommon.js';

/** 0 directory, 1 menu, 2 button (origin-notes "Menus"). */
export const MENU_TYPES = [0, 1, 2] as const;
/** 0 none (buttons), 1 component, 2 iframe (inner link), 3 external link. */
export const MENU_OPEN_TYPES = [0, 1, 2, 3] as const;

const menuType = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const openType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** One menu row as the administration screen edits it: every title language, not just one. */
export const sysMenuRow = z.object({
  id: z.string(),
  pid: z.string(),
  code: z.string(),
  type: menuType,
  title: z.object({ 'zh-HK': z.string(), 'zh-CN': z.string(), en: z.string() }),
  /** The title in the request's language. */
  name: z.string(),
  application: z.string(),
  router: z.string().nullable(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  permission: z.string().nullable(),
  openType,
  link: z.string().nullable(),
  icon: z.string().nullable(),
  visible: z.boolean(),
  hideChildren: z.boolean(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type SysMenuRow = z.infer<typeof sysMenuRow>;
export type SysMenuListNode = SysMenuRow & { children: SysMenuListNode[] };
export const sysMenuListNode: z.ZodType<SysMenuListNode> = sysMenuRow.extend({
  get children() {
    return z.array(sysMenuListNode);
  },
});

/** A node of GET /sysMenu/tree and /treeForGrant (origin-notes): value is the id as text, weight the sort. */
export interface SysMenuTreeNode {
  id: string;
  parentId: string;
  title: string;
  value: string;
  weight: number;
  type: 0 | 1 | 2;
  application: string;
  permission: string | null;
  children: SysMenuTreeNode[];
}
export const sysMenuTreeNode: z.ZodType<SysMenuTreeNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  value: z.string(),
  weight: z.number().int(),
  type: menuType,
  application: z.string(),
  permission: z.string().nullable(),
  get children() {
    return z.array(sysMenuTreeNode);
  },
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const httpLink = z
  .string()
  .trim()
  .max(1000)
  .regex(/^https?:\/\/\S+$/, 'url');

/**
 * A menu's fields. Rules between fields: a button needs a permission code and opens nothing; a
 * directory or menu needs a route path; an iframe or external link needs an http(s) link.
 */
const menuFields = z.object({
  pid: sysId.default('0'),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'code'),
  type: menuType,
  title: translatedText(64),
  application: z.string().trim().min(1).max(64),
  router: optionalText(255),
  component: optionalText(255),
  redirect: optionalText(255),
  permission: z
    .string()
    .refine((code) => (ALL_PERMISSION_CODES as readonly string[]).includes(code), 'permission')
    .transform((code) => code as PermissionCode)
    .nullable()
    .optional(),
  openType: openType.default(1),
  link: httpLink.nullable().optional(),
  icon: optionalText(64),
  visible: z.boolean().default(true),
  hideChildren: z.boolean().default(false),
  sort: z.number().int().min(0).max(100000).default(100),
  status: enabledStatus.default(0),
});

function menuRules(menu: z.output<typeof menuFields>, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (menu.type === 2) {
    if (!menu.permission) issue('permission', 'a button needs a permission code');
    if (menu.openType !== 0) issue('openType', 'a button opens nothing');
    return;
  }
  if (menu.openType === 0) issue('openType', 'a directory or menu opens a component, an iframe or a link');
  if ((menu.openType === 2 || menu.openType === 3) && !menu.link)
    issue('link', 'an iframe or link needs a link');
  if (menu.openType !== 3 && !menu.router) issue('router', 'a directory or menu needs a route path');
}

export const sysMenuAddBody = menuFields.superRefine(menuRules);
export type SysMenuAddBody = z.infer<typeof sysMenuAddBody>;
export const sysMenuEditBody = menuFields.extend({ id: sysId }).superRefine(menuRules);
export type SysMenuEditBody = z.infer<typeof sysMenuEditBody>;

export const sysMenuListQuery = z.object({
  application: z.string().trim().min(1).max(64).optional(),
  /** Matches the title in any language, or the code. */
  name: z.string().trim().max(64).optional(),
  lang: z.enum(LANGS).optional(),
});
export const sysMenuTreeQuery = z.object({
  application: z.string().trim().min(1).max(64).optional(),
  lang: z.enum(LANGS).optional(),
});

const tags = ['system'];

export const sysMenuApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sysMenu/list',
    summary: 'Menus as a tree (every type, disabled ones too), by sort; filtered by application and name.',
    access: { permission: permissions.sysMenu.list },
    query: sysMenuListQuery,
    response: z.array(sysMenuListNode),
    tags,
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: '/sysMenu/tree',
    summary: 'Directories and menus as {id, parentId, title, value, weight, children}: the parent picker.',
    access: { permission: permissions.sysMenu.tree },
    query: sysMenuTreeQuery,
    response: z.array(sysMenuTreeNode),
    tags,
  }),
  treeForGrant: defineEndpoint({
    method: 'GET',
    path: '/sysMenu/treeForGrant',
    summary: 'Every enabled menu including buttons, as tree nodes: what a role can be granted.',
    access: { permission: permissions.sysMenu.treeForGrant },
    query: sysMenuTreeQuery,
    response: z.array(sysMenuTreeNode),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysMenu/add',
    summary: 'Adds a directory, menu or button; users see it at their next menu load.',
    access: { permission: permissions.sysMenu.add },
    body: sysMenuAddBody,
    response: sysMenuRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysMenu/edit',
    summary: 'Edits a menu; moving a directory to another application moves its descendants too.',
    access: { permission: permissions.sysMenu.edit },
    body: sysMenuEditBody,
    response: sysMenuRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysMenu/delete',
    summary: 'Deletes a menu without children (its role grants go with it); refused while it has children.',
    access: { permission: permissions.sysMenu.delete },
    body: sysIdBody,
    response: z.null(),
    tags,
  }),
};
