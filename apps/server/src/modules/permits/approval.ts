import { AsyncLocalStorage } from 'node:async_hooks';
import { PERMIT_TYPES, type PermitAction, type PermitRole, type PermitStatus } from '@siteguard/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import { onWorkflowStep, type WorkflowStep } from '../workflow/index.js';
import { approvedStatus, coreFields, gasFailures } from './lifecycle.js';

/**
 * A permit's approval runs on the workflow engine: model `permit_<type>`, whose user tasks `check`
 * (the competent person) and `approve` (the authorised person) are where it waits. Whether a step is
 * taken on the permit page or in the workflow application's task list, this listener, inside the
 * step's transaction, moves the permit to the status the step means and writes its timeline entry;
 * a step the permit's rules refuse (checker approving, a gas reading out of band) is undone.
 */
export const BUSINESS_PREFIX = 'permit';
export const businessKeyOf = (permitId: string) => `${BUSINESS_PREFIX}:${permitId}`;
export const modelKeyOf = (type: string) => `permit_${type}`;
export const CHECK_TASK = 'check';
export const APPROVE_TASK = 'approve';

/** What the permit page adds to a step it drives: the signature and the role the person signs in. */
interface StepNote {
  signature: string | null;
  comment: string | null;
}
const stepNotes = new AsyncLocalStorage<StepNote>();

/** Runs a workflow call on behalf of the permit page, so the listener can keep its signature. */
export function withStepNote<T>(note: StepNote, work: () => Promise<T>): Promise<T> {
  return stepNotes.run(note, work);
}

export interface PermitEventEntry {
  permitId: string;
  tenantId: string;
  action: PermitAction | 'create' | 'expire' | 'activate' | 'sendBack';
  from: PermitStatus | null;
  to: PermitStatus;
  role: PermitRole;
  actorId: string | null;
  signature?: string | null;
  comment?: string | null;
  data?: Record<string, unknown> | null;
}

export async function recordPermitEvent(trx: Transaction<DB>, entry: PermitEventEntry): Promise<void> {
  await trx
    .insertInto('permit_event')
    .values({
      tenant_id: entry.tenantId,
      permit_id: entry.permitId,
      action: entry.action,
      from_status: entry.from,
      to_status: entry.to,
      role: entry.role,
      actor_id: entry.actorId,
      signature: entry.signature ?? null,
      comment: entry.comment ?? null,
      data: entry.data ? JSON.stringify(entry.data) : null,
    })
    .execute();
}

async function onPermitStep(step: WorkflowStep): Promise<void> {
  const permitId = step.businessKey.slice(BUSINESS_PREFIX.length + 1);
  const permit = await step.trx
    .selectFrom('permit')
    .select(['id', 'type', 'status', 'checker_id', 'valid_from'])
    .where('tenant_id', '=', step.tenantId)
    .where('id', '=', permitId)
    .forUpdate()
    .executeTakeFirst();
  if (!permit) return;
  const note = stepNotes.getStore();
  let status = permit.status;
  const changes: { checker_id?: string; approver_id?: string; instance_id?: string } = {};
  const entries: PermitEventEntry[] = [];
  const move = (
    action: PermitEventEntry['action'],
    to: PermitStatus,
    role: PermitRole,
    event: WorkflowStep['events'][number],
    data?: Record<string, unknown> | null,
  ) => {
    entries.push({
      permitId,
      tenantId: step.tenantId,
      action,
      from: status,
      to,
      role,
      actorId: event.actorId,
      // The page's signature and comment belong to the person's step, not to what the system adds.
      signature: event.actorId ? (note?.signature ?? null) : null,
      comment: event.comment ?? (event.actorId ? (note?.comment ?? null) : null),
      data: data ?? null,
    });
    status = to;
  };

  for (const event of step.events) {
    const values = (event.data?.values as Record<string, unknown> | undefined) ?? null;
    if (event.kind === 'started') {
      changes.instance_id = step.instanceId;
      move('submit', 'submitted', 'applicant', event);
    } else if (event.kind === 'completed' && event.elementId === CHECK_TASK) {
      if (event.actorId) changes.checker_id = event.actorId;
      move('check', 'checked', 'checker', event, values);
    } else if (event.kind === 'completed' && event.elementId === APPROVE_TASK) {
      if (event.actorId && event.actorId === (changes.checker_id ?? permit.checker_id)) {
        return fail('PERMIT_CHECKER_IS_APPROVER');
      }
      if (PERMIT_TYPES[permit.type].gasTest) {
        const failures = gasFailures(step.variables);
        if (failures.length > 0) return fail('PERMIT_GAS_OUT_OF_RANGE', { detail: failures.join(', ') });
      }
      if (event.actorId) changes.approver_id = event.actorId;
      move('approve', 'approved', 'approver', event, values);
      const now = approvedStatus(permit.valid_from, new Date());
      if (now === 'active') move('activate', 'active', 'system', { ...event, actorId: null, comment: null });
    } else if (event.kind === 'rejected') {
      const role: PermitRole = event.elementId === APPROVE_TASK ? 'approver' : 'checker';
      if (step.ended) move('reject', 'rejected', role, event);
      else if (step.waiting.includes(CHECK_TASK) && status !== 'submitted')
        move('sendBack', 'submitted', role, event);
    } else if (event.kind === 'withdrawn' || event.kind === 'terminated') {
      move('cancel', 'cancelled', 'applicant', event);
    }
  }
  if (entries.length === 0 && !step.ended) return;
  await step.trx
    .updateTable('permit')
    .set({
      ...changes,
      status,
      data: JSON.stringify(step.variables),
      ...coreFields(step.variables),
      updated_at: new Date(),
    })
    .where('id', '=', permitId)
    .execute();
  for (const entry of entries) await recordPermitEvent(step.trx, entry);
}

/** Called once at start-up (and again harmlessly by each test app). */
export function listenToApprovals(): void {
  onWorkflowStep(BUSINESS_PREFIX, onPermitStep);
}
