import type {
  Lang,
  WfBindings,
  WfModelAddBody,
  WfModelDetail,
  WfModelEditBody,
  WfModelRow,
  WfModelStartable,
  WfModelVersion,
} from '@siteguard/contracts';
import { type Kysely, sql } from 'kysely';
import { containing, pageRows } from '../../platform/db/paging.js';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { isUniqueViolation } from '../../platform/db/unique.js';
import { fail } from '../../platform/errors.js';
import { formDefinitions, formVersionExists } from '../forms/index.js';
import { type DiagramSummary, readDiagram } from './engine/diagram.js';
import { checkExpression } from './engine/expressions.js';
import { type CompiledVersion, compile } from './engine/session.js';

/** A diagram with one start event, so the modeler opens on something to draw from. */
export function emptyDiagram(key: string, name: string): string {
  const escaped = name.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Definitions_${key}" targetNamespace="https://siteguard.hk/bpmn">
  <bpmn:process id="${key}" name="${escaped}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

function modelColumns(tenant: TenantScope) {
  return tenant
    .selectFrom('wf_model')
    .select([
      'wf_model.id',
      'wf_model.key',
      'wf_model.name',
      'wf_model.description',
      'wf_model.enabled',
      'wf_model.current_version',
      'wf_model.changed',
      'wf_model.updated_at',
      (eb) =>
        eb
          .selectFrom('wf_instance')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('wf_instance.model_id', '=', 'wf_model.id')
          .where('wf_instance.status', 'in', ['running', 'suspended'])
          .as('running'),
    ]);
}
type ModelSelection = Awaited<ReturnType<ReturnType<typeof modelColumns>['executeTakeFirstOrThrow']>>;

function toRow(row: ModelSelection): WfModelRow {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    currentVersion: row.current_version,
    changed: row.changed,
    running: Number(row.running ?? 0),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function pageModels(
  tenant: TenantScope,
  query: {
    pageNo: number;
    pageSize: number;
    keyword?: string | undefined;
    enabled?: 'true' | 'false' | undefined;
  },
): Promise<{ rows: WfModelRow[]; total: number }> {
  let base = modelColumns(tenant);
  if (query.keyword) {
    const pattern = containing(query.keyword);
    base = base.where((eb) =>
      eb.or([eb('wf_model.name', 'ilike', pattern), eb('wf_model.key', 'ilike', pattern)]),
    );
  }
  if (query.enabled) base = base.where('wf_model.enabled', '=', query.enabled === 'true');
  const { rows, total } = await pageRows(base, query, (q) =>
    q.orderBy('wf_model.updated_at', 'desc').orderBy('wf_model.id', 'desc'),
  );
  return { rows: rows.map(toRow), total };
}

async function modelRow(tenant: TenantScope, id: string): Promise<WfModelRow> {
  const row = await modelColumns(tenant).where('wf_model.id', '=', id).executeTakeFirst();
  if (!row) return fail('RECORD_NOT_FOUND');
  return toRow(row);
}

export async function modelDetail(tenant: TenantScope, id: string, version?: number): Promise<WfModelDetail> {
  const row = await modelRow(tenant, id);
  if (version === undefined) {
    const copy = await tenant
      .selectFrom('wf_model')
      .select(['xml', 'bindings'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...row, xml: copy.xml, bindings: copy.bindings };
  }
  const frozen = await tenant
    .selectFrom('wf_model_version')
    .select(['xml', 'bindings'])
    .where('model_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!frozen) return fail('RECORD_NOT_FOUND');
  return { ...row, xml: frozen.xml, bindings: frozen.bindings };
}

/**
 * An import must at least read as BPMN with a process; what cannot run is reported at deployment.
 * `userId` is null for the models a tenant is seeded with (so in deployModel).
 */
export async function addModel(
  tenant: TenantScope,
  userId: string | null,
  body: WfModelAddBody,
): Promise<WfModelDetail> {
  const xml = body.xml ?? emptyDiagram(body.key, body.name);
  await readDiagram(xml);
  try {
    const row = await tenant.db
      .insertInto('wf_model')
      .values({
        tenant_id: tenant.tenantId,
        key: body.key,
        name: body.name,
        description: body.description ?? null,
        xml,
        bindings: '{}',
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return modelDetail(tenant, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CODE_EXISTS', { code: body.key });
    throw error;
  }
}

export async function editModel(tenant: TenantScope, body: WfModelEditBody): Promise<WfModelDetail> {
  await readDiagram(body.xml);
  const updated = await tenant
    .updateTable('wf_model')
    .set({
      name: body.name,
      description: body.description ?? null,
      xml: body.xml,
      bindings: JSON.stringify(body.bindings),
      changed: true,
      updated_at: new Date(),
    })
    .where('id', '=', body.id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return fail('RECORD_NOT_FOUND');
  return modelDetail(tenant, body.id);
}

export async function setModelEnabled(
  tenant: TenantScope,
  id: string,
  enabled: boolean,
): Promise<WfModelRow> {
  const updated = await tenant
    .updateTable('wf_model')
    .set({ enabled, updated_at: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return fail('RECORD_NOT_FOUND');
  return modelRow(tenant, id);
}

/**
 * Everything that could stop an instance at run time is checked here instead: every element
 * runnable, every expression parses, every bound form version and action exists, every user task
 * has someone to do it. The checked copy becomes the next immutable version.
 */
export async function deployModel(
  tenant: TenantScope,
  userId: string | null,
  id: string,
  lang: Lang,
): Promise<WfModelRow> {
  const model = await tenant
    .selectFrom('wf_model')
    .select(['xml', 'bindings', 'current_version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!model) return fail('RECORD_NOT_FOUND');
  const read = await readDiagram(model.xml, model.bindings);
  if (read.expressions.length > 0)
    return fail('WF_EXPRESSION_INVALID', { detail: read.expressions.join('; ') });
  if (read.problems.length > 0) return fail('WF_ELEMENT_UNSUPPORTED', { detail: read.problems.join('; ') });
  await checkBindings(tenant, read.summary, model.bindings, lang);
  await inTransaction(tenant.db, async (trx) => {
    const next = model.current_version + 1;
    const claimed = await trx
      .updateTable('wf_model')
      .set({ current_version: next, changed: false, updated_at: new Date() })
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', id)
      .where('current_version', '=', model.current_version)
      .returning('id')
      .executeTakeFirst();
    // Two deployments of one copy at once: the second finds the version taken and says so.
    if (!claimed) return fail('VERSION_CONFLICT', { current: next });
    await trx
      .insertInto('wf_model_version')
      .values({
        tenant_id: tenant.tenantId,
        model_id: id,
        version: next,
        xml: model.xml,
        bindings: JSON.stringify(model.bindings),
        summary: JSON.stringify(read.summary),
        deployed_by: userId,
      })
      .execute();
  });
  return modelRow(tenant, id);
}

async function checkBindings(
  tenant: TenantScope,
  summary: DiagramSummary,
  bindings: WfBindings,
  lang: Lang,
): Promise<void> {
  const name = (elementId: string) => `「${summary.elements[elementId]?.name ?? elementId}」`;
  const problems: string[] = [];
  for (const [elementId, binding] of Object.entries(bindings)) {
    if (!summary.elements[elementId]) continue; // a binding left from a deleted element does no harm
    if (binding.form && !(await formVersionExists(tenant, binding.form.id, binding.form.version))) {
      problems.push(`${name(elementId)} ${FORM_MISSING[lang]} ${binding.form.id} v${binding.form.version}`);
    }
    const users = binding.candidates?.users ?? [];
    if (users.length > 0) {
      const found = await tenant.selectFrom('sys_user').select('id').where('id', 'in', users).execute();
      if (found.length !== new Set(users).size) problems.push(`${name(elementId)} ${USER_MISSING[lang]}`);
    }
    const roles = binding.candidates?.roles ?? [];
    if (roles.length > 0) {
      const found = await tenant.selectFrom('sys_role').select('id').where('id', 'in', roles).execute();
      if (found.length !== new Set(roles).size) problems.push(`${name(elementId)} ${ROLE_MISSING[lang]}`);
    }
    if (binding.candidates?.expression) {
      try {
        checkExpression(binding.candidates.expression);
      } catch (error) {
        fail('WF_EXPRESSION_INVALID', {
          detail: `${name(elementId)} "${binding.candidates.expression}": ${error instanceof Error ? error.message : error}`,
        });
      }
    }
  }
  for (const task of summary.userTasks) {
    const candidates = bindings[task]?.candidates;
    const someone =
      (candidates &&
        (candidates.users.length > 0 ||
          candidates.roles.length > 0 ||
          candidates.starter ||
          candidates.starterOrgHead ||
          Boolean(candidates.expression))) ||
      summary.imported[task]?.assignee ||
      summary.imported[task]?.users?.length ||
      summary.imported[task]?.groups?.length;
    if (!someone) problems.push(`${name(task)} ${NOBODY[lang]}`);
  }
  if (problems.length > 0) fail('WF_BINDING_INVALID', { detail: problems.join('; ') });
}

const FORM_MISSING = {
  'zh-HK': '綁定的表單版本不存在：',
  'zh-CN': '绑定的表单版本不存在：',
  en: 'binds a form version that does not exist:',
};
const USER_MISSING = {
  'zh-HK': '的候選用戶不存在',
  'zh-CN': '的候选用户不存在',
  en: 'names a candidate user that does not exist',
};
const ROLE_MISSING = {
  'zh-HK': '的候選角色不存在',
  'zh-CN': '的候选角色不存在',
  en: 'names a candidate role that does not exist',
};
const NOBODY = { 'zh-HK': '沒有設定處理人', 'zh-CN': '没有设置处理人', en: 'has no candidates' };

export async function deleteModel(tenant: TenantScope, id: string): Promise<null> {
  const row = await modelRow(tenant, id);
  if (row.running > 0) return fail('WF_MODEL_HAS_RUNNING', { count: row.running });
  await tenant.deleteFrom('wf_model').where('id', '=', id).execute();
  return null;
}

export async function modelVersions(tenant: TenantScope, id: string): Promise<WfModelVersion[]> {
  await modelRow(tenant, id);
  const rows = await tenant
    .selectFrom('wf_model_version')
    .leftJoin('sys_user', 'sys_user.id', 'wf_model_version.deployed_by')
    .select([
      'wf_model_version.version',
      'wf_model_version.deployed_at',
      'sys_user.name as deployed_by_name',
      (eb) =>
        eb
          .selectFrom('wf_instance')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('wf_instance.version_id', '=', 'wf_model_version.id')
          .as('instances'),
      (eb) =>
        eb
          .selectFrom('wf_instance')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('wf_instance.version_id', '=', 'wf_model_version.id')
          .where('wf_instance.status', 'in', ['running', 'suspended'])
          .as('running'),
    ])
    .where('wf_model_version.model_id', '=', id)
    .orderBy('wf_model_version.version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    deployedAt: row.deployed_at.toISOString(),
    deployedByName: row.deployed_by_name,
    instances: Number(row.instances ?? 0),
    running: Number(row.running ?? 0),
  }));
}

/** Models joined to their deployed (current) version; a model never deployed has none. */
function withDeployedVersion(tenant: TenantScope) {
  return tenant
    .selectFrom('wf_model')
    .innerJoin('wf_model_version', (join) =>
      join
        .onRef('wf_model_version.model_id', '=', 'wf_model.id')
        .onRef('wf_model_version.version', '=', 'wf_model.current_version'),
    );
}

export async function startableModels(tenant: TenantScope): Promise<WfModelStartable[]> {
  const rows = await withDeployedVersion(tenant)
    .select([
      'wf_model.id',
      'wf_model.name',
      'wf_model.description',
      'wf_model.current_version',
      'wf_model_version.bindings',
      'wf_model_version.summary',
    ])
    .where('wf_model.enabled', '=', true)
    .orderBy('wf_model.name')
    .execute();
  const startForm = (row: (typeof rows)[number]) =>
    row.bindings[(row.summary as unknown as DiagramSummary).startEventId]?.form ?? null;
  const definitions = await formDefinitions(
    tenant,
    rows.flatMap((row) => startForm(row) ?? []),
  );
  return rows.map((row) => {
    const form = startForm(row);
    const definition = form && definitions.get(`${form.id}@${form.version}`);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      version: row.current_version,
      form: form && definition ? { id: form.id, version: form.version, definition } : null,
    };
  });
}

/** A model's deployed version, as the engine runs it; compiled once per process and kept. */
export interface VersionRecord extends CompiledVersion {
  id: string;
  modelId: string;
  version: number;
  xml: string;
}
const compiled = new Map<string, Promise<VersionRecord>>();
const MAX_COMPILED = 500;

/** A model with its deployed version (bindings and summary), by id or process key; none if never deployed. */
export function deployedModel(tenant: TenantScope, by: { id: string } | { key: string }) {
  const query = withDeployedVersion(tenant).select([
    'wf_model.id',
    'wf_model.name',
    'wf_model.enabled',
    'wf_model_version.id as version_id',
    'wf_model_version.bindings',
    'wf_model_version.summary',
  ]);
  return (
    'id' in by ? query.where('wf_model.id', '=', by.id) : query.where('wf_model.key', '=', by.key)
  ).executeTakeFirst();
}

export function loadVersion(db: Kysely<DB>, versionId: string): Promise<VersionRecord> {
  let entry = compiled.get(versionId);
  if (!entry) {
    entry = (async () => {
      const row = await db
        .selectFrom('wf_model_version')
        .select(['id', 'model_id', 'version', 'xml', 'bindings'])
        .where('id', '=', versionId)
        .executeTakeFirstOrThrow();
      const read = await readDiagram(row.xml, row.bindings);
      return {
        id: row.id,
        modelId: row.model_id,
        version: row.version,
        xml: row.xml,
        ...compile(read, row.bindings),
      };
    })();
    entry.catch(() => compiled.delete(versionId));
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
    compiled.set(versionId, entry);
  }
  return entry;
}

/** Enabled users matching a name or account, for candidate pickers and delegation. */
export async function findPeople(tenant: TenantScope, keyword: string | undefined, limit: number) {
  let query = tenant.selectFrom('sys_user').select(['id', 'name', 'account']).where('status', '=', 0);
  if (keyword) {
    const pattern = containing(keyword);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('account', 'ilike', pattern)]));
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

export async function candidateOptions(tenant: TenantScope, keyword: string | undefined) {
  const roles = await tenant
    .selectFrom('sys_role')
    .select(['id', 'name', 'code'])
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { users: await findPeople(tenant, keyword, 50), roles };
}
