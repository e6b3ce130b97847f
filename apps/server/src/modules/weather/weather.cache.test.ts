import { WEATHER_STALE_MS } from '@siteguard/contracts';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { WarningInForce } from './hko.parse.js';
import { fixtureSource, type HkoSource } from './source.js';
import { createWeatherCache } from './weather.cache.js';

const log = pino({ level: 'silent' });

/** The recordings, with a switch that makes every read fail (the Observatory unreachable). */
function flakySource(): HkoSource & { down: boolean } {
  const recordings = fixtureSource('normal');
  const source = {
    mode: 'fixture' as const,
    down: false,
    get scenario() {
      return recordings.scenario;
    },
    set scenario(value) {
      recordings.scenario = value;
    },
    read: (type: Parameters<HkoSource['read']>[0], lang: Parameters<HkoSource['read']>[1]) =>
      source.down ? Promise.reject(new Error('ETIMEDOUT')) : recordings.read(type, lang),
    readHeatIndex: () => (source.down ? Promise.reject(new Error('ETIMEDOUT')) : recordings.readHeatIndex()),
  };
  return source;
}

describe('the weather cache', () => {
  it('is empty before the first fill and answers from memory after it', async () => {
    const cache = createWeatherCache({ source: fixtureSource('normal'), log });
    expect(cache.current('en')).toBeNull();
    await cache.poll();
    const snapshot = cache.current('en');
    expect(snapshot).toMatchObject({ district: 'Hong Kong Observatory', temperature: 23.4, stale: false });
    expect(cache.current('en')).toBe(snapshot);
    expect(cache.current('zh-HK')?.district).toBe('香港天文台');
  });

  it('keeps the last good value when a fetch fails, and marks it stale after ten minutes', async () => {
    let now = new Date('2026-11-26T02:00:00Z');
    const source = flakySource();
    const cache = createWeatherCache({ source, log, now: () => now });
    await cache.poll();
    source.down = true;
    source.scenario = 'veryHot';
    now = new Date(now.getTime() + WEATHER_STALE_MS);
    await cache.poll();
    expect(cache.current('en')).toMatchObject({ temperature: 23.4, stale: false });
    now = new Date(now.getTime() + 1);
    expect(cache.current('en')).toMatchObject({ temperature: 23.4, stale: true });
    source.down = false;
    await cache.poll();
    expect(cache.current('en')).toMatchObject({ temperature: 34.8, stale: false });
  });

  it('keeps the last good value when an answer is malformed', async () => {
    const recordings = fixtureSource('blackRain');
    let broken = false;
    const source: HkoSource = {
      ...recordings,
      read: async (type, lang) =>
        broken && type === 'warnsum' ? { WRAIN: { code: 42 } } : recordings.read(type, lang),
    };
    const cache = createWeatherCache({ source, log });
    await cache.poll();
    broken = true;
    await cache.poll();
    expect(cache.current('en')?.warnings.map((w) => w.code)).toEqual(['WTS', 'WRAINB']);
  });

  it('hands the warnings in force to the warning state and tells listeners only of changes', async () => {
    const source = fixtureSource('normal');
    const seen: WarningInForce[][] = [];
    const cache = createWeatherCache({ source, log, onWarnings: async (inForce) => void seen.push(inForce) });
    const listener = vi.fn();
    cache.onChange(listener);
    await cache.poll();
    await cache.poll();
    expect(listener).toHaveBeenCalledTimes(1);
    source.scenario = 'typhoon8';
    await cache.poll();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.lastCall?.[0].lang).toBe('zh-HK');
    expect(seen.map((inForce) => inForce.map((w) => w.code))).toEqual([[], [], ['WTS', 'TC8SE']]);
  });
});
