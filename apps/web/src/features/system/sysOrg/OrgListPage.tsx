import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysOrgRow } from '@siteguard/contracts';
import { App, Button, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { deleteSysOrg, type SysOrgQuery, sysOrgPageOptions } from './api';
import { OrgFormModal } from './OrgFormModal';
import { OrgTree } from './OrgTree';
import { orgColumns } from './orgColumns';

type Dialog = { org?: SysOrgRow } | null;

/**
 * /organisation/org (menu component 'system/OrgList'): the tree on the left picks a subtree, the list
 * on the right shows it. A refused delete (sub-organisations, users) shows the server's reason through
 * the request client's toast; the row stays.
 */
export function OrgListPage() {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(
    () =>
      orgColumns(t, {
        onEdit: (org) => setDialog({ org }),
        onDelete: (org) =>
          deleteSysOrg(org.id).then(() => {
            if (org.id === selected) setSelected(undefined);
            void message.success(t('common.deleted'));
          }, report),
      }),
    [t, message, selected, report],
  );
  // The picked subtree is part of every page query, so the key changes and the list follows the tree.
  const query = useCallback(
    (page: SysOrgQuery) => sysOrgPageOptions(selected ? { ...page, pid: selected } : page),
    [selected],
  );

  return (
    <Flex gap={16} align="start">
      <div style={{ flex: '0 0 240px', minWidth: 0 }}>
        <OrgTree selected={selected} onSelect={setSelected} />
      </div>
      <div style={{ flex: '1 1 auto', minWidth: 0 }}>
        <SgTable
          headerTitle={t('org.title')}
          rowKey="id"
          columns={columns}
          query={query}
          scrollX={800}
          toolbar={() => [
            <Can key="add" code={permissions.sysOrg.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                {t('common.add')}
              </Button>
            </Can>,
          ]}
        />
      </div>
      {dialog && <OrgFormModal org={dialog.org} parentId={selected} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
