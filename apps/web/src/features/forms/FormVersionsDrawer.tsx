import { type FormRow, type FormVersionRow, permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format/dateTime';
import { usePermission } from '../../shell/permission';
import { formVersionsOptions } from './api';
import { designerPathFor } from './designerPath';
import { VersionTag } from './VersionTag';

/** Every saved version of a form, newest first, each openable in the designer. */
export function FormVersionsDrawer({ form, onClose }: { form: FormRow; onClose: () => void }) {
  const { t } = useTranslation('forms');
  const canDesign = usePermission(permissions.flowableForm.design);
  const { data, isLoading } = useQuery(formVersionsOptions(form.id));
  // The list may be older than the drawer's answer: the newest version listed is the current one.
  const latest = data?.[0]?.version ?? form.currentVersion;

  const columns: TableColumnsType<FormVersionRow> = [
    {
      title: t('versions.version'),
      dataIndex: 'version',
      width: 150,
      render: (_, row) => (
        <>
          <VersionTag version={row.version} color={row.version === latest ? 'green' : 'blue'} />
          {row.version === latest && t('versions.current')}
        </>
      ),
    },
    {
      title: t('versions.savedAt'),
      dataIndex: 'createdAt',
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: t('versions.author'),
      dataIndex: 'createdByName',
      render: (_, row) => row.createdByName ?? t('versions.unknownAuthor'),
    },
    ...(canDesign
      ? [
          {
            key: 'open',
            width: 130,
            render: (_: unknown, row: FormVersionRow) => (
              <Link to={designerPathFor(form.id, row.version === latest ? undefined : row.version)}>
                {t('versions.open')}
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer
      open
      title={t('versions.title', { name: form.name })}
      width={640}
      onClose={onClose}
      destroyOnHidden
    >
      <Table<FormVersionRow>
        rowKey="version"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={data ?? []}
        pagination={false}
      />
    </Drawer>
  );
}
