import {
  type RuleWarning,
  type WeatherSettings,
  type WeatherSnapshot,
  WORK_CATEGORIES,
  WORK_CATEGORY_NAMES,
  type WorkCategory,
  warningName,
} from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Popconfirm, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { useServerError } from '../system/shared/useServerError';
import { resetWeatherRules, saveWeatherSettings, weatherSettingsOptions } from './api';
import { WarningIcon } from './icons';

/**
 * The tenant's stop-work rules (which warning stops which works) and its site's station; the
 * defaults (the Labour Department's code of practice) can be restored.
 */
export function RulesDrawer({
  open,
  onClose,
  stations,
}: {
  open: boolean;
  onClose: () => void;
  stations: WeatherSnapshot['stations'];
}) {
  const { t } = useTranslation('weather');
  const lang = currentLang();
  const { message } = App.useApp();
  const report = useServerError();
  const { data } = useQuery({ ...weatherSettingsOptions(), enabled: open });
  const [draft, setDraft] = useState<WeatherSettings | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open && data) setDraft(data);
  }, [open, data]);

  const setWorks = (warning: RuleWarning, works: WorkCategory[]) =>
    setDraft((current) =>
      current
        ? {
            ...current,
            rules: current.rules.map((rule) => (rule.warning === warning ? { ...rule, works } : rule)),
          }
        : current,
    );
  const run = async (work: () => Promise<WeatherSettings>, done: string) => {
    setBusy(true);
    try {
      setDraft(await work());
      void message.success(done);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      title={t('rules.title')}
      open={open}
      onClose={onClose}
      width={800}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      data-testid="weather-rules"
      footer={
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Popconfirm
            title={t('rules.resetConfirm')}
            okText={t('rules.reset')}
            cancelText={t('rules.cancel')}
            onConfirm={() => run(resetWeatherRules, t('rules.resetDone'))}
          >
            <Button disabled={busy}>{t('rules.reset')}</Button>
          </Popconfirm>
          <Button onClick={onClose}>{t('rules.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={!draft}
            onClick={() => draft && void run(() => saveWeatherSettings(draft), t('rules.saved'))}
            data-testid="weather-rules-save"
          >
            {t('rules.save')}
          </Button>
        </Space>
      }
    >
      {!draft ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('rules.intro')}
          </Typography.Paragraph>
          <Space direction="vertical" size={4} style={{ width: '100%' }}>
            <Typography.Text strong>{t('rules.district')}</Typography.Text>
            <Select
              showSearch
              optionFilterProp="label"
              style={{ width: '100%', maxWidth: 360 }}
              value={draft.districtKey}
              onChange={(districtKey) => setDraft({ ...draft, districtKey })}
              options={stations.map((station) => ({
                value: station.key,
                label: `${station.place} (${station.temperature}°C)`,
              }))}
            />
          </Space>
          <Table
            size="small"
            rowKey="warning"
            pagination={false}
            dataSource={draft.rules}
            scroll={{ x: 560 }}
            columns={[
              {
                title: t('rules.warning'),
                dataIndex: 'warning',
                width: 220,
                render: (warning: RuleWarning) => (
                  <Space>
                    <WarningIcon
                      code={warning === 'TC8' ? 'TC8NE' : warning}
                      size={28}
                      title={warningName(warning)[lang]}
                    />
                    <span>{warningName(warning)[lang]}</span>
                  </Space>
                ),
              },
              {
                title: t('rules.works'),
                dataIndex: 'works',
                render: (works: WorkCategory[], rule) => (
                  <Checkbox.Group
                    value={works}
                    onChange={(next) => setWorks(rule.warning, next as WorkCategory[])}
                    options={WORK_CATEGORIES.map((work) => ({
                      value: work,
                      label: WORK_CATEGORY_NAMES[work][lang],
                    }))}
                    data-testid={`weather-rule-${rule.warning}`}
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
