import type { WfEventKind, WfInstanceStatus } from '@siteguard/contracts';
import type { Transaction } from 'kysely';
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

const listeners = new Map<string, StepListener>();

/** Registers the listener for business keys `<prefix>:…`; registering again replaces it. */
export function onWorkflowStep(prefix: string, listener: StepListener): void {
  listeners.set(prefix, listener);
}

export async function notifyStepListeners(step: WorkflowStep): Promise<void> {
  const prefix = step.businessKey.slice(0, step.businessKey.indexOf(':'));
  await listeners.get(prefix)?.(step);
}
