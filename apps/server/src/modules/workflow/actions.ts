import type { WorkflowActionName } from '@siteguard/contracts';
import type { StepContext } from './steps.js';

type Action = (ctx: StepContext, elementId: string) => Promise<Record<string, unknown> | undefined>;

/**
 * The server actions service tasks run (WORKFLOW_ACTIONS in contracts names them). Each works inside
 * the step's transaction, so what it writes commits or rolls back with the step; what it answers is
 * merged into the instance data for the conditions that follow.
 */
const actions: Record<WorkflowActionName, Action> = {
  async notifyStarter(ctx, elementId) {
    await ctx.record('action', { elementId, actorId: null, data: { action: 'notifyStarter' } });
    if (ctx.instance.starter_id) {
      ctx.outbox.push({
        userIds: [ctx.instance.starter_id],
        taskId: '',
        kind: 'escalated',
        name: ctx.version.summary.elements[elementId]?.name ?? elementId,
        instanceTitle: ctx.instance.title,
      });
    }
    return undefined;
  },
  async markApproved(ctx, elementId) {
    await ctx.record('action', { elementId, actorId: null, data: { action: 'markApproved' } });
    return { outcome: 'approved' };
  },
  async markRejected(ctx, elementId) {
    await ctx.record('action', { elementId, actorId: null, data: { action: 'markRejected' } });
    return { outcome: 'rejected' };
  },
  /** An overdue task: its assignee or candidates and the starter hear of it; the task is marked. */
  async escalate(ctx, elementId) {
    const open = await ctx.trx
      .selectFrom('wf_task')
      .select(['id', 'name', 'assignee_id', 'candidate_ids'])
      .where('instance_id', '=', ctx.instance.id)
      .where('status', '=', 'open')
      .execute();
    await ctx.record('action', {
      elementId,
      actorId: null,
      data: { action: 'escalate', tasks: open.map((task) => task.name) },
    });
    for (const task of open) {
      const users = task.assignee_id ? [task.assignee_id] : task.candidate_ids;
      const starter = ctx.instance.starter_id ? [ctx.instance.starter_id] : [];
      ctx.outbox.push({
        userIds: [...new Set([...users, ...starter])],
        taskId: task.id,
        kind: 'escalated',
        name: task.name,
        instanceTitle: ctx.instance.title,
      });
    }
    return { escalated: true };
  },
};

export function runAction(
  ctx: StepContext,
  call: { elementId: string; action: string },
): Promise<Record<string, unknown> | undefined> {
  const action = actions[call.action as WorkflowActionName];
  // Deployment refused unknown actions; a version deployed before an action was removed lands here.
  if (!action) throw new Error(`unknown action ${call.action}`);
  return action(ctx, call.elementId);
}
