import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { Translated } from '../i18n.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { sysId, sysIdBody } from './sysCommon.js';

/**
 * Scheduled jobs. A timer runs one job of the server's registry with its parameters on a cron
 * expression (5 fields, or 6 with seconds first) in TIMER_TIME_ZONE. Only one server instance runs a
 * given timer at a time, and each scheduled time runs once.
 */
export const TIMER_TIME_ZONE = 'Asia/Hong_Kong';

/** The jobs the server knows, with what their parameters mean. */
export const TIMER_JOBS = {
  purgeExpiredSessions: {
    name: { 'zh-HK': '清除過期登入', 'zh-CN': '清除过期登录', en: 'Purge expired sessions' },
    params: z.object({
      /** Keep expired or revoked sessions this many days (the online list never shows them). */
      graceDays: z.number().int().min(0).max(365).default(1),
    }),
  },
  purgeOldLogs: {
    name: { 'zh-HK': '清除舊日誌', 'zh-CN': '清除旧日志', en: 'Purge old logs' },
    params: z.object({
      /** Operation and visit log rows older than this many days are deleted. */
      days: z.number().int().min(1).max(3650).default(180),
    }),
  },
} as const satisfies Record<string, { name: Translated; params: z.ZodType }>;
export type TimerJobCode = keyof typeof TIMER_JOBS;
export const TIMER_JOB_CODES = Object.keys(TIMER_JOBS) as [TimerJobCode, ...TimerJobCode[]];

export const sysTimerRow = z.object({
  id: z.string(),
  name: z.string(),
  jobCode: z.enum(TIMER_JOB_CODES),
  /** The job's name in the request's language. */
  jobName: z.string(),
  cron: z.string(),
  params: z.record(z.string(), z.unknown()),
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  /** Outcome of the newest run, if any. */
  lastSuccess: z.boolean().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type SysTimerRow = z.infer<typeof sysTimerRow>;

export const sysTimerRunRow = z.object({
  id: z.string(),
  timerId: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  scheduledFor: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** null while running. */
  success: z.boolean().nullable(),
  message: z.string().nullable(),
});
export type SysTimerRunRow = z.infer<typeof sysTimerRunRow>;

const timerFields = {
  name: z.string().trim().min(1).max(64),
  jobCode: z.enum(TIMER_JOB_CODES),
  cron: z.string().trim().min(9).max(120),
  /** Checked against the job's own parameter schema (1012041 when it does not fit). */
  params: z.record(z.string(), z.unknown()).default({}),
  remark: z.string().trim().max(255).nullable().optional(),
};
export const sysTimerAddBody = z.object({ ...timerFields, enabled: z.boolean().default(false) });
export const sysTimerEditBody = z.object({ id: sysId, ...timerFields });
export type SysTimerAddBody = z.infer<typeof sysTimerAddBody>;
export type SysTimerEditBody = z.infer<typeof sysTimerEditBody>;

export const sysTimerJob = z.object({
  code: z.enum(TIMER_JOB_CODES),
  name: z.string(),
  /** JSON Schema of the parameters, for the form. */
  params: z.record(z.string(), z.unknown()),
});

const tags = ['timers'];

export const sysTimersApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/sysTimers/page',
    summary: 'Timers, by name, with next and last run.',
    access: { permission: permissions.sysTimers.page },
    query: pageQuerySchema.extend({ keyword: z.string().trim().max(64).optional() }),
    response: pageOf(sysTimerRow),
    tags,
  }),
  jobs: defineEndpoint({
    method: 'GET',
    path: '/sysTimers/jobs',
    summary: 'The job registry: what a timer can run, with its parameters.',
    access: { permission: permissions.sysTimers.page },
    response: z.array(sysTimerJob),
    tags,
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/sysTimers/runs',
    summary: "A timer's run history, newest first.",
    access: { permission: permissions.sysTimers.page },
    query: pageQuerySchema.extend({ timerId: sysId }),
    response: pageOf(sysTimerRunRow),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/sysTimers/add',
    summary: 'Adds a timer; the cron expression and the job parameters are checked.',
    access: { permission: permissions.sysTimers.add },
    body: sysTimerAddBody,
    response: sysTimerRow,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/sysTimers/edit',
    summary: 'Edits a timer; an enabled one is rescheduled from now.',
    access: { permission: permissions.sysTimers.edit },
    body: sysTimerEditBody,
    response: sysTimerRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/sysTimers/delete',
    summary: 'Deletes a timer and its history.',
    access: { permission: permissions.sysTimers.delete },
    body: sysIdBody,
    response: z.null(),
    tags,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/sysTimers/start',
    summary: 'Enables a timer: it runs from its next cron time.',
    access: { permission: permissions.sysTimers.start },
    body: sysIdBody,
    response: sysTimerRow,
    tags,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/sysTimers/stop',
    summary: 'Disables a timer.',
    access: { permission: permissions.sysTimers.stop },
    body: sysIdBody,
    response: sysTimerRow,
    tags,
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/sysTimers/run',
    summary: 'Runs a timer now and answers the run; 1012042 while it is running elsewhere.',
    access: { permission: permissions.sysTimers.run },
    body: sysIdBody,
    response: sysTimerRunRow,
    tags,
  }),
};
