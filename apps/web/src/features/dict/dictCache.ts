import { type DictTypeNode, dictTypeNode, storageKeys } from '@siteguard/contracts';
import { z } from 'zod';
import { storage } from '../../api/storage';

const cachedTree = z.array(dictTypeNode);

/**
 * The dictionary tree as the browser keeps it (pro__DICT_TYPE_TREE_DATA, spec §3), in the language
 * last fetched. Read back through the contract so a cache written by an older build cannot break a
 * label; an unreadable cache reads as none ('需重新登录').
 */
export function readDictCache(): DictTypeNode[] | null {
  const parsed = cachedTree.safeParse(storage.get<unknown>(storageKeys.dictTypeTree));
  return parsed.success ? parsed.data : null;
}

export function writeDictCache(tree: DictTypeNode[]): void {
  storage.set(storageKeys.dictTypeTree, tree);
}

export function clearDictCache(): void {
  storage.remove(storageKeys.dictTypeTree);
}
