import type { ProColumns } from '@ant-design/pro-components';
import { permissions, type SysOnlineUserRow } from '@siteguard/contracts';
import { App, Popconfirm, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { forceLogout, sysOnlineUserPageOptions } from './api';

function onlineUserColumns(
  t: TFunction<'system'>,
  onForceLogout: (row: SysOnlineUserRow) => Promise<void>,
): ProColumns<SysOnlineUserRow>[] {
  const time = (key: 'loginAt' | 'lastSeenAt' | 'expiresAt'): ProColumns<SysOnlineUserRow> => ({
    title: t(`online.${key}`),
    dataIndex: key,
    key,
    search: false,
    width: 170,
    render: (_, row) => formatDateTime(row[key]),
  });
  return [
    {
      title: t('online.account'),
      dataIndex: 'account',
      key: 'account',
      width: 140,
      fieldProps: { maxLength: 64 },
    },
    { title: t('online.name'), dataIndex: 'name', key: 'name', search: false, width: 140 },
    { title: t('online.ip'), dataIndex: 'ip', key: 'ip', search: false, width: 140 },
    {
      title: t('online.browser'),
      dataIndex: 'browser',
      key: 'browser',
      search: false,
      width: 150,
      ellipsis: true,
    },
    // Last activity comes before the sign-in time: it is what tells an idle session from a live one.
    time('lastSeenAt'),
    { title: t('online.os'), dataIndex: 'os', key: 'os', search: false, width: 110, ellipsis: true },
    time('loginAt'),
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      fixed: 'right',
      width: 120,
      render: (_, row) =>
        // The caller's own session is not forced out: signing out does that.
        row.current ? (
          <Tag color="blue">{t('online.current')}</Tag>
        ) : (
          <Can code={permissions.sysOnlineUser.forceLogout}>
            <Popconfirm
              title={t('online.forceLogoutConfirm', { name: row.name, ip: row.ip ?? '-' })}
              okButtonProps={{ danger: true }}
              onConfirm={() => onForceLogout(row)}
            >
              <Typography.Link type="danger">{t('online.forceLogout')}</Typography.Link>
            </Popconfirm>
          </Can>
        ),
    },
  ];
}

/** /monitor/online (menu component 'system/OnlineUserList'): the tenant's live sessions. */
export function OnlineUserListPage() {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const columns = useMemo(
    () =>
      onlineUserColumns(t, (row) =>
        forceLogout(row.sessionId).then(() => void message.success(t('online.forcedOut')), report),
      ),
    [t, message, report],
  );
  return (
    <SgTable
      headerTitle={t('online.title')}
      rowKey="sessionId"
      columns={columns}
      query={sysOnlineUserPageOptions}
      scrollX={1100}
    />
  );
}
