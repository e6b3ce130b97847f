import { sysTimersApi, TIMER_JOB_CODES, TIMER_JOBS } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import { jobParamsSchema } from './sysTimers.jobs.js';
import { createScheduler } from './sysTimers.scheduler.js';
import {
  addTimer,
  deleteTimer,
  editTimer,
  pageRuns,
  pageTimers,
  runNow,
  setEnabled,
} from './sysTimers.service.js';

export interface SysTimersModuleOptions {
  /** How often the scheduler looks for due timers (default 1 s, enough for 6-field crons). */
  tickMs?: number;
}

/** Timer administration, and the scheduler that runs them: started when the app is ready, stopped on close. */
export async function sysTimersModule(
  app: FastifyInstance,
  options: SysTimersModuleOptions = {},
): Promise<void> {
  // Site time: when a timer is due (a moved test clock runs what fell due at once).
  const { clock } = app;
  const scheduler = createScheduler(app.database.db, app.log, clock, options.tickMs);
  app.addHook('onReady', async () => scheduler.start());
  // Child contexts close before the root, so the scheduler stops before the database goes.
  app.addHook('onClose', () => scheduler.stop());

  const tenantOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request).tenant;
  registerEndpoint(app, sysTimersApi.page, ({ query, request }) =>
    pageTimers(tenantOf(request), query, request.lang),
  );
  registerEndpoint(app, sysTimersApi.jobs, async ({ request }) =>
    TIMER_JOB_CODES.map((code) => ({
      code,
      name: TIMER_JOBS[code].name[request.lang],
      params: jobParamsSchema(code),
    })),
  );
  registerEndpoint(app, sysTimersApi.runs, ({ query, request }) =>
    pageRuns(tenantOf(request), query, request.lang),
  );
  registerEndpoint(app, sysTimersApi.add, ({ body, request }) =>
    addTimer(tenantOf(request), body, request.lang, clock.now()),
  );
  registerEndpoint(app, sysTimersApi.edit, ({ body, request }) =>
    editTimer(tenantOf(request), body, request.lang, clock.now()),
  );
  registerEndpoint(app, sysTimersApi.delete, ({ body, request }) =>
    deleteTimer(tenantOf(request), body.id, request.lang),
  );
  registerEndpoint(app, sysTimersApi.start, ({ body, request }) =>
    setEnabled(tenantOf(request), body.id, true, request.lang, clock.now()),
  );
  registerEndpoint(app, sysTimersApi.stop, ({ body, request }) =>
    setEnabled(tenantOf(request), body.id, false, request.lang, clock.now()),
  );
  registerEndpoint(app, sysTimersApi.run, ({ body, request }) =>
    runNow(tenantOf(request), scheduler, body.id, request.lang),
  );
}
