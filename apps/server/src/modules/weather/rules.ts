import {
  DEFAULT_WEATHER_RULES,
  RULE_WARNINGS,
  type RuleWarning,
  ruleWarningOf,
  type WeatherRule,
  type WeatherSnapshot,
  type WeatherStoppage,
  WORK_CATEGORIES,
  type WorkCategory,
} from '@siteguard/contracts';

/** Which works each warning stops at one site. */
export type RuleTable = Record<RuleWarning, readonly WorkCategory[]>;

/**
 * A tenant's rules from its stored rows: a warning without a row keeps the default (a warning added
 * to RULE_WARNINGS after the tenant saved), unknown warnings and works are ignored.
 */
export function ruleTableOf(rows: readonly { warning: string; works: readonly string[] }[]): RuleTable {
  const table: RuleTable = { ...DEFAULT_WEATHER_RULES };
  for (const row of rows) {
    if (!(RULE_WARNINGS as readonly string[]).includes(row.warning)) continue;
    table[row.warning as RuleWarning] = WORK_CATEGORIES.filter((work) => row.works.includes(work));
  }
  return table;
}

/** The rules as the settings call lists them, in RULE_WARNINGS order. */
export function ruleListOf(table: RuleTable): WeatherRule[] {
  return RULE_WARNINGS.map((warning) => ({ warning, works: [...table[warning]] }));
}

/** The works a warning (by its HKO code) stops under these rules. */
export function worksStoppedBy(table: RuleTable, code: string): WorkCategory[] {
  const rule = ruleWarningOf(code);
  return rule ? [...table[rule]] : [];
}

/** The snapshot with each warning's stopped works under these rules. */
export function withRules(snapshot: WeatherSnapshot, table: RuleTable): WeatherSnapshot {
  return {
    ...snapshot,
    warnings: snapshot.warnings.map((warning) => ({
      ...warning,
      works: worksStoppedBy(table, warning.code),
    })),
  };
}

/** The warnings in force that stop some work under these rules (the console's banner). */
export function stoppagesOf(snapshot: WeatherSnapshot, table: RuleTable): WeatherStoppage[] {
  return snapshot.warnings.flatMap((warning) => {
    const works = worksStoppedBy(table, warning.code);
    return works.length > 0
      ? [{ code: warning.code, name: warning.name, issuedAt: warning.issuedAt, works }]
      : [];
  });
}
