import {
  type SysUserAddBody,
  type SysUserEditBody,
  type SysUserPageQuery,
  sysPosApi,
  sysRoleApi,
  sysUserApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, request } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import { downloadFile, type ExportStart } from '../../../components/export';
import type { TableQuery } from '../../../components/table';

/** The user list's filters (contracts' `sysUserFilter`); the status select hands a string. */
export interface SysUserFilters {
  searchValue: string;
  orgId: string;
  status: number | string;
}
export type SysUserQuery = TableQuery<SysUserFilters>;

export const sysUserKeys = {
  all: ['sysUser'] as const,
  page: (query: SysUserQuery) => [...sysUserKeys.all, 'page', query] as const,
  detail: (id: string) => [...sysUserKeys.all, 'detail', id] as const,
  ownRole: (id: string) => [...sysUserKeys.all, 'ownRole', id] as const,
  ownData: (id: string) => [...sysUserKeys.all, 'ownData', id] as const,
  /** The pickers of the form: positions and roles (changed elsewhere, rarely). */
  positions: () => [...sysUserKeys.all, 'positions'] as const,
  roles: () => [...sysUserKeys.all, 'roles'] as const,
};

function filtersOf(filters: Partial<SysUserFilters>) {
  const { status, ...rest } = filters;
  return { ...rest, ...(status === undefined ? {} : { status: Number(status) }) };
}

export const sysUserPageOptions = (query: SysUserQuery) =>
  queryOptions({
    queryKey: sysUserKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(sysUserApi.page, { query: filtersOf(query) as Partial<SysUserPageQuery>, signal }),
  });

export const sysUserDetailOptions = (id: string) =>
  queryOptions({
    queryKey: sysUserKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(sysUserApi.detail, { query: { id }, signal }),
  });

export const sysUserOwnRoleOptions = (id: string) =>
  queryOptions({
    queryKey: sysUserKeys.ownRole(id),
    queryFn: ({ signal }) => callEndpoint(sysUserApi.ownRole, { query: { id }, signal }),
  });

/** The organisations granted to a user directly, beyond their roles' data scopes. */
export const sysUserOwnDataOptions = (id: string) =>
  queryOptions({
    queryKey: sysUserKeys.ownData(id),
    queryFn: ({ signal }) => callEndpoint(sysUserApi.ownData, { query: { id }, signal }),
  });

export const positionOptions = () =>
  queryOptions({
    queryKey: sysUserKeys.positions(),
    queryFn: ({ signal }) => callEndpoint(sysPosApi.list, { signal }),
    staleTime: 60_000,
  });

export const roleChoiceOptions = () =>
  queryOptions({
    queryKey: sysUserKeys.roles(),
    queryFn: ({ signal }) => callEndpoint(sysRoleApi.list, { signal }),
    staleTime: 60_000,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: sysUserKeys.all });

export async function addSysUser(body: SysUserAddBody) {
  await callEndpoint(sysUserApi.add, { body });
  await refresh();
}

export async function editSysUser(body: SysUserEditBody) {
  await callEndpoint(sysUserApi.edit, { body });
  await refresh();
}

export async function deleteSysUser(id: string) {
  await callEndpoint(sysUserApi.delete, { body: { id } });
  await refresh();
}

export async function changeSysUserStatus(id: string, status: 0 | 1) {
  await callEndpoint(sysUserApi.changeStatus, { body: { id, status } });
  await refresh();
}

/** The server's generated password, to be shown once. */
export async function resetSysUserPassword(id: string): Promise<string> {
  const { password } = await callEndpoint(sysUserApi.resetPwd, { body: { id } });
  return password;
}

export async function grantSysUserRoles(id: string, grantRoleIdList: string[]) {
  await callEndpoint(sysUserApi.grantRole, { body: { id, grantRoleIdList } });
  await refresh();
}

export async function grantSysUserData(id: string, grantOrgIdList: string[]) {
  await callEndpoint(sysUserApi.grantData, { body: { id, grantOrgIdList } });
  await refresh();
}

/** The import template in the caller's language, as a file to save. */
export const downloadImportTemplate = (signal?: AbortSignal) =>
  downloadFile(sysUserApi.downloadImpExcel, undefined, signal ? { signal } : {});

/**
 * Sends an .xlsx of users (multipart, field `file`): all rows are imported or none. A refusal rejects
 * with the ApiError, whose data carries the row errors (see importRowErrorsOf).
 */
export async function importSysUsers(file: File): Promise<{ imported: number }> {
  const form = new FormData();
  form.append('file', file, file.name);
  // callEndpoint speaks JSON; the request core sends a FormData body as multipart.
  const data = await request(sysUserApi.import.path, { method: sysUserApi.import.method, body: form });
  const result = sysUserApi.import.response.parse(data);
  await refresh();
  return result;
}

export const sysUserExport =
  (filters: Partial<SysUserFilters>): ExportStart =>
  ({ signal, onProgress }) =>
    downloadFile(sysUserApi.export, filtersOf(filters) as Partial<SysUserPageQuery>, { signal, onProgress });
