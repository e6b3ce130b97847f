import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { HEAT_LEVELS } from '../heatStress/restTable.js';
import { LANGS, type Lang } from '../i18n.js';
import { permissions } from '../permissions.js';
import { WORK_CATEGORIES } from '../permits/types.js';
import { RULE_WARNINGS } from './warnings.js';

/** The Observatory's language codes for ours (`lang=` of weather.php). */
export const HKO_LANG: Record<Lang, 'tc' | 'sc' | 'en'> = { 'zh-HK': 'tc', 'zh-CN': 'sc', en: 'en' };

/** The recordings a fixture-mode server can replay (apps/server/src/modules/weather/fixtures). */
export const WEATHER_SCENARIOS = ['normal', 'typhoon8', 'blackRain', 'veryHot'] as const;
export type WeatherScenario = (typeof WEATHER_SCENARIOS)[number];

/** How often the server polls the Observatory, and when a snapshot without a good fetch turns stale. */
export const WEATHER_POLL_MS = 60_000;
export const WEATHER_STALE_MS = 10 * 60_000;

const workCategory = z.enum(WORK_CATEGORIES);

/** A warning in force, named in the snapshot's language. */
export const weatherWarning = z.object({
  /** HKO's code of this warning: TC8NE, WRAINB, WTS, WHOT, ... (also the icon drawn). */
  code: z.string(),
  /** HKO's group key in warnsum: WTCSGNL, WRAIN, WTS, WHOT, ... */
  group: z.string(),
  /** The site rule it falls under, or null for a warning no rule names. */
  rule: z.enum(RULE_WARNINGS).nullable(),
  name: z.string(),
  /** The Observatory's own wording of it (warnsum `name`/`type`). */
  hkoName: z.string(),
  action: z.enum(['ISSUE', 'REISSUE', 'EXTEND', 'UPDATE']),
  issuedAt: z.string(),
  updatedAt: z.string(),
  /** The Observatory's statement (warningInfo), paragraph by paragraph. */
  contents: z.array(z.string()),
  /** The works the warning stops under the caller's tenant's rules (the default rules in-process). */
  works: z.array(workCategory),
});
export type WeatherWarning = z.infer<typeof weatherWarning>;

export const forecastDay = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  week: z.string(),
  weather: z.string(),
  wind: z.string(),
  maxTemp: z.number(),
  minTemp: z.number(),
  maxRh: z.number(),
  minRh: z.number(),
  /** HKO's forecast icon number (50 sunny ... 65 thunderstorms, 90-93 hot/warm/cool/cold). */
  icon: z.number().int(),
  /** Probability of significant rain: Low, Medium Low, Medium, Medium High, High (in the language). */
  psr: z.string(),
});
export type ForecastDay = z.infer<typeof forecastDay>;

export const weatherSnapshot = z.object({
  lang: z.enum(LANGS),
  /** The station the readings are for (the tenant's site district), in the snapshot's language. */
  district: z.string(),
  /** Its stable key: the station's English name, as the site settings store it. */
  districtKey: z.string(),
  /** °C at the district's station (the Observatory's when the station has no reading). */
  temperature: z.number().nullable(),
  /** % at the Observatory (the one humidity reading rhrread carries). */
  humidity: z.number().nullable(),
  /** Rain in the past hour at the district (mm), when reported. */
  rainfall: z.number().nullable(),
  /** rhrread's current weather icons. */
  icons: z.array(z.number().int()),
  /** Every station's temperature, for the district picker. */
  stations: z.array(z.object({ key: z.string(), place: z.string(), temperature: z.number() })),
  warnings: z.array(weatherWarning),
  /** The local forecast (flw). */
  local: z.object({
    generalSituation: z.string(),
    period: z.string(),
    forecast: z.string(),
    outlook: z.string(),
  }),
  forecast: z.array(forecastDay),
  /** Special weather tips (swt). */
  tips: z.array(z.object({ desc: z.string(), updatedAt: z.string() })),
  /** The Hong Kong Heat Index and its level (heatLevelOf: amber from 30, red from 32, black from 34). */
  heatIndex: z.object({ value: z.number(), level: z.enum(HEAT_LEVELS) }).nullable(),
  /** When the Observatory last updated the readings (rhrread updateTime). */
  updatedAt: z.string(),
  /** When this server last fetched them successfully. */
  fetchedAt: z.string(),
  /** No good fetch for WEATHER_STALE_MS: the readings shown are the last good ones. */
  stale: z.boolean(),
});
export type WeatherSnapshot = z.infer<typeof weatherSnapshot>;

export const weatherSource = z.object({
  mode: z.enum(['live', 'fixture']),
  /** The recording replayed (fixture mode), else null. */
  scenario: z.enum(WEATHER_SCENARIOS).nullable(),
  scenarios: z.array(z.enum(WEATHER_SCENARIOS)),
});
export type WeatherSource = z.infer<typeof weatherSource>;

export const weatherRule = z.object({
  warning: z.enum(RULE_WARNINGS),
  works: z.array(workCategory).max(WORK_CATEGORIES.length),
});
export type WeatherRule = z.infer<typeof weatherRule>;

/** A tenant's weather settings: its site's station and which warnings stop which works. */
export const weatherSettings = z.object({
  districtKey: z.string().trim().min(1).max(80),
  rules: z.array(weatherRule),
});
export type WeatherSettings = z.infer<typeof weatherSettings>;

/** Warnings in force that stop work at the caller's site (the console's banner). */
export const weatherStoppage = z.object({
  code: z.string(),
  name: z.string(),
  issuedAt: z.string(),
  works: z.array(workCategory).min(1),
});
export type WeatherStoppage = z.infer<typeof weatherStoppage>;

/** SSE `weatherWarning`: a warning was issued or cancelled; banners and weather pages refetch. */
export const weatherWarningEvent = z.object({
  action: z.enum(['ISSUE', 'CANCEL']),
  code: z.string(),
  /** The works it stops at this tenant's site (empty when none). */
  works: z.array(workCategory),
  at: z.string(),
});
export type WeatherWarningEvent = z.infer<typeof weatherWarningEvent>;

const tags = ['weather'];
const langQuery = z.object({ lang: z.enum(LANGS).optional() });

export const weatherApi = {
  current: defineEndpoint({
    method: 'GET',
    path: '/weather/current',
    summary:
      "The Observatory's readings, warnings, 9-day forecast and tips for the site, from the cache (lang: the request's language unless given).",
    access: { permission: permissions.weather.current },
    query: langQuery,
    response: weatherSnapshot,
    tags,
  }),
  langs: defineEndpoint({
    method: 'GET',
    path: '/weather/langs',
    summary: "The languages weather is served in and the Observatory's code for each.",
    access: { permission: permissions.weather.current },
    response: z.array(z.object({ lang: z.enum(LANGS), hko: z.enum(['tc', 'sc', 'en']), label: z.string() })),
    tags,
  }),
  source: defineEndpoint({
    method: 'GET',
    path: '/weather/source',
    summary: 'Live Observatory data or a replayed recording, and which.',
    access: { permission: permissions.weather.current },
    response: weatherSource,
    tags,
  }),
  replay: defineEndpoint({
    method: 'POST',
    path: '/weather/replay',
    summary:
      'Fixture mode: replays a recording now (warnings issued and cancelled as the Observatory would).',
    access: { permission: permissions.weather.replay },
    body: z.object({ scenario: z.enum(WEATHER_SCENARIOS) }),
    response: weatherSource,
    tags,
  }),
  stoppages: defineEndpoint({
    method: 'GET',
    path: '/weather/stoppages',
    summary: "Warnings in force that stop work under the caller's tenant's rules (the console banner).",
    access: { authenticated: true },
    response: z.array(weatherStoppage),
    tags,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/weather/settings',
    summary: "The tenant's site station and warning rules.",
    access: { permission: permissions.weather.current },
    response: weatherSettings,
    tags,
  }),
  editSettings: defineEndpoint({
    method: 'POST',
    path: '/weather/settings/edit',
    summary: "Saves the tenant's site station and warning rules (one rule per warning).",
    access: { permission: permissions.weather.rules },
    body: weatherSettings,
    response: weatherSettings,
    tags,
  }),
  resetSettings: defineEndpoint({
    method: 'POST',
    path: '/weather/settings/reset',
    summary: "Restores the default warning rules (the Labour Department's code of practice).",
    access: { permission: permissions.weather.rules },
    response: weatherSettings,
    tags,
  }),
} as const;
