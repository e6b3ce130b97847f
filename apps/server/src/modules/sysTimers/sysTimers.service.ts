import {
  type Lang,
  type Page,
  type SysTimerAddBody,
  type SysTimerEditBody,
  type SysTimerRow,
  type SysTimerRunRow,
  TIMER_JOBS,
  type TimerJobCode,
  toPage,
} from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { checkCron, checkParams, nextRunOf } from './sysTimers.jobs.js';
import type { Scheduler, TimerRun } from './sysTimers.scheduler.js';

function selectTimers(tenant: TenantScope) {
  return tenant
    .selectFrom('sys_timer')
    .select([
      'sys_timer.id',
      'name',
      'job_code',
      'cron',
      'params',
      'enabled',
      'next_run_at',
      'last_run_at',
      'remark',
      'created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('sys_timer_run')
        .select('sys_timer_run.success')
        .whereRef('sys_timer_run.timer_id', '=', 'sys_timer.id')
        .orderBy('sys_timer_run.id', 'desc')
        .limit(1)
        .as('last_success'),
    );
}
type TimerRecord = Awaited<ReturnType<ReturnType<typeof selectTimers>['executeTakeFirstOrThrow']>>;

function toRow(row: TimerRecord, lang: Lang): SysTimerRow {
  const code = row.job_code as TimerJobCode;
  return {
    id: row.id,
    name: row.name,
    jobCode: code,
    jobName: TIMER_JOBS[code]?.name[lang] ?? row.job_code,
    cron: row.cron,
    params: row.params,
    enabled: row.enabled,
    nextRunAt: row.next_run_at?.toISOString() ?? null,
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    lastSuccess: row.last_success ?? null,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
  };
}

export function toRunRow(run: TimerRun): SysTimerRunRow {
  return {
    id: run.id,
    timerId: run.timer_id,
    trigger: run.trigger,
    scheduledFor: run.scheduled_for?.toISOString() ?? null,
    startedAt: run.started_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
    success: run.success,
    message: run.message,
  };
}

async function findTimer(tenant: TenantScope, id: string, lang: Lang): Promise<SysTimerRow> {
  const row = await selectTimers(tenant).where('sys_timer.id', '=', id).executeTakeFirst();
  return row ? toRow(row, lang) : fail('RECORD_NOT_FOUND');
}

export async function pageTimers(
  tenant: TenantScope,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined },
  lang: Lang,
): Promise<Page<SysTimerRow>> {
  let filtered = tenant.selectFrom('sys_timer');
  if (query.keyword) filtered = filtered.where('name', 'ilike', containing(query.keyword));
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    selectTimers(tenant)
      .where('sys_timer.id', 'in', filtered.select('sys_timer.id'))
      .orderBy('sys_timer.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(
    rows.map((row) => toRow(row, lang)),
    Number(count),
    query,
  );
}

export async function pageRuns(
  tenant: TenantScope,
  query: { pageNo: number; pageSize: number; timerId: string },
  lang: Lang,
): Promise<Page<SysTimerRunRow>> {
  await findTimer(tenant, query.timerId, lang);
  const filtered = tenant.selectFrom('sys_timer_run').where('timer_id', '=', query.timerId);
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(rows.map(toRunRow), Number(count), query);
}

/** Checks cron and parameters; an enabled timer gets its next run from now (site time). */
function timerValues(body: SysTimerAddBody | SysTimerEditBody, enabled: boolean, now: Date) {
  checkCron(body.cron);
  const params = checkParams(body.jobCode, body.params);
  return {
    name: body.name,
    job_code: body.jobCode,
    cron: body.cron,
    params: JSON.stringify(params),
    remark: body.remark ?? null,
    enabled,
    next_run_at: enabled ? nextRunOf(body.cron, now) : null,
  };
}

export async function addTimer(
  tenant: TenantScope,
  body: SysTimerAddBody,
  lang: Lang,
  now: Date,
): Promise<SysTimerRow> {
  const { id } = await tenant.db
    .insertInto('sys_timer')
    .values({ ...timerValues(body, body.enabled, now), tenant_id: tenant.tenantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findTimer(tenant, id, lang);
}

export async function editTimer(
  tenant: TenantScope,
  body: SysTimerEditBody,
  lang: Lang,
  now: Date,
): Promise<SysTimerRow> {
  const existing = await findTimer(tenant, body.id, lang);
  await tenant
    .updateTable('sys_timer')
    .set({ ...timerValues(body, existing.enabled, now), updated_at: new Date() })
    .where('id', '=', body.id)
    .execute();
  return findTimer(tenant, body.id, lang);
}

export async function deleteTimer(tenant: TenantScope, id: string, lang: Lang): Promise<null> {
  await findTimer(tenant, id, lang);
  await tenant.deleteFrom('sys_timer').where('id', '=', id).execute();
  return null;
}

export async function setEnabled(
  tenant: TenantScope,
  id: string,
  enabled: boolean,
  lang: Lang,
  now: Date,
): Promise<SysTimerRow> {
  const existing = await findTimer(tenant, id, lang);
  await tenant
    .updateTable('sys_timer')
    .set({ enabled, next_run_at: enabled ? nextRunOf(existing.cron, now) : null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return findTimer(tenant, id, lang);
}

export async function runNow(
  tenant: TenantScope,
  scheduler: Scheduler,
  id: string,
  lang: Lang,
): Promise<SysTimerRunRow> {
  await findTimer(tenant, id, lang);
  const outcome = await scheduler.run(id, 'manual');
  if (outcome.status === 'busy') return fail('TIMER_BUSY');
  if (outcome.status === 'skipped') return fail('RECORD_NOT_FOUND');
  return toRunRow(outcome.run);
}

/** Housekeeping every tenant starts with: expired sessions nightly, logs older than 180 days weekly. */
const DEFAULT_TIMERS: Array<{
  name: string;
  jobCode: TimerJobCode;
  cron: string;
  params: Record<string, unknown>;
}> = [
  {
    name: 'Purge expired sessions',
    jobCode: 'purgeExpiredSessions',
    cron: '0 3 * * *',
    params: { graceDays: 1 },
  },
  { name: 'Purge old logs', jobCode: 'purgeOldLogs', cron: '30 3 * * 0', params: { days: 180 } },
];

/** Adds the default timers (enabled) to a tenant that has none of that job yet; never changes existing ones. */
export async function seedTimers(db: Kysely<DB>, tenantId: string): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('sys_timer').select('job_code').where('tenant_id', '=', tenantId).execute()).map(
      (row) => row.job_code,
    ),
  );
  for (const timer of DEFAULT_TIMERS) {
    if (existing.has(timer.jobCode)) continue;
    await db
      .insertInto('sys_timer')
      .values({
        tenant_id: tenantId,
        name: timer.name,
        job_code: timer.jobCode,
        cron: timer.cron,
        params: JSON.stringify(timer.params),
        enabled: true,
        next_run_at: nextRunOf(timer.cron),
      })
      .execute();
  }
}
