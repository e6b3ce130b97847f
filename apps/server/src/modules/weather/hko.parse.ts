import {
  type ForecastDay,
  heatLevelOf,
  type Lang,
  ruleWarningOf,
  type WeatherSnapshot,
  type WeatherWarning,
  warningName,
} from '@siteguard/contracts';
import type { Hkhi, HkoBundle, Warnsum } from './hko.schemas.js';

/** The station every site starts with (and the one carrying humidity). */
export const DEFAULT_DISTRICT = 'Hong Kong Observatory';

/** A warning in force as the warning state keeps it: language-free. */
export interface WarningInForce {
  code: string;
  group: string;
  action: WeatherWarning['action'];
  issuedAt: string;
  updatedAt: string;
}

/** warnsum's warnings still in force (a CANCEL entry lingers in warnsum for a while after). */
export function warningsInForce(warnsum: Warnsum): WarningInForce[] {
  return Object.entries(warnsum).flatMap(([group, entry]) =>
    entry.actionCode === 'CANCEL'
      ? []
      : [
          {
            code: entry.code,
            group,
            action: entry.actionCode,
            issuedAt: entry.issueTime,
            updatedAt: entry.updateTime,
          },
        ],
  );
}

/**
 * One language's snapshot from its bundle. Station keys are the English names: HKO lists the
 * stations in the same order in every language, so the English bundle's list names them.
 */
export function snapshotOf(input: {
  lang: Lang;
  bundle: HkoBundle;
  english: HkoBundle;
  hkhi: Hkhi | null;
  districtKey: string;
  fetchedAt: Date;
  stale: boolean;
}): WeatherSnapshot {
  const { lang, bundle, english, districtKey } = input;
  const englishPlaces = english.rhrread.temperature.data.map((entry) => entry.place);
  const stations = bundle.rhrread.temperature.data.map((entry, index) => ({
    key: englishPlaces[index] ?? entry.place,
    place: entry.place,
    temperature: entry.value,
  }));
  const station =
    stations.find((entry) => entry.key === districtKey) ??
    stations.find((entry) => entry.key === DEFAULT_DISTRICT) ??
    stations[0];
  const rainfallIndex = english.rhrread.rainfall?.data.findIndex((entry) => entry.place === station?.key);
  const rainfall =
    rainfallIndex !== undefined && rainfallIndex >= 0
      ? (bundle.rhrread.rainfall?.data[rainfallIndex]?.max ?? null)
      : null;
  return {
    lang,
    district: station?.place ?? '',
    districtKey: station?.key ?? districtKey,
    temperature: station?.temperature ?? null,
    humidity: bundle.rhrread.humidity.data[0]?.value ?? null,
    rainfall,
    icons: bundle.rhrread.icon,
    stations,
    warnings: warningsOf(lang, bundle),
    local: {
      generalSituation: bundle.flw.generalSituation,
      period: bundle.flw.forecastPeriod,
      forecast: bundle.flw.forecastDesc,
      outlook: bundle.flw.outlook,
    },
    forecast: bundle.fnd.weatherForecast.map(
      (day): ForecastDay => ({
        date: `${day.forecastDate.slice(0, 4)}-${day.forecastDate.slice(4, 6)}-${day.forecastDate.slice(6, 8)}`,
        week: day.week,
        weather: day.forecastWeather,
        wind: day.forecastWind,
        maxTemp: day.forecastMaxtemp.value,
        minTemp: day.forecastMintemp.value,
        maxRh: day.forecastMaxrh.value,
        minRh: day.forecastMinrh.value,
        icon: day.ForecastIcon,
        psr: day.PSR,
      }),
    ),
    tips: bundle.swt.swt.map((tip) => ({ desc: tip.desc, updatedAt: tip.updateTime })),
    heatIndex: input.hkhi ? { value: input.hkhi.value, level: heatLevelOf(input.hkhi.value) } : null,
    updatedAt: bundle.rhrread.updateTime,
    fetchedAt: input.fetchedAt.toISOString(),
    stale: input.stale,
  };
}

/** Warnings in force with our name, HKO's wording and statement; `works` is filled by the rules. */
function warningsOf(lang: Lang, bundle: HkoBundle): WeatherWarning[] {
  return Object.entries(bundle.warnsum).flatMap(([group, entry]) => {
    if (entry.actionCode === 'CANCEL') return [];
    const statement = bundle.warningInfo.details.find(
      (detail) =>
        detail.warningStatementCode === group &&
        (detail.subtype === undefined || detail.subtype === entry.code),
    );
    return [
      {
        code: entry.code,
        group,
        rule: ruleWarningOf(entry.code),
        name: warningName(entry.code)[lang],
        hkoName: entry.type ?? entry.name,
        action: entry.actionCode,
        issuedAt: entry.issueTime,
        updatedAt: entry.updateTime,
        contents: statement?.contents ?? [],
        works: [],
      },
    ];
  });
}
