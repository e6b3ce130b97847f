import {
  NOTICE_BELL_SIZE,
  type NoticeEvent,
  type Page,
  type ReceivedNotice,
  type SysNoticeAddBody,
  type SysNoticeRow,
  toPage,
} from '@siteguard/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import { containing } from '../../platform/db/paging.js';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { fail } from '../../platform/errors.js';
import type { Principal } from '../../platform/http/auth-guard.js';
import { sanitizeRichText } from '../../platform/richText.js';

const DRAFT = 0;
const PUBLISHED = 1;
const WITHDRAWN = 2;

/** Sends the `notice` event; the caller decides what a failed send means (it never undoes a publish). */
export type NoticeNotify = (tenantId: string, event: NoticeEvent) => Promise<void>;

const recipientCounts = (eb: ExpressionBuilder<DB, 'sys_notice'>) => [
  eb
    .selectFrom('sys_notice_user')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('sys_notice_user.notice_id', '=', 'sys_notice.id')
    .as('recipient_count'),
  eb
    .selectFrom('sys_notice_user')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('sys_notice_user.notice_id', '=', 'sys_notice.id')
    .where('sys_notice_user.read_at', 'is not', null)
    .as('read_count'),
];

function selectNotices(tenant: TenantScope) {
  return tenant
    .selectFrom('sys_notice')
    .select([
      'sys_notice.id',
      'title',
      'content',
      'type',
      'status',
      'recipients_all',
      'recipient_ids',
      'created_by',
      'created_at',
      'published_at',
      'withdrawn_at',
    ])
    .select(recipientCounts);
}
type NoticeRecord = Awaited<ReturnType<ReturnType<typeof selectNotices>['executeTakeFirstOrThrow']>>;

function toRow(row: NoticeRecord): SysNoticeRow {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    status: row.status,
    recipientsAll: row.recipients_all,
    recipientIds: row.recipient_ids,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    recipientCount: Number(row.recipient_count ?? 0),
    readCount: Number(row.read_count ?? 0),
  };
}

async function findNotice(tenant: TenantScope, id: string): Promise<SysNoticeRow> {
  const row = await selectNotices(tenant).where('sys_notice.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : fail('RECORD_NOT_FOUND');
}

export async function pageNotices(
  tenant: TenantScope,
  query: {
    pageNo: number;
    pageSize: number;
    keyword?: string | undefined;
    type?: number | undefined;
    status?: number | undefined;
  },
): Promise<Page<SysNoticeRow>> {
  let filtered = tenant.selectFrom('sys_notice');
  if (query.type !== undefined) filtered = filtered.where('type', '=', query.type);
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (query.keyword) filtered = filtered.where('title', 'ilike', containing(query.keyword));
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    selectNotices(tenant)
      .where('sys_notice.id', 'in', filtered.select('sys_notice.id'))
      .orderBy('sys_notice.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return toPage(rows.map(toRow), Number(count), query);
}

/** Listed recipients must be users of the tenant (ids from elsewhere count as missing). */
async function checkRecipients(tenant: TenantScope, body: SysNoticeAddBody): Promise<string[]> {
  if (body.recipientsAll) return [];
  const ids = [...new Set(body.recipientIds)];
  const found = await tenant.selectFrom('sys_user').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length)
    return fail('NOTICE_RECIPIENTS_INVALID', { count: ids.length - found.length });
  return ids;
}

export async function addNotice(
  tenant: TenantScope,
  principal: Principal,
  body: SysNoticeAddBody,
): Promise<SysNoticeRow> {
  const recipientIds = await checkRecipients(tenant, body);
  const { id } = await tenant.db
    .insertInto('sys_notice')
    .values({
      tenant_id: tenant.tenantId,
      title: body.title,
      content: sanitizeRichText(body.content),
      type: body.type,
      recipients_all: body.recipientsAll,
      recipient_ids: JSON.stringify(recipientIds),
      created_by: principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findNotice(tenant, id);
}

export async function editNotice(
  tenant: TenantScope,
  body: SysNoticeAddBody & { id: string },
): Promise<SysNoticeRow> {
  const existing = await findNotice(tenant, body.id);
  if (existing.status !== DRAFT) return fail('NOTICE_NOT_DRAFT');
  const recipientIds = await checkRecipients(tenant, body);
  await tenant
    .updateTable('sys_notice')
    .set({
      title: body.title,
      content: sanitizeRichText(body.content),
      type: body.type,
      recipients_all: body.recipientsAll,
      recipient_ids: JSON.stringify(recipientIds),
      updated_at: new Date(),
    })
    .where('id', '=', body.id)
    .where('status', '=', DRAFT)
    .execute();
  return findNotice(tenant, body.id);
}

export async function deleteNotice(tenant: TenantScope, id: string): Promise<null> {
  const existing = await findNotice(tenant, id);
  if (existing.status === PUBLISHED) return fail('NOTICE_PUBLISHED');
  await tenant.deleteFrom('sys_notice').where('id', '=', id).where('status', '!=', PUBLISHED).execute();
  return null;
}

/**
 * Publishing fixes the recipients (everyone enabled in the tenant now, or the listed users who still
 * exist) and then rings their bells. The status change is the claim, so two clicks publish once.
 */
export async function publishNotice(
  tenant: TenantScope,
  id: string,
  notify: NoticeNotify,
): Promise<SysNoticeRow> {
  const existing = await findNotice(tenant, id);
  if (existing.status !== DRAFT) return fail('NOTICE_NOT_DRAFT');
  const publishedAt = new Date();
  const claimed = await tenant.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('sys_notice')
      .set({ status: PUBLISHED, published_at: publishedAt, updated_at: publishedAt })
      .where('tenant_id', '=', tenant.tenantId)
      .where('id', '=', id)
      .where('status', '=', DRAFT)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    let users = trx.selectFrom('sys_user').where('tenant_id', '=', tenant.tenantId);
    users = existing.recipientsAll
      ? users.where('status', '=', 0)
      : users.where('id', 'in', existing.recipientIds.length > 0 ? existing.recipientIds : ['0']);
    await trx
      .insertInto('sys_notice_user')
      .columns(['tenant_id', 'notice_id', 'user_id'])
      .expression(
        users.select([
          sql<string>`${tenant.tenantId}::bigint`.as('tenant_id'),
          sql<string>`${id}::bigint`.as('notice_id'),
          'id as user_id',
        ]),
      )
      .execute();
    return true;
  });
  if (!claimed) return fail('NOTICE_NOT_DRAFT');
  await notify(tenant.tenantId, {
    action: 'published',
    id,
    title: existing.title,
    type: existing.type,
    at: publishedAt.toISOString(),
    userIds: existing.recipientsAll ? null : existing.recipientIds,
  });
  return findNotice(tenant, id);
}

export async function withdrawNotice(
  tenant: TenantScope,
  id: string,
  notify: NoticeNotify,
): Promise<SysNoticeRow> {
  const existing = await findNotice(tenant, id);
  if (existing.status !== PUBLISHED) return fail('NOTICE_NOT_PUBLISHED');
  const at = new Date();
  await tenant
    .updateTable('sys_notice')
    .set({ status: WITHDRAWN, withdrawn_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', PUBLISHED)
    .execute();
  await notify(tenant.tenantId, {
    action: 'withdrawn',
    id,
    title: existing.title,
    type: existing.type,
    at: at.toISOString(),
    userIds: existing.recipientsAll ? null : existing.recipientIds,
  });
  return findNotice(tenant, id);
}

export async function noticeRecipients(tenant: TenantScope, id: string) {
  await findNotice(tenant, id);
  const rows = await tenant
    .selectFrom('sys_notice_user')
    .innerJoin('sys_user', 'sys_user.id', 'sys_notice_user.user_id')
    .select(['sys_notice_user.user_id', 'sys_user.account', 'sys_user.name', 'sys_notice_user.read_at'])
    .where('sys_notice_user.notice_id', '=', id)
    .orderBy('sys_user.account')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    account: row.account,
    name: row.name,
    readAt: row.read_at?.toISOString() ?? null,
  }));
}

/** The caller's notices that are published now (a withdrawn one leaves every bell). */
function received(tenant: TenantScope, userId: string, unreadOnly: boolean) {
  let query = tenant
    .selectFrom('sys_notice_user')
    .innerJoin('sys_notice', 'sys_notice.id', 'sys_notice_user.notice_id')
    .where('sys_notice_user.user_id', '=', userId)
    .where('sys_notice.status', '=', PUBLISHED);
  if (unreadOnly) query = query.where('sys_notice_user.read_at', 'is', null);
  return query;
}

async function receivedRows(
  tenant: TenantScope,
  userId: string,
  unreadOnly: boolean,
  page: { pageNo: number; pageSize: number },
): Promise<ReceivedNotice[]> {
  const rows = await received(tenant, userId, unreadOnly)
    .select([
      'sys_notice.id',
      'sys_notice.title',
      'sys_notice.content',
      'sys_notice.type',
      'sys_notice.published_at',
      'sys_notice_user.read_at',
    ])
    .orderBy('sys_notice.published_at', 'desc')
    .orderBy('sys_notice.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    publishedAt: (row.published_at ?? new Date(0)).toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  }));
}

async function countReceived(tenant: TenantScope, userId: string, unreadOnly: boolean): Promise<number> {
  const { count } = await received(tenant, userId, unreadOnly)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function unreadNotices(tenant: TenantScope, principal: Principal) {
  const [count, rows] = await Promise.all([
    countReceived(tenant, principal.userId, true),
    receivedRows(tenant, principal.userId, true, { pageNo: 1, pageSize: NOTICE_BELL_SIZE }),
  ]);
  return { count, rows };
}

export async function receivedNotices(
  tenant: TenantScope,
  principal: Principal,
  query: { pageNo: number; pageSize: number; unreadOnly?: 'true' | 'false' | undefined },
): Promise<Page<ReceivedNotice>> {
  const unreadOnly = query.unreadOnly === 'true';
  const [count, rows] = await Promise.all([
    countReceived(tenant, principal.userId, unreadOnly),
    receivedRows(tenant, principal.userId, unreadOnly, query),
  ]);
  return toPage(rows, count, query);
}

export async function markRead(
  tenant: TenantScope,
  principal: Principal,
  body: { ids: string[]; all: boolean },
): Promise<{ updated: number }> {
  let query = tenant
    .updateTable('sys_notice_user')
    .set({ read_at: new Date() })
    .where('user_id', '=', principal.userId)
    .where('read_at', 'is', null);
  if (!body.all) query = query.where('notice_id', 'in', body.ids);
  const result = await query.executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
}
