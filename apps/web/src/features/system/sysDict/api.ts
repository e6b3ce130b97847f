import {
  type Lang,
  type SysDictDataAddBody,
  type SysDictTypeAddBody,
  sysDictDataApi,
  type sysDictDataEditBody,
  type sysDictDataPageQuery,
  sysDictTypeApi,
  type sysDictTypeEditBody,
  type sysDictTypePageQuery,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';
import type { TableQuery } from '../../../components/table';
import { currentLang } from '../../../i18n/i18n';
import { dictKeys } from '../../dict';

/** Both lists filter by keyword (code or a label in any language) and status (the select hands a string). */
export interface SysDictFilters {
  keyword: string;
  status: number | string;
}
export type SysDictTypeQuery = TableQuery<SysDictFilters>;
export type SysDictDataQuery = TableQuery<SysDictFilters> & { typeId: string };

// The rows carry a title or label in the request's language, so the language is part of each key:
// a language switch re-renders the list, which then asks again.
export const sysDictKeys = {
  all: ['sysDict'] as const,
  typePage: (query: SysDictTypeQuery, lang: Lang) => [...sysDictKeys.all, 'types', lang, query] as const,
  dataPage: (query: SysDictDataQuery, lang: Lang) => [...sysDictKeys.all, 'values', lang, query] as const,
};

export const sysDictTypePageOptions = (query: SysDictTypeQuery) =>
  queryOptions({
    queryKey: sysDictKeys.typePage(query, currentLang()),
    queryFn: ({ signal }) =>
      callEndpoint(sysDictTypeApi.page, { query: query as z.input<typeof sysDictTypePageQuery>, signal }),
  });

export const sysDictDataPageOptions = (query: SysDictDataQuery) =>
  queryOptions({
    queryKey: sysDictKeys.dataPage(query, currentLang()),
    queryFn: ({ signal }) =>
      callEndpoint(sysDictDataApi.page, { query: query as z.input<typeof sysDictDataPageQuery>, signal }),
  });

/**
 * After any change: the administration lists, and the dictionary tree every page's labels and selects
 * read (features/dict), whose answer also rewrites the browser's cached copy.
 */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sysDictKeys.all }),
    queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  ]);

export async function addSysDictType(body: SysDictTypeAddBody) {
  await callEndpoint(sysDictTypeApi.add, { body });
  await refresh();
}

export async function editSysDictType(body: z.input<typeof sysDictTypeEditBody>) {
  await callEndpoint(sysDictTypeApi.edit, { body });
  await refresh();
}

export async function deleteSysDictType(id: string) {
  await callEndpoint(sysDictTypeApi.delete, { body: { id } });
  await refresh();
}

export async function addSysDictData(body: SysDictDataAddBody) {
  await callEndpoint(sysDictDataApi.add, { body });
  await refresh();
}

export async function editSysDictData(body: z.input<typeof sysDictDataEditBody>) {
  await callEndpoint(sysDictDataApi.edit, { body });
  await refresh();
}

export async function deleteSysDictData(id: string) {
  await callEndpoint(sysDictDataApi.delete, { body: { id } });
  await refresh();
}
