import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WeatherScenario } from '@siteguard/contracts';
import type { HkoDataType, HkoLang } from './hko.schemas.js';

/** Where the Observatory's answers come from: its open-data API, or the recordings. */
export interface HkoSource {
  readonly mode: 'live' | 'fixture';
  /** The recording replayed (fixture mode; setting it switches the recording), null when live. */
  scenario: WeatherScenario | null;
  /** One data type in one language, unchecked (the caller validates). Throws when it cannot. */
  read(dataType: HkoDataType, lang: HkoLang): Promise<unknown>;
  /** The Hong Kong Heat Index answer, or null where none is published for us. */
  readHeatIndex(): Promise<unknown>;
}

export const HKO_WEATHER_URL = 'https://data.weather.gov.hk/weatherAPI/opendata/weather.php';
/** An answer slower than this counts as a failed fetch; the last good value stays. */
export const HKO_TIMEOUT_MS = 10_000;

/** The Observatory's open-data API over fetch, with a timeout. */
export function liveSource(fetchImpl: typeof fetch = fetch): HkoSource {
  return {
    mode: 'live',
    scenario: null,
    async read(dataType, lang) {
      const url = `${HKO_WEATHER_URL}?dataType=${dataType}&lang=${lang}`;
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(HKO_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HKO ${dataType}/${lang} answered HTTP ${response.status}`);
      return response.json();
    },
    // weather.php carries no Heat Index; see docs/decisions/0014-weather.md.
    async readHeatIndex() {
      return null;
    },
  };
}

/**
 * The recordings under fixtures/<scenario>/<dataType>.<lang>.json (and hkhi.json). From the sources
 * they sit beside this file; the build copies them to dist/weather-fixtures (apps/server/build.mjs).
 */
export function fixturesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'fixtures'), path.join(here, 'weather-fixtures')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'normal', 'rhrread.en.json')));
  if (!found) throw new Error(`weather recordings not found in ${candidates.join(' or ')}`);
  return found;
}

/** Replays one recorded scenario; setting `scenario` switches it (the replay call). */
export function fixtureSource(scenario: WeatherScenario, dir = fixturesDir()): HkoSource {
  const readJson = async (file: string) =>
    JSON.parse(
      await fs.promises.readFile(path.join(dir, source.scenario ?? scenario, file), 'utf8'),
    ) as unknown;
  const source: HkoSource = {
    mode: 'fixture',
    scenario,
    read: (dataType, lang) => readJson(`${dataType}.${lang}.json`),
    readHeatIndex: () => readJson('hkhi.json'),
  };
  return source;
}
