import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysTimerRow, TIMER_TIME_ZONE } from '@siteguard/contracts';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { sysTimersPageOptions } from './api';
import { TimerFormModal } from './TimerFormModal';
import { TimerRunsDrawer } from './TimerRunsDrawer';
import { timerColumns } from './timerColumns';

type Dialog = { kind: 'form'; timer?: SysTimerRow } | { kind: 'runs'; timer: SysTimerRow } | null;

/** /base/timers (menu component 'system/TimersList'): scheduled jobs, their runs, run now. */
export function TimersListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(
    () =>
      timerColumns(t, {
        onEdit: (timer) => setDialog({ kind: 'form', timer }),
        onRuns: (timer) => setDialog({ kind: 'runs', timer }),
      }),
    [t],
  );
  const close = () => setDialog(null);

  return (
    <>
      <SgTable
        headerTitle={
          <span>
            {t('timer.title')}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {t('timer.timeZone', { zone: TIMER_TIME_ZONE })}
            </Typography.Text>
          </span>
        }
        rowKey="id"
        columns={columns}
        query={sysTimersPageOptions}
        scrollX={1040}
        toolbar={() => [
          <Can key="add" code={permissions.sysTimers.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form' })}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog?.kind === 'form' && <TimerFormModal timer={dialog.timer} onClose={close} />}
      {dialog?.kind === 'runs' && <TimerRunsDrawer timer={dialog.timer} onClose={close} />}
    </>
  );
}
