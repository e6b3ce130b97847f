import { Bar } from '@ant-design/plots';
import type { OpenAlertCount } from '@siteguard/contracts';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countScaleY } from '../../../components/charts/countAxis';
import { currentLang } from '../../../i18n/i18n';
import { alertBars } from '../dashboardData';
import { CardState } from './CardState';

const HEIGHT = 260;

/** Open alerts by type, warning and critical stacked. */
export function OpenAlertsCard({
  rows,
  loading,
  error,
  onRetry,
}: {
  rows: readonly OpenAlertCount[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = currentLang();
  const data = useMemo(
    () => alertBars(rows ?? [], lang, (level) => t(`alerts.levels.${level}`)),
    [rows, lang, t],
  );
  return (
    <Card size="small" title={t('alerts.title')} loading={loading} style={{ height: '100%' }}>
      <CardState
        error={error}
        empty={data.length === 0 && t('alerts.none')}
        onRetry={onRetry}
        height={HEIGHT}
      >
        <Bar
          data={data}
          xField="type"
          yField="count"
          colorField="level"
          stack
          // A lone type would otherwise fill the card with one slab.
          style={{ maxWidth: 32 }}
          height={HEIGHT}
          scale={{
            ...countScaleY,
            color: {
              domain: [t('alerts.levels.critical'), t('alerts.levels.warning')],
              range: ['#cf1322', '#faad14'],
            },
          }}
          legend={{ color: { position: 'top' } }}
          // Counts: whole-number ticks only.
          axis={{ y: { tickFilter: (tick: number) => Number.isInteger(tick) } }}
        />
      </CardState>
    </Card>
  );
}
