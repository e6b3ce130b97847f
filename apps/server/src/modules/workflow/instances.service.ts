import type {
  Lang,
  WfEvent,
  WfInstanceDetail,
  WfInstanceRow,
  WfInstanceStatus,
  WfStep,
} from '@siteguard/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { containing, pageRows } from '../../platform/db/paging.js';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { AppError, fail } from '../../platform/errors.js';
import { formDefinitions, validateFormData } from '../forms/index.js';
import type { DiagramSummary } from './engine/diagram.js';
import { deployedModel, loadVersion } from './models.service.js';
import { isOwnedKey, notifyStepListeners } from './stepListeners.js';
import { type Publish, startInstance, type Trail, takeStep } from './steps.js';
import { taskColumns, toTaskRow } from './tasks.queries.js';

export interface WorkflowDeps {
  db: Kysely<DB>;
  publish: Publish;
}

/** Starts the model's current version; the start form's data is validated like a submission. */
export async function startProcess(
  deps: WorkflowDeps,
  tenant: TenantScope,
  starterId: string,
  body: {
    modelId: string;
    title?: string | undefined;
    data: Record<string, unknown>;
    draftId?: string | undefined;
    /** Set by a module whose record the process works for (see stepListeners). */
    businessKey?: string | undefined;
  },
  lang: Lang,
): Promise<{ id: string }> {
  const model = await deployedModel(tenant, { id: body.modelId });
  if (!model) {
    const exists = await tenant
      .selectFrom('wf_model')
      .select('id')
      .where('id', '=', body.modelId)
      .executeTakeFirst();
    return exists ? fail('WF_MODEL_NOT_STARTABLE') : fail('RECORD_NOT_FOUND');
  }
  if (!model.enabled) return fail('WF_MODEL_NOT_STARTABLE');
  if (body.draftId) {
    const draft = await tenant
      .selectFrom('wf_draft')
      .select('id')
      .where('id', '=', body.draftId)
      .where('user_id', '=', starterId)
      .executeTakeFirst();
    if (!draft) return fail('RECORD_NOT_FOUND');
  }
  const version = await loadVersion(deps.db, model.version_id);
  const startForm = version.bindings[version.summary.startEventId]?.form ?? null;
  if (startForm) await validateFormData(tenant, startForm, body.data, lang);
  const starter = await tenant
    .selectFrom('sys_user')
    .select('name')
    .where('id', '=', starterId)
    .executeTakeFirst();
  const title = body.title?.trim() || `${model.name} - ${starter?.name ?? ''}`.trim();
  const id = await startInstance(deps.db, deps.publish, {
    tenantId: tenant.tenantId,
    versionId: model.version_id,
    modelId: model.id,
    title,
    starterId,
    data: body.data,
    startForm,
    draftId: body.draftId,
    businessKey: body.businessKey,
  });
  return { id };
}

function instanceColumns(tenant: TenantScope) {
  return tenant
    .selectFrom('wf_instance')
    .innerJoin('wf_model', 'wf_model.id', 'wf_instance.model_id')
    .innerJoin('wf_model_version', 'wf_model_version.id', 'wf_instance.version_id')
    .leftJoin('sys_user', 'sys_user.id', 'wf_instance.starter_id')
    .select([
      'wf_instance.id',
      'wf_instance.title',
      'wf_instance.model_id',
      'wf_model.name as model_name',
      'wf_model_version.version',
      'wf_instance.status',
      'wf_instance.starter_id',
      'sys_user.name as starter_name',
      'wf_instance.started_at',
      'wf_instance.ended_at',
      'wf_instance.acted',
      'wf_instance.business_key',
      (eb) =>
        eb
          .selectFrom('wf_task')
          .select(sql<string[]>`coalesce(array_agg(wf_task.name order by wf_task.id), '{}')`.as('names'))
          .whereRef('wf_task.instance_id', '=', 'wf_instance.id')
          .where('wf_task.status', '=', 'open')
          .as('current'),
    ]);
}
type InstanceSelection = Awaited<ReturnType<ReturnType<typeof instanceColumns>['executeTakeFirstOrThrow']>>;

function toInstanceRow(row: InstanceSelection): WfInstanceRow {
  return {
    id: row.id,
    title: row.title,
    modelId: row.model_id,
    modelName: row.model_name,
    version: row.version,
    status: row.status,
    starterId: row.starter_id,
    starterName: row.starter_name,
    current: row.current ?? [],
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    owned: isOwnedKey(row.business_key),
  };
}

export async function pageInstances(
  tenant: TenantScope,
  query: {
    pageNo: number;
    pageSize: number;
    modelId?: string | undefined;
    status?: WfInstanceStatus | undefined;
    starterId?: string | undefined;
    keyword?: string | undefined;
    startedFrom?: string | undefined;
    startedTo?: string | undefined;
  },
): Promise<{ rows: WfInstanceRow[]; total: number }> {
  let base = instanceColumns(tenant);
  if (query.modelId) base = base.where('wf_instance.model_id', '=', query.modelId);
  if (query.status) base = base.where('wf_instance.status', '=', query.status);
  if (query.starterId) base = base.where('wf_instance.starter_id', '=', query.starterId);
  if (query.keyword) base = base.where('wf_instance.title', 'ilike', containing(query.keyword));
  // Dates are the site's days (Hong Kong time), inclusive.
  if (query.startedFrom)
    base = base.where('wf_instance.started_at', '>=', new Date(`${query.startedFrom}T00:00:00+08:00`));
  if (query.startedTo) {
    const end = new Date(`${query.startedTo}T00:00:00+08:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    base = base.where('wf_instance.started_at', '<', end);
  }
  const { rows, total } = await pageRows(base, query, (q) =>
    q.orderBy('wf_instance.started_at', 'desc').orderBy('wf_instance.id', 'desc'),
  );
  return { rows: rows.map(toInstanceRow), total };
}

export async function instanceDetail(
  db: Kysely<DB>,
  tenant: TenantScope,
  id: string,
  viewerId: string,
): Promise<WfInstanceDetail> {
  const row = await instanceColumns(tenant)
    .select(['wf_instance.version_id', 'wf_instance.active_elements'])
    .where('wf_instance.id', '=', id)
    .executeTakeFirst();
  if (!row) return fail('RECORD_NOT_FOUND');
  const version = await loadVersion(db, row.version_id);
  const [tasks, events] = await Promise.all([
    taskColumns(tenant).where('wf_task.instance_id', '=', id).orderBy('wf_task.id').execute(),
    tenant
      .selectFrom('wf_event')
      .leftJoin('sys_user', 'sys_user.id', 'wf_event.actor_id')
      .select([
        'wf_event.id',
        'wf_event.kind',
        'wf_event.element_id',
        'wf_event.element_name',
        'wf_event.task_id',
        'sys_user.name as actor_name',
        'wf_event.at',
        'wf_event.comment',
        'wf_event.data',
      ])
      .where('wf_event.instance_id', '=', id)
      .orderBy('wf_event.id')
      .execute(),
  ]);
  const timeline: WfEvent[] = events.map((event) => ({
    id: event.id,
    kind: event.kind as WfEvent['kind'],
    elementId: event.element_id,
    elementName: event.element_name,
    taskId: event.task_id,
    actorName: event.actor_name,
    at: event.at.toISOString(),
    comment: event.comment,
    data: event.data,
  }));
  const started = events.find((event) => event.kind === 'started');
  const startData = (started?.data ?? {}) as {
    form?: { id: string; version: number } | null;
    values?: Record<string, unknown>;
  };
  const taskForm = (task: { form_id: string | null; form_version: number | null }) =>
    task.form_id && task.form_version ? { id: task.form_id, version: task.form_version } : null;
  const definitions = await formDefinitions(tenant, [
    ...(startData.form ? [startData.form] : []),
    ...tasks.flatMap((task) => taskForm(task) ?? []),
  ]);
  const withDefinition = (ref: { id: string; version: number } | null) => {
    const definition = ref && definitions.get(`${ref.id}@${ref.version}`);
    return ref && definition ? { ...ref, definition } : null;
  };
  const steps: WfStep[] = [
    {
      taskId: null,
      elementId: version.summary.startEventId,
      name: version.summary.elements[version.summary.startEventId]?.name ?? version.summary.startEventId,
      form: withDefinition(startData.form ?? null),
      data: startData.values ?? {},
      byName: row.starter_name,
      at: row.started_at.toISOString(),
    },
    ...tasks
      .filter((task) => task.status === 'completed')
      .map((task) => ({
        taskId: task.id,
        elementId: task.element_id,
        name: task.name,
        form: withDefinition(taskForm(task)),
        data: task.data,
        byName: task.completed_by_name,
        at: task.completed_at?.toISOString() ?? task.created_at.toISOString(),
      })),
  ];
  const trail = row.active_elements as unknown as Trail;
  return {
    ...toInstanceRow(row),
    xml: version.xml,
    activeElementIds: trail.active,
    doneElementIds: trail.done,
    startForm: withDefinition(startData.form ?? null),
    steps,
    tasks: tasks.map(toTaskRow),
    timeline,
    canWithdraw: row.status === 'running' && !row.acted && row.starter_id === viewerId,
  };
}

export async function myInstances(
  tenant: TenantScope,
  userId: string,
  query: { pageNo: number; pageSize: number },
): Promise<{ rows: WfInstanceRow[]; total: number }> {
  return pageInstances(tenant, { ...query, starterId: userId });
}

/** The starter takes the instance back before anyone acted: open tasks and timers go with it. */
export async function withdrawInstance(
  deps: WorkflowDeps,
  tenant: TenantScope,
  userId: string,
  id: string,
  reason: string | undefined,
): Promise<null> {
  const closed = await deps.db.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('wf_instance')
      .select(['status', 'starter_id', 'acted'])
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!instance) return fail('RECORD_NOT_FOUND');
    if (instance.status !== 'running' || instance.acted || instance.starter_id !== userId) {
      return fail('WF_WITHDRAW_REFUSED');
    }
    return finish(trx, tenant.tenantId, id, 'withdrawn', userId, 'withdrawn', reason);
  });
  await publishClosed(deps, tenant.tenantId, closed);
  return null;
}

/** Ends an instance where it stands (withdraw, terminate): tasks cancelled, timers dropped, state gone. */
async function finish(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  status: WfInstanceStatus,
  actorId: string,
  kind: 'withdrawn' | 'terminated',
  comment: string | undefined,
): Promise<ClosedTask[]> {
  const closed = await trx
    .updateTable('wf_task')
    .set({ status: 'cancelled', completed_at: new Date() })
    .where('instance_id', '=', id)
    .where('status', '=', 'open')
    .returning(['id', 'name', 'assignee_id', 'candidate_ids'])
    .execute();
  await trx.deleteFrom('wf_timer').where('instance_id', '=', id).where('fired_at', 'is', null).execute();
  const ended = await trx
    .updateTable('wf_instance')
    .set({
      status,
      state: null,
      ended_at: new Date(),
      active_elements: JSON.stringify({ active: [], done: [] } satisfies Trail),
    })
    .where('id', '=', id)
    .returning(['business_key', 'variables'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('wf_event')
    .values({ tenant_id: tenantId, instance_id: id, kind, actor_id: actorId, comment: comment ?? null })
    .execute();
  if (ended.business_key) {
    await notifyStepListeners({
      trx,
      tenantId,
      instanceId: id,
      businessKey: ended.business_key,
      status,
      ended: true,
      waiting: [],
      variables: ended.variables,
      retitle: async (title) => {
        await trx.updateTable('wf_instance').set({ title }).where('id', '=', id).execute();
      },
      events: [{ kind, elementId: null, actorId, comment: comment ?? null, data: null }],
    });
  }
  return closed;
}

type ClosedTask = { id: string; name: string; assignee_id: string | null; candidate_ids: string[] };

/** The to-do lists of the people the closed tasks were waiting for refresh. */
async function publishClosed(deps: WorkflowDeps, tenantId: string, tasks: ClosedTask[]): Promise<void> {
  for (const task of tasks) {
    await deps.publish(tenantId, {
      userIds: task.assignee_id ? [task.assignee_id] : task.candidate_ids,
      taskId: task.id,
      kind: 'closed',
      name: task.name,
      instanceTitle: '',
    });
  }
}

export async function setSuspended(
  deps: WorkflowDeps,
  tenant: TenantScope,
  userId: string,
  id: string,
  suspend: boolean,
  reason?: string,
): Promise<null> {
  const from: WfInstanceStatus = suspend ? 'running' : 'suspended';
  const updated = await tenant
    .updateTable('wf_instance')
    .set({ status: suspend ? 'suspended' : 'running' })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    const row = await tenant
      .selectFrom('wf_instance')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? fail('WF_INSTANCE_STATE', { status: row.status }) : fail('RECORD_NOT_FOUND');
  }
  await deps.db
    .insertInto('wf_event')
    .values({
      tenant_id: tenant.tenantId,
      instance_id: id,
      kind: suspend ? 'suspended' : 'activated',
      actor_id: userId,
      comment: reason ?? null,
    })
    .execute();
  return null;
}

export async function terminateInstance(
  deps: WorkflowDeps,
  tenant: TenantScope,
  userId: string,
  id: string,
  reason: string,
): Promise<null> {
  const closed = await deps.db.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('wf_instance')
      .select('status')
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!instance) return fail('RECORD_NOT_FOUND');
    if (instance.status !== 'running' && instance.status !== 'suspended') {
      return fail('WF_INSTANCE_STATE', { status: instance.status });
    }
    return finish(trx, tenant.tenantId, id, 'terminated', userId, 'terminated', reason);
  });
  await publishClosed(deps, tenant.tenantId, closed);
  return null;
}

export async function deleteInstance(tenant: TenantScope, id: string): Promise<null> {
  const row = await tenant
    .selectFrom('wf_instance')
    .select(['status', 'business_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return fail('RECORD_NOT_FOUND');
  if (row.status === 'running' || row.status === 'suspended')
    return fail('WF_INSTANCE_STATE', { status: row.status });
  // A permit's process is its record's history (issue #32): it goes only with the permit.
  if (isOwnedKey(row.business_key)) return fail('WF_INSTANCE_OWNED');
  await tenant.deleteFrom('wf_instance').where('id', '=', id).execute();
  return null;
}

/**
 * Raises a BPMN signal (or message) by name: every running instance of the tenant whose version
 * catches it takes a step. This is how other modules reach processes (a gas alarm, a weather warning).
 */
export async function raiseSignal(
  deps: WorkflowDeps,
  tenantId: string,
  name: string,
  options: { instanceId?: string | undefined; actorId?: string | null } = {},
): Promise<number> {
  let query = deps.db
    .selectFrom('wf_instance')
    .innerJoin('wf_model_version', 'wf_model_version.id', 'wf_instance.version_id')
    .select(['wf_instance.id', 'wf_model_version.summary'])
    .where('wf_instance.tenant_id', '=', tenantId)
    .where('wf_instance.status', '=', 'running')
    .where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('wf_model_version.summary')} -> 'signals' ? ${name}`,
        sql<boolean>`${eb.ref('wf_model_version.summary')} -> 'messages' ? ${name}`,
      ]),
    );
  if (options.instanceId) query = query.where('wf_instance.id', '=', options.instanceId);
  const targets = await query.execute();
  let caught = 0;
  for (const target of targets) {
    const summary = target.summary as unknown as DiagramSummary;
    const bpmnId = summary.signals[name] ?? summary.messages[name];
    if (!bpmnId) continue;
    const catchers = Object.entries(summary.elements)
      .filter(([, element]) => element.trigger === 'signal' || element.trigger === 'message')
      .map(([id]) => id);
    let before: string[] = [];
    await takeStep(
      deps.db,
      deps.publish,
      { tenantId, instanceId: target.id, actorId: options.actorId ?? null },
      async (session, ctx) => {
        before = (ctx.instance.active_elements as unknown as Trail).active.filter((id) =>
          catchers.includes(id),
        );
        if (before.length > 0) session.signal(bpmnId);
      },
    ).catch((error: unknown) => {
      // One instance that cannot move (it ended meanwhile) does not stop the others.
      if (!(error instanceof AppError)) throw error;
    });
    if (before.length > 0) caught += 1;
  }
  return caught;
}
