import type { WfInstanceStatus, WfTaskStatus } from '@siteguard/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const INSTANCE_COLOURS: Record<WfInstanceStatus, string> = {
  running: 'processing',
  suspended: 'warning',
  completed: 'success',
  rejected: 'error',
  withdrawn: 'default',
  terminated: 'error',
};
const TASK_COLOURS: Record<WfTaskStatus, string> = {
  open: 'processing',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function InstanceStatusTag({ status }: { status: WfInstanceStatus }) {
  const { t } = useTranslation('workflow');
  return <Tag color={INSTANCE_COLOURS[status]}>{t(`instances.status.${status}`)}</Tag>;
}

export function TaskStatusTag({ status }: { status: WfTaskStatus }) {
  const { t } = useTranslation('workflow');
  return <Tag color={TASK_COLOURS[status]}>{t(`tasks.taskStatus.${status}`)}</Tag>;
}
