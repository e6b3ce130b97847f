import { WarningOutlined } from '@ant-design/icons';
import type { DutyPerson } from '@siteguard/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { unreachable } from './rosterForm';

/** A person on duty; one no contact point reaches wears a warning, since no alert could find them. */
export function PersonTag({ person }: { person: DutyPerson }) {
  const { t } = useTranslation('dutyRosters');
  if (unreachable(person))
    return (
      <Tooltip title={t('onDuty.noContactHint')}>
        <Tag color="warning" icon={<WarningOutlined />} data-testid="duty-person-no-contact">
          {person.name} · {t('onDuty.noContact')}
        </Tag>
      </Tooltip>
    );
  return <Tag data-testid="duty-person">{person.name}</Tag>;
}
