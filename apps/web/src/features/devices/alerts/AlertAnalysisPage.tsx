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

/** devices/watches/AlertAnalysis: every alert, live, with its handling, then charts over a date range. */
export function AlertAnalysisPage() {
  const { t } = useTranslation('devices');
  const { query, setQuery } = useAnalysisFilters();
  const [thresholds, setThresholds] = useState(false);
  // The list the alerts are handled from comes first, in view on arrival; the charts over a date
  // range (their filters with them) follow below it.
  return (
    <>
      <AlertTable family="swAlert" title={t('alerts.titles.swAlert')} />
      <div style={{ marginTop: 16 }} />
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
