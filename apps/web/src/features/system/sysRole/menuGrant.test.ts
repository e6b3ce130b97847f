import type { SysMenuTreeNode } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { leafIds } from './menuGrant';

const node = (id: string, children: SysMenuTreeNode[] = []): SysMenuTreeNode => ({
  id,
  parentId: '0',
  title: id,
  value: id,
  weight: 0,
  type: children.length ? 0 : 2,
  application: 'system',
  permission: null,
  children,
});

describe('leafIds', () => {
  it('keeps only nodes without children, however deep', () => {
    const tree = [node('1', [node('2', [node('3'), node('4')]), node('5')]), node('6')];
    expect([...leafIds(tree)].sort()).toEqual(['3', '4', '5', '6']);
  });
});
