import { PlayCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { permissions, WEATHER_SCENARIOS, type WeatherScenario } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shell/permission';
import { useServerError } from '../system/shared/useServerError';
import { replayWeather, weatherSourceOptions } from './api';

/** Fixture mode only, for users allowed to: switch the recording the server replays (demos, tests). */
export function ReplayPicker() {
  const { t } = useTranslation('weather');
  const { message } = App.useApp();
  const report = useServerError();
  const allowed = usePermission(permissions.weather.replay);
  const { data } = useQuery({ ...weatherSourceOptions(), enabled: allowed });
  const [busy, setBusy] = useState(false);
  if (!allowed || data?.mode !== 'fixture') return null;

  const replay = async (scenario: WeatherScenario) => {
    setBusy(true);
    try {
      await replayWeather(scenario);
      void message.success(t('replay.done', { scenario: t(`replay.scenarios.${scenario}`) }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  // A visible label, and the hint on its own icon opening below: a tooltip over the whole picker
  // opened upwards, over the stop-work banner, whenever the pointer passed by.
  return (
    <Space data-testid="weather-replay-picker">
      <PlayCircleOutlined aria-hidden />
      <Typography.Text id="weather-replay-label">{t('replay.title')}</Typography.Text>
      <Select<WeatherScenario>
        aria-labelledby="weather-replay-label"
        data-testid="weather-replay"
        value={data.scenario ?? undefined}
        loading={busy}
        disabled={busy}
        style={{ minWidth: 160 }}
        onChange={(scenario) => void replay(scenario)}
        options={WEATHER_SCENARIOS.map((scenario) => ({
          value: scenario,
          label: t(`replay.scenarios.${scenario}`),
        }))}
      />
      <Tooltip title={t('replay.hint')} placement="bottom">
        <QuestionCircleOutlined aria-label={t('replay.hint')} data-testid="weather-replay-hint" />
      </Tooltip>
    </Space>
  );
}
