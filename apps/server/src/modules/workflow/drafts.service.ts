import type { WfDraftRow } from '@siteguard/contracts';
import { pageRows } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';

function draftColumns(tenant: TenantScope, userId: string) {
  return tenant
    .selectFrom('wf_draft')
    .innerJoin('wf_model', 'wf_model.id', 'wf_draft.model_id')
    .select([
      'wf_draft.id',
      'wf_draft.model_id',
      'wf_model.name as model_name',
      'wf_draft.title',
      'wf_draft.data',
      'wf_draft.updated_at',
    ])
    .where('wf_draft.user_id', '=', userId);
}
type DraftSelection = Awaited<ReturnType<ReturnType<typeof draftColumns>['executeTakeFirstOrThrow']>>;

const toRow = (row: DraftSelection): WfDraftRow => ({
  id: row.id,
  modelId: row.model_id,
  modelName: row.model_name,
  title: row.title,
  data: row.data,
  updatedAt: row.updated_at.toISOString(),
});

/** A user's drafts are theirs alone: every query is by owner as well as tenant. */
export async function pageDrafts(
  tenant: TenantScope,
  userId: string,
  query: { pageNo: number; pageSize: number },
) {
  const base = draftColumns(tenant, userId);
  const { rows, total } = await pageRows(base, query, (q) =>
    q.orderBy('wf_draft.updated_at', 'desc').orderBy('wf_draft.id', 'desc'),
  );
  return { rows: rows.map(toRow), total };
}

export async function saveDraft(
  tenant: TenantScope,
  userId: string,
  body: { id?: string | undefined; modelId: string; title: string; data: Record<string, unknown> },
): Promise<WfDraftRow> {
  const model = await tenant
    .selectFrom('wf_model')
    .select('id')
    .where('id', '=', body.modelId)
    .executeTakeFirst();
  if (!model) return fail('RECORD_NOT_FOUND');
  let id = body.id;
  if (id) {
    const updated = await tenant
      .updateTable('wf_draft')
      .set({
        model_id: body.modelId,
        title: body.title,
        data: JSON.stringify(body.data),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return fail('RECORD_NOT_FOUND');
  } else {
    const created = await tenant.db
      .insertInto('wf_draft')
      .values({
        tenant_id: tenant.tenantId,
        model_id: body.modelId,
        user_id: userId,
        title: body.title,
        data: JSON.stringify(body.data),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = created.id;
  }
  return toRow(await draftColumns(tenant, userId).where('wf_draft.id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteDraft(tenant: TenantScope, userId: string, id: string): Promise<null> {
  const deleted = await tenant
    .deleteFrom('wf_draft')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) return fail('RECORD_NOT_FOUND');
  return null;
}
