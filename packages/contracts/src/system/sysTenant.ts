import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { enabledStatus, sysId, sysIdBody } from './sysCommon.js';

/**
 * Tenants are managed from the platform tenant (code `default`) only: a tenant's own administrators
 * see none of these calls work (403 / 1013020). Status 0 enabled, 1 disabled; a deleted tenant is
 * kept as status 2 so its rows stay consistent, and no longer listed or able to sign in.
 */
export const sysTenantRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.number().int(),
  /** Self-registration (POST /register) open for this tenant. */
  registerOpen: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type SysTenantRow = z.infer<typeof sysTenantRow>;

export const sysTenantPageQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(enabledStatus).optional(),
});

const encryptedPassword = z
  .string()
  .min(194)
  .max(4096)
  .regex(/^[0-9a-fA-F]+$/, 'hex');

export const sysTenantAddBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/, 'code'),
  name: z.string().trim().min(1).max(64),
  registerOpen: z.boolean().default(false),
  adminAccount: z.string().trim().min(1).max(64).default('admin'),
  adminName: z.string().trim().min(1).max(64).optional(),
  /** SM2-encrypted like the sign-in password; without it a password is generated and answered once. */
  adminPassword: encryptedPassword.optional(),
});
export type SysTenantAddBody = z.infer<typeof sysTenantAddBody>;

export const sysTenantAddResult = z.object({
  tenant: sysTenantRow,
  adminAccount: z.string(),
  /** Only when the server generated the password: shown once, never stored in clear. */
  generatedPassword: z.string().nullable(),
});

export const sysTenantEditBody = z.object({
  id: sysId,
  name: z.string().trim().min(1).max(64),
  status: enabledStatus,
  registerOpen: z.boolean(),
});

/** Platform switches the login page reads before a tenant is known (GET /getTenantOpen, /getCaptchaOpen). */
export const platformSettings = z.object({ tenantOpen: z.boolean(), captchaOpen: z.boolean() });
export type PlatformSettings = z.infer<typeof platformSettings>;

const tags = ['tenants'];

export const sysTenantApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysTenant/page',
    summary: 'Tenants (not deleted), newest first, by keyword and status. Platform tenant only.',
    access: { permission: permissions.sysTenant.page },
    query: sysTenantPageQuery,
    response: pageOf(sysTenantRow),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysTenant/add',
    summary: 'Creates a tenant with its administrator, roles, applications, menus, dictionaries and timers.',
    access: { permission: permissions.sysTenant.add },
    body: sysTenantAddBody,
    response: sysTenantAddResult,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysTenant/edit',
    summary: 'Edits name, status and self-registration; disabling signs its users out.',
    access: { permission: permissions.sysTenant.edit },
    body: sysTenantEditBody,
    response: sysTenantRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysTenant/delete',
    summary: 'Deletes a tenant that has no users besides its administrator; signs everyone out of it.',
    access: { permission: permissions.sysTenant.delete },
    body: sysIdBody,
    response: z.null(),
    tags,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/sysTenant/settings',
    summary: 'The platform sign-in switches: tenant field open, captcha open.',
    access: { permission: permissions.sysTenant.page },
    response: platformSettings,
    tags,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/sysTenant/settings',
    summary: 'Sets the platform sign-in switches (tenant field, captcha).',
    access: { permission: permissions.sysTenant.edit },
    body: platformSettings.partial(),
    response: platformSettings,
    tags,
  }),
};
