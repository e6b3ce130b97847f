import type { DictTypeNode } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { dictOptionsOf, lookupDict } from './dictLookup';

const tree: DictTypeNode[] = [
  {
    id: '1',
    code: 'hk_log_main_type',
    name: 'Camera log type',
    children: [
      { id: '11', code: '1', name: 'Alarm' },
      { id: '12', code: '2', name: 'Exception' },
    ],
  },
  { id: '2', code: 'empty_type', name: 'Nothing', children: [] },
];

describe('lookupDict', () => {
  it('finds a label by type and value, numbers matching string codes', () => {
    expect(lookupDict(tree, 'hk_log_main_type', '1')).toEqual({ status: 'ok', label: 'Alarm' });
    expect(lookupDict(tree, 'hk_log_main_type', 2)).toEqual({ status: 'ok', label: 'Exception' });
  });

  it('asks to sign in again when nothing is cached', () => {
    expect(lookupDict(null, 'hk_log_main_type', '1')).toEqual({ status: 'relogin' });
    expect(lookupDict(undefined, 'hk_log_main_type', '1')).toEqual({ status: 'relogin' });
  });

  it('reports a missing type or value', () => {
    expect(lookupDict(tree, 'no_such_type', '1')).toEqual({ status: 'missing' });
    expect(lookupDict(tree, 'hk_log_main_type', '9')).toEqual({ status: 'missing' });
    expect(lookupDict(tree, 'hk_log_main_type', null)).toEqual({ status: 'missing' });
    expect(lookupDict([], 'hk_log_main_type', '1')).toEqual({ status: 'missing' });
  });
});

describe('dictOptionsOf', () => {
  it('lists a type as options in order', () => {
    expect(dictOptionsOf(tree, 'hk_log_main_type')).toEqual([
      { value: '1', label: 'Alarm' },
      { value: '2', label: 'Exception' },
    ]);
  });

  it('is empty for an unknown type or no tree', () => {
    expect(dictOptionsOf(tree, 'nope')).toEqual([]);
    expect(dictOptionsOf(null, 'hk_log_main_type')).toEqual([]);
  });
});
