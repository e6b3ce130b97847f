import type { FormDetail, FormFieldError, FormRow, Lang } from '@siteguard/contracts';
import {
  type FormDefinition,
  formatFieldError,
  formatParseError,
  formMessages,
  parse,
  validate,
} from '@siteguard/form-engine';
import { sql } from 'kysely';
import { containing, pageRows } from '../../platform/db/paging.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError, fail } from '../../platform/errors.js';

/** Reads a definition with the form engine: defaults filled, migrated, or a 400 naming the path. */
export function readDefinition(raw: unknown): FormDefinition {
  const parsed = parse(raw);
  if (!parsed.ok) return fail('FORM_DEFINITION_INVALID', { detail: formatParseError(parsed.error) });
  return parsed.definition;
}

function formColumns(tenant: TenantScope) {
  return tenant.selectFrom('form').select([
    'form.id',
    'form.name',
    'form.description',
    'form.current_version',
    'form.created_at',
    'form.updated_at',
    (eb) =>
      eb
        .selectFrom('form_submission')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('form_submission.form_id', '=', 'form.id')
        .as('submissions'),
    // A permit raised and submitted on the form is one of its submissions too (issue #32: the list
    // said 0 after permits were submitted with it); a draft is not submitted yet.
    (eb) =>
      eb
        .selectFrom('permit')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('permit.form_id', '=', 'form.id')
        .where('permit.status', '<>', 'draft')
        .as('permits'),
  ]);
}

type FormSelection = Awaited<ReturnType<ReturnType<typeof formColumns>['executeTakeFirstOrThrow']>>;

function toRow(row: FormSelection): FormRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    currentVersion: row.current_version,
    submissions: Number(row.submissions ?? 0) + Number(row.permits ?? 0),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function pageForms(
  tenant: TenantScope,
  query: { pageNo: number; pageSize: number; keyword?: string | undefined },
): Promise<{ rows: FormRow[]; total: number }> {
  let base = formColumns(tenant);
  if (query.keyword) base = base.where('form.name', 'ilike', containing(query.keyword));
  const { rows, total } = await pageRows(base, query, (q) =>
    q.orderBy('form.updated_at', 'desc').orderBy('form.id', 'desc'),
  );
  return { rows: rows.map(toRow), total };
}

export async function formDetail(tenant: TenantScope, id: string, version?: number): Promise<FormDetail> {
  const form = await formColumns(tenant).where('form.id', '=', id).executeTakeFirst();
  if (!form) return fail('RECORD_NOT_FOUND');
  const wanted = version ?? form.current_version;
  const stored = await tenant
    .selectFrom('form_version')
    .select(['definition'])
    .where('form_id', '=', id)
    .where('version', '=', wanted)
    .executeTakeFirst();
  if (!stored) return fail('RECORD_NOT_FOUND');
  return { ...toRow(form), version: wanted, definition: stored.definition };
}

/** `userId` is null for the forms a tenant is seeded with. */
export async function addForm(
  tenant: TenantScope,
  userId: string | null,
  body: { name: string; description?: string | undefined; definition: unknown },
): Promise<FormDetail> {
  // Stored normalised (defaults filled, current schema version), so every reader sees one shape.
  const definition = JSON.stringify(readDefinition(body.definition));
  const id = await inTransaction(tenant.db, async (trx) => {
    const form = await trx
      .insertInto('form')
      .values({
        tenant_id: tenant.tenantId,
        name: body.name,
        description: body.description ?? null,
        current_version: 1,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('form_version')
      .values({ tenant_id: tenant.tenantId, form_id: form.id, version: 1, definition, created_by: userId })
      .execute();
    return form.id;
  });
  return formDetail(tenant, id);
}

/**
 * Saves a new version. The compare-and-set on current_version makes two editors who started from
 * the same version unable to both win: the second is told which version now exists.
 */
export async function editForm(
  tenant: TenantScope,
  userId: string,
  body: {
    id: string;
    name: string;
    description?: string | undefined;
    definition: unknown;
    baseVersion: number;
  },
): Promise<FormDetail> {
  const definition = JSON.stringify(readDefinition(body.definition));
  await inTransaction(tenant.db, async (trx) => {
    const next = body.baseVersion + 1;
    const updated = await trx
      .updateTable('form')
      .set({
        name: body.name,
        description: body.description ?? null,
        current_version: next,
        updated_at: new Date(),
      })
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', body.id)
      .where('current_version', '=', body.baseVersion)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const current = await trx
        .selectFrom('form')
        .select('current_version')
        .where('tenant_id', '=', tenant.tenantId)
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!current) return fail('RECORD_NOT_FOUND');
      return fail(
        'VERSION_CONFLICT',
        { current: current.current_version },
        { currentVersion: current.current_version },
      );
    }
    await trx
      .insertInto('form_version')
      .values({ tenant_id: tenant.tenantId, form_id: body.id, version: next, definition, created_by: userId })
      .execute();
  });
  return formDetail(tenant, body.id);
}

export async function deleteForm(tenant: TenantScope, id: string): Promise<null> {
  const form = await formColumns(tenant).where('form.id', '=', id).executeTakeFirst();
  if (!form) return fail('RECORD_NOT_FOUND');
  const { submissions } = toRow(form);
  if (submissions > 0) {
    return fail('FORM_HAS_SUBMISSIONS', { count: submissions });
  }
  await tenant.deleteFrom('form').where('id', '=', id).execute();
  return null;
}

export async function formVersions(tenant: TenantScope, id: string) {
  const rows = await tenant
    .selectFrom('form_version')
    .leftJoin('sys_user', (join) =>
      join
        .onRef('sys_user.id', '=', 'form_version.created_by')
        .onRef('sys_user.tenant_id', '=', 'form_version.tenant_id'),
    )
    .select([
      'form_version.version',
      'form_version.created_at',
      'form_version.created_by',
      'sys_user.name as created_by_name',
    ])
    .where('form_version.form_id', '=', id)
    .orderBy('form_version.version', 'desc')
    .execute();
  if (rows.length === 0) return fail('RECORD_NOT_FOUND');
  return rows.map((row) => ({
    version: row.version,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    createdByName: row.created_by_name,
  }));
}

/**
 * Checks data against a form at a version with the same `validate` the browser runs; errors come
 * back translated, keyed by model path (1012004). Answers the version checked.
 */
export async function validateFormData(
  tenant: TenantScope,
  form: { id: string; version?: number | undefined },
  data: Record<string, unknown>,
  lang: Lang,
): Promise<number> {
  const detail = await formDetail(tenant, form.id, form.version);
  const result = validate(readDefinition(detail.definition), data);
  if (!result.valid) {
    const fieldErrors: FormFieldError[] = Object.entries(result.errors).flatMap(([path, list]) =>
      list.map((error) => ({ path, rule: error.rule, message: formatFieldError(error, formMessages[lang]) })),
    );
    throw new AppError('FORM_DATA_INVALID', { count: fieldErrors.length }, { fieldErrors });
  }
  return detail.version;
}

export async function submitForm(
  tenant: TenantScope,
  userId: string,
  body: { id: string; version?: number | undefined; data: Record<string, unknown> },
  lang: Lang,
): Promise<{ submissionId: string; version: number }> {
  const version = await validateFormData(tenant, body, body.data, lang);
  const row = await tenant.db
    .insertInto('form_submission')
    .values({
      tenant_id: tenant.tenantId,
      form_id: body.id,
      form_version: version,
      data: JSON.stringify(body.data),
      submitted_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { submissionId: row.id, version };
}

/** Whether a form of the tenant has this version (a workflow binding pins one). */
export async function formVersionExists(tenant: TenantScope, id: string, version: number): Promise<boolean> {
  const row = await tenant
    .selectFrom('form_version')
    .select('version')
    .where('form_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Definitions of several form versions in one query, keyed `id@version`: what a workflow step shows
 * to the people involved (who need no form administration rights for it). Missing ones are absent.
 */
export async function formDefinitions(
  tenant: TenantScope,
  refs: ReadonlyArray<{ id: string; version: number }>,
): Promise<Map<string, Record<string, unknown>>> {
  const wanted = [...new Map(refs.map((ref) => [`${ref.id}@${ref.version}`, ref])).values()];
  if (wanted.length === 0) return new Map();
  const rows = await tenant
    .selectFrom('form_version')
    .select(['form_id', 'version', 'definition'])
    .where((eb) =>
      eb.or(wanted.map((ref) => eb.and([eb('form_id', '=', ref.id), eb('version', '=', ref.version)]))),
    )
    .execute();
  return new Map(rows.map((row) => [`${row.form_id}@${row.version}`, row.definition]));
}
