import { useQuery } from '@tanstack/react-query';
import { Spin, Tree } from 'antd';
import { orgTreeOptions, sysOrgTreeOptions } from './api';

/**
 * Ticks organisations one by one, for data scopes (a role's custom scope, a user's extra
 * organisations). Parents and children are not linked: seeing a parent does not mean seeing its
 * children, so each is ticked on its own.
 */
export function OrgCheckTree({
  value,
  onChange,
  disabled = false,
  maxHeight = '40vh',
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  maxHeight?: number | string;
}) {
  const orgs = useQuery(sysOrgTreeOptions());
  return (
    <Spin spinning={orgs.isLoading}>
      <div style={{ maxHeight, overflow: 'auto' }} data-testid="org-check-tree">
        {orgs.data && (
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            disabled={disabled}
            treeData={orgTreeOptions(orgs.data)}
            checkedKeys={{ checked: value, halfChecked: [] }}
            onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
        )}
      </div>
    </Spin>
  );
}
