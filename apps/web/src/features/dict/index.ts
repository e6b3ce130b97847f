export { DictTag } from './DictTag';
export { dictLabel, dictOptions } from './dict';
export { dictKeys, dictTreeOptions } from './dictApi';
export { clearDictCache } from './dictCache';
export type { DictOption } from './dictLookup';
export { useDictOptions, useDictTree } from './useDictTree';
