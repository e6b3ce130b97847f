import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n/i18n';
import { usePermission } from '../../../shell/permission';
import { HeatLevelTag } from '../../heatStress';
import { heatStressBoardOptions } from '../../heatStress/api';
import { weatherCurrentOptions } from '../../weather/api';
import { WeatherCard } from './WeatherCard';

/**
 * The dashboard's weather: the Observatory's readings and warnings for the tenant's station, and the
 * heat level in force — the heat stress board's (which counts a manager's override) for those who may
 * read it, else the Observatory's own Heat Index. Hidden without the weather permission.
 */
export function SiteWeatherCard() {
  const canSeeWeather = usePermission(permissions.weather.current);
  const canSeeHeat = usePermission(permissions.heatStress.view);
  const weather = useQuery({ ...weatherCurrentOptions(currentLang()), enabled: canSeeWeather });
  const board = useQuery({ ...heatStressBoardOptions(), enabled: canSeeWeather && canSeeHeat });
  if (!canSeeWeather) return null;
  const snapshot = weather.data;
  const heat = canSeeHeat && board.data ? board.data : snapshot?.heatIndex;
  return (
    <WeatherCard
      loading={weather.isPending}
      weather={
        snapshot && {
          temperature: snapshot.temperature,
          humidity: snapshot.humidity,
          warnings: snapshot.warnings.map((warning) => warning.name),
        }
      }
      heatLevel={heat ? <HeatLevelTag level={heat.level} value={heat.value} /> : undefined}
    />
  );
}
