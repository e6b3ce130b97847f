import { WORK_CATEGORY_NAMES, type WorkCategory, warningName } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import type { SiteSignals } from '../../platform/signals.js';
import type { WarningInForce } from './hko.parse.js';
import { worksStoppedBy } from './rules.js';
import { everyTenantsRules, recordWarnings } from './warnings.store.js';

/** SSE event name (contracts serverEvents.weatherWarning). */
export const WEATHER_WARNING_EVENT = 'weatherWarning';

/** The words a permit's timeline shows for a warning that suspended it: both Chinese and English. */
export function suspensionReason(code: string, works: readonly WorkCategory[]): string {
  const name = warningName(code);
  const stopped = (lang: 'zh-HK' | 'en') => works.map((work) => WORK_CATEGORY_NAMES[work][lang]);
  return `${name['zh-HK']}：暫停${stopped('zh-HK').join('、')} / ${name.en}: ${stopped('en').join(', ')} stopped`;
}

/**
 * The warning state's answer to each good warnsum: issues and cancels are recorded once across
 * instances; for every tenant, an issued warning its rules give works to raises the permits'
 * `weatherWarning` signal with those works, and every change reaches the tenant's browsers (banner).
 * A cancel suspends or resumes nothing: suspended permits resume by a person's fresh check.
 */
export function warningStateOf(deps: {
  db: Kysely<DB>;
  signals: SiteSignals;
  notifier: Notifier;
  log: FastifyBaseLogger;
}): (inForce: WarningInForce[]) => Promise<void> {
  return async (inForce) => {
    const { issued, cancelled } = await recordWarnings(deps.db, inForce);
    if (issued.length === 0 && cancelled.length === 0) return;
    deps.log.info(
      { issued: issued.map((w) => w.code), cancelled: cancelled.map((w) => w.code) },
      'weather warnings changed',
    );
    const tenants = await everyTenantsRules(deps.db);
    const at = new Date().toISOString();
    for (const [tenantId, rules] of tenants) {
      for (const warning of issued) {
        const works = worksStoppedBy(rules, warning.code);
        if (works.length > 0) {
          await deps.signals.emit({
            tenantId,
            kind: 'weatherWarning',
            code: warning.code,
            name: warningName(warning.code),
            reason: suspensionReason(warning.code, works),
            works,
          });
        }
        await deps.notifier.publish({
          tenantId,
          name: WEATHER_WARNING_EVENT,
          data: { action: 'ISSUE', code: warning.code, works, at },
        });
      }
      for (const warning of cancelled) {
        await deps.notifier.publish({
          tenantId,
          name: WEATHER_WARNING_EVENT,
          data: { action: 'CANCEL', code: warning.code, works: worksStoppedBy(rules, warning.code), at },
        });
      }
    }
  };
}
