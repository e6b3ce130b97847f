import { AsyncLocalStorage } from 'node:async_hooks';
import {
  blocking,
  checkBlocks,
  overridable,
  PERMIT_TYPES,
  type PermitAction,
  type PermitOverride,
  type PermitRole,
  type PermitStatus,
  type RejectOutcome,
} from '@siteguard/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { fail } from '../../platform/errors.js';
import { onWorkflowStep, type WorkflowStep } from '../workflow/index.js';
import { coreFields, refuseBlocked, safetyOf } from './lifecycle.js';
import { nextPermitNumber } from './numbering.js';
import { signalsInForce } from './signalsInForce.js';

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

/**
 * What the permit page adds to a step it drives: the signature and comment of the person, the
 * service's clock, and for a rejection or an approval what the person chose (revise or end; a
 * stop-work override). A step taken elsewhere (the workflow's task list) has none of these, so it
 * gets the strict answers: no override, and a rejection ends the permit.
 */
export interface StepNote {
  signature: string | null;
  comment: string | null;
  now?: Date;
  outcome?: RejectOutcome;
  override?: { reason: string };
  /** The check form's fields, dropped from the data when the permit goes back for revision. */
  checkKeys?: readonly string[];
}
const stepNotes = new AsyncLocalStorage<StepNote>();

/** Runs a workflow call on behalf of the permit page, so the listener can keep its signature. */
export function withStepNote<T>(note: StepNote, work: () => Promise<T>): Promise<T> {
  return stepNotes.run(note, work);
}

export interface PermitEventEntry {
  permitId: string;
  tenantId: string;
  action: PermitAction | 'create' | 'expire' | 'activate' | 'sendBack' | 'revise' | 'copy';
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
    .selectAll()
    .where('tenant_id', '=', step.tenantId)
    .where('id', '=', permitId)
    .forUpdate()
    .executeTakeFirst();
  if (!permit) return;
  const note = stepNotes.getStore();
  const now = note?.now ?? new Date();
  let status = permit.status;
  let data = step.variables;
  const changes: {
    checker_id?: string | null;
    approver_id?: string | null;
    instance_id?: string;
    number?: string;
    override?: string | null;
  } = {};
  const entries: PermitEventEntry[] = [];
  const move = (
    action: PermitEventEntry['action'],
    to: PermitStatus,
    role: PermitRole,
    event: WorkflowStep['events'][number],
    extra?: Record<string, unknown> | null,
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
      data: extra ?? null,
    });
    status = to;
  };

  for (const event of step.events) {
    const values = (event.data?.values as Record<string, unknown> | undefined) ?? null;
    if (event.kind === 'started') {
      changes.instance_id = step.instanceId;
      // The number is taken here, inside the submission: a draft left or a submission refused wastes none.
      if (!permit.number) {
        changes.number = await nextPermitNumber(
          step.trx,
          step.tenantId,
          PERMIT_TYPES[permit.type].prefix,
          now,
        );
        await step.retitle(changes.number);
      }
      move('submit', 'submitted', 'applicant', event);
    } else if (event.kind === 'completed' && event.elementId === CHECK_TASK) {
      const window = coreFields(step.variables);
      const blocks = checkBlocks({
        type: permit.type,
        data: step.variables,
        createdAt: permit.created_at,
        validFrom: window.valid_from,
        validTo: window.valid_to,
        now,
      });
      if (blocks.length > 0) return refuseBlocked(blocks);
      if (event.actorId) changes.checker_id = event.actorId;
      move('check', 'checked', 'checker', event, values);
    } else if (event.kind === 'completed' && event.elementId === APPROVE_TASK) {
      if (event.actorId && event.actorId === (changes.checker_id ?? permit.checker_id)) {
        return fail('PERMIT_CHECKER_IS_APPROVER');
      }
      const fields = coreFields(step.variables);
      const judged = {
        ...permit,
        location: fields.location,
        valid_from: fields.valid_from,
        valid_to: fields.valid_to,
        data: step.variables,
      };
      const signals = await signalsInForce(step.trx, step.tenantId);
      let blocks = safetyOf(judged, signals, now, { checked: true, override: null });
      const codes = overridable(blocks);
      let override: PermitOverride | null = null;
      if (note?.override && codes.length > 0) {
        const by = event.actorId
          ? await step.trx
              .selectFrom('sys_user')
              .select('name')
              .where('id', '=', event.actorId)
              .executeTakeFirst()
          : undefined;
        override = {
          codes,
          by: event.actorId,
          byName: by?.name ?? null,
          reason: note.override.reason,
          at: now.toISOString(),
        };
        blocks = safetyOf(judged, signals, now, { checked: true, override });
      }
      const refused = blocking(blocks);
      if (refused.length > 0) return refuseBlocked(refused);
      if (event.actorId) changes.approver_id = event.actorId;
      if (override) changes.override = JSON.stringify(override);
      move('approve', 'approved', 'approver', event, override ? { ...(values ?? {}), override } : values);
      if (!fields.valid_from || fields.valid_from <= now) {
        move('activate', 'active', 'system', { ...event, actorId: null, comment: null });
      }
    } else if (event.kind === 'rejected') {
      const role: PermitRole = event.elementId === APPROVE_TASK ? 'approver' : 'checker';
      if (step.ended && note?.outcome === 'revise') {
        // Back to its applicant as a draft, number kept; the check is to be done again.
        changes.checker_id = null;
        changes.approver_id = null;
        data = withoutKeys(step.variables, note.checkKeys ?? []);
        move('revise', 'draft', role, event);
      } else if (step.ended) move('reject', 'rejected', role, event);
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
      data: JSON.stringify(data),
      ...coreFields(data),
      updated_at: new Date(),
    })
    .where('id', '=', permitId)
    .execute();
  for (const entry of entries) await recordPermitEvent(step.trx, entry);
}

const withoutKeys = (data: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));

/** Called once at start-up (and again harmlessly by each test app). */
export function listenToApprovals(): void {
  onWorkflowStep(BUSINESS_PREFIX, onPermitStep, permitPageOf);
}

/** A permit's tasks are acted on from its page (the generic task calls refuse them). */
async function permitPageOf(db: Kysely<DB>, tenantId: string, businessKey: string): Promise<string | null> {
  const id = businessKey.slice(BUSINESS_PREFIX.length + 1);
  const permit = await db
    .selectFrom('permit')
    .select('type')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return permit ? `${PERMIT_TYPES[permit.type].detailPath}?id=${id}` : null;
}
