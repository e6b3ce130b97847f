import { SettingOutlined } from '@ant-design/icons';
import { permissions } from '@siteguard/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shell/permission';
import { AnalysisFilters, useAnalysisFilters } from '../stats/AnalysisFilters';
import { AlertCharts } from './AlertCharts';
import { AlertTable } from './AlertTable';
import { ThresholdsDrawer } from './ThresholdsDrawer';

/** devices/watches/AlertAnalysis: charts over a date range, then every alert, live, with its handling. */
export function AlertAnalysisPage() {
  const { t } = useTranslation('devices');
  const { query, setQuery } = useAnalysisFilters();
  const [thresholds, setThresholds] = useState(false);
  return (
    <>
      <AnalysisFilters
        query={query}
        onChange={setQuery}
        extra={
          <Can code={permissions.swAlert.thresholds}>
            <Button icon={<SettingOutlined />} onClick={() => setThresholds(true)}>
              {t('thresholds.button')}
            </Button>
          </Can>
        }
      />
      <AlertCharts family="swAlert" query={query} />
      <AlertTable family="swAlert" title={t('alerts.titles.swAlert')} />
      {thresholds && <ThresholdsDrawer onClose={() => setThresholds(false)} />}
    </>
  );
}

/** devices/gas/AlertLog: the gas sensors' alerts. */
export function GasAlertLogPage() {
  const { t } = useTranslation('devices');
  return <AlertTable family="gasAlert" title={t('alerts.titles.gasAlert')} />;
}

/** devices/gas/Statistics: gas alerts by type, day and site. */
export function GasStatisticsPage() {
  const { query, setQuery } = useAnalysisFilters(30);
  return (
    <>
      <AnalysisFilters query={query} onChange={setQuery} />
      <AlertCharts family="gasAlert" query={query} />
    </>
  );
}
