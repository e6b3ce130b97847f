import { dictApi, type Lang } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { writeDictCache } from './dictCache';

export const dictKeys = {
  all: ['dict'] as const,
  tree: (lang: Lang) => [...dictKeys.all, 'tree', lang] as const,
};

/**
 * Every dictionary with labels in `lang` (GET /sysDictType/tree?lang=). Each answer also refreshes the
 * local cache that the non-React helpers (`dictLabel`, `dictOptions`) read. The language is in the key,
 * so a language change fetches again.
 */
export const dictTreeOptions = (lang: Lang) =>
  queryOptions({
    queryKey: dictKeys.tree(lang),
    queryFn: async ({ signal }) => {
      const tree = await callEndpoint(dictApi.tree, { query: { lang }, signal });
      writeDictCache(tree);
      return tree;
    },
    // Dictionaries change with an administrator's edit, not while a page is open.
    staleTime: 30 * 60_000,
  });
