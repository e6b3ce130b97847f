import { PlayCircleOutlined } from '@ant-design/icons';
import { permissions, WEATHER_SCENARIOS, type WeatherScenario } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Select, Space, Tooltip } from 'antd';
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
  return (
    <Tooltip title={t('replay.hint')}>
      <Space>
        <PlayCircleOutlined aria-hidden />
        <Select<WeatherScenario>
          aria-label={t('replay.title')}
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
      </Space>
    </Tooltip>
  );
}
