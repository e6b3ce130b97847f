import type { APIRequestContext } from '@playwright/test';
import {
  type Endpoint,
  loginApi,
  type SysMenuTreeNode,
  sysMenuApi,
  sysOrgApi,
  sysRoleApi,
  sysUserApi,
} from '@siteguard/contracts';
import type { z } from 'zod';
// The browser's own encryption (sm-crypto, C1C3C2), so the tests sign in exactly as the login page does.
import { encryptPassword } from '../../../apps/web/src/features/auth/encryptPassword';

// Journeys set up their actors through the real HTTP API instead of clicking through the admin pages:
// a restricted user costs a few requests, and the pages under test stay the only thing the browser does.

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface AdminCall<Q, B> {
  query?: Input<Q>;
  body?: Input<B>;
}

export interface AdminApi {
  /** Calls a contract endpoint as superAdmin and resolves with the envelope's checked `data`. */
  call<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
    endpoint: Endpoint<Q, B, R>,
    call?: AdminCall<Q, B>,
  ): Promise<z.output<R>>;
  /** The bearer token of the superAdmin session the calls use. */
  token: string;
}

export interface RestrictedUser {
  account: string;
  password: string;
  roleId: string;
  userId: string;
}

export const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };
const RESTRICTED_PASSWORD = 'e2eLimited123';

function queryParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as object)) {
    if (value !== undefined && value !== null) params[key] = String(value);
  }
  return params;
}

async function send(
  request: APIRequestContext,
  baseURL: string,
  token: string | null,
  endpoint: Endpoint,
  call: { query?: unknown; body?: unknown },
): Promise<unknown> {
  const response = await request.fetch(`${baseURL}/api${endpoint.path}`, {
    method: endpoint.method,
    params: queryParams(call.query),
    headers: { lang: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(call.body === undefined ? {} : { data: call.body }),
  });
  const envelope = (await response.json()) as { success?: boolean; data?: unknown };
  if (!response.ok() || !envelope.success) {
    throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status()} ${JSON.stringify(envelope)}`);
  }
  const parsed = endpoint.response.safeParse(envelope.data);
  if (!parsed.success) throw new Error(`${endpoint.path}: unexpected response ${parsed.error.message}`);
  return parsed.data;
}

/** Signs in through POST /login with the SM2-encrypted password and returns the bearer token. */
export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string,
  account: string,
  password: string,
): Promise<string> {
  const publicKey = (await send(request, baseURL, null, loginApi.getPublicKey, {})) as string;
  const body = { account, password: await encryptPassword(password, publicKey) };
  const result = (await send(request, baseURL, null, loginApi.login, { body })) as { token: string };
  return result.token;
}

/** Calls a contract endpoint with any bearer token (or none), e.g. a restricted user's sign-out. */
export function callAs<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
  request: APIRequestContext,
  baseURL: string | undefined,
  token: string | null,
  endpoint: Endpoint<Q, B, R>,
  call: AdminCall<Q, B> = {},
): Promise<z.output<R>> {
  if (!baseURL) throw new Error('callAs needs the baseURL of the Playwright config');
  return send(request, baseURL, token, endpoint as Endpoint, call) as Promise<never>;
}

/** A superAdmin session over the API. `baseURL` is the test's `baseURL` fixture. */
export async function adminApi(request: APIRequestContext, baseURL: string | undefined): Promise<AdminApi> {
  if (!baseURL) throw new Error('adminApi needs the baseURL of the Playwright config');
  const token = await apiSignIn(request, baseURL, SUPER_ADMIN.account, SUPER_ADMIN.password);
  return {
    token,
    call: (endpoint, call = {}) =>
      send(request, baseURL, token, endpoint as Endpoint, call) as Promise<never>,
  };
}

/**
 * The grant list for exactly these permission codes: every menu or button node carrying one of them,
 * plus all its ancestors (a granted button is reached through its menu and directory, as the role
 * page sends half-ticked parents). Throws for a code no node carries, so a typo fails loudly.
 */
export function grantIdsFor(tree: SysMenuTreeNode[], codes: readonly string[]): string[] {
  const wanted = new Set(codes);
  const found = new Set<string>();
  const ids = new Set<string>();
  const walk = (nodes: SysMenuTreeNode[], ancestors: string[]) => {
    for (const node of nodes) {
      if (node.permission && wanted.has(node.permission)) {
        found.add(node.permission);
        for (const id of [...ancestors, node.id]) ids.add(id);
      }
      walk(node.children, [...ancestors, node.id]);
    }
  };
  walk(tree, []);
  const missing = codes.filter((code) => !found.has(code));
  if (missing.length > 0) throw new Error(`no menu or button carries ${missing.join(', ')}`);
  return [...ids];
}

/**
 * Creates a role granted exactly `permissions` (and the menus above them) and a user holding only
 * that role, in the first organisation of the tree. `label` keeps names apart between journeys; a
 * random suffix keeps a retried run on the same database from colliding.
 */
export async function createRestrictedUser(
  admin: AdminApi,
  options: { permissions: readonly string[]; label: string },
): Promise<RestrictedUser> {
  const unique = `${options.label}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const tree = await admin.call(sysMenuApi.treeForGrant);
  const grantMenuIdList = grantIdsFor(tree, options.permissions);
  const role = await admin.call(sysRoleApi.add, { body: { code: `r_${unique}`, name: `E2E ${unique}` } });
  await admin.call(sysRoleApi.grantMenu, { body: { id: role.id, grantMenuIdList } });

  const [org] = await admin.call(sysOrgApi.tree);
  if (!org) throw new Error('no organisation to put the restricted user in');
  const publicKey = await admin.call(loginApi.getPublicKey);
  const account = `u_${unique}`.slice(0, 32);
  const user = await admin.call(sysUserApi.add, {
    body: {
      account,
      name: `E2E ${unique}`,
      orgId: org.id,
      password: await encryptPassword(RESTRICTED_PASSWORD, publicKey),
    },
  });
  await admin.call(sysUserApi.grantRole, { body: { id: user.id, grantRoleIdList: [role.id] } });
  return { account, password: RESTRICTED_PASSWORD, roleId: role.id, userId: user.id };
}
