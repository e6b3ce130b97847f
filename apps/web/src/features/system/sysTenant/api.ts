import {
  type PlatformSettings,
  type SysTenantAddBody,
  type SysTenantRow,
  type sysTenantAddResult,
  sysTenantApi,
  type sysTenantEditBody,
  type sysTenantPageQuery,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';
import { authKeys, encryptPassword, publicKeyOptions } from '../../auth';

/** The tenant list's filters; the status select hands a string. */
export interface SysTenantFilters {
  keyword: string;
  status: number | string;
}
export type SysTenantQuery = TableQuery<SysTenantFilters>;
export type SysTenantAddResult = z.infer<typeof sysTenantAddResult>;

export const sysTenantKeys = {
  all: ['sysTenant'] as const,
  page: (query: SysTenantQuery) => [...sysTenantKeys.all, 'page', query] as const,
  settings: () => [...sysTenantKeys.all, 'settings'] as const,
};

export const sysTenantPageOptions = (query: SysTenantQuery) =>
  queryOptions({
    queryKey: sysTenantKeys.page(query),
    queryFn: ({ signal }) =>
      callEndpoint(sysTenantApi.page, { query: query as z.input<typeof sysTenantPageQuery>, signal }),
  });

/** The platform's sign-in switches (tenant field, captcha). */
export const platformSettingsOptions = () =>
  queryOptions({
    queryKey: sysTenantKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(sysTenantApi.settings, { signal }),
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: sysTenantKeys.all });

/** The new tenant's fields, the administrator's password in clear (encrypted here) or left to the server. */
export type NewTenant = Omit<SysTenantAddBody, 'adminPassword'> & { adminPassword?: string | undefined };

export async function addSysTenant({ adminPassword, ...fields }: NewTenant): Promise<SysTenantAddResult> {
  const body: SysTenantAddBody = { ...fields };
  if (adminPassword) {
    const publicKey = await queryClient.fetchQuery(publicKeyOptions());
    body.adminPassword = await encryptPassword(adminPassword, publicKey);
  }
  const result = await callEndpoint(sysTenantApi.add, { body });
  await refresh();
  return result;
}

export async function editSysTenant(body: z.input<typeof sysTenantEditBody>) {
  await callEndpoint(sysTenantApi.edit, { body });
  await refresh();
}

/** A row's own switch: the edit call takes every editable field, so the others go back unchanged. */
export function setRegisterOpen(tenant: SysTenantRow, registerOpen: boolean) {
  return editSysTenant({
    id: tenant.id,
    name: tenant.name,
    status: tenant.status === 1 ? 1 : 0,
    registerOpen,
  });
}

export async function deleteSysTenant(id: string) {
  await callEndpoint(sysTenantApi.delete, { body: { id } });
  await refresh();
}

/** The login page reads the same switches before anyone signs in, so its copies go stale too. */
export async function savePlatformSettings(body: Partial<PlatformSettings>) {
  await callEndpoint(sysTenantApi.saveSettings, { body });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sysTenantKeys.settings() }),
    queryClient.invalidateQueries({ queryKey: authKeys.settings() }),
  ]);
}
