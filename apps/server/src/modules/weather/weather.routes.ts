import {
  HKO_LANG,
  LANGS,
  WEATHER_SCENARIOS,
  type WeatherSnapshot,
  weatherApi,
  weatherSnapshot,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { type Serialized, serialize } from '../../platform/http/serialized.js';
import { type RuleTable, stoppagesOf, withRules } from './rules.js';
import type { HkoSource } from './source.js';
import { resetRules, saveSettings, settingsOf, siteOf } from './warnings.store.js';
import type { WeatherCache } from './weather.cache.js';

const LANG_LABELS = { 'zh-HK': '繁體中文', 'zh-CN': '简体中文', en: 'English' } as const;

/**
 * GET /weather/current and /weather/langs (spec §7), the stop-work banner's stoppages, the tenant's
 * settings (station, rules) and, in fixture mode, the replay of a recording.
 */
export async function weatherRoutes(
  app: FastifyInstance,
  { cache, source }: { cache: WeatherCache; source: HkoSource },
): Promise<void> {
  /** The cached snapshot; only a read before the first fill waits on the Observatory. */
  const snapshotOrWait = async (lang: (typeof LANGS)[number], districtKey: string) => {
    const cached = cache.snapshot(lang, districtKey);
    if (cached) return cached;
    await cache.firstFill().catch(() => undefined);
    return cache.snapshot(lang, districtKey) ?? fail('WEATHER_UNAVAILABLE');
  };

  /**
   * The tenant's station and rules from the tenant cache: migration 0019 gives their tables the
   * cache's NOTIFY trigger, so an edit on any instance drops them everywhere.
   */
  const siteOfTenant = (tenant: TenantScope) =>
    app.tenantCache.read(tenant.tenantId, `${tenant.tenantId}:weatherSite`, () => siteOf(tenant));
  const changed = (tenant: TenantScope) => app.tenantCache.changed(tenant.tenantId);

  // The answer as JSON, once per snapshot (a poll makes new ones) and rule table (an edit makes a new one).
  const answers = new WeakMap<WeatherSnapshot, WeakMap<RuleTable, Serialized<WeatherSnapshot>>>();
  const answerOf = (snapshot: WeatherSnapshot, rules: RuleTable) => {
    const byRules = answers.get(snapshot) ?? new WeakMap<RuleTable, Serialized<WeatherSnapshot>>();
    answers.set(snapshot, byRules);
    const known = byRules.get(rules);
    if (known) return known;
    const made = serialize(weatherSnapshot, withRules(snapshot, rules));
    byRules.set(rules, made);
    return made;
  };

  registerEndpoint(app, weatherApi.current, async ({ query, request }) => {
    const { districtKey, rules } = await siteOfTenant(requirePrincipal(request).tenant);
    return answerOf(await snapshotOrWait(query.lang ?? request.lang, districtKey), rules);
  });

  registerEndpoint(app, weatherApi.langs, async () =>
    LANGS.map((lang) => ({ lang, hko: HKO_LANG[lang], label: LANG_LABELS[lang] })),
  );

  const sourceState = () => ({
    mode: source.mode,
    scenario: source.scenario,
    scenarios: source.mode === 'fixture' ? [...WEATHER_SCENARIOS] : [],
  });
  registerEndpoint(app, weatherApi.source, async () => sourceState());

  registerEndpoint(app, weatherApi.replay, async ({ body }) => {
    if (source.mode !== 'fixture') return fail('WEATHER_REPLAY_LIVE');
    source.scenario = body.scenario;
    await cache.poll();
    return sourceState();
  });

  registerEndpoint(app, weatherApi.stoppages, async ({ request }) => {
    const { districtKey, rules } = await siteOfTenant(requirePrincipal(request).tenant);
    const snapshot = cache.snapshot(request.lang, districtKey);
    return snapshot ? stoppagesOf(snapshot, rules) : [];
  });

  registerEndpoint(app, weatherApi.settings, async ({ request }) =>
    settingsOf(requirePrincipal(request).tenant),
  );
  registerEndpoint(app, weatherApi.editSettings, async ({ body, request }) => {
    const stations = (await snapshotOrWait('en', body.districtKey)).stations.map((station) => station.key);
    const { tenant } = requirePrincipal(request);
    const saved = await saveSettings(tenant, body, stations);
    changed(tenant);
    return saved;
  });
  registerEndpoint(app, weatherApi.resetSettings, async ({ request }) => {
    const { tenant } = requirePrincipal(request);
    const reset = await resetRules(tenant);
    changed(tenant);
    return reset;
  });
}
