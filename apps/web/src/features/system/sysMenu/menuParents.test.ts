import type { SysMenuTreeNode } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { type ParentOption, parentTreeOptions } from './menuParents';

const node = (id: string, type: 0 | 1, children: SysMenuTreeNode[] = []): SysMenuTreeNode => ({
  id,
  parentId: '0',
  title: `t${id}`,
  value: id,
  weight: 0,
  type,
  application: 'system',
  permission: null,
  children,
});

const tree = [node('1', 0, [node('2', 1), node('3', 0, [node('4', 1)])])];

function disabledIds(options: ParentOption[]): string[] {
  return options.flatMap((option) => [
    ...(option.disabled ? [option.value] : []),
    ...disabledIds(option.children),
  ]);
}

describe('parentTreeOptions', () => {
  it('offers the top level and every directory and menu to a new directory or menu', () => {
    const options = parentTreeOptions(tree, { type: 1, selfId: undefined, rootTitle: 'top' });
    expect(options[0]).toMatchObject({ value: '0', title: 'top' });
    expect(disabledIds(options)).toEqual([]);
  });

  it('lets a button go only below a menu', () => {
    const options = parentTreeOptions(tree, { type: 2, selfId: undefined, rootTitle: 'top' });
    expect(disabledIds(options).sort()).toEqual(['0', '1', '3']);
  });

  it('greys out the edited menu and everything below it', () => {
    const options = parentTreeOptions(tree, { type: 0, selfId: '3', rootTitle: 'top' });
    expect(disabledIds(options).sort()).toEqual(['3', '4']);
  });
});
