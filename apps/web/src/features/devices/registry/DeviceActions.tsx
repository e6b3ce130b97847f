import { DownOutlined } from '@ant-design/icons';
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  type DeviceCommandRow,
  type DeviceRegistry,
  type DeviceRow,
  permissions,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Dropdown, type MenuProps, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../api/queryClient';
import { formatDateTime } from '../../../components/format/dateTime';
import { usePermission } from '../../../shell/permission';
import { useServerError } from '../../system/shared/useServerError';
import { commandHistoryOptions, deviceCommands } from '../api';

type Dialog = 'refreshConfig' | 'command' | 'switchVersion' | 'credentials' | 'history' | null;
const STATUS_COLORS: Record<DeviceCommandRow['status'], string> = {
  sent: 'processing',
  ok: 'success',
  failed: 'error',
  timeout: 'warning',
};

/**
 * A device's actions beyond edit and delete, in one menu: watch commands (each waits for the watch's
 * reply; a failure shows the spec's message), remote unlock for locks, credentials and history.
 */
export function DeviceActions({ registry, row }: { registry: DeviceRegistry; row: DeviceRow }) {
  const { t } = useTranslation('devices');
  const { modal, message } = App.useApp();
  const report = useServerError();
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = {
    refreshConfig: usePermission(permissions.swWatch.refreshConfig),
    // A platform power: usePermission lets only the platform's super admin have it.
    command: usePermission(permissions.swWatch.command),
    switchVersion: usePermission(permissions.swWatch.switchVersion),
    syncSos: usePermission(permissions.swWatch.syncSos),
    credentials: usePermission(permissions.swWatch.credentials),
    unlock: usePermission(
      registry === 'fourGLock' ? permissions.fourGLock.unlock : permissions.smartLock.unlock,
    ),
  };
  const watch = registry === 'swWatch';
  const lock = registry === 'smartLock' || registry === 'fourGLock';

  /** Runs a command with a 'waiting' message, then the device's answer or the server's reason. */
  const send = async (work: () => Promise<DeviceCommandRow>): Promise<boolean> => {
    const hide = message.loading(t('commands.waiting'), 0);
    try {
      const result = await work();
      void message.success(t('commands.done', { output: result.output ?? result.status }));
      await queryClient.invalidateQueries({ queryKey: ['deviceCommands', row.id] });
      return true;
    } catch (error) {
      report(error);
      return false;
    } finally {
      hide();
      void queryClient.invalidateQueries({ queryKey: [`/${registry}/page`] });
    }
  };

  const items: MenuProps['items'] = [
    ...(watch && can.refreshConfig ? [{ key: 'refreshConfig', label: t('commands.refreshConfig') }] : []),
    ...(watch && can.switchVersion ? [{ key: 'switchVersion', label: t('commands.switchVersion') }] : []),
    ...(watch && can.syncSos ? [{ key: 'syncSos', label: t('commands.syncSos') }] : []),
    ...(watch && can.command ? [{ key: 'command', label: t('commands.command') }] : []),
    ...(lock && can.unlock ? [{ key: 'unlock', label: t('commands.unlock') }] : []),
    ...(can.credentials ? [{ key: 'credentials', label: t('commands.credentials') }] : []),
    { key: 'history', label: t('commands.history') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'syncSos') {
      if (!row.wearerName)
        return void modal.info({ title: t('commands.syncSos'), content: t('commands.noWearer') });
      return void modal.confirm({
        title: t('commands.syncSos'),
        content: t('commands.syncSosConfirm', { name: row.wearerName }),
        onOk: () => send(() => deviceCommands.syncSos(row.id)),
      });
    }
    if (key === 'unlock') {
      return void modal.confirm({
        title: t('commands.unlock'),
        content: t('commands.unlockConfirm', { name: row.name }),
        onOk: () => send(() => deviceCommands.unlock(row.id)),
      });
    }
    setDialog(key as Dialog);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
        <Typography.Link data-testid={`device-more-${row.imei}`}>
          <Space size={4}>
            {t('commands.more')}
            <DownOutlined />
          </Space>
        </Typography.Link>
      </Dropdown>
      {dialog === 'refreshConfig' && (
        <ModalForm<{ configContent: string }>
          open
          title={`${t('commands.refreshConfig')} · ${row.name}`}
          initialValues={{ configContent: row.configContent ?? '' }}
          modalProps={{ onCancel: () => setDialog(null), destroyOnHidden: true }}
          onFinish={async ({ configContent }) => {
            const ok = await send(() => deviceCommands.refreshConfig(row.id, configContent));
            if (ok) setDialog(null);
            return ok;
          }}
        >
          <ProFormTextArea
            name="configContent"
            label={t('commands.content')}
            fieldProps={{ rows: 6, maxLength: 8000 }}
            rules={[{ required: true, whitespace: true, message: t('commands.contentRequired') }]}
          />
        </ModalForm>
      )}
      {dialog === 'switchVersion' && (
        <ModalForm<{ newVersion: string }>
          open
          title={`${t('commands.switchVersion')} · ${row.name}`}
          width={420}
          modalProps={{ onCancel: () => setDialog(null), destroyOnHidden: true }}
          onFinish={async ({ newVersion }) => {
            const ok = await send(() => deviceCommands.switchVersion(row.id, newVersion));
            if (ok) setDialog(null);
            return ok;
          }}
        >
          <ProFormText
            name="newVersion"
            label={t('commands.newVersionLabel')}
            fieldProps={{ maxLength: 64 }}
            rules={[{ required: true, whitespace: true, message: t('commands.newVersionRequired') }]}
          />
        </ModalForm>
      )}
      {dialog === 'command' && <CommandDialog row={row} send={send} onClose={() => setDialog(null)} />}
      {dialog === 'credentials' && (
        <CredentialsDialog row={row} registry={registry} onClose={() => setDialog(null)} />
      )}
      {dialog === 'history' && <HistoryDrawer row={row} onClose={() => setDialog(null)} />}
    </>
  );
}

function CommandDialog({
  row,
  send,
  onClose,
}: {
  row: DeviceRow;
  send: (work: () => Promise<DeviceCommandRow>) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const [output, setOutput] = useState<string | null>(null);
  return (
    <ModalForm<{ command: string }>
      open
      title={`${t('commands.command')} · ${row.name}`}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('commands.command') } }}
      onFinish={async ({ command }) => {
        let answer: DeviceCommandRow | undefined;
        await send(async () => {
          answer = await deviceCommands.command(row.id, command);
          return answer;
        });
        if (answer) setOutput(answer.output ?? '');
        return false;
      }}
    >
      <Alert type="warning" showIcon message={t('commands.commandHint')} style={{ marginBottom: 16 }} />
      <ProFormTextArea
        name="command"
        label={t('commands.commandLabel')}
        fieldProps={{ rows: 2, maxLength: 500, style: { fontFamily: 'monospace' } }}
        rules={[{ required: true, whitespace: true, message: t('commands.commandRequired') }]}
      />
      {output !== null && (
        <pre
          data-testid="command-output"
          style={{
            background: '#1f1f1f',
            color: '#e6e6e6',
            padding: 12,
            borderRadius: 6,
            maxHeight: 240,
            overflow: 'auto',
          }}
        >
          {output}
        </pre>
      )}
    </ModalForm>
  );
}

function CredentialsDialog({
  row,
  registry,
  onClose,
}: {
  row: DeviceRow;
  registry: DeviceRegistry;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const { modal, message } = App.useApp();
  const report = useServerError();
  const [secret, setSecret] = useState<string | null>(null);
  const [hasSecret, setHasSecret] = useState(row.hasSecret);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [`/${registry}/page`] });
  const issue = () =>
    modal.confirm({
      title: t('commands.issue'),
      content: t('commands.issueConfirm'),
      onOk: async () => {
        try {
          const issued = await deviceCommands.issueSecret(row.id);
          setSecret(issued.secret);
          setHasSecret(true);
          await refresh();
        } catch (error) {
          report(error);
        }
      },
    });
  const revoke = () =>
    modal.confirm({
      title: t('commands.revoke'),
      content: t('commands.revokeConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deviceCommands.revokeSecret(row.id);
          setSecret(null);
          setHasSecret(false);
          void message.success(t('commands.revoked'));
          await refresh();
        } catch (error) {
          report(error);
        }
      },
    });
  return (
    <Drawer open title={`${t('commands.secretTitle')} · ${row.name}`} width={460} onClose={onClose}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <Typography.Text type="secondary">{t('commands.userName')}</Typography.Text>
          <div>
            <Typography.Text copyable code>
              {row.imei}
            </Typography.Text>
          </div>
        </div>
        <Tag color={hasSecret ? 'green' : 'default'}>
          {hasSecret ? t('commands.hasSecret') : t('commands.noSecret')}
        </Tag>
        {secret && (
          <Alert
            type="success"
            showIcon
            message={t('commands.secretOnce')}
            description={
              <Typography.Text copyable code data-testid="device-secret">
                {secret}
              </Typography.Text>
            }
          />
        )}
        <Space>
          <Button type="primary" onClick={issue}>
            {t('commands.issue')}
          </Button>
          <Button danger disabled={!hasSecret} onClick={revoke}>
            {t('commands.revoke')}
          </Button>
        </Space>
      </Space>
    </Drawer>
  );
}

function HistoryDrawer({ row, onClose }: { row: DeviceRow; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const { data, isPending } = useQuery(commandHistoryOptions(row.id));
  return (
    <Drawer open title={`${t('commands.history')} · ${row.name}`} width={640} onClose={onClose}>
      <Table<DeviceCommandRow>
        rowKey="id"
        size="small"
        loading={isPending}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t('commands.historyEmpty') }}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: t('commands.command'), dataIndex: 'command', width: 120 },
          {
            title: t('registry.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: DeviceCommandRow['status']) => (
              <Tag color={STATUS_COLORS[status]}>{t(`commands.statuses.${status}`)}</Tag>
            ),
          },
          {
            title: '',
            key: 'output',
            render: (_, entry) => entry.output ?? entry.error ?? '',
            ellipsis: true,
          },
          { title: '', dataIndex: 'createdAt', width: 160, render: (value: string) => formatDateTime(value) },
        ]}
      />
    </Drawer>
  );
}
