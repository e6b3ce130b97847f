import type { OwnSession } from '@siteguard/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ownSessionsOptions, revokeOwnSession } from './api';
import { browserOf } from './userAgent';

/** The caller's live sessions (GET /sysUser/ownSessions); any but this one can be signed out. */
export function OwnSessionsTable() {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const { data, isPending } = useQuery(ownSessionsOptions());
  const revoke = useMutation({
    mutationFn: revokeOwnSession,
    onSuccess: () => void message.success(t('security.signedOut')),
  });
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  const columns: TableColumnsType<OwnSession> = [
    {
      key: 'device',
      title: t('security.device'),
      render: (_, session) => browserOf(session.userAgent) ?? t('security.unknown'),
    },
    { key: 'ip', title: t('security.ip'), render: (_, session) => session.ip ?? t('security.unknown') },
    { key: 'createdAt', title: t('security.signedInAt'), render: (_, session) => when(session.createdAt) },
    { key: 'lastSeenAt', title: t('security.lastSeen'), render: (_, session) => when(session.lastSeenAt) },
    {
      key: 'action',
      title: '',
      align: 'right',
      render: (_, session) =>
        session.current ? (
          <Tag color="blue">{t('security.thisDevice')}</Tag>
        ) : (
          <Popconfirm
            title={t('security.signOutConfirm')}
            okText={t('security.signOut')}
            onConfirm={() => revoke.mutateAsync(session.id)}
          >
            <Button size="small" danger>
              {t('security.signOut')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Table<OwnSession>
      rowKey="id"
      size="small"
      loading={isPending}
      columns={columns}
      dataSource={data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="own-sessions"
    />
  );
}
