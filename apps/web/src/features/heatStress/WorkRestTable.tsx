import {
  HEAT_LEVEL_FROM,
  HEAT_LEVEL_NAMES,
  HEAT_WARNING_LEVELS,
  type HeatLevel,
  type HeatWarningLevel,
  REST_TABLE,
  WORKLOAD_NAMES,
  WORKLOADS,
} from '@siteguard/contracts';
import { Grid, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { HEAT_LEVEL_COLORS } from './levelColors';
import { RestMinutesCell } from './RestMinutesCell';

/** The Labour Department's table (contracts' REST_TABLE), the level in force highlighted. */
export function WorkRestTable({ level }: { level: HeatLevel }) {
  const { t } = useTranslation('heatStress');
  const lang = currentLang();
  // On a phone: bare minutes (the note says so) and the threshold under the level, to fit five columns.
  const wide = Grid.useBreakpoint().sm ?? true;
  const columns: TableColumnsType<HeatWarningLevel> = [
    {
      title: t('table.level'),
      key: 'level',
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Tag color={HEAT_LEVEL_COLORS[row].tag}>{HEAT_LEVEL_NAMES[row][lang]}</Tag>
          {wide ? '' : <br />}≥ {HEAT_LEVEL_FROM[row]}
          {row === level && wide && (
            <Typography.Text strong style={{ marginLeft: 8 }}>
              ◀ {t('table.current')}
            </Typography.Text>
          )}
        </span>
      ),
    },
    ...WORKLOADS.map((workload) => ({
      title: WORKLOAD_NAMES[workload][lang],
      key: workload,
      render: (_: unknown, row: HeatWarningLevel) => (
        <RestMinutesCell rest={REST_TABLE[row][workload]} compact={!wide} />
      ),
    })),
  ];
  return (
    <>
      <Table<HeatWarningLevel>
        data-testid="heat-rest-table"
        rowKey={(row) => row}
        size="small"
        columns={columns}
        dataSource={[...HEAT_WARNING_LEVELS]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({
          'data-current': row === level ? 'true' : undefined,
          style: row === level ? { background: '#fffbe6', fontWeight: 600 } : undefined,
        })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
        {wide ? '' : `${t('table.minutesNote')} `}
        {t('table.source')}
      </Typography.Paragraph>
    </>
  );
}
