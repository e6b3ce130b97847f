import { i18n } from '../../i18n/i18n';
import { readDictCache } from './dictCache';
import { type DictOption, type DictValue, dictOptionsOf, lookupDict } from './dictLookup';

/**
 * The label of a dictionary value from the local cache, for code outside React (the original's
 * `dictType` filter): '需重新登录' without a cache, '无此字典' when the type or value is missing, both
 * translated. Components use <DictTag> or `useDictTree`, which also follow a language change.
 */
export function dictLabel(typeCode: string, valueCode: DictValue | null | undefined): string {
  const found = lookupDict(readDictCache(), typeCode, valueCode);
  if (found.status === 'ok') return found.label;
  return i18n.t(found.status === 'relogin' ? 'dict:relogin' : 'dict:missing');
}

/** A dictionary type's values as select options, from the local cache. */
export function dictOptions(typeCode: string): DictOption[] {
  return dictOptionsOf(readDictCache(), typeCode);
}
