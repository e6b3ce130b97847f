import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { Translated } from '../i18n.js';
import { pageOf, pageQuerySchema } from '../paging.js';
import { permissions } from '../permissions.js';
import { idBody, idQuery, recordId } from '../system/sysOrg.js';

/** The largest .bpmn the server reads (a drawn approval is a few kilobytes; Camunda exports ~50 KB). */
export const MAX_BPMN_BYTES = 1_000_000;

/**
 * The named server actions a service task may run (its binding's `action`). Other modules add
 * theirs here as they arrive (a permit's activation, a suspension), so the modeler can offer them.
 */
export const WORKFLOW_ACTIONS = {
  notifyStarter: {
    'zh-HK': '通知發起人',
    'zh-CN': '通知发起人',
    en: 'Notify the starter',
  },
  markApproved: {
    'zh-HK': '標記為已批准',
    'zh-CN': '标记为已批准',
    en: 'Mark as approved',
  },
  markRejected: {
    'zh-HK': '標記為已拒絕',
    'zh-CN': '标记为已拒绝',
    en: 'Mark as rejected',
  },
  escalate: {
    'zh-HK': '升級提醒（通知候選人及發起人）',
    'zh-CN': '升级提醒（通知候选人及发起人）',
    en: 'Escalate (remind the candidates and the starter)',
  },
} as const satisfies Record<string, Translated>;
export type WorkflowActionName = keyof typeof WORKFLOW_ACTIONS;
export const WORKFLOW_ACTION_NAMES = Object.keys(WORKFLOW_ACTIONS) as WorkflowActionName[];

/** Who may take a user task: the union of these, resolved to users when the task is created. */
export const wfCandidates = z.object({
  users: z.array(recordId).max(200).default([]),
  roles: z.array(recordId).max(50).default([]),
  /** The head of the starter's organisation (or of the nearest organisation above that has one). */
  starterOrgHead: z.boolean().default(false),
  /** The starter themselves (e.g. a hand-back step). */
  starter: z.boolean().default(false),
  /**
   * A FEEL expression over the instance data that gives user accounts or ids, e.g. `inspector` or
   * `[applicant, "site.manager"]`.
   */
  expression: z.string().trim().max(500).optional(),
});
export type WfCandidates = z.infer<typeof wfCandidates>;

/** What the engine needs beyond the diagram for one element (start event, user or service task). */
export const wfElementBinding = z.object({
  /** A designer form at a pinned version: the start form, or the task's form. */
  form: z
    .object({ id: recordId, version: z.number().int().min(1) })
    .nullable()
    .default(null),
  candidates: wfCandidates.optional(),
  /** Service tasks: the named server action (WORKFLOW_ACTIONS). */
  action: z.string().max(64).optional(),
});
export type WfElementBinding = z.infer<typeof wfElementBinding>;
/** Keyed by BPMN element id. */
export const wfBindings = z.record(z.string().min(1).max(200), wfElementBinding);
export type WfBindings = z.infer<typeof wfBindings>;

export const wfModelRow = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** The latest deployed version, 0 before the first deployment. */
  currentVersion: z.number().int(),
  /** The working copy differs from the latest deployed version. */
  changed: z.boolean(),
  running: z.number().int(),
  updatedAt: z.string(),
});
export type WfModelRow = z.infer<typeof wfModelRow>;
export const wfModelDetail = wfModelRow.extend({ xml: z.string(), bindings: wfBindings });
export type WfModelDetail = z.infer<typeof wfModelDetail>;

export const wfModelVersion = z.object({
  version: z.number().int(),
  deployedAt: z.string(),
  deployedByName: z.string().nullable(),
  instances: z.number().int(),
  running: z.number().int(),
});
export type WfModelVersion = z.infer<typeof wfModelVersion>;

/** A process key: the BPMN process id (an XML NCName), unique per tenant. */
export const wfModelKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][\w.-]{0,63}$/, 'key');
const bpmnXml = z.string().min(1).max(MAX_BPMN_BYTES);

export const wfModelAddBody = z.object({
  name: z.string().trim().min(1).max(100),
  key: wfModelKey,
  description: z.string().trim().max(500).nullable().optional(),
  /** An imported .bpmn; a new model starts from an empty diagram without one. */
  xml: bpmnXml.optional(),
});
export type WfModelAddBody = z.infer<typeof wfModelAddBody>;
export const wfModelEditBody = z.object({
  id: recordId,
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullable().optional(),
  xml: bpmnXml,
  bindings: wfBindings.default({}),
});
export type WfModelEditBody = z.infer<typeof wfModelEditBody>;

export const wfModelStartable = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
  /** The start form at its pinned version with its definition, or null for a model started without data. */
  form: z
    .object({ id: z.string(), version: z.number().int(), definition: z.record(z.string(), z.unknown()) })
    .nullable(),
});
export type WfModelStartable = z.infer<typeof wfModelStartable>;

/** A user or role a modeler may name as candidates, or a task be delegated to. */
export const wfPerson = z.object({ id: z.string(), name: z.string(), account: z.string() });
export type WfPerson = z.infer<typeof wfPerson>;
export const wfRoleOption = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type WfRoleOption = z.infer<typeof wfRoleOption>;
const peopleQuery = z.object({ keyword: z.string().trim().max(100).optional() });

const tags = ['workflow'];
export const wfModelApi = {
  candidates: defineEndpoint({
    method: 'GET',
    path: '/flowableModel/candidates',
    summary: "Users (first 50 matching) and roles a task's candidates can name.",
    access: { permission: permissions.flowableModel.edit },
    query: peopleQuery,
    response: z.object({ users: z.array(wfPerson), roles: z.array(wfRoleOption) }),
    tags,
  }),
  delegates: defineEndpoint({
    method: 'GET',
    path: '/flowableTask/delegates',
    summary: 'Enabled users of the tenant a task can be delegated to (first 20 matching).',
    access: { permission: permissions.flowableTask.delegate },
    query: peopleQuery,
    response: z.array(wfPerson),
    tags,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/flowableModel/page',
    summary: "The tenant's process models, latest change first.",
    access: { permission: permissions.flowableModel.page },
    query: pageQuerySchema.extend({
      keyword: z.string().trim().max(100).optional(),
      enabled: z.enum(['true', 'false']).optional(),
    }),
    response: pageOf(wfModelRow),
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/flowableModel/detail',
    summary: "A model's working copy: diagram and bindings, or a deployed version's when asked.",
    access: { permission: permissions.flowableModel.detail },
    query: idQuery.extend({ version: z.coerce.number().int().min(1).optional() }),
    response: wfModelDetail,
    tags,
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: '/flowableModel/versions',
    summary: "A model's deployed versions, newest first, with their instance counts.",
    access: { permission: permissions.flowableModel.detail },
    query: idQuery,
    response: z.array(wfModelVersion),
    tags,
  }),
  actions: defineEndpoint({
    method: 'GET',
    path: '/flowableModel/actions',
    summary: 'The named server actions a service task may run.',
    access: { permission: permissions.flowableModel.detail },
    response: z.array(z.object({ name: z.string(), label: z.string() })),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/flowableModel/add',
    summary: 'Creates a model from an empty diagram or an imported .bpmn (checked like a deployment).',
    access: { permission: permissions.flowableModel.add },
    body: wfModelAddBody,
    response: wfModelDetail,
    tags,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/flowableModel/edit',
    summary: 'Saves the working copy (diagram and bindings); deployed versions never change.',
    access: { permission: permissions.flowableModel.edit },
    body: wfModelEditBody,
    response: wfModelDetail,
    tags,
  }),
  setEnabled: defineEndpoint({
    method: 'POST',
    path: '/flowableModel/setEnabled',
    summary: 'Enables or disables starting new instances; running ones go on.',
    access: { permission: permissions.flowableModel.edit },
    body: idBody.extend({ enabled: z.boolean() }),
    response: wfModelRow,
    tags,
  }),
  deploy: defineEndpoint({
    method: 'POST',
    path: '/flowableModel/deploy',
    summary:
      'Checks the working copy (every element runnable, conditions parse, forms and actions exist) and freezes it as the next version.',
    access: { permission: permissions.flowableModel.deploy },
    body: idBody,
    response: wfModelRow,
    tags,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/flowableModel/delete',
    summary: 'Deletes a model with no running instances (finished ones keep their history).',
    access: { permission: permissions.flowableModel.delete },
    body: idBody,
    response: z.null(),
    tags,
  }),
  startable: defineEndpoint({
    method: 'GET',
    path: '/flowableModel/startable',
    summary: 'Enabled, deployed models the caller may start, with their start forms.',
    access: { permission: permissions.flowableInstance.start },
    response: z.array(wfModelStartable),
    tags,
  }),
};
