import { TIMER_JOBS, TIMER_TIME_ZONE, type TimerJobCode } from '@siteguard/contracts';
import { Cron } from 'croner';
import { z } from 'zod';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';

const DAY_MS = 86_400_000;

/** A job does its work in one tenant and answers a line for the run history. */
type Job = (tenant: TenantScope, params: Record<string, unknown>) => Promise<string>;

/** The real jobs behind TIMER_JOBS (contracts): what a timer can run. */
export const jobs: Record<TimerJobCode, Job> = {
  async purgeExpiredSessions(tenant, params) {
    const { graceDays } = TIMER_JOBS.purgeExpiredSessions.params.parse(params);
    const cutoff = new Date(Date.now() - graceDays * DAY_MS);
    const result = await tenant
      .deleteFrom('sys_session')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
      .executeTakeFirst();
    return `deleted ${result.numDeletedRows} sessions expired or revoked before ${cutoff.toISOString()}`;
  },
  async purgeOldLogs(tenant, params) {
    const { days } = TIMER_JOBS.purgeOldLogs.params.parse(params);
    const cutoff = new Date(Date.now() - days * DAY_MS);
    const ops = await tenant.deleteFrom('sys_op_log').where('created_at', '<', cutoff).executeTakeFirst();
    const visits = await tenant.deleteFrom('sys_vis_log').where('created_at', '<', cutoff).executeTakeFirst();
    return `deleted ${ops.numDeletedRows} operation log and ${visits.numDeletedRows} visit log rows older than ${days} days`;
  },
};

/** The job's parameters with their defaults filled, or 1012041 naming what does not fit. */
export function checkParams(code: TimerJobCode, params: Record<string, unknown>): Record<string, unknown> {
  const parsed = TIMER_JOBS[code].params.strict().safeParse(params);
  if (!parsed.success) {
    return fail('TIMER_PARAMS_INVALID', {
      detail: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(params)'}: ${issue.message}`)
        .join('; '),
    });
  }
  return parsed.data;
}

/** 5 fields, or 6 with seconds first, in the product's time zone; 1012040 with croner's reason otherwise. */
export function checkCron(expression: string): void {
  try {
    cronOf(expression);
  } catch (error) {
    fail('CRON_INVALID', { detail: error instanceof Error ? error.message : String(error) });
  }
}

function cronOf(expression: string): Cron {
  return new Cron(expression, { timezone: TIMER_TIME_ZONE, mode: '5-or-6-parts', paused: true });
}

export function nextRunOf(expression: string, after: Date = new Date()): Date | null {
  return cronOf(expression).nextRun(after);
}

/** JSON Schema of each job's parameters, for the form that edits a timer. */
export function jobParamsSchema(code: TimerJobCode): Record<string, unknown> {
  return z.toJSONSchema(TIMER_JOBS[code].params, { io: 'input' }) as Record<string, unknown>;
}
