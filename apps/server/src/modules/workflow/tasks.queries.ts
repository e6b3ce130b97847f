import type { WfTaskRow } from '@siteguard/contracts';
import type { TenantScope } from '../../platform/db/tenant-scope.js';

/** A task with the names a list shows: instance, model, assignee, starter, who completed it. */
export function taskColumns(tenant: TenantScope) {
  return tenant
    .selectFrom('wf_task')
    .innerJoin('wf_instance', 'wf_instance.id', 'wf_task.instance_id')
    .innerJoin('wf_model', 'wf_model.id', 'wf_instance.model_id')
    .leftJoin('sys_user as assignee', 'assignee.id', 'wf_task.assignee_id')
    .leftJoin('sys_user as starter', 'starter.id', 'wf_instance.starter_id')
    .leftJoin('sys_user as completer', 'completer.id', 'wf_task.completed_by')
    .select([
      'wf_task.id',
      'wf_task.instance_id',
      'wf_instance.title as instance_title',
      'wf_instance.starter_id',
      'wf_instance.status as instance_status',
      'wf_instance.business_key',
      'wf_model.name as model_name',
      'wf_task.element_id',
      'wf_task.name',
      'wf_task.status',
      'wf_task.assignee_id',
      'wf_task.candidate_ids',
      'assignee.name as assignee_name',
      'starter.name as starter_name',
      'wf_task.form_id',
      'wf_task.form_version',
      'wf_task.data',
      'wf_task.created_at',
      'wf_task.due_at',
      'wf_task.completed_at',
      'wf_task.completed_by',
      'completer.name as completed_by_name',
      'wf_task.outcome',
    ]);
}
export type TaskSelection = Awaited<ReturnType<ReturnType<typeof taskColumns>['executeTakeFirstOrThrow']>>;

export function toTaskRow(row: TaskSelection): WfTaskRow {
  return {
    id: row.id,
    instanceId: row.instance_id,
    instanceTitle: row.instance_title,
    modelName: row.model_name,
    elementId: row.element_id,
    name: row.name,
    status: row.status,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    starterName: row.starter_name,
    createdAt: row.created_at.toISOString(),
    dueAt: row.due_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
    completedByName: row.completed_by_name,
    outcome: row.outcome,
  };
}
