import {
  toPage,
  WF_TASK_EVENT,
  WORKFLOW_ACTION_NAMES,
  WORKFLOW_ACTIONS,
  wfDraftApi,
  wfInstanceApi,
  wfModelApi,
  wfTaskApi,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/http/auth-guard.js';
import { registerEndpoint } from '../../platform/http/endpoints.js';
import type { Notifier } from '../../platform/realtime/notifier.js';
import { deleteDraft, pageDrafts, saveDraft } from './drafts.service.js';
import {
  deleteInstance,
  instanceDetail,
  myInstances,
  pageInstances,
  raiseSignal,
  setSuspended,
  startProcess,
  terminateInstance,
  type WorkflowDeps,
  withdrawInstance,
} from './instances.service.js';
import {
  addModel,
  candidateOptions,
  deleteModel,
  deployModel,
  editModel,
  findPeople,
  modelDetail,
  modelVersions,
  pageModels,
  setModelEnabled,
  startableModels,
} from './models.service.js';
import {
  claimTask,
  commentTask,
  completeTask,
  delegateTask,
  donePage,
  refuseOwnedTask,
  rejectTask,
  taskDetail,
  todoCount,
  todoPage,
} from './tasks.service.js';
import { createTimerPoller } from './timer-poller.js';

export interface WorkflowModuleOptions {
  notifier: Notifier;
  /** How often due BPMN timers are looked for (default 1 s). */
  timerTickMs?: number;
}

/** What every caller of the workflow's steps needs: the database, and the bell events sent after commit. */
export function workflowDeps(app: FastifyInstance, notifier: Notifier): WorkflowDeps {
  return {
    db: app.database.db,
    // A bell that missed the event catches up at its next fetch; the step is committed either way.
    publish: async (tenantId, data) => {
      try {
        await notifier.publish({ tenantId, name: WF_TASK_EVENT, data });
      } catch (error) {
        app.log.warn({ err: error, task: data.taskId }, 'workflow event not sent');
      }
    },
  };
}

/** Process models, instances, tasks and drafts; the BPMN timer poller runs while the app does. */
export async function workflowModule(app: FastifyInstance, options: WorkflowModuleOptions): Promise<void> {
  const deps = workflowDeps(app, options.notifier);
  const poller = createTimerPoller(deps.db, deps.publish, app.log, options.timerTickMs);
  app.addHook('onReady', async () => poller.start());
  app.addHook('onClose', () => poller.stop());

  const who = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request);

  // Models
  registerEndpoint(app, wfModelApi.page, async ({ query, request }) => {
    const { rows, total } = await pageModels(who(request).tenant, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, wfModelApi.detail, ({ query, request }) =>
    modelDetail(who(request).tenant, query.id, query.version),
  );
  registerEndpoint(app, wfModelApi.versions, ({ query, request }) =>
    modelVersions(who(request).tenant, query.id),
  );
  registerEndpoint(app, wfModelApi.actions, async ({ request }) =>
    WORKFLOW_ACTION_NAMES.map((name) => ({ name, label: WORKFLOW_ACTIONS[name][request.lang] })),
  );
  registerEndpoint(app, wfModelApi.add, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return addModel(tenant, principal.userId, body);
  });
  registerEndpoint(app, wfModelApi.edit, ({ body, request }) => editModel(who(request).tenant, body));
  registerEndpoint(app, wfModelApi.setEnabled, ({ body, request }) =>
    setModelEnabled(who(request).tenant, body.id, body.enabled),
  );
  registerEndpoint(app, wfModelApi.deploy, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return deployModel(tenant, principal.userId, body.id, request.lang);
  });
  registerEndpoint(app, wfModelApi.delete, ({ body, request }) => deleteModel(who(request).tenant, body.id));
  registerEndpoint(app, wfModelApi.candidates, ({ query, request }) =>
    candidateOptions(who(request).tenant, query.keyword),
  );
  registerEndpoint(app, wfModelApi.delegates, ({ query, request }) =>
    findPeople(who(request).tenant, query.keyword, 20),
  );
  registerEndpoint(app, wfModelApi.startable, ({ request }) => startableModels(who(request).tenant));

  // Instances
  registerEndpoint(app, wfInstanceApi.start, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return startProcess(deps, tenant, principal.userId, body, request.lang);
  });
  registerEndpoint(app, wfInstanceApi.page, async ({ query, request }) => {
    const { rows, total } = await pageInstances(who(request).tenant, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, wfInstanceApi.mine, async ({ query, request }) => {
    const { principal, tenant } = who(request);
    const { rows, total } = await myInstances(tenant, principal.userId, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, wfInstanceApi.detail, ({ query, request }) => {
    const { principal, tenant } = who(request);
    return instanceDetail(deps.db, tenant, query.id, principal.userId);
  });
  registerEndpoint(app, wfInstanceApi.withdraw, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return withdrawInstance(deps, tenant, principal.userId, body.id, body.reason);
  });
  registerEndpoint(app, wfInstanceApi.suspend, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return setSuspended(deps, tenant, principal.userId, body.id, true, body.reason);
  });
  registerEndpoint(app, wfInstanceApi.activate, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return setSuspended(deps, tenant, principal.userId, body.id, false);
  });
  registerEndpoint(app, wfInstanceApi.end, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return terminateInstance(deps, tenant, principal.userId, body.id, body.reason);
  });
  registerEndpoint(app, wfInstanceApi.delete, ({ body, request }) =>
    deleteInstance(who(request).tenant, body.id),
  );
  registerEndpoint(app, wfInstanceApi.signal, async ({ body, request }) => {
    const { principal, tenant } = who(request);
    const caught = await raiseSignal(deps, tenant.tenantId, body.name, {
      instanceId: body.instanceId,
      actorId: principal.userId,
    });
    return { caught };
  });

  // Tasks
  registerEndpoint(app, wfTaskApi.todoPage, async ({ query, request }) => {
    const { principal, tenant } = who(request);
    const { rows, total } = await todoPage(tenant, principal.userId, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, wfTaskApi.donePage, async ({ query, request }) => {
    const { principal, tenant } = who(request);
    const { rows, total } = await donePage(tenant, principal.userId, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, wfTaskApi.counts, ({ request }) => {
    const { principal, tenant } = who(request);
    return todoCount(tenant, principal.userId);
  });
  registerEndpoint(app, wfTaskApi.detail, ({ query, request }) => {
    const { principal, tenant } = who(request);
    return taskDetail(deps, tenant, principal, query.id);
  });
  registerEndpoint(app, wfTaskApi.claim, async ({ body, request }) => {
    const { principal, tenant } = who(request);
    await refuseOwnedTask(deps, tenant, body.id);
    return claimTask(deps, tenant, principal.userId, body.id);
  });
  registerEndpoint(app, wfTaskApi.complete, async ({ body, request }) => {
    const { principal, tenant } = who(request);
    await refuseOwnedTask(deps, tenant, body.id);
    return completeTask(deps, tenant, principal.userId, body, request.lang);
  });
  registerEndpoint(app, wfTaskApi.reject, async ({ body, request }) => {
    const { principal, tenant } = who(request);
    await refuseOwnedTask(deps, tenant, body.id);
    return rejectTask(deps, tenant, principal.userId, body);
  });
  registerEndpoint(app, wfTaskApi.delegate, async ({ body, request }) => {
    const { principal, tenant } = who(request);
    await refuseOwnedTask(deps, tenant, body.id);
    return delegateTask(deps, tenant, principal.userId, body);
  });
  registerEndpoint(app, wfTaskApi.comment, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return commentTask(deps, tenant, principal, body);
  });

  // Drafts
  registerEndpoint(app, wfDraftApi.page, async ({ query, request }) => {
    const { principal, tenant } = who(request);
    const { rows, total } = await pageDrafts(tenant, principal.userId, query);
    return toPage(rows, total, query);
  });
  registerEndpoint(app, wfDraftApi.save, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return saveDraft(tenant, principal.userId, body);
  });
  registerEndpoint(app, wfDraftApi.delete, ({ body, request }) => {
    const { principal, tenant } = who(request);
    return deleteDraft(tenant, principal.userId, body.id);
  });
}
