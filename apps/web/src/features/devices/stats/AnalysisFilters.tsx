import { type AlertAnalysisQuery, siteToday } from '@siteguard/contracts';
import { DatePicker, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Today in Hong Kong, where the sites are (the server's days are Hong Kong days). */
export const hkToday = () => dayjs(siteToday());

/** The last `days` days up to today. */
export function lastDays(days: number): AlertAnalysisQuery {
  return {
    from: hkToday()
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
    to: hkToday().format('YYYY-MM-DD'),
  };
}

/** A date range (at most a year) and an optional site: what every analysis page filters by. */
export function useAnalysisFilters(days = 14) {
  const [query, setQuery] = useState<AlertAnalysisQuery>(() => lastDays(days));
  return { query, setQuery };
}

export function AnalysisFilters<Q extends AlertAnalysisQuery>({
  query,
  onChange,
  extra,
  siteFilter = true,
}: {
  query: Q;
  onChange: (query: Q) => void;
  extra?: ReactNode;
  /** Off for reports that do not filter by site (CCTV statistics). */
  siteFilter?: boolean;
}) {
  const { t } = useTranslation('devices');
  const range: [Dayjs, Dayjs] = [dayjs(query.from), dayjs(query.to)];
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <span>{t('charts.range')}</span>
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        disabledDate={(day) => day.isAfter(hkToday(), 'day')}
        onChange={(value) => {
          const [from, to] = value ?? [];
          if (!from || !to) return;
          const start = to.diff(from, 'day') > 365 ? to.subtract(365, 'day') : from;
          onChange({ ...query, from: start.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
      />
      {siteFilter && (
        <Input.Search
          allowClear
          placeholder={t('charts.allSites')}
          defaultValue={query.site}
          style={{ width: 200 }}
          maxLength={100}
          onSearch={(site) => {
            const { site: _drop, ...rest } = query;
            onChange((site.trim() ? { ...rest, site: site.trim() } : rest) as Q);
          }}
        />
      )}
      {extra}
    </Space>
  );
}
