import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { idBody, idQuery, recordId } from '../system/sysOrg.js';

export const WF_INSTANCE_STATUSES = [
  'running',
  'suspended',
  'completed',
  'rejected',
  'withdrawn',
  'terminated',
] as const;
export type WfInstanceStatus = (typeof WF_INSTANCE_STATUSES)[number];
export const WF_TASK_STATUSES = ['open', 'completed', 'rejected', 'cancelled'] as const;
export type WfTaskStatus = (typeof WF_TASK_STATUSES)[number];
/** What a timeline entry records. */
export const WF_EVENT_KINDS = [
  'started',
  'taskCreated',
  'claimed',
  'completed',
  'rejected',
  'delegated',
  'comment',
  'attachment',
  'timer',
  'action',
  'signal',
  'ended',
  'withdrawn',
  'suspended',
  'activated',
  'terminated',
] as const;
export type WfEventKind = (typeof WF_EVENT_KINDS)[number];

/** The SSE event a user's bell and task list listen to: a task arrived, left or escalated. */
export const WF_TASK_EVENT = 'wfTask';
export const wfTaskEvent = z.object({
  /** Users whose to-do list changed. */
  userIds: z.array(z.string()),
  taskId: z.string(),
  kind: z.enum(['created', 'closed', 'escalated']),
  name: z.string(),
  instanceTitle: z.string(),
});
export type WfTaskEvent = z.infer<typeof wfTaskEvent>;

const formData = z.record(z.string(), z.unknown());
/**
 * A designer form at the version a process pinned, with its definition: everyone involved in a step
 * can draw it without the form administration's permissions. Null when the step has no form (or its
 * form was deleted since; the data stays).
 */
const formRef = z
  .object({ id: z.string(), version: z.number().int(), definition: z.record(z.string(), z.unknown()) })
  .nullable();
export type WfFormRef = z.infer<typeof formRef>;

export const wfInstanceRow = z.object({
  id: z.string(),
  title: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  version: z.number().int(),
  status: z.enum(WF_INSTANCE_STATUSES),
  starterId: z.string().nullable(),
  starterName: z.string().nullable(),
  /** Names of the open tasks, where the instance stands now. */
  current: z.array(z.string()),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** A record's process (a permit's): kept with its record, never deleted on its own. */
  owned: z.boolean(),
});
export type WfInstanceRow = z.infer<typeof wfInstanceRow>;

export const wfEvent = z.object({
  id: z.string(),
  kind: z.enum(WF_EVENT_KINDS),
  elementId: z.string().nullable(),
  elementName: z.string().nullable(),
  taskId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
  comment: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type WfEvent = z.infer<typeof wfEvent>;

export const wfTaskRow = z.object({
  id: z.string(),
  instanceId: z.string(),
  instanceTitle: z.string(),
  modelName: z.string(),
  elementId: z.string(),
  name: z.string(),
  status: z.enum(WF_TASK_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  starterName: z.string().nullable(),
  createdAt: z.string(),
  dueAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  completedByName: z.string().nullable(),
  outcome: z.string().nullable(),
});
export type WfTaskRow = z.infer<typeof wfTaskRow>;

/** One finished step shown read-only to later steps: its form and data. */
export const wfStep = z.object({
  taskId: z.string().nullable(),
  elementId: z.string(),
  name: z.string(),
  form: formRef,
  data: formData,
  byName: z.string().nullable(),
  at: z.string(),
});
export type WfStep = z.infer<typeof wfStep>;

export const wfInstanceDetail = wfInstanceRow.extend({
  /** The diagram of the version the instance runs on, and the elements it stands on now. */
  xml: z.string(),
  activeElementIds: z.array(z.string()),
  doneElementIds: z.array(z.string()),
  startForm: formRef,
  steps: z.array(wfStep),
  tasks: z.array(wfTaskRow),
  timeline: z.array(wfEvent),
  /** The starter may still withdraw (no one has acted yet). */
  canWithdraw: z.boolean(),
});
export type WfInstanceDetail = z.infer<typeof wfInstanceDetail>;

export const wfTaskDetail = z.object({
  task: wfTaskRow,
  form: formRef,
  /** The data saved so far on this task (a rejected-back task keeps its last data). */
  data: formData,
  instance: wfInstanceDetail,
  /** Earlier user tasks this task may be sent back to. */
  rejectTargets: z.array(z.object({ elementId: z.string(), name: z.string() })),
  canClaim: z.boolean(),
  canComplete: z.boolean(),
  /**
   * The page of the record the instance works for (a permit: `/hotWorkDetails?id=…`), where the task
   * is acted on under the record's rules; the generic calls refuse it (WF_TASK_OWNED). Null otherwise.
   */
  ownerPage: z.string().nullable(),
});
export type WfTaskDetail = z.infer<typeof wfTaskDetail>;

export const wfDraftRow = z.object({
  id: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  title: z.string(),
  data: formData,
  updatedAt: z.string(),
});
export type WfDraftRow = z.infer<typeof wfDraftRow>;

const title = z.string().trim().max(200);
const comment = z.string().trim().max(2000);
/** A calendar day, YYYY-MM-DD: a real one (2026-02-30 is refused) in a year the database can hold. */
const dateQuery = z.iso
  .date()
  .refine((day) => day >= '1970-01-01' && day <= '2999-12-31', 'date')
  .optional();

const tags = ['workflow'];
export const wfInstanceApi = {
  start: defineEndpoint({
    method: 'POST',
    path: '/flowableInstance/start',
    summary: "Starts the model's deployed version with the start form's data (validated by the form engine).",
    access: { permission: permissions.flowableInstance.start },
    body: z.object({
      modelId: recordId,
      title: title.optional(),
      data: formData.default({}),
      /** A draft this start came from; it is removed with the start. */
      draftId: recordId.optional(),
    }),
    response: z.object({ id: z.string() }),
    tags,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/flowableInstance/page',
    summary: 'Process instances, newest first, filtered by model, status, starter, title and start date.',
    access: { permission: permissions.flowableInstance.page },
    query: pageQuerySchema.extend({
      modelId: recordId.optional(),
      status: z.enum(WF_INSTANCE_STATUSES).optional(),
      starterId: recordId.optional(),
      keyword: z.string().trim().max(100).optional(),
      startedFrom: dateQuery,
      startedTo: dateQuery,
    }),
    response: pageOf(wfInstanceRow),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/flowableInstance/detail',
    summary: 'An instance: diagram with its position, every step with who, when, data and comments.',
    access: { permission: permissions.flowableInstance.detail },
    query: idQuery,
    response: wfInstanceDetail,
    tags,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/flowableInstance/mine',
    summary: 'The instances the caller started, newest first, with the same detail rights as a task.',
    access: { permission: permissions.flowableInstance.start },
    query: pageQuerySchema,
    response: pageOf(wfInstanceRow),
    tags,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/flowableInstance/withdraw',
    summary: 'The starter withdraws an instance before anyone has acted on it.',
    access: { permission: permissions.flowableInstance.withdraw },
    body: idBody.extend({ reason: comment.optional() }),
    response: z.null(),
    tags,
  }),
  suspend: defineEndpoint({
    method: 'POST',
    path: '/flowableInstance/suspend',
    summary: 'Suspends a running instance: its tasks cannot be completed and its timers wait.',
    access: { permission: permissions.flowableInstance.suspend },
    body: idBody.extend({ reason: comment.optional() }),
    response: z.null(),
    tags,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/flowableInstance/activate',
    summary: 'Resumes a suspended instance (timers that fell due meanwhile fire now).',
    access: { permission: permissions.flowableInstance.activate },
    body: idBody,
    response: z.null(),
    tags,
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/flowableInstance/end',
    summary: 'Terminates an instance with a required reason; its open tasks are cancelled.',
    access: { permission: permissions.flowableInstance.end },
    body: idBody.extend({ reason: comment.min(1) }),
    response: z.null(),
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/flowableInstance/delete',
    summary: 'Deletes a finished instance and its history.',
    access: { permission: permissions.flowableInstance.delete },
    body: idBody,
    response: z.null(),
    tags,
  }),
  signal: defineEndpoint({
    method: 'POST',
    path: '/flowableInstance/signal',
    summary: "Raises a BPMN signal by name in the caller's tenant; answers how many instances caught it.",
    access: { permission: permissions.flowableInstance.signal },
    body: z.object({
      name: z.string().trim().min(1).max(200),
      /** Only this instance (a message to one), or every running instance waiting for the signal. */
      instanceId: recordId.optional(),
    }),
    response: z.object({ caught: z.number().int() }),
    tags,
  }),
};

export const wfTaskApi = {
  todoPage: defineEndpoint({
    method: 'GET',
    path: '/flowableTask/todoPage',
    summary: "The caller's open tasks: assigned to them, or unclaimed with them as a candidate.",
    access: { permission: permissions.flowableTask.todoPage },
    query: pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }),
    response: pageOf(wfTaskRow),
    tags,
  }),
  donePage: defineEndpoint({
    method: 'GET',
    path: '/flowableTask/donePage',
    summary: 'Tasks the caller completed or rejected, latest first.',
    access: { permission: permissions.flowableTask.donePage },
    query: pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }),
    response: pageOf(wfTaskRow),
    tags,
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/flowableTask/counts',
    summary: "The caller's open task count, for the menu and the bell.",
    access: { authenticated: true },
    response: z.object({ todo: z.number().int() }),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/flowableTask/detail',
    summary: "A task with its form, the instance's earlier steps read-only, and what the caller may do.",
    access: { permission: permissions.flowableTask.detail },
    query: idQuery,
    response: wfTaskDetail,
    tags,
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/flowableTask/claim',
    summary: 'A candidate takes an open task; the other candidates no longer see it.',
    access: { permission: permissions.flowableTask.complete },
    body: idBody,
    response: z.null(),
    tags,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/flowableTask/complete',
    summary: "Approves a task with its form's data (validated again here); the process moves on.",
    access: { permission: permissions.flowableTask.complete },
    body: idBody.extend({ data: formData.default({}), comment: comment.optional() }),
    response: z.null(),
    tags,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/flowableTask/reject',
    summary: 'Rejects a task with a required reason: back to a named earlier task, or the process ends.',
    access: { permission: permissions.flowableTask.reject },
    body: idBody.extend({
      reason: comment.min(1),
      /** An earlier user task's element id, or absent to end the process as rejected. */
      targetElementId: z.string().max(200).optional(),
    }),
    response: z.null(),
    tags,
  }),
  delegate: defineEndpoint({
    method: 'POST',
    path: '/flowableTask/delegate',
    summary: 'Hands a task to another user of the tenant, who becomes its assignee.',
    access: { permission: permissions.flowableTask.delegate },
    body: idBody.extend({ userId: recordId, comment: comment.optional() }),
    response: z.null(),
    tags,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/flowableTask/comment',
    summary: "Adds a comment (and files already uploaded) to a task's timeline.",
    access: { permission: permissions.flowableTask.comment },
    body: idBody.extend({
      text: comment.default(''),
      fileIds: z.array(recordId).max(10).default([]),
    }),
    response: z.null(),
    tags,
  }),
};

export const wfDraftApi = {
  page: defineEndpoint({
    method: 'GET',
    path: '/flowableDraft/page',
    summary: "The caller's unfinished start forms, latest first.",
    access: { permission: permissions.flowableDraft.page },
    query: pageQuerySchema,
    response: pageOf(wfDraftRow),
    tags,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/flowableDraft/edit',
    summary: 'Saves a start form unfinished (a new draft without id); nothing is validated yet.',
    access: { permission: permissions.flowableDraft.edit },
    body: z.object({
      id: recordId.optional(),
      modelId: recordId,
      title: title.default(''),
      data: formData.default({}),
    }),
    response: wfDraftRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/flowableDraft/delete',
    summary: 'Discards a draft.',
    access: { permission: permissions.flowableDraft.delete },
    body: idBody,
    response: z.null(),
    tags,
  }),
};
