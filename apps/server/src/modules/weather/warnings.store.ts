import {
  DEFAULT_WEATHER_RULES,
  RULE_WARNINGS,
  type WeatherSettings,
  warningName,
} from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { DEFAULT_DISTRICT, type WarningInForce } from './hko.parse.js';
import { type RuleTable, ruleListOf, ruleTableOf } from './rules.js';

/** A warning the state saw end: its code and when it had been issued. */
export interface EndedWarning {
  code: string;
  issuedAt: Date;
}

/**
 * Records the warnings in force against the stored state and answers what changed: the warnings
 * newly issued and those no longer in force. Each change is recorded by exactly one server instance
 * (the unique key on insert, `cancelled_at is null` on update), so only that one raises signals.
 */
export async function recordWarnings(
  db: Kysely<DB>,
  inForce: readonly WarningInForce[],
): Promise<{ issued: WarningInForce[]; cancelled: EndedWarning[] }> {
  const issued: WarningInForce[] = [];
  for (const warning of inForce) {
    const inserted = await db
      .insertInto('weather_warning')
      .values({
        code: warning.code,
        group_code: warning.group,
        action: warning.action,
        issued_at: warning.issuedAt,
        updated_at: warning.updatedAt,
      })
      // A warning seen again after it had ended (a replayed recording: its issue time is fixed)
      // is in force again, and issued again; one still in force is left as it is.
      .onConflict((oc) =>
        oc
          .columns(['code', 'issued_at'])
          .doUpdateSet({ cancelled_at: null, updated_at: warning.updatedAt })
          .where('weather_warning.cancelled_at', 'is not', null),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) issued.push(warning);
  }
  let ending = db
    .updateTable('weather_warning')
    .set({ cancelled_at: new Date() })
    .where('cancelled_at', 'is', null);
  if (inForce.length > 0) {
    ending = ending.where((eb) =>
      eb.not(
        eb.or(
          inForce.map((warning) =>
            eb.and([eb('code', '=', warning.code), eb('issued_at', '=', new Date(warning.issuedAt))]),
          ),
        ),
      ),
    );
  }
  const cancelled = await ending.returning(['code', 'issued_at']).execute();
  return { issued, cancelled: cancelled.map((row) => ({ code: row.code, issuedAt: row.issued_at })) };
}

/** Every tenant's rules, for the signals of one change. */
export async function everyTenantsRules(db: Kysely<DB>): Promise<Map<string, RuleTable>> {
  const [tenants, rows] = await Promise.all([
    db.selectFrom('sys_tenant').select('id').execute(),
    db.selectFrom('weather_rule').select(['tenant_id', 'warning', 'works']).execute(),
  ]);
  return new Map(
    tenants.map((tenant) => [
      String(tenant.id),
      ruleTableOf(rows.filter((row) => String(row.tenant_id) === String(tenant.id))),
    ]),
  );
}

/** A tenant's site: its station and its rules. */
export async function siteOf(tenant: TenantScope): Promise<{ districtKey: string; rules: RuleTable }> {
  const [site, rows] = await Promise.all([
    tenant.selectFrom('weather_site').select('district_key').executeTakeFirst(),
    tenant.selectFrom('weather_rule').select(['warning', 'works']).execute(),
  ]);
  return { districtKey: site?.district_key ?? DEFAULT_DISTRICT, rules: ruleTableOf(rows) };
}

export async function settingsOf(tenant: TenantScope): Promise<WeatherSettings> {
  const { districtKey, rules } = await siteOf(tenant);
  return { districtKey, rules: ruleListOf(rules) };
}

/**
 * Saves a tenant's station and rules. `stations` are the station keys the Observatory reports now;
 * a rule given twice is refused, a warning left out keeps its stored rule.
 */
export async function saveSettings(
  tenant: TenantScope,
  settings: WeatherSettings,
  stations: readonly string[],
): Promise<WeatherSettings> {
  if (!stations.includes(settings.districtKey)) {
    fail('WEATHER_STATION_UNKNOWN', { station: settings.districtKey });
  }
  const seen = new Set<string>();
  for (const rule of settings.rules) {
    if (seen.has(rule.warning)) fail('WEATHER_RULE_DUPLICATE', { warning: warningName(rule.warning) });
    seen.add(rule.warning);
  }
  await tenant.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('weather_site')
      .values({ tenant_id: tenant.tenantId, district_key: settings.districtKey })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ district_key: settings.districtKey }))
      .execute();
    for (const rule of settings.rules) {
      const works = [...new Set(rule.works)];
      await trx
        .insertInto('weather_rule')
        .values({ tenant_id: tenant.tenantId, warning: rule.warning, works })
        .onConflict((oc) => oc.columns(['tenant_id', 'warning']).doUpdateSet({ works }))
        .execute();
    }
  });
  return settingsOf(tenant);
}

/** Puts the default rules back (the station stays). */
export async function resetRules(tenant: TenantScope): Promise<WeatherSettings> {
  await tenant.deleteFrom('weather_rule').execute();
  await seedWeatherRules(tenant.db, tenant.tenantId);
  return settingsOf(tenant);
}

/** Every tenant starts with the default rules (modules/seed.ts seedTenant); idempotent. */
export async function seedWeatherRules(db: Kysely<DB>, tenantId: string): Promise<void> {
  await db
    .insertInto('weather_rule')
    .values(
      RULE_WARNINGS.map((warning) => ({
        tenant_id: tenantId,
        warning,
        works: [...DEFAULT_WEATHER_RULES[warning]],
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'warning']).doNothing())
    .execute();
}
