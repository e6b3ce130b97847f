import {
  type Lang,
  PERMIT_STATUS_NAMES,
  PERMIT_TYPES,
  type PermitStatus,
  type PermitType,
} from '@siteguard/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One colour per status, the same on the list, the detail and the site page. */
export const STATUS_COLOURS: Record<PermitStatus, string> = {
  draft: 'default',
  submitted: 'blue',
  checked: 'geekblue',
  approved: 'cyan',
  active: 'green',
  suspended: 'orange',
  handedBack: 'purple',
  closed: 'default',
  expired: 'volcano',
  cancelled: 'default',
  rejected: 'red',
};

/** The current language as the contracts' translated names are keyed. */
export function useLang(): Lang {
  return useTranslation().i18n.language as Lang;
}

export function PermitStatusTag({ status }: { status: PermitStatus }) {
  const lang = useLang();
  return <Tag color={STATUS_COLOURS[status]}>{PERMIT_STATUS_NAMES[status][lang] ?? status}</Tag>;
}

export function usePermitTitle(type: PermitType): string {
  return PERMIT_TYPES[type].title[useLang()];
}
