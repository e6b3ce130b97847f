import { z } from 'zod';
import { phoneNumber } from '../auth/sms.js';
import { defineEndpoint, defineFileEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { XLSX_CONTENT_TYPE } from '../resource.js';
import { idBody, idQuery, recordCode, recordId, recordStatus } from './sysOrg.js';
/** Rows one import request takes; larger files are split by the operator. */
export const MAX_IMPORT_ROWS = 2000;
export const MIN_PASSWORD_LENGTH = 6;

/** An SM2 ciphertext from the browser, as at sign-in (C1C3C2 hex). */
export const encryptedPassword = z
  .string()
  .min(194)
  .max(4096)
  .regex(/^[0-9a-fA-F]+$/, 'hex');

export const userAccount = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]+$/, 'account');
export const userName = z.string().trim().min(1).max(64);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const sysUserRow = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** 1 super admin, 2 ordinary. */
  adminType: z.number().int(),
  /** 0 normal, 1 disabled. */
  status: z.number().int(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  jobNum: z.string().nullable(),
  createdAt: z.string(),
});
export type SysUserRow = z.infer<typeof sysUserRow>;

export const sysUserDetail = sysUserRow.extend({
  positionIds: z.array(z.string()),
  /** False for imported accounts until someone resets their password (they cannot sign in before). */
  passwordSet: z.boolean(),
});
export type SysUserDetail = z.infer<typeof sysUserDetail>;

/** The list's filter, shared by the page and the export. */
export const sysUserFilter = z.object({
  /** Part of the account, name or phone number. */
  searchValue: z.string().trim().max(100).optional(),
  /** The organisation and every organisation below it. */
  orgId: recordId.optional(),
  status: z.coerce.number().pipe(recordStatus).optional(),
});
export type SysUserFilter = z.infer<typeof sysUserFilter>;
export const SYS_USER_SORT_FIELDS = ['account', 'name', 'createdAt', 'status'] as const;
export const sysUserPageQuery = pageQuerySchema.extend({
  ...sysUserFilter.shape,
  sortField: z.enum(SYS_USER_SORT_FIELDS).optional(),
});
export type SysUserPageQuery = z.infer<typeof sysUserPageQuery>;

/** The fields an operator fills in, on the form and in an import row alike. */
export const sysUserFields = z.object({
  account: userAccount,
  name: userName,
  nickName: optionalText(64),
  phone: phoneNumber.nullable().optional(),
  email: z.email().max(128).nullable().optional(),
  /** Every user belongs to one organisation: data scopes are computed from it. */
  orgId: recordId,
  jobNum: optionalText(32),
  positionIds: z.array(recordId).max(20).default([]),
});
export const sysUserAddBody = sysUserFields.extend({ password: encryptedPassword });
export type SysUserAddBody = z.infer<typeof sysUserAddBody>;
export const sysUserEditBody = sysUserFields.extend({ id: recordId });
export type SysUserEditBody = z.infer<typeof sysUserEditBody>;
export type SysUserFields = z.infer<typeof sysUserFields>;

/** One row of the import sheet, in template column order; codes instead of ids. */
export const sysUserImportRow = z.object({
  account: userAccount,
  name: userName,
  nickName: optionalText(64),
  phone: phoneNumber.nullable().optional(),
  email: z.email().max(128).nullable().optional(),
  orgCode: recordCode,
  jobNum: optionalText(32),
  /** Position codes separated by commas. */
  positionCodes: z.string().trim().max(500).nullable().optional(),
});
export type SysUserImportRow = z.infer<typeof sysUserImportRow>;
export const SYS_USER_IMPORT_COLUMNS = [
  'account',
  'name',
  'nickName',
  'phone',
  'email',
  'orgCode',
  'jobNum',
  'positionCodes',
] as const satisfies ReadonlyArray<keyof SysUserImportRow>;

/** One failed check of an import: the sheet row (as Excel numbers it) and the column's field name. */
export const importRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

const tags = ['sysUser'];
export const sysUserApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysUser/page',
    summary: 'A page of the users the caller may see (data scope), filtered and sorted.',
    access: { permission: permissions.sysUser.page },
    query: sysUserPageQuery,
    response: pageOf(sysUserRow),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/sysUser/detail',
    summary: 'One user within the data scope, with positions.',
    access: { permission: permissions.sysUser.detail },
    query: idQuery,
    response: sysUserDetail,
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysUser/add',
    summary: 'Adds an ordinary user; the password comes SM2-encrypted as at sign-in.',
    access: { permission: permissions.sysUser.add },
    body: sysUserAddBody,
    response: sysUserDetail,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysUser/edit',
    summary: 'Changes a user’s profile, organisation and positions (not the password).',
    access: { permission: permissions.sysUser.edit },
    body: sysUserEditBody,
    response: sysUserDetail,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysUser/delete',
    summary: 'Deletes a user; never a super admin, never oneself.',
    access: { permission: permissions.sysUser.delete },
    body: idBody,
    response: z.null(),
    tags,
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/sysUser/changeStatus',
    summary: 'Enables (0) or disables (1) a user; a disabled user is signed out at the next request.',
    access: { permission: permissions.sysUser.changeStatus },
    body: z.object({ id: recordId, status: recordStatus }),
    response: z.null(),
    tags,
  }),
  resetPwd: defineEndpoint({
    method: 'POST',
    path: '/sysUser/resetPwd',
    summary:
      'Sets a new random password, answered once (never stored in clear), and signs the user out everywhere.',
    access: { permission: permissions.sysUser.resetPwd },
    body: idBody,
    response: z.object({ password: z.string() }),
    tags,
  }),
  grantRole: defineEndpoint({
    method: 'POST',
    path: '/sysUser/grantRole',
    summary: 'Replaces a user’s roles; removing one’s own last admin role is refused.',
    access: { permission: permissions.sysUser.grantRole },
    body: z.object({ id: recordId, grantRoleIdList: z.array(recordId).max(100) }),
    response: z.null(),
    tags,
  }),
  grantData: defineEndpoint({
    method: 'POST',
    path: '/sysUser/grantData',
    summary: 'Replaces the organisations a user may see on top of their roles’ data scopes.',
    access: { permission: permissions.sysUser.grantData },
    body: z.object({ id: recordId, grantOrgIdList: z.array(recordId).max(5000) }),
    response: z.null(),
    tags,
  }),
  ownRole: defineEndpoint({
    method: 'GET',
    path: '/sysUser/ownRole',
    summary: 'The role ids granted to a user (to tick them in the grant dialog).',
    access: { permission: permissions.sysUser.grantRole },
    query: idQuery,
    response: z.array(z.string()),
    tags,
  }),
  ownData: defineEndpoint({
    method: 'GET',
    path: '/sysUser/ownData',
    summary: 'The organisation ids granted to a user directly.',
    access: { permission: permissions.sysUser.grantData },
    query: idQuery,
    response: z.array(z.string()),
    tags,
  }),
  export: defineFileEndpoint({
    method: 'GET',
    path: '/sysUser/export',
    summary: 'Every user matching the filter within the data scope, streamed as .xlsx (not an envelope).',
    access: { permission: permissions.sysUser.export },
    query: sysUserFilter,
    response: z.never(),
    file: { contentType: XLSX_CONTENT_TYPE },
    tags,
  }),
  downloadImpExcel: defineFileEndpoint({
    method: 'GET',
    path: '/sysUser/downloadImpExcel',
    summary: 'The import template (.xlsx) with headers in the caller’s language and one example row.',
    access: { permission: permissions.sysUser.import },
    response: z.never(),
    file: { contentType: XLSX_CONTENT_TYPE },
    tags,
  }),
  /** multipart/form-data with one .xlsx file field. */
  import: defineEndpoint({
    method: 'POST',
    path: '/sysUser/import',
    summary:
      'Imports users from the template (multipart .xlsx): all rows or none; 1012013 lists {row, field, message}. Imported users have no password until reset.',
    access: { permission: permissions.sysUser.import },
    response: z.object({ imported: z.number().int() }),
    tags,
  }),
};
