import type { HeatLevel } from '@siteguard/contracts';

/**
 * The one input heat stress needs from the weather: the HKHI now and a call when it changes. Narrow on
 * purpose, so the module does not depend on the weather module's internals (decision 0015).
 */
export interface HeatIndexSource {
  heatIndex(): { value: number; level: HeatLevel } | null;
  onChange(listener: () => void): () => void;
}

/** No feed: the board shows no level until a manager enters the HKHI by hand. */
export const noHeatIndex: HeatIndexSource = {
  heatIndex: () => null,
  onChange: () => () => {},
};

/** The part of the weather service heat stress reads (app.weather once the weather module is merged). */
export interface WeatherHeatIndex {
  current(lang: 'en'): { heatIndex: { value: number; level: HeatLevel } | null } | null;
  onChange(listener: (snapshot: unknown) => void): () => void;
}

/** The weather service as a heat index source. */
export function heatIndexFromWeather(weather: WeatherHeatIndex): HeatIndexSource {
  return {
    heatIndex: () => weather.current('en')?.heatIndex ?? null,
    onChange: (listener) => weather.onChange(() => listener()),
  };
}
