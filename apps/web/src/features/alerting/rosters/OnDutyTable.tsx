import { DUTY_FAMILY_NAMES, type OnDutyAnswer } from '@siteguard/contracts';
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { PersonTag } from './PersonTag';

type FamilyRow = OnDutyAnswer['families'][number];
type LevelRow = FamilyRow['levels'][number];

/** Who each family's alerts reach now, level by level, with when each level is told. */
export function OnDutyTable({ answer }: { answer: OnDutyAnswer }) {
  const { t } = useTranslation('dutyRosters');
  const lang = currentLang();
  const level = (index: number) => ({
    title: t('onDuty.level', { level: index + 1 }),
    key: `level${index + 1}`,
    render: (_: unknown, row: FamilyRow) => {
      const entry: LevelRow | undefined = row.levels[index];
      if (!entry) return null;
      return (
        <Space direction="vertical" size={4}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entry.warningMinutes === null
              ? t('onDuty.levelDelayCriticalOnly', { critical: entry.criticalMinutes })
              : t('onDuty.levelDelay', {
                  critical: entry.criticalMinutes,
                  warning: t('onDuty.minutes', { minutes: entry.warningMinutes }),
                })}
          </Typography.Text>
          {entry.role && <Tag color="blue">{t('onDuty.role', { name: entry.role.name })}</Tag>}
          <Space size={[4, 4]} wrap>
            {entry.people.length === 0 ? (
              <Typography.Text type="secondary">{t('onDuty.nobody')}</Typography.Text>
            ) : (
              entry.people.map((person) => <PersonTag key={person.userId} person={person} />)
            )}
          </Space>
        </Space>
      );
    },
  });
  return (
    <Table<FamilyRow>
      rowKey="family"
      size="small"
      pagination={false}
      dataSource={answer.families}
      scroll={{ x: 'max-content' }}
      data-testid="on-duty-table"
      columns={[
        {
          title: t('onDuty.family'),
          dataIndex: 'family',
          render: (_: unknown, row) => (
            <Space direction="vertical" size={2}>
              <Typography.Text strong>{DUTY_FAMILY_NAMES[row.family][lang]}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.rosterFrom === 'site'
                  ? t('onDuty.fromSite')
                  : row.rosterFrom === 'tenant'
                    ? t('onDuty.fromTenant')
                    : t('onDuty.fromNone')}
              </Typography.Text>
            </Space>
          ),
        },
        level(0),
        level(1),
        level(2),
      ]}
    />
  );
}
