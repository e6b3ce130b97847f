import type { WfEventKind, WfInstanceStatus } from '@siteguard/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** One step of an instance as a module that owns it (by business key) sees it, before it commits. */
export interface WorkflowStep {
  trx: Transaction<DB>;
  tenantId: string;
  instanceId: string;
  businessKey: string;
  status: WfInstanceStatus;
  ended: boolean;
  /** User tasks the instance now waits on (element ids). */
  waiting: readonly string[];
  /** The instance data after the step: every form's latest values. */
  variables: Record<string, unknown>;
  /**
   * Renames the instance inside the step (a permit's number, given at its submission): the row, and
   * the task notifications the step sends when it commits.
   */
  retitle(title: string): Promise<void>;
  /** What the step recorded on the timeline, in order. */
  events: ReadonlyArray<{
    kind: WfEventKind;
    elementId: string | null;
    actorId: string | null;
    comment: string | null;
    data: Record<string, unknown> | null;
  }>;
}

/**
 * Modules whose records a process works for (a permit's approval) hear each step of their instances
 * inside the step's transaction: what they write commits with the step, and a refusal they throw
 * (an AppError) undoes the step and answers the caller. Keyed by the business key's prefix.
 */
export type StepListener = (step: WorkflowStep) => Promise<void>;

/**
 * Where a person acts on the tasks of one business key: the web path of the owner's record (a
 * permit's page), which applies the owner's permissions and signature; null when the record is gone.
 */
export type TaskPageOf = (db: Kysely<DB>, tenantId: string, businessKey: string) => Promise<string | null>;

interface StepOwner {
  listener: StepListener;
  taskPageOf: TaskPageOf;
}

const owners = new Map<string, StepOwner>();

/**
 * Registers the owner of business keys `<prefix>:…` (registering again replaces it): it hears every
 * step, and its instances' tasks are acted on from its own page, never through the generic task calls.
 */
export function onWorkflowStep(prefix: string, listener: StepListener, taskPageOf: TaskPageOf): void {
  owners.set(prefix, { listener, taskPageOf });
}

/** The module that owns a business key, by its prefix; none for a key without an owner. */
const ownerOf = (businessKey: string | null): StepOwner | undefined =>
  businessKey ? owners.get(businessKey.slice(0, businessKey.indexOf(':'))) : undefined;

/** Whether a module owns this business key (a permit's process): its instance is kept with its record. */
export function isOwnedKey(businessKey: string | null): boolean {
  return ownerOf(businessKey) !== undefined;
}

export async function notifyStepListeners(step: WorkflowStep): Promise<void> {
  await ownerOf(step.businessKey)?.listener(step);
}

/** The owner's page for a task's business key, or null when no module owns the key. */
export async function ownerTaskPage(
  db: Kysely<DB>,
  tenantId: string,
  businessKey: string | null,
): Promise<string | null> {
  const owner = ownerOf(businessKey);
  if (!owner || !businessKey) return null;
  // An owned key whose record is gone is still owned: its tasks never go through the generic calls.
  return (await owner.taskPageOf(db, tenantId, businessKey)) ?? '/';
}
