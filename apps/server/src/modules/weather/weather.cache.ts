import {
  DEFAULT_LANG,
  HKO_LANG,
  type Lang,
  WEATHER_STALE_MS,
  type WeatherSnapshot,
} from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_DISTRICT, snapshotOf, type WarningInForce, warningsInForce } from './hko.parse.js';
import {
  HKO_DATA_TYPES,
  HKO_LANGS,
  HKO_SCHEMAS,
  type Hkhi,
  type HkoBundle,
  type HkoDataType,
  type HkoLang,
  hkhiSchema,
} from './hko.schemas.js';
import type { HkoSource } from './source.js';

/** What other modules use (heat stress, the dashboard): `app.weather`. */
export interface WeatherService {
  /** The cached snapshot for a language ('zh-HK' | 'zh-CN' | 'en'), or null before the first fill. */
  current(lang: Lang): WeatherSnapshot | null;
  /** Called after every poll that changed something (warnings issued/cancelled, new readings). */
  onChange(listener: (snapshot: WeatherSnapshot) => void): () => void;
}

/** The cache behind it, as the weather module's routes and poller drive it. */
export interface WeatherCache extends WeatherService {
  /** The snapshot at a site's station (the tenant's district); null before the first fill. */
  snapshot(lang: Lang, districtKey: string): WeatherSnapshot | null;
  /** Polls the source once (polls never overlap); resolves when the cache holds the answer. */
  poll(): Promise<void>;
  /** The first fill (or its failure); reads before it may wait on it. */
  firstFill(): Promise<void>;
}

export interface WeatherCacheOptions {
  source: HkoSource;
  log: FastifyBaseLogger;
  now?: () => Date;
  /**
   * The warnings in force after a good warnsum (language-free, from the English answer); the warning
   * state records issues and cancels from it. Awaited before the poll's listeners run.
   */
  onWarnings?: (inForce: WarningInForce[]) => Promise<void>;
}

type Pieces = { [T in HkoDataType]: HkoBundle[T] };

/**
 * Polls the Observatory (18 answers: six data types in three languages, plus the Heat Index), keeps
 * the last good answer of each and serves snapshots from memory. An answer that fails or does not
 * match its schema is logged and the previous one stays; the snapshot turns `stale` when no poll
 * has been wholly good for WEATHER_STALE_MS.
 */
export function createWeatherCache({
  source,
  log,
  now = () => new Date(),
  onWarnings,
}: WeatherCacheOptions): WeatherCache {
  const last: Partial<Record<HkoLang, Partial<Pieces>>> = {};
  let heatIndex: Hkhi | null = null;
  let lastGoodAt: Date | null = null;
  let lastAnswer = '';
  const memo = new Map<string, WeatherSnapshot>();
  const listeners = new Set<(snapshot: WeatherSnapshot) => void>();
  let chain: Promise<void> = Promise.resolve();
  let first: Promise<void> | undefined;

  const bundleOf = (lang: HkoLang): HkoBundle | null => {
    const pieces = last[lang];
    if (!pieces) return null;
    return HKO_DATA_TYPES.every((type) => pieces[type] !== undefined) ? (pieces as HkoBundle) : null;
  };

  async function fetchPiece(type: HkoDataType, lang: HkoLang): Promise<boolean> {
    try {
      const parsed = HKO_SCHEMAS[type].safeParse(await source.read(type, lang));
      if (!parsed.success) {
        log.warn({ dataType: type, lang, issues: parsed.error.issues.slice(0, 3) }, 'HKO answer refused');
        return false;
      }
      last[lang] = { ...last[lang], [type]: parsed.data };
      return true;
    } catch (error) {
      log.warn({ err: error, dataType: type, lang }, 'HKO fetch failed; keeping the last good answer');
      return false;
    }
  }

  async function fetchHeatIndex(): Promise<boolean> {
    try {
      const answer = await source.readHeatIndex();
      if (answer === null) return true;
      const parsed = hkhiSchema.safeParse(answer);
      if (!parsed.success) {
        log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'HKO heat index answer refused');
        return false;
      }
      heatIndex = parsed.data;
      return true;
    } catch (error) {
      log.warn({ err: error }, 'HKO heat index fetch failed; keeping the last good answer');
      return false;
    }
  }

  async function pollOnce(): Promise<void> {
    const results = await Promise.all([
      ...HKO_LANGS.flatMap((lang) => HKO_DATA_TYPES.map((type) => fetchPiece(type, lang))),
      fetchHeatIndex(),
    ]);
    if (results.every(Boolean)) lastGoodAt = now();
    if (HKO_LANGS.some((lang) => bundleOf(lang) === null)) return;
    const answer = JSON.stringify([last, heatIndex]);
    const changed = answer !== lastAnswer;
    lastAnswer = answer;
    memo.clear();
    const english = bundleOf('en');
    if (english && onWarnings) await onWarnings(warningsInForce(english.warnsum));
    if (!changed) return;
    const snapshot = cache.current(DEFAULT_LANG);
    if (!snapshot) return;
    for (const listener of listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        log.error({ err: error }, 'a weather listener failed');
      }
    }
  }

  const cache: WeatherCache = {
    snapshot(lang, districtKey) {
      const bundle = bundleOf(HKO_LANG[lang]);
      const english = bundleOf('en');
      if (!bundle || !english) return null;
      const at = now();
      const stale = !lastGoodAt || at.getTime() - lastGoodAt.getTime() > WEATHER_STALE_MS;
      const key = `${lang}|${districtKey}|${stale}`;
      const known = memo.get(key);
      if (known) return known;
      const made = snapshotOf({
        lang,
        bundle,
        english,
        hkhi: heatIndex,
        districtKey,
        fetchedAt: lastGoodAt ?? at,
        stale,
      });
      memo.set(key, made);
      return made;
    },
    current: (lang) => cache.snapshot(lang, DEFAULT_DISTRICT),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poll() {
      chain = chain.then(pollOnce, pollOnce);
      first ??= chain;
      return chain;
    },
    firstFill: () => first ?? cache.poll(),
  };
  return cache;
}
