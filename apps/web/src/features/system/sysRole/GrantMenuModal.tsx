import type { SysMenuTreeNode, SysRoleRow } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Modal, Spin, Tree, type TreeDataNode } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { useServerError } from '../shared/useServerError';
import { grantSysRoleMenus, menuGrantTreeOptions, sysRoleOwnMenuOptions } from './api';
import { leafIds } from './menuGrant';

function treeDataOf(nodes: readonly SysMenuTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({ key: node.id, title: node.title, children: treeDataOf(node.children) }));
}

/**
 * Ticks the menus, directories and buttons of a role. The tree links parents and children, so only
 * the granted leaves are ticked on opening (a granted directory would otherwise tick everything below
 * it); saving sends the ticked and the half-ticked nodes, since a menu needs its directories to show.
 */
export function GrantMenuModal({ role, onClose }: { role: SysRoleRow; onClose: () => void }) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const tree = useQuery(menuGrantTreeOptions(currentLang()));
  const owned = useQuery(sysRoleOwnMenuOptions(role.id));
  const [picked, setPicked] = useState<{ checked: Key[]; half: Key[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const treeData = useMemo(() => treeDataOf(tree.data ?? []), [tree.data]);
  const initial = useMemo(() => {
    const leaves = leafIds(tree.data ?? []);
    return (owned.data ?? []).filter((id) => leaves.has(id));
  }, [tree.data, owned.data]);
  const checked = picked?.checked ?? initial;

  const save = async () => {
    setSaving(true);
    try {
      // Untouched, the server's own list goes back unchanged (half-ticked parents included).
      const ids = picked ? [...picked.checked, ...picked.half].map(String) : (owned.data ?? []);
      await grantSysRoleMenus(role.id, ids);
      void message.success(t('common.saved'));
      onClose();
    } catch (error) {
      // The dialog stays open with the choices kept.
      report(error);
    } finally {
      setSaving(false);
    }
  };

  const loading = tree.isLoading || owned.isLoading;
  return (
    <Modal
      open
      title={t('role.grantMenuTitle', { name: role.name })}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: loading, loading: saving }}
      width={560}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        <div style={{ maxHeight: '60vh', overflow: 'auto' }} data-testid="grant-menu-tree">
          {!loading && (
            <Tree
              checkable
              defaultExpandAll
              treeData={treeData}
              checkedKeys={checked}
              onCheck={(keys, info) => {
                const list = Array.isArray(keys) ? keys : keys.checked;
                setPicked({ checked: list, half: info.halfCheckedKeys ?? [] });
              }}
            />
          )}
        </div>
      </Spin>
    </Modal>
  );
}
