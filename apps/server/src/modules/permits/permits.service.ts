import {
  blocking,
  type Lang,
  PERMIT_MAX_WINDOW_HOURS,
  PERMIT_SIGNED_ACTIONS,
  PERMIT_STATUS_NAMES,
  PERMIT_SUBMIT_GRACE_MINUTES,
  PERMIT_TYPES,
  type PermitAction,
  type PermitDetail,
  type PermitRow,
  type PermitType,
  permissions,
  type ReviewActionBody,
  submitWindowProblem,
} from '@siteguard/contracts';
import { flattenControls } from '@siteguard/form-engine';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { type TenantScope, tenantScope } from '../../platform/db/tenant-scope.js';
import { AppError, fail } from '../../platform/errors.js';
import { can, type Principal } from '../../platform/http/auth-guard.js';
import { validateFormData } from '../forms/index.js';
import {
  completeTask,
  deployedModel,
  mayTakeTask,
  rejectTask,
  startProcess,
  terminateInstance,
  type WorkflowDeps,
} from '../workflow/index.js';
import {
  APPROVE_TASK,
  businessKeyOf,
  CHECK_TASK,
  modelKeyOf,
  recordPermitEvent,
  type StepNote,
  withStepNote,
} from './approval.js';
import { allows, coreFields, refuseBlocked, safetyOf, TRANSITIONS } from './lifecycle.js';
import {
  findPermit,
  formAt,
  type PermitRecord,
  permitEvents,
  permitLockEvents,
  permitRow as readPermitRow,
  safetyContext,
} from './permits.queries.js';
import { signalsInForce } from './signalsInForce.js';

export interface PermitDeps {
  db: Kysely<DB>;
  workflow: WorkflowDeps;
  /** The clock every rule reads (tests move it). */
  now: () => Date;
}

/** The type's approval process as deployed: its id, and the forms its start and check steps use. */
async function processOf(tenant: TenantScope, type: PermitType) {
  const model = await deployedModel(tenant, { key: modelKeyOf(type) });
  if (!model?.enabled) return fail('PERMIT_NO_PROCESS');
  const startId = (model.summary as { startEventId?: string }).startEventId ?? '';
  return {
    modelId: model.id,
    startForm: model.bindings[startId]?.form ?? null,
    checkForm: model.bindings[CHECK_TASK]?.form ?? null,
  };
}

/** The check form the type's deployed process asks for (a fresh check to resume, the PDF), if any. */
async function checkFormRef(tenant: TenantScope, type: PermitType) {
  return (await processOf(tenant, type).catch(() => null))?.checkForm;
}

/** The application form a new permit of the type is filled in (as now deployed). */
export async function permitApplicationForm(tenant: TenantScope, type: PermitType) {
  return formAt(tenant, (await processOf(tenant, type)).startForm);
}

export async function permitCheckForm(tenant: TenantScope, type: PermitType) {
  return formAt(tenant, await checkFormRef(tenant, type));
}

/**
 * A new draft with the application form as now deployed. It has no number yet: the number is taken
 * when it is submitted (approval.ts), so a draft left half-filled or deleted wastes none.
 */
export async function addPermit(
  deps: PermitDeps,
  tenant: TenantScope,
  principal: Principal,
  type: PermitType,
  data: Record<string, unknown>,
): Promise<PermitRow> {
  const process = await processOf(tenant, type);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('permit')
      .values({
        tenant_id: tenant.tenantId,
        type,
        number: null,
        data: JSON.stringify(data),
        ...coreFields(data),
        form_id: process.startForm?.id ?? null,
        form_version: process.startForm?.version ?? null,
        created_by: principal.userId,
        // The rules compare a gas test with the permit's birth: both on the clock the rules read.
        created_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordPermitEvent(trx, {
      permitId: row.id,
      tenantId: tenant.tenantId,
      action: 'create',
      from: null,
      to: 'draft',
      role: 'applicant',
      actorId: principal.userId,
    });
    return row.id;
  });
  return readPermitRow(tenant, type, id, deps.now());
}

/** Field keys of a form definition (its controls' models). */
async function formKeys(tenant: TenantScope, ref: { id: string; version: number } | null | undefined) {
  const form = await formAt(tenant, ref);
  const list = (form?.definition as { list?: unknown[] } | undefined)?.list;
  return Array.isArray(list)
    ? flattenControls(list as Parameters<typeof flattenControls>[0]).flatMap((visit) =>
        typeof visit.control.model === 'string' ? [visit.control.model] : [],
      )
    : [];
}

/**
 * "Copy as new": a draft of the caller's with the application of any permit of the type, on the
 * application form as now deployed. The window is left blank (a new one is chosen), and nothing of
 * the check (gas readings, tester) comes along.
 */
export async function copyPermit(
  deps: PermitDeps,
  tenant: TenantScope,
  principal: Principal,
  type: PermitType,
  id: string,
): Promise<PermitRow> {
  const source = await findPermit(tenant, type, id);
  const process = await processOf(tenant, type);
  const keys = await formKeys(tenant, process.startForm);
  const data = Object.fromEntries(
    Object.entries(source.data).filter(
      ([key]) => keys.includes(key) && key !== 'validFrom' && key !== 'validTo',
    ),
  );
  return addPermit(deps, tenant, principal, type, data);
}

/**
 * 409 naming the status the permit has now, in the reader's language: read again, because the
 * refusal often follows someone else moving it first (two approvals at once).
 */
async function refuse(tenant: TenantScope, permit: PermitRecord): Promise<never> {
  const now = await tenant
    .selectFrom('permit')
    .select('status')
    .where('id', '=', permit.id)
    .executeTakeFirst();
  return fail('PERMIT_STATE', { status: PERMIT_STATUS_NAMES[now?.status ?? permit.status] });
}

/** The workflow's answers when another person took the step first: the permit's own 409 instead. */
const lostToAnother = (error: unknown) =>
  error instanceof AppError &&
  (error.errorName === 'WF_TASK_CLOSED' || error.errorName === 'WF_INSTANCE_STATE');

function requireApplicant(permit: PermitRecord, principal: Principal): void {
  if (permit.created_by !== principal.userId) fail('PERMIT_NOT_APPLICANT');
}

export async function editPermit(
  deps: PermitDeps,
  tenant: TenantScope,
  principal: Principal,
  type: PermitType,
  body: { id: string; data: Record<string, unknown> },
): Promise<PermitRow> {
  const permit = await findPermit(tenant, type, body.id);
  requireApplicant(permit, principal);
  const updated = await tenant
    .updateTable('permit')
    .set({ data: JSON.stringify(body.data), ...coreFields(body.data), updated_at: deps.now() })
    .where('id', '=', permit.id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
  if (!updated) return refuse(tenant, permit);
  return readPermitRow(tenant, type, permit.id, deps.now());
}

export async function deletePermit(tenant: TenantScope, type: PermitType, id: string): Promise<null> {
  const permit = await findPermit(tenant, type, id);
  const deleted = await tenant
    .deleteFrom('permit')
    .where('id', '=', permit.id)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
  if (!deleted) return refuse(tenant, permit);
  return null;
}

/** The open approval task of a permit, if its process waits on one. */
async function openTask(tenant: TenantScope, permit: PermitRecord) {
  if (!permit.instance_id) return undefined;
  return tenant
    .selectFrom('wf_task')
    .select(['id', 'element_id', 'assignee_id', 'candidate_ids', 'form_id', 'form_version'])
    .where('instance_id', '=', permit.instance_id)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** What the caller may do now: their role on the permit, the step it waits on, and their permissions. */
function actionsFor(
  permit: PermitRecord,
  principal: Principal,
  task: Awaited<ReturnType<typeof openTask>>,
): PermitAction[] {
  const codes = permissions[permit.type];
  const actions: PermitAction[] = [];
  const applicant = permit.created_by === principal.userId && can(principal, codes.add);
  if (applicant) {
    for (const action of ['submit', 'cancel', 'handBack'] as const) {
      if (allows(action, permit.status)) actions.push(action);
    }
  }
  if (!can(principal, codes.approve)) return actions;
  if (task && mayTakeTask(task, principal.userId)) {
    if (task.element_id === CHECK_TASK) actions.push('check');
    if (task.element_id === APPROVE_TASK && permit.checker_id !== principal.userId) actions.push('approve');
    actions.push('reject');
  }
  for (const action of ['suspend', 'resume', 'close'] as const) {
    if (allows(action, permit.status)) actions.push(action);
  }
  return actions;
}

export async function permitDetail(
  deps: PermitDeps,
  tenant: TenantScope,
  principal: Principal,
  type: PermitType,
  id: string,
): Promise<PermitDetail> {
  const permit = await findPermit(tenant, type, id);
  const task = await openTask(tenant, permit);
  const actions = actionsFor(permit, principal, task);
  const stepFormRef =
    task && (actions.includes('check') || actions.includes('approve')) && task.form_id && task.form_version
      ? { id: task.form_id, version: task.form_version }
      : actions.includes('resume')
        ? await checkFormRef(tenant, type)
        : null;
  // The signals in force are read once: the row's blocks and the approval dialog's list agree.
  const context = await safetyContext(tenant, deps.now());
  const [row, form, stepForm, events, checkForm, lockEvents] = await Promise.all([
    readPermitRow(tenant, type, id, context),
    formAt(
      tenant,
      permit.form_id && permit.form_version ? { id: permit.form_id, version: permit.form_version } : null,
    ),
    formAt(tenant, stepFormRef),
    permitEvents(tenant, id),
    permit.checker_id ? permitCheckForm(tenant, type) : null,
    permitLockEvents(tenant, id),
  ]);
  return {
    permit: row,
    data: permit.data,
    form,
    stepForm,
    checkForm,
    events,
    lockEvents,
    actions,
    signals: [...context.signals],
    mayOverride: can(principal, permissions[type].overrideStopWork),
    instanceId: permit.instance_id,
  };
}

function requireSignature(action: PermitAction, signature: string | undefined): string | null {
  if (PERMIT_SIGNED_ACTIONS.has(action) && !signature) return fail('PERMIT_SIGNATURE_REQUIRED');
  return signature ?? null;
}

/** Submit (starts the approval), cancel before the work, hand back after it: the applicant's own. */
export async function applicantAction(
  deps: PermitDeps,
  tenant: TenantScope,
  principal: Principal,
  type: PermitType,
  body: {
    id: string;
    action: 'submit' | 'handBack' | 'cancel';
    signature?: string | undefined;
    comment?: string | undefined;
  },
  lang: Lang,
): Promise<PermitRow> {
  const permit = await findPermit(tenant, type, body.id);
  requireApplicant(permit, principal);
  if (!allows(body.action, permit.status)) return refuse(tenant, permit);
  const signature = requireSignature(body.action, body.signature);
  const note = { signature, comment: body.comment ?? null, now: deps.now() };

  if (body.action === 'submit') {
    const process = await processOf(tenant, type);
    if (process.startForm) await validateFormData(tenant, process.startForm, permit.data, lang);
    const fields = coreFields(permit.data);
    const problem = submitWindowProblem(fields.valid_from, fields.valid_to, note.now);
    if (problem === 'startPast' || problem === 'ended') {
      return fail('PERMIT_WINDOW_PAST', { minutes: PERMIT_SUBMIT_GRACE_MINUTES });
    }
    if (problem) return fail('PERMIT_WINDOW_INVALID', { hours: PERMIT_MAX_WINDOW_HOURS });
    await withStepNote(note, () =>
      startProcess(
        deps.workflow,
        tenant,
        principal.userId,
        {
          modelId: process.modelId,
          // The listener puts the number in its place when it gives the permit one.
          title: permit.number ?? PERMIT_TYPES[type].prefix,
          data: permit.data,
          businessKey: businessKeyOf(permit.id),
        },
        lang,
      ),
    );
    return readPermitRow(tenant, type, permit.id, deps.now());
  }
  // Cancelling while the approval runs ends its process; the listener marks the permit.
  if (
    body.action === 'cancel' &&
    permit.instance_id &&
    (permit.status === 'submitted' || permit.status === 'checked')
  ) {
    await withStepNote(note, () =>
      terminateInstance(
        deps.workflow,
        tenant,
        principal.userId,
        permit.instance_id as string,
        body.comment ?? 'cancelled',
      ),
    );
    return readPermitRow(tenant, type, permit.id, deps.now());
  }
  await moveDirectly(deps, tenant, permit, body.action, principal.userId, note);
  return readPermitRow(tenant, type, permit.id, deps.now());
}

/**
 * A change outside the approval process (suspend, resume, hand back, close, cancel a draft): the
 * status moves only if it is still one the action leaves from, so two people acting at once get
 * one change and one clear 409.
 */
async function moveDirectly(
  deps: PermitDeps,
  tenant: TenantScope,
  permit: PermitRecord,
  action: PermitAction,
  actorId: string | null,
  note: { signature: string | null; comment: string | null },
  data?: Record<string, unknown>,
): Promise<void> {
  const transition = TRANSITIONS[action];
  await deps.db.transaction().execute(async (trx) => {
    const scoped = tenantScope(trx, tenant.tenantId);
    const merged = data ? { ...permit.data, ...data } : undefined;
    const moved = await scoped
      .updateTable('permit')
      .set({
        status: transition.to,
        ...(merged && { data: JSON.stringify(merged) }),
        updated_at: new Date(),
      })
      .where('id', '=', permit.id)
      .where('status', 'in', transition.from)
      .returning('status')
      .executeTakeFirst();
    if (!moved) return refuse(scoped, permit);
    await recordPermitEvent(trx, {
      permitId: permit.id,
      tenantId: tenant.tenantId,
      action,
      from: permit.status,
      to: transition.to,
      role: transition.role,
      actorId,
      signature: note.signature,
      comment: note.comment,
      data: data ?? null,
    });
  });
}

/** When the permit was last suspended: a resumption's fresh check must be taken after it. */
async function lastSuspension(tenant: TenantScope, permitId: string): Promise<Date | undefined> {
  const row = await tenant
    .selectFrom('permit_event')
    .select('at')
    .where('permit_id', '=', permitId)
    .where('to_status', '=', 'suspended')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.at;
}

/**
 * The competent and authorised persons' actions: the approval steps (whose safety rules the
 * listener in approval.ts enforces inside the step), then suspend, resume (a fresh check: the
 * permit's whole safety function must hold with the new readings), close.
 */
export async function reviewAction(
  deps: PermitDeps,
  tenant: TenantScope,
  principal: Principal,
  type: PermitType,
  body: ReviewActionBody,
  lang: Lang,
): Promise<PermitRow> {
  const permit = await findPermit(tenant, type, body.id);
  const signature = requireSignature(body.action, body.signature);
  const now = deps.now();
  const note: StepNote = { signature, comment: body.comment ?? null, now };

  if (body.action === 'check' || body.action === 'approve' || body.action === 'reject') {
    const task = await openTask(tenant, permit);
    const wanted = body.action === 'check' ? CHECK_TASK : body.action === 'approve' ? APPROVE_TASK : null;
    if (!task || (wanted && task.element_id !== wanted)) return refuse(tenant, permit);
    if (!mayTakeTask(task, principal.userId)) return fail('PERMIT_NOT_YOUR_STEP');
    if (body.action === 'approve' && body.overrideReason) {
      if (!can(principal, permissions[type].overrideStopWork)) return fail('NO_PERMISSION');
      note.override = { reason: body.overrideReason };
    }
    if (body.action === 'reject') {
      note.outcome = body.outcome ?? 'revise';
      note.checkKeys = await formKeys(tenant, await checkFormRef(tenant, type));
    }
    const step = () => {
      if (body.action !== 'reject') {
        const completion = { id: task.id, data: body.data, comment: body.comment };
        return completeTask(deps.workflow, tenant, principal.userId, completion, lang);
      }
      if (!body.comment) return fail('PARAM_ERROR', { fields: 'comment' });
      return rejectTask(deps.workflow, tenant, principal.userId, { id: task.id, reason: body.comment });
    };
    try {
      await withStepNote(note, step);
    } catch (error) {
      if (lostToAnother(error)) return refuse(tenant, permit);
      throw error;
    }
    return readPermitRow(tenant, type, permit.id, now);
  }
  if (!allows(body.action, permit.status)) return refuse(tenant, permit);
  if (body.action === 'resume') {
    // A fresh check: the check form again, and the permit's safety rules with the new readings.
    const process = await processOf(tenant, type);
    if (process.checkForm) await validateFormData(tenant, process.checkForm, body.data, lang);
    const [signals, freshSince] = await Promise.all([
      signalsInForce(tenant.db, tenant.tenantId),
      lastSuspension(tenant, permit.id),
    ]);
    const refused = blocking(
      safetyOf(permit, signals, now, {
        data: { ...permit.data, ...body.data },
        checked: true,
        ...(freshSince ? { freshSince } : {}),
      }),
    );
    if (refused.length > 0) return refuseBlocked(refused);
  }
  await moveDirectly(
    deps,
    tenant,
    permit,
    body.action,
    principal.userId,
    note,
    body.action === 'resume' ? body.data : undefined,
  );
  return readPermitRow(tenant, type, permit.id, now);
}
