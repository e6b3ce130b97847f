import {
  type Lang,
  WEATHER_POLL_MS,
  type WeatherScenario,
  type WeatherSettings,
  type WeatherWarningEvent,
  weatherApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';

/** One prefix for every weather read: a warning event or a replay refreshes them all. */
export const weatherKeys = {
  all: ['weather'] as const,
  current: (lang: Lang) => [...weatherKeys.all, 'current', lang] as const,
  source: () => [...weatherKeys.all, 'source'] as const,
  settings: () => [...weatherKeys.all, 'settings'] as const,
  stoppages: (lang: Lang) => [...weatherKeys.all, 'stoppages', lang] as const,
};

export function refreshWeather(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: weatherKeys.all }, { cancelRefetch: false });
}

/** The site's weather in a language (GET /weather/current), refetched as often as the server polls. */
export const weatherCurrentOptions = (lang: Lang) =>
  queryOptions({
    queryKey: weatherKeys.current(lang),
    queryFn: ({ signal }) => callEndpoint(weatherApi.current, { query: { lang }, signal }),
    refetchInterval: WEATHER_POLL_MS,
    staleTime: 30_000,
  });

/** Live Observatory or a replayed recording (GET /weather/source). */
export const weatherSourceOptions = () =>
  queryOptions({
    queryKey: weatherKeys.source(),
    queryFn: ({ signal }) => callEndpoint(weatherApi.source, { signal }),
    staleTime: 60_000,
  });

export const weatherSettingsOptions = () =>
  queryOptions({
    queryKey: weatherKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(weatherApi.settings, { signal }),
  });

/**
 * Warnings stopping work at the user's site (GET /weather/stoppages): the banner. Warning events
 * refresh it at once; the interval covers a missed event.
 */
export const weatherStoppagesOptions = (lang: Lang) =>
  queryOptions({
    queryKey: weatherKeys.stoppages(lang),
    queryFn: ({ signal }) => callEndpoint(weatherApi.stoppages, { signal, quiet: true }),
    refetchInterval: WEATHER_POLL_MS,
    staleTime: 30_000,
  });

export async function replayWeather(scenario: WeatherScenario) {
  const source = await callEndpoint(weatherApi.replay, { body: { scenario } });
  await refreshWeather();
  return source;
}

export async function saveWeatherSettings(settings: WeatherSettings) {
  const saved = await callEndpoint(weatherApi.editSettings, { body: settings });
  await refreshWeather();
  return saved;
}

export async function resetWeatherRules() {
  const saved = await callEndpoint(weatherApi.resetSettings, {});
  await refreshWeather();
  return saved;
}

export type { WeatherWarningEvent };
