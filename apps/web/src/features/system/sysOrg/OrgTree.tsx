import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orgTreeOptions, sysOrgTreeOptions } from './api';

/** The key of the tree's own root, 'all organisations': choosing it clears the subtree filter. */
const ALL = '__all__';

/** The organisation tree beside the list: choosing one narrows the list to its subtree. */
export function OrgTree({
  selected,
  onSelect,
}: {
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation('system');
  const tree = useQuery(sysOrgTreeOptions());
  const treeData = useMemo(
    () => [{ title: t('org.allOrgs'), key: ALL, children: orgTreeOptions(tree.data ?? []) }],
    [t, tree.data],
  );
  return (
    <Card title={t('org.tree')} size="small" styles={{ body: { padding: 8, overflow: 'auto' } }}>
      <Spin spinning={tree.isLoading}>
        {tree.data && tree.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          !tree.isLoading && (
            <Tree
              blockNode
              defaultExpandAll
              treeData={treeData}
              selectedKeys={[selected ?? ALL]}
              onSelect={(keys) => {
                const key = keys[0];
                // Clicking the chosen node again keeps it chosen rather than clearing the filter.
                if (key === undefined) return;
                onSelect(key === ALL ? undefined : String(key));
              }}
            />
          )
        )}
      </Spin>
    </Card>
  );
}
