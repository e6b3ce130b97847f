import {
  errors,
  type Page,
  PERMIT_TYPE_KEYS,
  type PermitDetail,
  type PermitLink,
  type PermitRow,
  type PermitSiteView,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suspendPermitsOnSignal } from '../../src/modules/permits/index.js';
import { sweepPermits } from '../../src/modules/permits/sweeps.js';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp } from '../helpers.js';
import { apiAs, makeUser } from '../org-users-helpers.js';
import { type Caller, callerOf, expectError, ok } from '../sysadmin-helpers.js';
import { confinedSpaceApplication, gasCheck, HOT_WORK, siteTimeAt } from './fixtures.js';

/** A Hong Kong site time `hours` from now, as the date control stores it. */
const siteTime = (hours: number) => siteTimeAt(hours * 60);
const application = (extra: Record<string, unknown> = {}) => confinedSpaceApplication(extra);
const check = (gas: Partial<Record<'gasO2' | 'gasLel' | 'gasH2s' | 'gasCo', number>> = {}) => gasCheck(gas);

describe('permits to work (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let applicant: Caller;
  let checker: Caller;
  let approver: Caller;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    applicant = callerOf(app, await tokenFor(app, 'applicant'));
    checker = callerOf(app, await tokenFor(app, 'checker'));
    approver = callerOf(app, await tokenFor(app, 'approver'));
  });
  afterAll(() => close());

  const raise = async (type = 'confinedSpace', data = application()) =>
    ok<PermitRow>(await applicant.post(`/${type}/add`, { data }));
  const submit = async (id: string) =>
    ok(await applicant.post('/confinedSpace/applicantAction', { id, action: 'submit', signature: 'C' }));
  const checkWith = async (id: string, data: Record<string, unknown>) =>
    ok(await checker.post('/confinedSpace/reviewAction', { id, action: 'check', data, signature: 'L' }));
  const approve = (id: string) =>
    approver.post('/confinedSpace/reviewAction', { id, action: 'approve', signature: 'W' });
  const detail = async (caller: Caller, id: string, type = 'confinedSpace') =>
    ok<PermitDetail>(await caller.get(`/${type}/detail`, { id }));

  it('raises a confined-space permit, checks it with gas readings, approves it, and shows it on site', async () => {
    const draft = await raise();
    // A draft takes no number: it gets one when it is submitted.
    expect(draft.number).toBeNull();
    expect(draft).toMatchObject({ status: 'draft', location: 'Tsuen Wan site, Block 2, manhole MH-7' });
    expect((await detail(applicant, draft.id)).actions).toEqual(['submit', 'cancel']);

    expectError(
      await applicant.post('/confinedSpace/applicantAction', { id: draft.id, action: 'submit' }),
      'PERMIT_SIGNATURE_REQUIRED',
    );
    const submitted = ok<PermitRow>(
      await applicant.post('/confinedSpace/applicantAction', {
        id: draft.id,
        action: 'submit',
        signature: 'Chan Tai Man',
      }),
    );
    expect(submitted.status).toBe('submitted');
    expect(submitted.number).toMatch(/^CSP-\d{4}-\d{6}$/);
    Object.assign(draft, { number: submitted.number });

    const forChecker = await detail(checker, draft.id);
    expect(forChecker.actions).toEqual(['check', 'reject']);
    expect(JSON.stringify(forChecker.stepForm?.definition)).toContain('gasO2');
    // The applicant cannot take the check; the approver is not its candidate either.
    expectError(
      await approver.post('/confinedSpace/reviewAction', {
        id: draft.id,
        action: 'check',
        data: check(),
        signature: 'W',
      }),
      'PERMIT_NOT_YOUR_STEP',
    );

    ok(
      await checker.post('/confinedSpace/reviewAction', {
        id: draft.id,
        action: 'check',
        data: check(),
        signature: 'Lee On Chuen',
      }),
    );
    const checked = await detail(approver, draft.id);
    expect(checked.permit).toMatchObject({ status: 'checked', checkerName: '李安全 Lee On Chuen' });
    expect(checked.actions).toEqual(['approve', 'reject']);

    ok(
      await approver.post('/confinedSpace/reviewAction', {
        id: draft.id,
        action: 'approve',
        signature: 'Wong Sau Kuen',
        comment: 'Go ahead',
      }),
    );
    const active = await detail(admin, draft.id);
    expect(active.permit).toMatchObject({ status: 'active', approverName: '黃授權 Wong Sau Kuen' });
    expect(active.events.map((event) => [event.action, event.toStatus, event.role])).toEqual([
      ['create', 'draft', 'applicant'],
      ['submit', 'submitted', 'applicant'],
      ['check', 'checked', 'checker'],
      ['approve', 'approved', 'approver'],
      ['activate', 'active', 'system'],
    ]);
    expect(active.events.map((event) => event.signature)).toEqual([
      null,
      'Chan Tai Man',
      'Lee On Chuen',
      'Wong Sau Kuen',
      null,
    ]);

    const link = ok<PermitLink>(await admin.get('/confinedSpace/siteLink', { id: draft.id }));
    expect(link.url).toMatch(/^\/confinedSpaceViews\?token=/);
    const token = new URLSearchParams((link.url ?? '').split('?')[1]).get('token') ?? '';
    const view = ok<PermitSiteView>(
      await app.inject({ method: 'GET', url: `/api/permitView?token=${token}` }),
    );
    expect(view).toMatchObject({ number: draft.number, status: 'active', gas: { ok: true } });
    expect(view.people.map((person) => person.role)).toEqual(['applicant', 'checker', 'approver']);
    expect(view.precautions).toContain('Forced ventilation');
    expect(JSON.stringify(view)).not.toContain('2412 0000'.replace('2412 0000', 'HKID'));
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expectError(
      await app.inject({ method: 'GET', url: `/api/permitView?token=${tampered}` }),
      'PERMIT_LINK_INVALID',
    );
  });

  it("prints a permit as a PDF in the reader's language, Chinese set in an embedded Noto Sans", async () => {
    const permit = await raise();
    await submit(permit.id);
    Object.assign(permit, { number: (await detail(admin, permit.id)).permit.number });
    for (const [lang, fontName] of [
      ['zh-HK', 'NotoSansHK'],
      ['zh-CN', 'NotoSansSC'],
      ['en', 'NotoSansHK'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/confinedSpace/pdf?id=${permit.id}`,
        headers: { authorization: `Bearer ${admin.token}`, lang },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${permit.number}.pdf`);
      const text = res.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      // The font is embedded (subset): the file stays small and shows Chinese on any reader.
      expect(text).toContain(fontName);
      expect(text).toContain('/FontFile2');
      expect(res.rawPayload.length).toBeLessThan(400_000);
    }
    expectError(await admin.get('/confinedSpace/pdf', { id: '999999999' }), 'RECORD_NOT_FOUND');
  });

  it('refuses a check with an out-of-range gas reading, and a checker who would approve', async () => {
    const permit = await raise();
    await submit(permit.id);
    const refused = await checker.post('/confinedSpace/reviewAction', {
      id: permit.id,
      action: 'check',
      data: check({ gasO2: 18.2 }),
      signature: 'L',
    });
    expectError(refused, 'PERMIT_GAS_OUT_OF_RANGE');
    expect(refused.json().message).toContain('O2 18.2');
    expect(refused.json().data.blocks).toEqual([{ rule: 'gasOutOfBand', field: 'gasO2', value: 18.2 }]);
    expect((await detail(admin, permit.id)).permit.status).toBe('submitted');

    // The super admin both checks and tries to approve another permit: refused, nothing changes.
    const second = await raise();
    await submit(second.id);
    // superAdmin is no candidate of the check; a checker who also holds the approver role would be.
    expectError(
      await admin.post('/confinedSpace/reviewAction', {
        id: second.id,
        action: 'check',
        data: check(),
        signature: 'S',
      }),
      'PERMIT_NOT_YOUR_STEP',
    );
  });

  it('suspends on a gas alarm, resumes only after a fresh check, expires at the end of its window', async () => {
    const permit = await raise();
    await submit(permit.id);
    await checkWith(permit.id, check());
    ok(await approve(permit.id));
    const tenantId = String(
      (
        await app.database.db
          .selectFrom('permit')
          .select('tenant_id')
          .where('id', '=', permit.id)
          .executeTakeFirstOrThrow()
      ).tenant_id,
    );
    // The devices module will emit this when a gas sensor alarms; permits listen (platform/signals.ts).
    await app.siteSignals.emit({
      tenantId,
      kind: 'gasAlarm',
      location: 'MH-7',
      reason: 'H2S alarm at MH-7',
    });
    const shown = await detail(checker, permit.id);
    expect(shown.permit.status).toBe('suspended');
    expect(shown.events.at(-1)).toMatchObject({
      action: 'suspend',
      role: 'system',
      comment: expect.stringContaining('H2S alarm at MH-7'),
    });
    // An alarm elsewhere suspends nothing.
    expect(
      await suspendPermitsOnSignal(app.database.db, {
        tenantId,
        kind: 'gasAlarm',
        location: 'Block 9, manhole MH-300',
        reason: 'LEL alarm',
      }),
    ).toBe(0);
    expect((await detail(checker, permit.id)).actions).toContain('resume');
    expectError(
      await checker.post('/confinedSpace/reviewAction', {
        id: permit.id,
        action: 'resume',
        data: check({ gasH2s: 15 }),
        signature: 'L',
      }),
      'PERMIT_GAS_OUT_OF_RANGE',
    );
    ok(
      await checker.post('/confinedSpace/reviewAction', {
        id: permit.id,
        action: 'resume',
        data: check(),
        signature: 'L',
      }),
    );
    expect((await detail(admin, permit.id)).permit.status).toBe('active');

    await sweepPermits(app.database.db, new Date(Date.now() + 8 * 3_600_000));
    const expired = await detail(admin, permit.id);
    expect(expired.permit.status).toBe('expired');
    expect(expired.events.at(-1)).toMatchObject({ action: 'expire', role: 'system' });
  });

  it('numbers permits per type, lists and filters them, and keeps drafts to their applicant', async () => {
    const first = await raise('hotWorkPermit', application({ location: 'Kai Tak roof level' }));
    const second = await raise('hotWorkPermit', application({ location: 'Kai Tak basement' }));
    const [a, b] = [first.number, second.number].map((n) => Number(n?.slice(-6)));
    expect(b).toBe((a ?? 0) + 1);
    const page = ok<Page<PermitRow>>(await admin.get('/hotWorkPermit/page', { keyword: 'Kai Tak roof' }));
    expect(page.rows.map((row) => row.id)).toEqual([first.id]);
    const drafts = ok<Page<PermitRow>>(await admin.get('/hotWorkPermit/page', { status: 'draft' })).totalRows;
    expect(drafts).toBeGreaterThanOrEqual(2);
    expect(ok<Record<string, number>>(await admin.get('/hotWorkPermit/counts'))).toMatchObject({
      draft: drafts,
    });
    expectError(
      await admin.post('/hotWorkPermit/edit', { id: first.id, data: application() }),
      'PERMIT_NOT_APPLICANT',
    );
    // Without the permission, the guard answers first.
    expectError(
      await checker.post('/hotWorkPermit/edit', { id: first.id, data: application() }),
      'NO_PERMISSION',
    );
    // A permit of one type is not found through another type's routes.
    expectError(await admin.get('/confinedSpace/detail', { id: first.id }), 'RECORD_NOT_FOUND');
    const tooLong = await raise(
      'hotWorkPermit',
      application({ ...HOT_WORK, validFrom: siteTime(0), validTo: siteTime(13) }),
    );
    expectError(
      await applicant.post('/hotWorkPermit/applicantAction', {
        id: tooLong.id,
        action: 'submit',
        signature: 'C',
      }),
      'PERMIT_WINDOW_INVALID',
    );
    ok(await admin.post('/hotWorkPermit/delete', { id: tooLong.id }));
  });

  it('lets exactly one of two simultaneous approvals through; the other gets a clear 409', async () => {
    // A second authorised person, so that both are candidates of the approval.
    const roles = ok<Page<{ id: string; code: string }>>(
      await admin.get('/sysRole/page', { searchValue: 'permitApprover' }),
    );
    const roleId = roles.rows.find((role) => role.code === 'permitApprover')?.id ?? '';
    const second = await makeUser(app, apiAs(app, admin.token), { orgCode: 'tsuen-wan', roleIds: [roleId] });
    const other = callerOf(app, second.token);
    // Candidates are resolved when the approval task is made: the second person exists by then.
    const permit = await raise();
    await submit(permit.id);
    await checkWith(permit.id, check());
    const [a, b] = await Promise.all([
      approve(permit.id),
      other.post('/confinedSpace/reviewAction', { id: permit.id, action: 'approve', signature: 'X' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    // Whoever lost hears the permit's own answer, its status named in their language.
    expect(loser.json()).toMatchObject({
      code: errors.PERMIT_STATE.code,
      message: expect.stringMatching(/「(已批准|生效中)」/),
    });
    const shown = await detail(admin, permit.id);
    expect(shown.events.filter((event) => event.action === 'approve')).toHaveLength(1);
  });

  it('keeps the status counts, read by lists, equal to the rows through every change', async () => {
    const db = app.database.db;
    const permit = await raise();
    await submit(permit.id);
    await checkWith(permit.id, check());
    ok(await approve(permit.id));
    ok(await admin.post('/confinedSpace/delete', { id: (await raise()).id }));
    // Statements that move many permits at once (an import, the expiry sweep) count each row once.
    await sql`insert into permit (tenant_id, type, number, status, location, data, created_by)
      select tenant_id, type, number || '-copy', 'closed', location, data, created_by
      from permit where type = 'confinedSpace' and status = 'draft'`.execute(db);
    await sql`update permit set status = 'cancelled' where number like '%-copy' and id % 2 = 0`.execute(db);
    await sql`update permit set location = location || ' (moved)' where number like '%-copy'`.execute(db);
    await sweepPermits(db, new Date(Date.now() + 8 * 3_600_000));
    const counted = await db
      .selectFrom('permit')
      .select(['tenant_id', 'type', 'status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['tenant_id', 'type', 'status'])
      .execute();
    const kept = await db
      .selectFrom('permit_count')
      .select(['tenant_id', 'type', 'status', 'n'])
      .where('n', '>', '0')
      .execute();
    const key = (row: { tenant_id: string; type: string; status: string; n: string }) =>
      `${row.tenant_id}/${row.type}/${row.status}=${Number(row.n)}`;
    expect(kept.map(key).sort()).toEqual(counted.map(key).sort());
    const page = ok<Page<PermitRow>>(await admin.get('/confinedSpace/page'));
    const active = ok<Page<PermitRow>>(await admin.get('/confinedSpace/page', { status: 'active' }));
    const counts = ok<Record<string, number>>(await admin.get('/confinedSpace/counts'));
    expect(page.totalRows).toBe(Object.values(counts).reduce((sum, n) => sum + n, 0));
    expect(active.totalRows).toBe(counts.active ?? 0);
  });

  it('serves every type with its seeded form and process', async () => {
    for (const type of PERMIT_TYPE_KEYS) {
      // A new permit is filled on the form before anything is saved.
      const blank = ok<{ definition: Record<string, unknown> }>(await applicant.get(`/${type}/form`));
      expect(JSON.stringify(blank.definition), type).toContain('"model":"location"');
      const permit = await raise(type, application());
      const shown = await detail(applicant, permit.id, type);
      expect(shown.form?.definition, type).toBeTruthy();
      const link = ok<PermitLink>(await admin.get(`/${type}/siteLink`, { id: permit.id }));
      // Check lists have no site page (spec §2): their code leads to the console page instead.
      expect(link.url, type).toMatch(
        type === 'checkList' ? new RegExp(`^/checkListDetails\\?id=${permit.id}$`) : /Views\?token=/,
      );
    }
  });
});

describe('permits on PGlite (smoke)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('pglite'));
  });
  afterAll(() => close());

  it('raises a permit and finds it by keyword, applicant and window on the trigram indexes', async () => {
    const applicant = callerOf(app, await tokenFor(app, 'applicant'));
    const raised = ok<PermitRow>(
      await applicant.post('/hotWorkPermit/add', {
        data: application({ ...HOT_WORK, location: 'Kai Tak roof level', applicantName: 'Wong Siu Ming' }),
      }),
    );
    const page = async (query: Record<string, string>) =>
      ok<Page<PermitRow>>(await applicant.get('/hotWorkPermit/page', query)).rows.map((row) => row.id);
    expect(await page({ keyword: 'tak roof' })).toEqual([raised.id]);
    expect(await page({ keyword: 'Kwun Tong' })).toEqual([]);
    expect(await page({ applicant: 'siu ming' })).toEqual([raised.id]);
    const hour = 3_600_000;
    expect(await page({ from: new Date(Date.now() + 2 * hour).toISOString() })).toEqual([raised.id]);
    expect(await page({ from: new Date(Date.now() + 9 * hour).toISOString() })).toEqual([]);
    expect(ok<Record<string, number>>(await applicant.get('/hotWorkPermit/counts'))).toEqual({ draft: 1 });
  });
});
