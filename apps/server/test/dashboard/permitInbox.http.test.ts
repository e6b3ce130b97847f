import {
  type Page,
  PERMIT_INBOX_LIMIT,
  type PermitInbox,
  type PermitInboxReason,
  type PermitRow,
  permissions,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp } from '../helpers.js';
import { apiAs, makeRole, makeUser } from '../org-users-helpers.js';
import { confinedSpaceApplication, gasCheck, siteTimeAt } from '../permits/fixtures.js';
import { type Caller, callerOf, ok, otherTenant } from '../sysadmin-helpers.js';

// A window that opened a moment ago (inside the submission grace), so approval makes it active.
const application = () =>
  confinedSpaceApplication({
    validFrom: siteTimeAt(-3),
    validTo: siteTimeAt(6 * 60),
    precautions: 'Forced ventilation',
  });
const check = () => gasCheck();

const TYPE = 'confinedSpace';
const NONE: Record<PermitInboxReason, number> = {
  check: 0,
  approve: 0,
  resume: 0,
  close: 0,
  revise: 0,
  handBack: 0,
};

describe('the permits waiting for each person (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let applicant: Caller;
  let checker: Caller;
  let approver: Caller;
  /** Holds the checker's and the approver's roles both: a candidate of both steps. */
  let both: Caller;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    applicant = callerOf(app, await tokenFor(app, 'applicant'));
    checker = callerOf(app, await tokenFor(app, 'checker'));
    approver = callerOf(app, await tokenFor(app, 'approver'));
    const roles = ok<Page<{ id: string; code: string }>>(
      await admin.get('/sysRole/page', { pageSize: 100 }),
    ).rows;
    const roleIds = roles
      .filter((role) => role.code === 'permitChecker' || role.code === 'permitApprover')
      .map((role) => role.id);
    expect(roleIds).toHaveLength(2);
    both = callerOf(
      app,
      (await makeUser(app, apiAs(app, admin.token), { orgCode: 'tsuen-wan', roleIds })).token,
    );
  });
  afterAll(() => close());

  const inbox = async (caller: Caller) => ok<PermitInbox>(await caller.get('/dashboard/permitInbox'));
  const ids = (box: PermitInbox, reason: PermitInboxReason) =>
    box.rows.filter((row) => row.reason === reason).map((row) => row.id);
  const raise = async () => ok<PermitRow>(await applicant.post(`/${TYPE}/add`, { data: application() }));
  const submit = async (id: string) =>
    ok<PermitRow>(await applicant.post(`/${TYPE}/applicantAction`, { id, action: 'submit', signature: 'C' }));
  const checkAs = async (caller: Caller, id: string) =>
    ok(await caller.post(`/${TYPE}/reviewAction`, { id, action: 'check', data: check(), signature: 'L' }));
  const review = async (caller: Caller, id: string, action: string, extra: object = {}) =>
    ok<PermitRow>(
      await caller.post(`/${TYPE}/reviewAction`, { id, action, signature: 'W', comment: 'ok', ...extra }),
    );

  it('follows one permit from person to person: check, approve, hand back, resume, close', async () => {
    // Nothing waits for anyone in a tenant without permits.
    for (const caller of [admin, applicant, checker, approver, both]) {
      expect(await inbox(caller)).toEqual({ counts: NONE, total: 0, rows: [] });
    }

    const permit = await raise();
    // A draft never submitted waits for nobody.
    expect((await inbox(applicant)).total).toBe(0);
    const submitted = await submit(permit.id);

    const forChecker = await inbox(checker);
    expect(forChecker.counts).toEqual({ ...NONE, check: 1 });
    expect(forChecker.total).toBe(1);
    expect(forChecker.rows).toEqual([
      {
        id: permit.id,
        type: TYPE,
        number: submitted.number,
        status: 'submitted',
        location: 'Tsuen Wan site, Block 2, manhole MH-7',
        reason: 'check',
        since: expect.any(String),
      },
    ]);
    const since = Date.parse(forChecker.rows[0]?.since ?? '');
    expect(Math.abs(Date.now() - since)).toBeLessThan(60_000);
    // The other candidate of the check sees it too; not the approver, the applicant or the admin.
    expect(ids(await inbox(both), 'check')).toEqual([permit.id]);
    for (const caller of [approver, applicant, admin]) expect((await inbox(caller)).total).toBe(0);

    await checkAs(checker, permit.id);
    expect((await inbox(checker)).total).toBe(0);
    // Both authorised persons are candidates of the approval; the first to approve takes it.
    for (const caller of [approver, both]) {
      expect(await inbox(caller)).toMatchObject({
        counts: { ...NONE, approve: 1 },
        rows: [{ id: permit.id, status: 'checked', reason: 'approve' }],
      });
    }

    const approved = await review(approver, permit.id, 'approve');
    expect(approved.status).toBe('active');
    for (const caller of [approver, both]) expect((await inbox(caller)).total).toBe(0);
    expect(await inbox(applicant)).toMatchObject({
      counts: { ...NONE, handBack: 1 },
      rows: [{ id: permit.id, status: 'active', reason: 'handBack' }],
    });

    await review(approver, permit.id, 'suspend');
    expect((await inbox(applicant)).total).toBe(0);
    // Anyone who may approve the type may resume it (after a fresh check).
    for (const caller of [approver, checker, both, admin]) {
      expect(await inbox(caller)).toMatchObject({
        counts: { ...NONE, resume: 1 },
        rows: [{ id: permit.id, status: 'suspended', reason: 'resume' }],
      });
    }

    ok(
      await applicant.post(`/${TYPE}/applicantAction`, { id: permit.id, action: 'handBack', signature: 'C' }),
    );
    expect(await inbox(approver)).toMatchObject({
      counts: { ...NONE, close: 1 },
      rows: [{ id: permit.id, status: 'handedBack', reason: 'close' }],
    });
    await review(approver, permit.id, 'close');
    for (const caller of [admin, applicant, checker, approver, both])
      expect((await inbox(caller)).total).toBe(0);
  });

  it('never asks the person who checked a permit to approve it', async () => {
    const permit = await raise();
    await submit(permit.id);
    await checkAs(both, permit.id);
    // `both` is a candidate of the approval too, but the checker may not approve.
    expect((await inbox(both)).counts.approve).toBe(0);
    expect(ids(await inbox(approver), 'approve')).toEqual([permit.id]);
    expect((await inbox(checker)).counts.check).toBe(0);
    await review(approver, permit.id, 'reject', { outcome: 'end', comment: 'not needed' });
    expect((await inbox(approver)).total).toBe(0);
  });

  it('gives a permit sent back for revision to its applicant, until it is submitted again', async () => {
    const permit = await raise();
    await submit(permit.id);
    await review(checker, permit.id, 'reject', { outcome: 'revise', comment: 'Name the standby person' });
    expect(await inbox(applicant)).toMatchObject({
      counts: { ...NONE, revise: 1 },
      rows: [{ id: permit.id, status: 'draft', reason: 'revise' }],
    });
    expect((await inbox(checker)).total).toBe(0);
    // Editing keeps it waiting; submitting it again hands it to the checker.
    ok(await applicant.post(`/${TYPE}/edit`, { id: permit.id, data: application() }));
    expect((await inbox(applicant)).counts.revise).toBe(1);
    await submit(permit.id);
    expect((await inbox(applicant)).total).toBe(0);
    expect(ids(await inbox(checker), 'check')).toEqual([permit.id]);
    await review(checker, permit.id, 'reject', { outcome: 'end', comment: 'Withdrawn' });
  });

  it('counts all, lists the newest, and keeps to the types and the tenant of the caller', async () => {
    const db = app.database.db;
    // A draft of its own (it waits for nobody) names the tenant and the applicant of the rows below.
    const { tenant_id, created_by } = await db
      .selectFrom('permit')
      .select(['tenant_id', 'created_by'])
      .where('id', '=', (await raise()).id)
      .executeTakeFirstOrThrow();
    const inserted: string[] = [];
    // Taken away again after the test: the others start from inboxes with nothing waiting.
    onTestFinished(async () => {
      if (inserted.length === 0) return;
      await db.deleteFrom('permit_event').where('permit_id', 'in', inserted).execute();
      await db.deleteFrom('permit').where('id', 'in', inserted).execute();
    });
    // More suspended permits than the list shows, one minute apart.
    const start = Date.now() - 3_600_000;
    for (let index = 0; index < PERMIT_INBOX_LIMIT + 2; index += 1) {
      const row = await db
        .insertInto('permit')
        .values({
          tenant_id,
          type: TYPE,
          number: `CSP-TEST-${String(index).padStart(6, '0')}`,
          status: 'suspended',
          location: `Manhole ${index}`,
          data: JSON.stringify({}),
          created_by,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted.push(row.id);
      await db
        .insertInto('permit_event')
        .values({
          tenant_id,
          permit_id: row.id,
          action: 'suspend',
          from_status: 'active',
          to_status: 'suspended',
          role: 'system',
          at: new Date(start + index * 60_000),
        })
        .execute();
    }
    const box = await inbox(approver);
    expect(box.counts).toEqual({ ...NONE, resume: PERMIT_INBOX_LIMIT + 2 });
    expect(box.total).toBe(PERMIT_INBOX_LIMIT + 2);
    expect(box.rows).toHaveLength(PERMIT_INBOX_LIMIT);
    // Newest first: the last one suspended heads the list.
    expect(box.rows.map((row) => row.location)).toEqual(
      Array.from({ length: PERMIT_INBOX_LIMIT }, (_, index) => `Manhole ${PERMIT_INBOX_LIMIT + 1 - index}`),
    );
    expect(box.rows[0]?.since).toBe(new Date(start + (PERMIT_INBOX_LIMIT + 1) * 60_000).toISOString());

    // May approve hot work only: suspended confined-space permits are not theirs to resume.
    const hotWorkOnly = await makeRole(app, apiAs(app, admin.token), {
      code: 'hotWorkApproverOnly',
      permissions: [permissions.hotWorkPermit.detail, permissions.hotWorkPermit.approve],
    });
    const narrow = callerOf(
      app,
      (await makeUser(app, apiAs(app, admin.token), { orgCode: 'tsuen-wan', roleIds: [hotWorkOnly] })).token,
    );
    expect(await inbox(narrow)).toEqual({ counts: NONE, total: 0, rows: [] });
    // Detail without approve: nothing to resume either (the permit page would offer no action).
    const readOnly = await makeRole(app, apiAs(app, admin.token), {
      code: 'confinedSpaceReader',
      permissions: [permissions.confinedSpace.page, permissions.confinedSpace.detail],
    });
    const reader = callerOf(
      app,
      (await makeUser(app, apiAs(app, admin.token), { orgCode: 'tsuen-wan', roleIds: [readOnly] })).token,
    );
    expect((await inbox(reader)).total).toBe(0);

    // Another tenant's administrator may approve every type, and sees none of these.
    const other = await otherTenant(app, admin, 'inboxother');
    expect(await inbox(other.admin)).toEqual({ counts: NONE, total: 0, rows: [] });
  });

  it('answers a signed-in user only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dashboard/permitInbox' });
    expect(res.statusCode).toBe(401);
  });
});
