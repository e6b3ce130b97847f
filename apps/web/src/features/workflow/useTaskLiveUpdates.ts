import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeServerEvent } from '../../api/events';
import { refreshWorkflow } from './api';

/**
 * A task that reaches, leaves or escalates for this user (the tenant's `wfTask` events name them)
 * refreshes the workflow lists and counts at once, and a new or overdue task says so.
 */
export function useTaskLiveUpdates(userId: string | undefined): void {
  const { t } = useTranslation('workflow');
  const { notification } = App.useApp();
  const current = useRef(userId);
  current.current = userId;
  useEffect(
    () =>
      subscribeServerEvent('wfTask', (event) => {
        if (!current.current || !event.userIds.includes(current.current)) return;
        void refreshWorkflow();
        if (event.kind === 'created')
          notification.info({
            message: t('bell.newTask', { name: event.name }),
            description: event.instanceTitle,
          });
        if (event.kind === 'escalated')
          notification.warning({
            message: t('bell.escalated', { name: event.name }),
            description: event.instanceTitle,
          });
      }),
    [notification, t],
  );
}
