import { WEATHER_POLL_MS } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.js';
import { periodic } from '../../platform/periodic.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import type { SiteSignals } from '../../platform/signals.js';
import { fixtureSource, type HkoSource, liveSource } from './source.js';
import { warningStateOf } from './warnings.js';
import { createWeatherCache, type WeatherCache, type WeatherService } from './weather.cache.js';

export { ruleTableOf, worksStoppedBy } from './rules.js';
export { seedWeatherRules } from './warnings.store.js';
export { weatherRoutes as weatherModule } from './weather.routes.js';
export type { WeatherCache, WeatherService };

declare module 'fastify' {
  interface FastifyInstance {
    /** The Observatory's weather, polled and cached (heat stress, the dashboard read it). */
    weather: WeatherService;
  }
}

/** The weather the server runs: the cache, the source it polls, the poller's start and stop. */
export interface WeatherPlatform {
  cache: WeatherCache;
  source: HkoSource;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Builds the weather once per server (like app.devices): the live Observatory or the recordings
 * (WEATHER_SOURCE, WEATHER_SCENARIO), polled every WEATHER_POLL_MS by an unref'd timer.
 */
export function createWeatherPlatform(
  app: FastifyInstance,
  config: Config['weather'],
  deps: { notifier: Notifier; signals: SiteSignals },
  source: HkoSource = config.source === 'live' ? liveSource() : fixtureSource(config.scenario),
): WeatherPlatform {
  const cache = createWeatherCache({
    source,
    log: app.log,
    onWarnings: warningStateOf({ db: app.database.db, log: app.log, ...deps }),
  });
  const poller = periodic(() => cache.poll(), {
    everyMs: WEATHER_POLL_MS,
    log: app.log,
    failure: 'weather poll failed',
  });
  return { cache, source, start: () => poller.start(), stop: () => poller.stop() };
}
