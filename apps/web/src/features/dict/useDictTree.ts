import type { DictTypeNode } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/token';
import { currentLang } from '../../i18n/i18n';
import { dictTreeOptions } from './dictApi';
import { readDictCache } from './dictCache';
import { type DictOption, dictOptionsOf } from './dictLookup';

/**
 * The dictionary tree in the current language. Mounted once in the main layout's header, it fetches
 * the tree after sign-in and again on every language change (the key holds the language); until an
 * answer arrives the cached tree stands in, so labels show at once after a reload.
 */
export function useDictTree(): DictTypeNode[] | null {
  // Subscribing re-renders on a language change, which moves the query to the new key; naming the
  // 'dict' namespace also loads the texts that the non-React `dictLabel` reads.
  useTranslation('dict');
  const { data } = useQuery({
    ...dictTreeOptions(currentLang()),
    enabled: getToken() !== null,
    placeholderData: () => readDictCache() ?? undefined,
  });
  return data ?? null;
}

/** A dictionary type's values as select options, following the language. */
export function useDictOptions(typeCode: string): DictOption[] {
  return dictOptionsOf(useDictTree(), typeCode);
}
