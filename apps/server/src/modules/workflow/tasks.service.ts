import type { Lang, WfTaskDetail } from '@siteguard/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { containing, pageRows } from '../../platform/db/paging.js';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { formDefinitions, validateFormData } from '../forms/index.js';
import type { EngineSession } from './engine/session.js';
import { instanceDetail, type WorkflowDeps } from './instances.service.js';
import { ownerTaskPage } from './stepListeners.js';
import { type StepContext, takeStep, taskEvent } from './steps.js';
import { type TaskSelection, taskColumns, toTaskRow } from './tasks.queries.js';

/**
 * `mayTakeTask` as a condition on `wf_task`, for lists: the user's task, or, while nobody has
 * claimed it, one they are a candidate of.
 */
export function takeableBy(userId: string) {
  return (eb: ExpressionBuilder<DB, 'wf_task'>) =>
    eb.or([
      eb('wf_task.assignee_id', '=', userId),
      eb.and([
        eb('wf_task.assignee_id', 'is', null),
        sql<boolean>`${eb.ref('wf_task.candidate_ids')} @> array[${userId}]::bigint[]`,
      ]),
    ]);
}

/** Open tasks the user may act on: theirs, or unclaimed with them among the candidates. */
function todoOf(tenant: TenantScope, userId: string) {
  return taskColumns(tenant).where('wf_task.status', '=', 'open').where(takeableBy(userId));
}

type Paging = { pageNo: number; pageSize: number; keyword?: string | undefined };

/** Task lists find by the task's name or the instance's title. */
function byKeyword<Q extends ReturnType<typeof taskColumns>>(base: Q, keyword: string | undefined): Q {
  if (!keyword) return base;
  const pattern = containing(keyword);
  return base.where((eb) =>
    eb.or([eb('wf_task.name', 'ilike', pattern), eb('wf_instance.title', 'ilike', pattern)]),
  ) as Q;
}

export async function todoPage(tenant: TenantScope, userId: string, query: Paging) {
  const { rows, total } = await pageRows(byKeyword(todoOf(tenant, userId), query.keyword), query, (q) =>
    q.orderBy('wf_task.created_at', 'desc').orderBy('wf_task.id', 'desc'),
  );
  return { rows: rows.map(toTaskRow), total };
}

export async function donePage(tenant: TenantScope, userId: string, query: Paging) {
  const base = taskColumns(tenant).where('wf_task.completed_by', '=', userId);
  const { rows, total } = await pageRows(byKeyword(base, query.keyword), query, (q) =>
    q.orderBy('wf_task.completed_at', 'desc').orderBy('wf_task.id', 'desc'),
  );
  return { rows: rows.map(toTaskRow), total };
}

export async function todoCount(tenant: TenantScope, userId: string): Promise<{ todo: number }> {
  const row = await todoOf(tenant, userId)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { todo: Number(row.n) };
}

/** Who may take a task now: its assignee, or while unclaimed one of its candidates. */
export const mayTakeTask = (task: { assignee_id: string | null; candidate_ids: string[] }, userId: string) =>
  task.assignee_id ? task.assignee_id === userId : task.candidate_ids.includes(userId);

/** Who may see a task and comment on it: its assignee, candidates, doer, the starter, a super admin. */
function requireInvolved(task: TaskSelection, principal: Principal): TaskSelection {
  const involved =
    task.assignee_id === principal.userId ||
    task.candidate_ids.includes(principal.userId) ||
    task.completed_by === principal.userId ||
    task.starter_id === principal.userId ||
    principal.adminType === 1;
  return involved ? task : fail('WF_TASK_NOT_YOURS');
}

async function taskFor(tenant: TenantScope, id: string): Promise<TaskSelection> {
  const task = await taskColumns(tenant).where('wf_task.id', '=', id).executeTakeFirst();
  if (!task) return fail('RECORD_NOT_FOUND');
  return task;
}

export async function taskDetail(
  deps: WorkflowDeps,
  tenant: TenantScope,
  principal: Principal,
  id: string,
): Promise<WfTaskDetail> {
  const task = requireInvolved(await taskFor(tenant, id), principal);
  const instance = await instanceDetail(deps.db, tenant, task.instance_id, principal.userId);
  const open = task.status === 'open' && task.instance_status === 'running';
  const doneElements = new Set(
    instance.tasks
      .filter((other) => other.status === 'completed' && other.id !== task.id)
      .map((other) => other.elementId),
  );
  const rejectTargets = [...doneElements]
    .filter((elementId) => elementId !== task.element_id)
    .map((elementId) => ({
      elementId,
      name: instance.tasks.find((other) => other.elementId === elementId)?.name ?? elementId,
    }));
  const ref = task.form_id && task.form_version ? { id: task.form_id, version: task.form_version } : null;
  const definition = ref && (await formDefinitions(tenant, [ref])).get(`${ref.id}@${ref.version}`);
  const ownerPage = await ownerTaskPage(deps.db, tenant.tenantId, task.business_key);
  const here = open && !ownerPage;
  return {
    task: toTaskRow(task),
    form: ref && definition ? { ...ref, definition } : null,
    data: task.data,
    instance,
    rejectTargets,
    canClaim: here && !task.assignee_id && task.candidate_ids.includes(principal.userId),
    canComplete: here && mayTakeTask(task, principal.userId),
    ownerPage,
  };
}

/**
 * The generic task calls (claim, complete, reject, delegate) refuse a task whose instance works for a
 * module's record (a permit): it is acted on from that record's page, under the record's own
 * permissions, signature and safety rules. One path, not two (issue #30). The answer names the page.
 */
export async function refuseOwnedTask(deps: WorkflowDeps, tenant: TenantScope, id: string): Promise<void> {
  const row = await tenant
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instance_id')
    .select('wf_instance.business_key')
    .where('wf_task.id', '=', id)
    .executeTakeFirst();
  const page = await ownerTaskPage(deps.db, tenant.tenantId, row?.business_key ?? null);
  if (page) fail('WF_TASK_OWNED', {}, { page });
}

/**
 * The task re-read under the instance lock: open, and the caller may act on it. Two people
 * completing one task at once both wait for the lock; the second finds it closed (409).
 */
async function lockedTask(ctx: StepContext, id: string, userId: string) {
  const task = await ctx.trx
    .selectFrom('wf_task')
    .select(['id', 'element_id', 'name', 'status', 'assignee_id', 'candidate_ids', 'form_id', 'form_version'])
    .where('id', '=', id)
    .where('instance_id', '=', ctx.instance.id)
    .executeTakeFirst();
  if (!task) return fail('RECORD_NOT_FOUND');
  if (task.status !== 'open') return fail('WF_TASK_CLOSED');
  if (!mayTakeTask(task, userId)) return fail('WF_TASK_NOT_YOURS');
  return task;
}

/** Before anything is validated: a closed task or a stranger's click is told so at once. */
async function precheck(tenant: TenantScope, id: string, userId: string) {
  const task = await tenant
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instance_id')
    .select([
      'wf_task.instance_id',
      'wf_task.status',
      'wf_task.assignee_id',
      'wf_task.candidate_ids',
      'wf_task.form_id',
      'wf_task.form_version',
      'wf_instance.status as instance_status',
    ])
    .where('wf_task.id', '=', id)
    .executeTakeFirst();
  if (!task) return fail('RECORD_NOT_FOUND');
  if (task.status !== 'open') return fail('WF_TASK_CLOSED');
  if (!mayTakeTask(task, userId)) return fail('WF_TASK_NOT_YOURS');
  if (task.instance_status !== 'running') return fail('WF_INSTANCE_STATE', { status: task.instance_status });
  return task;
}

type LockedTask = Awaited<ReturnType<typeof lockedTask>>;

/**
 * A person's action on a task, as one step of its instance: the task re-read under the instance lock
 * (still open, still theirs), the instance marked as acted on (no withdrawing after this), then `act`.
 */
async function actOnTask(
  deps: WorkflowDeps,
  tenantId: string,
  instanceId: string,
  taskId: string,
  userId: string,
  act: (session: EngineSession, ctx: StepContext, task: LockedTask) => Promise<void>,
): Promise<void> {
  await takeStep(deps.db, deps.publish, { tenantId, instanceId, actorId: userId }, async (session, ctx) => {
    const task = await lockedTask(ctx, taskId, userId);
    await ctx.trx.updateTable('wf_instance').set({ acted: true }).where('id', '=', ctx.instance.id).execute();
    await act(session, ctx, task);
  });
}

export async function claimTask(
  deps: WorkflowDeps,
  tenant: TenantScope,
  userId: string,
  id: string,
): Promise<null> {
  const task = await precheck(tenant, id, userId);
  await actOnTask(deps, tenant.tenantId, task.instance_id, id, userId, async (_session, ctx, locked) => {
    await ctx.trx.updateTable('wf_task').set({ assignee_id: userId }).where('id', '=', id).execute();
    await ctx.record('claimed', { elementId: locked.element_id, taskId: id });
    const others = locked.candidate_ids.filter((candidate) => candidate !== userId);
    if (others.length > 0)
      ctx.outbox.push(taskEvent(ctx, { ...locked, assignee_id: null, candidate_ids: others }, 'closed'));
  });
  return null;
}

export async function completeTask(
  deps: WorkflowDeps,
  tenant: TenantScope,
  userId: string,
  body: { id: string; data: Record<string, unknown>; comment?: string | undefined },
  lang: Lang,
): Promise<null> {
  const task = await precheck(tenant, body.id, userId);
  if (task.form_id && task.form_version) {
    await validateFormData(tenant, { id: task.form_id, version: task.form_version }, body.data, lang);
  }
  await actOnTask(deps, tenant.tenantId, task.instance_id, body.id, userId, async (session, ctx, locked) => {
    await ctx.trx
      .updateTable('wf_task')
      .set({
        status: 'completed',
        outcome: 'approved',
        data: JSON.stringify(body.data),
        comment: body.comment ?? null,
        assignee_id: userId,
        completed_at: new Date(),
        completed_by: userId,
      })
      .where('id', '=', body.id)
      .execute();
    await ctx.record('completed', {
      elementId: locked.element_id,
      taskId: body.id,
      comment: body.comment ?? null,
      data: { values: body.data },
    });
    const others = locked.candidate_ids.filter((candidate) => candidate !== userId);
    if (!locked.assignee_id && others.length > 0) {
      ctx.outbox.push(taskEvent(ctx, { ...locked, assignee_id: null, candidate_ids: others }, 'closed'));
    }
    // Later conditions read the newest value of each field.
    Object.assign(ctx.variables, body.data);
    session.complete(locked.element_id, body.data);
  });
  return null;
}

/** Back to an earlier task (its last doer gets it again), or the process ends as rejected. */
export async function rejectTask(
  deps: WorkflowDeps,
  tenant: TenantScope,
  userId: string,
  body: { id: string; reason: string; targetElementId?: string | undefined },
): Promise<null> {
  const task = await precheck(tenant, body.id, userId);
  await actOnTask(deps, tenant.tenantId, task.instance_id, body.id, userId, async (session, ctx, locked) => {
    const target = body.targetElementId;
    if (target !== undefined) {
      const earlier = await ctx.trx
        .selectFrom('wf_task')
        .select('id')
        .where('instance_id', '=', ctx.instance.id)
        .where('element_id', '=', target)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      if (!earlier || target === locked.element_id) {
        return fail('WF_REJECT_TARGET_INVALID', {
          detail: ctx.version.summary.elements[target]?.name ?? target,
        });
      }
    }
    await ctx.trx
      .updateTable('wf_task')
      .set({
        status: 'rejected',
        outcome: 'rejected',
        comment: body.reason,
        assignee_id: userId,
        completed_at: new Date(),
        completed_by: userId,
      })
      .where('id', '=', body.id)
      .execute();
    await ctx.record('rejected', {
      elementId: locked.element_id,
      taskId: body.id,
      comment: body.reason,
      data: {
        target: target ?? null,
        targetName: target ? (ctx.version.summary.elements[target]?.name ?? target) : null,
      },
    });
    if (target !== undefined) {
      session.sendBack(target, locked.element_id);
    } else {
      // Rejected to the end: the engine is not asked; the instance ends where it stands.
      ctx.status = 'rejected';
      ctx.endNow = true;
    }
  });
  return null;
}

export async function delegateTask(
  deps: WorkflowDeps,
  tenant: TenantScope,
  userId: string,
  body: { id: string; userId: string; comment?: string | undefined },
): Promise<null> {
  const task = await precheck(tenant, body.id, userId);
  const to = await tenant
    .selectFrom('sys_user')
    .select(['id', 'name'])
    .where('id', '=', body.userId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (!to) return fail('RECORD_NOT_FOUND');
  await actOnTask(deps, tenant.tenantId, task.instance_id, body.id, userId, async (_session, ctx, locked) => {
    await ctx.trx
      .updateTable('wf_task')
      .set({ assignee_id: to.id, candidate_ids: [to.id] })
      .where('id', '=', body.id)
      .execute();
    await ctx.record('delegated', {
      elementId: locked.element_id,
      taskId: body.id,
      comment: body.comment ?? null,
      data: { toId: to.id, toName: to.name },
    });
    ctx.outbox.push(taskEvent(ctx, locked, 'closed'));
    ctx.outbox.push(taskEvent(ctx, { ...locked, assignee_id: to.id }, 'created'));
  });
  return null;
}

/** Anyone involved may comment, and attach files they uploaded (by id, checked to be the tenant's). */
export async function commentTask(
  deps: WorkflowDeps,
  tenant: TenantScope,
  principal: Principal,
  body: { id: string; text: string; fileIds: string[] },
): Promise<null> {
  const task = requireInvolved(await taskFor(tenant, body.id), principal);
  if (!body.text && body.fileIds.length === 0) return fail('PARAM_ERROR', { fields: 'text' });
  const files = body.fileIds.length
    ? await tenant
        .selectFrom('sys_file_info')
        .select(['id', 'original_name'])
        .where('id', 'in', body.fileIds)
        .execute()
    : [];
  if (files.length !== new Set(body.fileIds).size) return fail('RECORD_NOT_FOUND');
  await deps.db
    .insertInto('wf_event')
    .values({
      tenant_id: tenant.tenantId,
      instance_id: task.instance_id,
      task_id: task.id,
      kind: files.length > 0 ? 'attachment' : 'comment',
      element_id: task.element_id,
      element_name: task.name,
      actor_id: principal.userId,
      comment: body.text || null,
      data:
        files.length > 0
          ? JSON.stringify({ files: files.map((file) => ({ id: file.id, name: file.original_name })) })
          : null,
    })
    .execute();
  return null;
}
