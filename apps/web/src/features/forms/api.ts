import { type FormDetail, formApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { TableQuery } from '../../components/table';

/** The form list's filter (contracts' form page query). */
export interface FormFilters {
  keyword: string;
}
export type FormQuery = TableQuery<FormFilters>;

/** A definition as the contract carries it; the designer's own type is FormDefinition. */
export type StoredDefinition = FormDetail['definition'];

/** One key prefix for every form query: a save or delete refreshes the list, details and versions. */
export const formKeys = {
  all: ['forms'] as const,
  page: (query: FormQuery) => [...formKeys.all, 'page', query] as const,
  /** `version` undefined: the current version. */
  detail: (id: string, version?: number) => [...formKeys.all, 'detail', id, version ?? 'current'] as const,
  versions: (id: string) => [...formKeys.all, 'versions', id] as const,
};

/** A page of the tenant's forms, newest change first (GET /form/page). */
export const formPageOptions = (query: FormQuery) =>
  queryOptions({
    queryKey: formKeys.page(query),
    queryFn: ({ signal }) => callEndpoint(formApi.page, { query, signal }),
  });

/** A form with the definition of `version`, or of its current version (GET /form/detail). */
export const formDetailOptions = (id: string, version?: number) =>
  queryOptions({
    queryKey: formKeys.detail(id, version),
    queryFn: ({ signal }) =>
      callEndpoint(formApi.detail, { query: version === undefined ? { id } : { id, version }, signal }),
    // Someone else may have saved since: the designer always starts from what the server has now.
    staleTime: 0,
  });

/** Every saved version of a form, newest first (GET /form/versions). */
export const formVersionsOptions = (id: string) =>
  queryOptions({
    queryKey: formKeys.versions(id),
    queryFn: ({ signal }) => callEndpoint(formApi.versions, { query: { id }, signal }),
    staleTime: 0,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: formKeys.all });

/** The answer of a save is the current version: the designer reopening it needs no second request. */
function remember(saved: FormDetail) {
  queryClient.setQueryData(formKeys.detail(saved.id), saved);
}

export interface FormInfo {
  name: string;
  description?: string | undefined;
}

/** Creates a form whose definition becomes version 1. */
export async function addForm(info: FormInfo, definition: StoredDefinition): Promise<FormDetail> {
  const saved = await callEndpoint(formApi.add, { body: { ...info, definition } });
  await refresh();
  remember(saved);
  return saved;
}

/**
 * Saves a new version from `baseVersion` (the version the editor started from); the server refuses
 * with 409 (VERSION_CONFLICT, data.currentVersion) when someone saved a newer one meanwhile.
 */
export async function editForm(
  id: string,
  info: FormInfo,
  definition: StoredDefinition,
  baseVersion: number,
): Promise<FormDetail> {
  const saved = await callEndpoint(formApi.edit, { body: { id, ...info, definition, baseVersion } });
  await refresh();
  remember(saved);
  return saved;
}

/**
 * Renames a form or changes its description. Versions are immutable, so this saves the current
 * definition again as the next version, guarded like any other save.
 */
export async function editFormInfo(id: string, info: FormInfo): Promise<FormDetail> {
  const current = await queryClient.fetchQuery(formDetailOptions(id));
  return editForm(id, info, current.definition, current.currentVersion);
}

/** Deletes a form; the server refuses (FORM_HAS_SUBMISSIONS) while it has submissions. */
export async function deleteForm(id: string): Promise<void> {
  await callEndpoint(formApi.delete, { body: { id } });
  await refresh();
}
