import type { DictTypeNode } from '@siteguard/contracts';

/**
 * One dictionary lookup (spec §8): a label, or why there is none. `relogin` when no tree is cached
 * at all (the original's '需重新登录': the tree arrives with sign-in), `missing` when the type or the
 * value is not in it ('无此字典').
 */
export type DictLookup = { status: 'ok'; label: string } | { status: 'relogin' } | { status: 'missing' };

export interface DictOption {
  value: string;
  label: string;
}

/** Values may come as numbers (a log's mainType 2); dictionary codes are strings ('2'). */
export type DictValue = string | number;

export function lookupDict(
  tree: readonly DictTypeNode[] | null | undefined,
  typeCode: string,
  valueCode: DictValue | null | undefined,
): DictLookup {
  if (!tree) return { status: 'relogin' };
  const type = tree.find((node) => node.code === typeCode);
  const value = valueCode === null || valueCode === undefined ? undefined : String(valueCode);
  const entry = type?.children.find((child) => child.code === value);
  return entry ? { status: 'ok', label: entry.name } : { status: 'missing' };
}

/** A type's values as select options, in the dictionary's order; empty when the type is unknown. */
export function dictOptionsOf(
  tree: readonly DictTypeNode[] | null | undefined,
  typeCode: string,
): DictOption[] {
  const type = tree?.find((node) => node.code === typeCode);
  return type?.children.map((child) => ({ value: child.code, label: child.name })) ?? [];
}
