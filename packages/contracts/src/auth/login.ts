import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { LANGS } from '../i18n.js';
import { authRoutes } from './routes.js';

const account = z.string().trim().min(1).max(64);
/** SM2 ciphertext in lower-case hex (C1C3C2, C1 without the 04 prefix): 96 bytes of overhead + text. */
const encryptedPassword = z
  .string()
  .min(194)
  .max(4096)
  .regex(/^[0-9a-fA-F]+$/, 'hex');

export const loginBody = z.object({
  account,
  password: encryptedPassword,
  rememberMe: z.boolean().default(false),
  /** Required when the tenant field is open (GET /getTenantOpen). */
  tenantCode: z.string().trim().min(1).max(64).optional(),
  /** The verification returned by POST /captcha/check; required when the captcha is open. */
  captchaVerification: z.string().min(1).max(128).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  /** ISO time at which the token stops working: 1 day, or 7 days with remember-me. */
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const loginMenuMeta = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  show: z.boolean(),
  target: z.string().nullable(),
  link: z.string().nullable(),
  hideChildren: z.boolean(),
});

/** A menu node as the shell turns it into a route (spec §3 "Menu route"). */
export const loginMenu = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  path: z.string(),
  component: z.string(),
  redirect: z.string().nullable(),
  meta: loginMenuMeta,
});
export type LoginMenu = z.infer<typeof loginMenu>;

export const loginApp = z.object({ code: z.string(), name: z.string(), active: z.boolean() });
export type LoginApp = z.infer<typeof loginApp>;

/** GET /getLoginUser: the origin's field names (decisions.md "Sign-in"). */
export const loginUser = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  /** File id of the avatar; the image shows only when it is greater than 0. */
  avatar: z.string().nullable(),
  /** 1 super admin (of the user's tenant), 2 ordinary. */
  adminType: z.number().int(),
  /** The platform tenant's super admin: the only holder of platform powers (permissions.ts PLATFORM_PERMISSIONS). */
  platformAdmin: z.boolean(),
  tenant: z.object({ code: z.string(), name: z.string() }),
  roles: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  /** Button permission codes; the client keeps them as `buttons`. */
  permissions: z.array(z.string()),
  apps: z.array(loginApp),
  /** Menus of the active application in the request's language. */
  menus: z.array(loginMenu),
  dataScopes: z.array(z.string()),
});
export type LoginUser = z.infer<typeof loginUser>;

export const menuChangeBody = z.object({
  application: z.string().min(1).max(64),
  lang: z.enum(LANGS).optional(),
});

export const loginApi = {
  getPublicKey: defineEndpoint({
    ...authRoutes.getPublicKey,
    summary: "The server's SM2 public key (hex, uncompressed, 04 prefix) for encrypting the password.",
    access: { public: true },
    rateLimit: 'publicRead',
    response: z.string(),
    tags: ['auth'],
  }),
  login: defineEndpoint({
    ...authRoutes.login,
    summary: 'Signs in with an SM2-encrypted password and returns a bearer token.',
    access: { public: true },
    rateLimit: 'signIn',
    body: loginBody,
    response: loginResult,
    tags: ['auth'],
  }),
  logout: defineEndpoint({
    ...authRoutes.logout,
    summary: "Revokes the caller's session at once.",
    access: { authenticated: true },
    response: z.null(),
    tags: ['auth'],
  }),
  getLoginUser: defineEndpoint({
    ...authRoutes.getLoginUser,
    summary: 'The signed-in user with roles, button permissions, applications and the active menus.',
    access: { authenticated: true },
    response: loginUser,
    tags: ['auth'],
  }),
  menuChange: defineEndpoint({
    ...authRoutes.menuChange,
    summary: 'Makes an application active for the session and returns its menus.',
    access: { authenticated: true },
    body: menuChangeBody,
    response: z.array(loginMenu),
    tags: ['auth'],
  }),
  appMenus: defineEndpoint({
    ...authRoutes.appMenus,
    summary:
      "The menus of every application the user can open: where a link into another application's page leads.",
    access: { authenticated: true },
    response: z.array(z.object({ code: z.string(), menus: z.array(loginMenu) })),
    tags: ['auth'],
  }),
};
