import { BellOutlined } from '@ant-design/icons';
import { permissions, type ReceivedNotice } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlarmSound } from '../../components/alarm/useAlarmSound';
import { canUse, usePermission } from '../../shell/permission';
import { useSessionUser } from '../../shell/session/useSessionUser';
import { useHkLogLiveUpdates } from '../cameras';
import { CctvAlertBellList, cctvRingingOptions, useCctvAlertLiveUpdates } from '../cctv';
import { DeviceAlertBellList, ringingOptions, useCriticalAlarm } from '../devices';
import {
  bellInboxCount,
  permitInboxOptions,
  seesPermitInbox,
  usePermitInboxLiveUpdates,
} from '../home/inbox';
import { todoPageOptions, useTaskLiveUpdates } from '../workflow';
import { bellOptions } from './bellApi';
import { ExceptionBellList } from './ExceptionBellList';
import { NoticeBellList } from './NoticeBellList';
import { NoticeReader } from './NoticeReader';
import styles from './NotificationBell.module.css';
import { unreadNoticesOptions } from './noticeBellApi';
import { PermitBellList } from './PermitBellList';
import { TaskBellList } from './TaskBellList';
import { useNoticeLiveUpdates } from './useNoticeLiveUpdates';

const POPOVER_WIDTH = 300;
type BellTab = 'notices' | 'exceptions' | 'permits' | 'tasks' | 'alerts';
const BELL_TASKS = { pageNo: 1, pageSize: 5 };

/**
 * The header's bell (spec §2 main layout): a 300 px popover with the user's unread notices and, for
 * users who may read camera logs, the latest exception logs (spec §9: six, 'more' above ten), and for
 * users with workflow tasks, their newest to-dos, and for users who may open a permit type, the
 * permits waiting for them (to check, approve, resume, close, revise, hand back). The badge counts them all. Published and withdrawn notices and new logs arrive through the events stream, so the
 * count moves without a reload. The popover opens on notices when there are unread ones.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { t: tw } = useTranslation('workflow');
  const { t: td } = useTranslation('devices');
  const { data: user } = useSessionUser();
  const seesExceptions = usePermission(permissions.hkLog.page);
  const exceptions = useQuery({ ...bellOptions(), enabled: seesExceptions });
  const notices = useQuery(unreadNoticesOptions());
  const seesTasks = usePermission(permissions.flowableTask.todoPage);
  const tasks = useQuery({ ...todoPageOptions(BELL_TASKS), enabled: seesTasks });
  useHkLogLiveUpdates(seesExceptions);
  useNoticeLiveUpdates(user?.id);
  useTaskLiveUpdates(user?.id);
  const seesPermits = seesPermitInbox((code) => canUse(user, code));
  const permitInbox = useQuery({ ...permitInboxOptions(), enabled: seesPermits });
  usePermitInboxLiveUpdates(user?.id, seesPermits);
  const seesAlerts = usePermission(permissions.swAlert.page);
  const alerts = useQuery({ ...ringingOptions(), enabled: seesAlerts });
  const alarm = useCriticalAlarm(seesAlerts);
  // Critical CCTV alerts nobody acknowledged ring here too (issue #33), for those who see the CCTV list.
  const seesCctv = usePermission(permissions.cctvAlert.page);
  const cctvRinging = useQuery({ ...cctvRingingOptions(), enabled: seesCctv });
  useCctvAlertLiveUpdates(seesCctv);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<BellTab | null>(null);
  const [reading, setReading] = useState<ReceivedNotice | null>(null);

  const noticeCount = notices.data?.count ?? 0;
  const exceptionCount = seesExceptions ? (exceptions.data?.totalRows ?? 0) : 0;
  const taskCount = seesTasks ? (tasks.data?.totalRows ?? 0) : 0;
  const permitCount = seesPermits ? (permitInbox.data?.total ?? 0) : 0;
  const cctvCount = seesCctv ? (cctvRinging.data?.count ?? 0) : 0;
  const alertCount = alarm.ringing + cctvCount;
  // One sound for every critical alert that waits, a device's or a camera's.
  const sound = useAlarmSound(alertCount);
  const mute = sound.muted ? undefined : sound.mute;
  const showsDeviceAlerts = seesAlerts && (alarm.ringing > 0 || cctvCount === 0);
  const activeTab: BellTab =
    tab ??
    (alertCount > 0
      ? 'alerts'
      : noticeCount > 0
        ? 'notices'
        : permitCount > 0
          ? 'permits'
          : taskCount > 0
            ? 'tasks'
            : seesExceptions
              ? 'exceptions'
              : 'notices');

  const noticeList = (
    <NoticeBellList
      rows={notices.data?.rows ?? []}
      count={noticeCount}
      pending={notices.isPending}
      onOpen={(notice) => {
        // The notice opens in a dialog of its own; the popover would sit on top of it.
        setOpen(false);
        setTab(null);
        setReading(notice);
      }}
    />
  );
  const content = (
    <div style={{ width: POPOVER_WIDTH }} data-testid="bell-popover">
      {seesExceptions || seesTasks || seesAlerts || seesCctv || seesPermits ? (
        <Tabs
          size="small"
          // Five tabs fit the spec's 300 px without folding into a "…" menu.
          tabBarGutter={12}
          activeKey={activeTab}
          onChange={(key) => setTab(key as BellTab)}
          destroyOnHidden
          items={[
            {
              key: 'notices',
              label: (
                <Badge count={noticeCount} size="small" offset={[6, 0]}>
                  {t('notice.tab')}
                </Badge>
              ),
              children: noticeList,
            },
            ...(seesAlerts || seesCctv
              ? [
                  {
                    key: 'alerts',
                    label: (
                      <Badge count={alertCount} size="small" offset={[6, 0]}>
                        {td('bell.tab')}
                      </Badge>
                    ),
                    children: (
                      <>
                        <CctvAlertBellList
                          rows={cctvRinging.data?.rows ?? []}
                          count={cctvCount}
                          showEmpty={!seesAlerts}
                          onNavigate={() => setOpen(false)}
                          onAcknowledge={() => setTab('alerts')}
                          // The mute link once, under the last list shown.
                          onMute={showsDeviceAlerts ? undefined : mute}
                        />
                        {showsDeviceAlerts && (
                          <DeviceAlertBellList
                            rows={alerts.data?.rows ?? []}
                            count={alarm.ringing}
                            pending={alerts.isPending}
                            onNavigate={() => setOpen(false)}
                            onMute={mute}
                            // Acknowledging the last alert must not jump to another tab: the bell stays
                            // here, where the list says nothing more waits.
                            onAcknowledge={() => setTab('alerts')}
                          />
                        )}
                      </>
                    ),
                  },
                ]
              : []),
            ...(seesPermits
              ? [
                  {
                    key: 'permits',
                    label: (
                      <Badge
                        count={permitCount}
                        size="small"
                        offset={[6, 0]}
                        data-testid="bell-permits-count"
                      >
                        {t('permits.tab')}
                      </Badge>
                    ),
                    children: (
                      <PermitBellList
                        inbox={permitInbox.data}
                        pending={permitInbox.isPending}
                        onNavigate={() => setOpen(false)}
                      />
                    ),
                  },
                ]
              : []),
            ...(seesTasks
              ? [
                  {
                    key: 'tasks',
                    label: (
                      <Badge count={taskCount} size="small" offset={[6, 0]}>
                        {tw('bell.tab')}
                      </Badge>
                    ),
                    children: (
                      <TaskBellList
                        rows={tasks.data?.rows ?? []}
                        count={taskCount}
                        pending={tasks.isPending}
                        onNavigate={() => setOpen(false)}
                      />
                    ),
                  },
                ]
              : []),
            ...(seesExceptions
              ? [
                  {
                    key: 'exceptions',
                    label: (
                      <Badge count={exceptionCount} size="small" offset={[6, 0]}>
                        {t('bell.title')}
                      </Badge>
                    ),
                    children: <ExceptionBellList data={exceptions.data} pending={exceptions.isPending} />,
                  },
                ]
              : []),
          ]}
        />
      ) : (
        noticeList
      )}
    </div>
  );

  return (
    <>
      <Popover
        title={t('bell.label')}
        content={content}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // Each opening starts on what is new.
          if (!next) setTab(null);
        }}
      >
        <button
          type="button"
          className={styles.trigger}
          aria-label={t('bell.label')}
          data-testid="notification-bell"
        >
          <Badge
            count={
              noticeCount +
              exceptionCount +
              taskCount +
              alertCount +
              (seesPermits ? bellInboxCount(permitInbox.data, seesTasks) : 0)
            }
            size="small"
            overflowCount={99}
            className={alertCount > 0 ? styles.ringing : undefined}
          >
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </button>
      </Popover>
      {reading && <NoticeReader notice={reading} onClose={() => setReading(null)} />}
    </>
  );
}
