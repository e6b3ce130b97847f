import { NOTICE_STATUSES, NOTICE_TYPES } from '@siteguard/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const TYPE_KEYS = { 1: 'notice.type1', 2: 'notice.type2' } as const;
const STATUS_KEYS = { 0: 'notice.status0', 1: 'notice.status1', 2: 'notice.status2' } as const;
const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple' };
const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange' };

/** contracts' NOTICE_TYPES (1 notice, 2 announcement) in the user's language. */
export function noticeTypeLabel(t: TFunction<'system'>, type: number): string {
  const key = TYPE_KEYS[type as keyof typeof TYPE_KEYS];
  return key ? t(key) : String(type);
}

/** contracts' NOTICE_STATUSES (0 draft, 1 published, 2 withdrawn) in the user's language. */
export function noticeStatusLabel(t: TFunction<'system'>, status: number): string {
  const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS];
  return key ? t(key) : String(status);
}

export const noticeTypeOptions = (t: TFunction<'system'>) =>
  NOTICE_TYPES.map((value) => ({ value, label: noticeTypeLabel(t, value) }));
export const noticeStatusOptions = (t: TFunction<'system'>) =>
  NOTICE_STATUSES.map((value) => ({ value, label: noticeStatusLabel(t, value) }));

export function NoticeTypeTag({ type }: { type: number }) {
  const { t } = useTranslation('system');
  return <Tag color={TYPE_COLORS[type]}>{noticeTypeLabel(t, type)}</Tag>;
}

export function NoticeStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('system');
  return <Tag color={STATUS_COLORS[status]}>{noticeStatusLabel(t, status)}</Tag>;
}
