import { DownOutlined } from '@ant-design/icons';
import { permissions, type SysTimerRow, type SysTimerRunRow } from '@siteguard/contracts';
import { App, Dropdown, type MenuProps, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can, usePermission } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { deleteSysTimer, runSysTimer, setSysTimerEnabled } from './api';
import { formatDuration, runDurationMs } from './runDuration';

export interface TimerRowHandlers {
  onEdit: (timer: SysTimerRow) => void;
  onRuns: (timer: SysTimerRow) => void;
}

/** A timer row's actions: edit, start or stop, run now (its result shown); history and delete under 'More'. */
export function TimerRowActions({ timer, onEdit, onRuns }: { timer: SysTimerRow } & TimerRowHandlers) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message, modal } = App.useApp();
  const canDelete = usePermission(permissions.sysTimers.delete);

  const showResult = (run: SysTimerRunRow) => {
    const ms = runDurationMs(run);
    const content = (
      <div data-testid="timer-run-result">
        <Typography.Paragraph style={{ marginBottom: 4 }}>{run.message ?? '-'}</Typography.Paragraph>
        {ms !== null && (
          <Typography.Text type="secondary">
            {t('timer.tookTime', { time: formatDuration(ms) })}
          </Typography.Text>
        )}
      </div>
    );
    const title = t(run.success ? 'timer.runDoneOk' : 'timer.runDoneFailed', { name: timer.name });
    if (run.success) modal.success({ title, content });
    else modal.error({ title, content });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('common.deleteConfirm', { name: timer.name }),
      content: t('timer.deleteHint'),
      okButtonProps: { danger: true },
      onOk: () => deleteSysTimer(timer.id).then(() => void message.success(t('common.deleted')), report),
    });
  const more: MenuProps['items'] = [
    { key: 'runs', label: t('timer.runs'), onClick: () => onRuns(timer) },
    ...(canDelete
      ? [{ key: 'delete', label: t('common.delete'), danger: true, onClick: confirmDelete }]
      : []),
  ];

  return (
    <Space size="middle">
      <Can code={permissions.sysTimers.edit}>
        <Typography.Link onClick={() => onEdit(timer)}>{t('common.edit')}</Typography.Link>
      </Can>
      {timer.enabled ? (
        <Can code={permissions.sysTimers.stop}>
          <Popconfirm
            title={t('timer.stopConfirm', { name: timer.name })}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              setSysTimerEnabled(timer.id, false).then(() => void message.success(t('timer.stopped')), report)
            }
          >
            <Typography.Link type="warning">{t('timer.stop')}</Typography.Link>
          </Popconfirm>
        </Can>
      ) : (
        <Can code={permissions.sysTimers.start}>
          <Typography.Link
            onClick={() =>
              setSysTimerEnabled(timer.id, true).then(() => void message.success(t('timer.started')), report)
            }
          >
            {t('timer.start')}
          </Typography.Link>
        </Can>
      )}
      <Can code={permissions.sysTimers.run}>
        <Popconfirm
          title={t('timer.runConfirm', { name: timer.name })}
          description={t('timer.runHint')}
          onConfirm={() => runSysTimer(timer.id).then(showResult, report)}
        >
          <Typography.Link>{t('timer.runNow')}</Typography.Link>
        </Popconfirm>
      </Can>
      <Dropdown menu={{ items: more }} trigger={['click']}>
        <Typography.Link>
          {t('timer.more')} <DownOutlined />
        </Typography.Link>
      </Dropdown>
    </Space>
  );
}
