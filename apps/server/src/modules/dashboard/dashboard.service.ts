import {
  ALERT_TYPE_NAMES,
  type AlertLevel,
  type AlertType,
  type DashboardSummary,
  daysOfMonth,
  type Lang,
  type MonthBar,
  PERMIT_TYPES,
  type PermitType,
  siteMonthOf,
  TAG_CLOUD_MAX_WORDS,
  type TagCloudWord,
} from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { headcount } from '../devices/index.js';
import {
  activePermitTypes,
  deviceFigures,
  monthFigures,
  openAlertFigures,
  openAlertLocations,
  permitFigures,
  tenantSites,
  todaysAlertTypes,
  tradesOnSite,
} from './dashboard.queries.js';

/** A site filter must name one of the tenant's sites: a typo is a 400, not a dashboard of zeros. */
async function checkedSite(tenant: TenantScope, site: string | undefined, sites?: string[]) {
  if (!site) return undefined;
  const known = sites ?? (await tenantSites(tenant));
  if (!known.includes(site)) fail('DASHBOARD_SITE_UNKNOWN', { site });
  return site;
}

export async function dashboardSummary(
  tenant: TenantScope,
  query: { site?: string },
  now: Date,
): Promise<DashboardSummary> {
  // The figures are read beside the site list (one round trip less); an unknown site then fails.
  const asked = query.site || undefined;
  const [sites, devices, open, heads, permits] = await Promise.all([
    tenantSites(tenant),
    deviceFigures(tenant, asked),
    openAlertFigures(tenant, asked),
    // The attendance module's headcount per site (a few rows a day): reused, then narrowed here.
    headcount(tenant, now),
    permitFigures(tenant, asked),
  ]);
  const site = await checkedSite(tenant, asked, sites);
  const counted = heads.filter((row) => !site || row.site === site);
  return {
    site: site ?? null,
    sites,
    devices,
    alerts: {
      open: open.reduce((sum, row) => sum + row.count, 0),
      openCritical: open.filter((row) => row.level === 'critical').reduce((sum, row) => sum + row.count, 0),
      byType: open.map((row) => ({
        type: row.type as AlertType,
        level: row.level as AlertLevel,
        count: row.count,
      })),
    },
    headcount: {
      onSite: counted.reduce((sum, row) => sum + row.onSite, 0),
      enteredToday: counted.reduce((sum, row) => sum + row.enteredToday, 0),
    },
    permits,
    generatedAt: now.toISOString(),
  };
}

export async function monthBar(
  tenant: TenantScope,
  query: { month?: string; site?: string },
  now: Date,
): Promise<MonthBar> {
  const site = await checkedSite(tenant, query.site);
  const month = query.month ?? siteMonthOf(now.getTime());
  return { month, site: site ?? null, days: await monthFigures(tenant, daysOfMonth(month), site) };
}

type Counted = { text: string; n: string | number; kind: TagCloudWord['kind'] };

/**
 * Words of one cloud: one word per text (the same place may be a location and a trade's name: the
 * weights add up under the first kind seen), heaviest first, at most TAG_CLOUD_MAX_WORDS.
 */
export function cloudWords(counted: Counted[]): TagCloudWord[] {
  const words = new Map<string, TagCloudWord>();
  for (const { text, n, kind } of counted) {
    const weight = Number(n);
    const key = text.trim();
    if (!key || !(weight > 0)) continue;
    const word = words.get(key);
    if (word) word.weight += weight;
    else words.set(key, { text: key, weight, kind });
  }
  return [...words.values()]
    .sort((a, b) => b.weight - a.weight || a.text.localeCompare(b.text))
    .slice(0, TAG_CLOUD_MAX_WORDS);
}

export async function dashboardTags(tenant: TenantScope, query: { site?: string }, lang: Lang, now: Date) {
  const site = await checkedSite(tenant, query.site);
  const [types, places, trades, permits] = await Promise.all([
    todaysAlertTypes(tenant, now, site),
    openAlertLocations(tenant, site),
    tradesOnSite(tenant, now, site),
    activePermitTypes(tenant, site),
  ]);
  return {
    words: cloudWords([
      ...types.map((row) => ({
        text: ALERT_TYPE_NAMES[row.type as AlertType]?.[lang] ?? row.type,
        n: row.n,
        kind: 'alertType' as const,
      })),
      ...places.map((row) => ({ text: row.place, n: row.n, kind: 'location' as const })),
      ...trades.map((row) => ({ text: row.trade ?? '', n: row.n, kind: 'trade' as const })),
      ...permits.map((row) => ({
        text: PERMIT_TYPES[row.type as PermitType]?.title[lang] ?? row.type,
        n: row.n,
        kind: 'permitType' as const,
      })),
    ]),
  };
}
