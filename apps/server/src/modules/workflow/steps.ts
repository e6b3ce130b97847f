import type { WfEventKind, WfInstanceStatus, WfTaskEvent } from '@siteguard/contracts';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, WfEventTable, WfInstanceTable } from '../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import { runAction } from './actions.js';
import { resolveCandidates } from './candidates.js';
import { EngineSession, type Position } from './engine/session.js';
import { loadVersion, type VersionRecord } from './models.service.js';
import { notifyStepListeners } from './stepListeners.js';

export type InstanceRow = Selectable<WfInstanceTable>;
/** The diagram trail kept on the instance: where it stands, and every element it has passed. */
export interface Trail {
  active: string[];
  done: string[];
}

/** Everything one step of one instance works with, inside its transaction. */
export interface StepContext {
  trx: Transaction<DB>;
  tenant: TenantScope;
  instance: InstanceRow;
  version: VersionRecord;
  /** The instance data conditions and expressions read; changes are saved with the step. */
  variables: Record<string, unknown>;
  actorId: string | null;
  /** Bell events to send once the step has committed. */
  outbox: WfTaskEvent[];
  /** The status the step leaves the instance in ('rejected' when it ends by a rejection). */
  status?: WfInstanceStatus;
  /** Set by a drive that ends the instance where it stands, without the engine (reject to the end). */
  endNow?: boolean;
  /** Timeline entry helper, tied to this instance. */
  record(kind: WfEventKind, entry?: EventEntry): Promise<void>;
  /** Writes the entries recorded so far (the step's save does). */
  flush(): Promise<void>;
  /** The entries recorded and not yet written. */
  recorded(): readonly Insertable<WfEventTable>[];
}
export interface EventEntry {
  elementId?: string | null;
  taskId?: string | null;
  comment?: string | null;
  data?: Record<string, unknown> | null;
  actorId?: string | null;
}

export type Publish = (tenantId: string, event: WfTaskEvent) => Promise<void>;

/**
 * Runs one step of an instance: lock its row (so two steps of one instance never interleave, on any
 * server), rebuild the engine from the saved state, let `drive` act on it, settle, and write back
 * state, tasks, timers and timeline in the same transaction. Bell events go out after the commit.
 */
export async function takeStep(
  db: Kysely<DB>,
  publish: Publish,
  target: { tenantId: string; instanceId: string; actorId: string | null },
  drive: (session: EngineSession, ctx: StepContext) => Promise<void> | void,
  trx?: Transaction<DB>,
): Promise<StepContext> {
  const run = async (trx: Transaction<DB>) => {
    const instance = await trx
      .selectFrom('wf_instance')
      .selectAll()
      .where('tenant_id', '=', target.tenantId)
      .where('id', '=', target.instanceId)
      .forUpdate()
      .executeTakeFirst();
    if (!instance) return fail('RECORD_NOT_FOUND');
    if (instance.status !== 'running') return fail('WF_INSTANCE_STATE', { status: instance.status });
    const ctx = contextOf(trx, instance, await loadVersion(trx, instance.version_id), target.actorId);
    const session = await EngineSession.resume(ctx.version, instance.state, hostOf(ctx));
    try {
      await drive(session, ctx);
      if (ctx.endNow) await reconcile(ctx, ENDED, null);
      else await settleAndSave(session, ctx);
    } finally {
      session.stop();
    }
    return ctx;
  };
  const ctx = trx ? await run(trx) : await db.transaction().execute(run);
  if (!trx) await sendOutbox(publish, ctx);
  return ctx;
}

/** Creates an instance on a version and runs it to its first wait, in one transaction. */
export async function startInstance(
  db: Kysely<DB>,
  publish: Publish,
  input: {
    tenantId: string;
    versionId: string;
    modelId: string;
    title: string;
    starterId: string;
    data: Record<string, unknown>;
    startForm: { id: string; version: number } | null;
    draftId?: string | undefined;
    businessKey?: string | undefined;
  },
): Promise<string> {
  const ctx = await db.transaction().execute(async (trx) => {
    const instance = await trx
      .insertInto('wf_instance')
      .values({
        tenant_id: input.tenantId,
        model_id: input.modelId,
        version_id: input.versionId,
        title: input.title,
        starter_id: input.starterId,
        variables: JSON.stringify(input.data),
        active_elements: JSON.stringify({ active: [], done: [] } satisfies Trail),
        business_key: input.businessKey ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const ctx = contextOf(trx, instance, await loadVersion(trx, input.versionId), input.starterId);
    const start = ctx.version.summary.startEventId;
    await ctx.record('started', {
      elementId: start,
      data: { form: input.startForm, values: input.data },
    });
    if (input.draftId) {
      await ctx.tenant
        .deleteFrom('wf_draft')
        .where('id', '=', input.draftId)
        .where('user_id', '=', input.starterId)
        .execute();
    }
    const session = await EngineSession.start(ctx.version, hostOf(ctx));
    try {
      await settleAndSave(session, ctx);
    } finally {
      session.stop();
    }
    return ctx;
  });
  await sendOutbox(publish, ctx);
  return ctx.instance.id;
}

function contextOf(
  trx: Transaction<DB>,
  instance: InstanceRow,
  version: VersionRecord,
  actorId: string | null,
): StepContext {
  const tenant = tenantScope(trx, instance.tenant_id);
  const pending: Insertable<WfEventTable>[] = [];
  const ctx: StepContext = {
    trx,
    tenant,
    instance,
    version,
    variables: { ...instance.variables },
    actorId,
    outbox: [],
    // Entries are kept and written in one statement when the step is saved (reconcile).
    async record(kind, entry = {}) {
      const elementId = entry.elementId ?? null;
      pending.push({
        tenant_id: instance.tenant_id,
        instance_id: instance.id,
        task_id: entry.taskId ?? null,
        kind,
        element_id: elementId,
        element_name: elementId ? (version.summary.elements[elementId]?.name ?? elementId) : null,
        actor_id: entry.actorId === undefined ? actorId : entry.actorId,
        comment: entry.comment ?? null,
        data: entry.data ? JSON.stringify(entry.data) : null,
        at: new Date(),
      });
    },
    recorded: () => pending,
    async flush() {
      if (pending.length === 0) return;
      await trx.insertInto('wf_event').values(pending.splice(0)).execute();
    },
  };
  return ctx;
}

function hostOf(ctx: StepContext) {
  return {
    variables: () => ctx.variables,
    runAction: async (call: { elementId: string; action: string }) => {
      const output = await runAction(ctx, call);
      if (output) Object.assign(ctx.variables, output);
      return output;
    },
  };
}

async function settleAndSave(session: EngineSession, ctx: StepContext): Promise<void> {
  const position = await session.settle();
  const state = position.ended ? null : await session.save();
  await reconcile(ctx, position, state);
}

const ENDED: Position = { waitingTasks: [], timers: [], active: [], passed: [], ended: true };

/** Makes the rows agree with where the engine now stands. */
async function reconcile(ctx: StepContext, position: Position, state: unknown): Promise<void> {
  const { trx, instance, version } = ctx;
  const summary = version.summary;
  const open = await trx
    .selectFrom('wf_task')
    .select(['id', 'element_id', 'name', 'assignee_id', 'candidate_ids'])
    .where('instance_id', '=', instance.id)
    .where('status', '=', 'open')
    .execute();
  const waiting = new Set(position.ended ? [] : position.waitingTasks);

  // Tasks the engine no longer waits for (an interrupting timer or signal, a send-back, the end).
  const gone = open.filter((task) => !waiting.has(task.element_id));
  if (gone.length > 0) {
    await trx
      .updateTable('wf_task')
      .set({ status: 'cancelled', completed_at: new Date() })
      .where(
        'id',
        'in',
        gone.map((task) => task.id),
      )
      .execute();
    for (const task of gone) ctx.outbox.push(taskEvent(ctx, task, 'closed'));
  }

  // Tasks the engine now waits for that have no row yet.
  const hasTask = new Set(open.map((task) => task.element_id));
  for (const elementId of waiting) {
    if (hasTask.has(elementId)) continue;
    await createTask(ctx, elementId, position);
  }

  await syncTimers(ctx, position.ended ? [] : position.timers);

  for (const elementId of position.passed) {
    const element = summary.elements[elementId];
    const catches = element?.type === 'BoundaryEvent' || element?.type === 'IntermediateCatchEvent';
    if (catches && element?.trigger === 'timer') await ctx.record('timer', { elementId, actorId: null });
    else if (catches && element?.trigger) await ctx.record('signal', { elementId, actorId: null });
  }

  const previous = instance.active_elements as unknown as Trail;
  const trail: Trail = {
    active: position.active,
    done: [...new Set([...(previous?.done ?? []), ...position.passed])],
  };
  const ended = position.ended;
  const status: WfInstanceStatus = ended
    ? ctx.status === 'rejected'
      ? 'rejected'
      : 'completed'
    : (ctx.status ?? instance.status);
  await trx
    .updateTable('wf_instance')
    .set({
      state: state === null ? null : JSON.stringify(state),
      variables: JSON.stringify(ctx.variables),
      active_elements: JSON.stringify(trail),
      status,
      ended_at: ended ? new Date() : null,
    })
    .where('id', '=', instance.id)
    .execute();
  if (ended) await ctx.record('ended', { data: { status }, actorId: null });
  if (instance.business_key) {
    await notifyStepListeners({
      trx,
      tenantId: instance.tenant_id,
      instanceId: instance.id,
      businessKey: instance.business_key,
      status,
      ended,
      waiting: [...waiting],
      variables: ctx.variables,
      retitle: async (title) => {
        await trx.updateTable('wf_instance').set({ title }).where('id', '=', instance.id).execute();
        ctx.instance.title = title;
        for (const event of ctx.outbox) event.instanceTitle = title;
      },
      events: ctx.recorded().map((entry) => ({
        kind: entry.kind as WfEventKind,
        elementId: entry.element_id ?? null,
        actorId: entry.actor_id === null || entry.actor_id === undefined ? null : String(entry.actor_id),
        comment: entry.comment ?? null,
        data: entry.data ? (JSON.parse(entry.data as string) as Record<string, unknown>) : null,
      })),
    });
  }
  await ctx.flush();
}

/** The instance's unfired timer rows become the engine's armed timers (fired ones stay as history). */
async function syncTimers(ctx: StepContext, armed: Position['timers']): Promise<void> {
  const { trx, instance } = ctx;
  const stored = await trx
    .selectFrom('wf_timer')
    .select(['id', 'element_id', 'due_at'])
    .where('instance_id', '=', instance.id)
    .where('fired_at', 'is', null)
    .execute();
  const keyOf = (elementId: string, dueAt: Date) => `${elementId}@${dueAt.getTime()}`;
  const wanted = new Set(armed.map((timer) => keyOf(timer.elementId, timer.dueAt)));
  const have = new Set(stored.map((timer) => keyOf(timer.element_id, timer.due_at)));
  const dropped = stored.filter((timer) => !wanted.has(keyOf(timer.element_id, timer.due_at)));
  if (dropped.length > 0) {
    await trx
      .deleteFrom('wf_timer')
      .where(
        'id',
        'in',
        dropped.map((timer) => timer.id),
      )
      .execute();
  }
  const added = armed.filter((timer) => !have.has(keyOf(timer.elementId, timer.dueAt)));
  if (added.length > 0) {
    await trx
      .insertInto('wf_timer')
      .values(
        added.map((timer) => ({
          tenant_id: instance.tenant_id,
          instance_id: instance.id,
          element_id: timer.elementId,
          due_at: timer.dueAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

async function createTask(ctx: StepContext, elementId: string, position: Position): Promise<void> {
  const { trx, instance, version } = ctx;
  const binding = version.bindings[elementId];
  // Sent back here: the task returns to whoever did it last, with their data to start from.
  const last = await trx
    .selectFrom('wf_task')
    .select(['completed_by', 'data'])
    .where('instance_id', '=', instance.id)
    .where('element_id', '=', elementId)
    .where('status', '=', 'completed')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const candidates = last?.completed_by
    ? [last.completed_by]
    : await resolveCandidates(ctx.tenant, binding?.candidates, version.summary.imported[elementId], {
        starterId: instance.starter_id,
        variables: ctx.variables,
      });
  const boundaryTimers = position.timers
    .filter((timer) => version.summary.elements[timer.elementId]?.attachedTo === elementId)
    .map((timer) => timer.dueAt.getTime());
  const name = version.summary.elements[elementId]?.name ?? elementId;
  const task = await trx
    .insertInto('wf_task')
    .values({
      tenant_id: instance.tenant_id,
      instance_id: instance.id,
      element_id: elementId,
      name,
      assignee_id: candidates.length === 1 ? (candidates[0] ?? null) : null,
      candidate_ids: candidates,
      form_id: binding?.form?.id ?? null,
      form_version: binding?.form?.version ?? null,
      data: JSON.stringify(last?.data ?? {}),
      due_at: boundaryTimers.length > 0 ? new Date(Math.min(...boundaryTimers)) : null,
    })
    .returning(['id', 'element_id', 'name', 'assignee_id', 'candidate_ids'])
    .executeTakeFirstOrThrow();
  await ctx.record('taskCreated', {
    elementId,
    taskId: task.id,
    data: { candidates: candidates.length },
    actorId: null,
  });
  ctx.outbox.push(taskEvent(ctx, task, 'created'));
}

export function taskEvent(
  ctx: StepContext,
  task: { id: string; name: string; assignee_id: string | null; candidate_ids: string[] },
  kind: WfTaskEvent['kind'],
): WfTaskEvent {
  return {
    userIds: task.assignee_id ? [task.assignee_id] : task.candidate_ids,
    taskId: task.id,
    kind,
    name: task.name,
    instanceTitle: ctx.instance.title,
  };
}

async function sendOutbox(publish: Publish, ctx: StepContext): Promise<void> {
  for (const event of ctx.outbox) await publish(ctx.instance.tenant_id, event);
}
