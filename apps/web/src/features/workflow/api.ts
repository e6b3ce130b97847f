import {
  type WfBindings,
  type WfInstanceStatus,
  type WfModelDetail,
  wfDraftApi,
  wfInstanceApi,
  wfModelApi,
  wfTaskApi,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { TableQuery } from '../../components/table';

/**
 * One key prefix for everything of the workflow application: a step taken anywhere (complete, reject,
 * a server event) refreshes whichever model, instance, task or draft list is on screen.
 */
export const workflowKeys = {
  all: ['workflow'] as const,
  models: (query: unknown) => [...workflowKeys.all, 'models', query] as const,
  model: (id: string, version?: number) => [...workflowKeys.all, 'model', id, version ?? 'copy'] as const,
  versions: (id: string) => [...workflowKeys.all, 'versions', id] as const,
  actions: () => [...workflowKeys.all, 'actions'] as const,
  candidates: (keyword: string) => [...workflowKeys.all, 'candidates', keyword] as const,
  delegates: (keyword: string) => [...workflowKeys.all, 'delegates', keyword] as const,
  startable: () => [...workflowKeys.all, 'startable'] as const,
  instances: (query: unknown) => [...workflowKeys.all, 'instances', query] as const,
  instance: (id: string) => [...workflowKeys.all, 'instance', id] as const,
  todo: (query: unknown) => [...workflowKeys.all, 'todo', query] as const,
  done: (query: unknown) => [...workflowKeys.all, 'done', query] as const,
  counts: () => [...workflowKeys.all, 'counts'] as const,
  task: (id: string) => [...workflowKeys.all, 'task', id] as const,
  drafts: (query: unknown) => [...workflowKeys.all, 'drafts', query] as const,
};

export const refreshWorkflow = () => queryClient.invalidateQueries({ queryKey: workflowKeys.all });

// ---------------------------------------------------------------------------------------------
// Models

export type ModelQuery = TableQuery<{ keyword: string; enabled: 'true' | 'false' }>;
export const modelPageOptions = (query: ModelQuery) =>
  queryOptions({
    queryKey: workflowKeys.models(query),
    queryFn: ({ signal }) => callEndpoint(wfModelApi.page, { query, signal }),
  });
export const modelDetailOptions = (id: string, version?: number) =>
  queryOptions({
    queryKey: workflowKeys.model(id, version),
    queryFn: ({ signal }) =>
      callEndpoint(wfModelApi.detail, { query: version === undefined ? { id } : { id, version }, signal }),
    staleTime: 0,
  });
export const modelVersionsOptions = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.versions(id),
    queryFn: ({ signal }) => callEndpoint(wfModelApi.versions, { query: { id }, signal }),
    staleTime: 0,
  });
export const actionsOptions = () =>
  queryOptions({
    queryKey: workflowKeys.actions(),
    queryFn: ({ signal }) => callEndpoint(wfModelApi.actions, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const candidatesOptions = (keyword: string) =>
  queryOptions({
    queryKey: workflowKeys.candidates(keyword),
    queryFn: ({ signal }) =>
      callEndpoint(wfModelApi.candidates, { query: keyword ? { keyword } : {}, signal }),
  });
export const delegatesOptions = (keyword: string) =>
  queryOptions({
    queryKey: workflowKeys.delegates(keyword),
    queryFn: ({ signal }) =>
      callEndpoint(wfModelApi.delegates, { query: keyword ? { keyword } : {}, signal }),
  });
export const startableOptions = () =>
  queryOptions({
    queryKey: workflowKeys.startable(),
    queryFn: ({ signal }) => callEndpoint(wfModelApi.startable, { signal }),
    staleTime: 0,
  });

async function after<T>(promise: Promise<T>): Promise<T> {
  const result = await promise;
  await refreshWorkflow();
  return result;
}

export const addModel = (body: { name: string; key: string; description?: string | null; xml?: string }) =>
  after(callEndpoint(wfModelApi.add, { body }));
export const saveModel = (
  model: Pick<WfModelDetail, 'id' | 'name' | 'description'>,
  xml: string,
  bindings: WfBindings,
) =>
  after(
    callEndpoint(wfModelApi.edit, {
      body: { id: model.id, name: model.name, description: model.description, xml, bindings },
    }),
  );
export const deployModel = (id: string) => after(callEndpoint(wfModelApi.deploy, { body: { id } }));
export const setModelEnabled = (id: string, enabled: boolean) =>
  after(callEndpoint(wfModelApi.setEnabled, { body: { id, enabled } }));
export const deleteModel = (id: string) => after(callEndpoint(wfModelApi.delete, { body: { id } }));

// ---------------------------------------------------------------------------------------------
// Instances

export type InstanceQuery = TableQuery<{
  keyword: string;
  modelId: string;
  status: WfInstanceStatus;
  startedFrom: string;
  startedTo: string;
}>;
export const instancePageOptions = (query: InstanceQuery) =>
  queryOptions({
    queryKey: workflowKeys.instances(query),
    queryFn: ({ signal }) => callEndpoint(wfInstanceApi.page, { query, signal }),
  });
export const instanceDetailOptions = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.instance(id),
    queryFn: ({ signal }) => callEndpoint(wfInstanceApi.detail, { query: { id }, signal }),
    staleTime: 0,
  });
export const startProcess = (body: {
  modelId: string;
  title?: string;
  data: Record<string, unknown>;
  draftId?: string;
}) => after(callEndpoint(wfInstanceApi.start, { body }));
export const withdrawInstance = (id: string, reason?: string) =>
  after(callEndpoint(wfInstanceApi.withdraw, { body: { id, ...(reason ? { reason } : {}) } }));
export const suspendInstance = (id: string) => after(callEndpoint(wfInstanceApi.suspend, { body: { id } }));
export const activateInstance = (id: string) => after(callEndpoint(wfInstanceApi.activate, { body: { id } }));
export const endInstance = (id: string, reason: string) =>
  after(callEndpoint(wfInstanceApi.end, { body: { id, reason } }));
export const deleteInstance = (id: string) => after(callEndpoint(wfInstanceApi.delete, { body: { id } }));

// ---------------------------------------------------------------------------------------------
// Tasks

export type TaskQuery = TableQuery<{ keyword: string }>;
export const todoPageOptions = (query: TaskQuery) =>
  queryOptions({
    queryKey: workflowKeys.todo(query),
    queryFn: ({ signal }) => callEndpoint(wfTaskApi.todoPage, { query, signal }),
  });
export const donePageOptions = (query: TaskQuery) =>
  queryOptions({
    queryKey: workflowKeys.done(query),
    queryFn: ({ signal }) => callEndpoint(wfTaskApi.donePage, { query, signal }),
  });
export const taskCountsOptions = () =>
  queryOptions({
    queryKey: workflowKeys.counts(),
    queryFn: ({ signal }) => callEndpoint(wfTaskApi.counts, { signal }),
  });
export const taskDetailOptions = (id: string) =>
  queryOptions({
    queryKey: workflowKeys.task(id),
    queryFn: ({ signal }) => callEndpoint(wfTaskApi.detail, { query: { id }, signal }),
    staleTime: 0,
  });
export const claimTask = (id: string) => after(callEndpoint(wfTaskApi.claim, { body: { id } }));
export const completeTask = (id: string, data: Record<string, unknown>, comment?: string) =>
  after(callEndpoint(wfTaskApi.complete, { body: { id, data, ...(comment ? { comment } : {}) } }));
export const rejectTask = (id: string, reason: string, targetElementId?: string) =>
  after(
    callEndpoint(wfTaskApi.reject, { body: { id, reason, ...(targetElementId ? { targetElementId } : {}) } }),
  );
export const delegateTask = (id: string, userId: string, comment?: string) =>
  after(callEndpoint(wfTaskApi.delegate, { body: { id, userId, ...(comment ? { comment } : {}) } }));
export const commentTask = (id: string, text: string, fileIds: string[] = []) =>
  after(callEndpoint(wfTaskApi.comment, { body: { id, text, fileIds } }));

// ---------------------------------------------------------------------------------------------
// Drafts

export type DraftQuery = TableQuery<Record<string, never>>;
export const draftPageOptions = (query: DraftQuery) =>
  queryOptions({
    queryKey: workflowKeys.drafts(query),
    queryFn: ({ signal }) => callEndpoint(wfDraftApi.page, { query, signal }),
  });
export const saveDraft = (body: {
  id?: string;
  modelId: string;
  title: string;
  data: Record<string, unknown>;
}) => after(callEndpoint(wfDraftApi.save, { body }));
export const deleteDraft = (id: string) => after(callEndpoint(wfDraftApi.delete, { body: { id } }));
