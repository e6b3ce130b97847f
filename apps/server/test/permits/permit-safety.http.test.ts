import {
  errors,
  type Page,
  type PermitDetail,
  type PermitLink,
  type PermitRow,
  type PermitSiteView,
  permissions,
  serverEvents,
  type WfTaskDetail,
  type WfTaskRow,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepPermits } from '../../src/modules/permits/sweeps.js';
import { systemClock } from '../../src/platform/clock.js';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp } from '../helpers.js';
import { apiAs, makeUser } from '../org-users-helpers.js';
import { type Caller, callerOf, collectEvents, expectError, ok } from '../sysadmin-helpers.js';
import { confinedSpaceApplication, gasCheck, HOT_WORK, siteTimeAt } from './fixtures.js';

// Issue #29: the permit's safety rules hold at every transition, sweep and view. The permits module
// reads an injected clock, moved by the tests (never the time of day, never a sleep).
const HOUR = 3_600_000;
let clock = new Date();
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A Hong Kong site time `minutes` from the test clock, as the date control stores it. */
const siteTime = (minutes: number) => siteTimeAt(minutes, () => clock);

/** A roof-level hot work, from the test clock. */
const application = (extra: Record<string, unknown> = {}) =>
  confinedSpaceApplication(
    {
      location: 'Kai Tak site, roof level, MH-7',
      workDescription: 'Weld the roof steel',
      validTo: siteTime(8 * 60),
      precautions: 'Fire blanket\nExtinguisher at hand',
      ...HOT_WORK,
      ...extra,
    },
    () => clock,
  );
const check = (extra: Record<string, unknown> = {}) => gasCheck(extra, () => clock);

describe('permit safety rules (PostgreSQL, injected clock)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let applicant: Caller;
  let checker: Caller;
  let approver: Caller;
  let overrider: Caller;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres', undefined, false, { ...systemClock, now: () => clock }));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    applicant = callerOf(app, await tokenFor(app, 'applicant'));
    checker = callerOf(app, await tokenFor(app, 'checker'));
    approver = callerOf(app, await tokenFor(app, 'approver'));
    // An authorised person who may also approve under a stop-work signal: a role holding the
    // hot-work permit's override button, beside the approver role.
    overrider = await personWith('permitApprover', ['hotWorkPermit:overrideStopWork'], '何特許 Ho Tak Hui');
  });

  /** A new person of the demo site with a seeded permit role plus a role holding exactly `codes`. */
  const personWith = async (roleCode: string, codes: string[], name: string): Promise<Caller> => {
    const db = app.database.db;
    const seeded = await db
      .selectFrom('sys_role')
      .select(['id', 'tenant_id'])
      .where('code', '=', roleCode)
      .executeTakeFirstOrThrow();
    const buttons = await db
      .selectFrom('sys_menu')
      .select('id')
      .where('tenant_id', '=', seeded.tenant_id)
      .where('permission', 'in', codes)
      .execute();
    const role = await db
      .insertInto('sys_role')
      .values({ tenant_id: seeded.tenant_id, code: `extra-${codes.join('-')}`.slice(0, 50), name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sys_role_menu')
      .values(buttons.map((menu) => ({ tenant_id: seeded.tenant_id, role_id: role.id, menu_id: menu.id })))
      .execute();
    const user = await makeUser(app, apiAs(app, admin.token), {
      orgCode: 'tsuen-wan',
      roleIds: [seeded.id, role.id],
      name,
    });
    return callerOf(app, user.token);
  };
  afterAll(() => close());
  afterEach(async () => {
    // Every warning a test issued is cancelled again: the next test starts on a quiet site.
    await app.database.db
      .updateTable('weather_warning')
      .set({ cancelled_at: new Date() })
      .where('cancelled_at', 'is', null)
      .execute();
  });

  /** A warning in force as the weather module records it (its rules then name the works it stops). */
  let issued = 0;
  const issueWarning = (code: string) => {
    // Each issue is its own record (code and issue time are unique), as the Observatory's are.
    issued += 1;
    const at = new Date(clock.getTime() + issued);
    return app.database.db
      .insertInto('weather_warning')
      .values({ code, group_code: code, action: 'ISSUE', issued_at: at, updated_at: at })
      .execute();
  };

  const api = (path: string) => `/hotWorkPermit/${path}`;
  const raise = async (data = application()) => ok<PermitRow>(await applicant.post(api('add'), { data }));
  const submit = (id: string) =>
    applicant.post(api('applicantAction'), { id, action: 'submit', signature: 'C' });
  const checkWith = (id: string, data = check()) =>
    checker.post(api('reviewAction'), { id, action: 'check', data, signature: 'L' });
  const approve = (id: string, by = approver, extra: Record<string, unknown> = {}) =>
    by.post(api('reviewAction'), { id, action: 'approve', signature: 'W', ...extra });
  const detail = async (id: string, by = admin) => ok<PermitDetail>(await by.get(api('detail'), { id }));
  const checked = async (data = application()) => {
    const permit = await raise(data);
    ok(await submit(permit.id));
    ok(await checkWith(permit.id));
    return permit;
  };

  it('a stop-work signal in force refuses the approval, names itself, and is shown in every view', async () => {
    const permit = await checked();
    await issueWarning('WTS');
    const refused = await approve(permit.id);
    expectError(refused, 'PERMIT_BLOCKED');
    expect(refused.json().message).toContain('雷暴警告');
    expect(refused.json().data.blocks).toEqual([
      expect.objectContaining({ rule: 'stopWork', code: 'WTS', works: ['hotWork'] }),
    ]);
    const english = await callerOf(app, approver.token, { lang: 'en' }).post(api('reviewAction'), {
      id: permit.id,
      action: 'approve',
      signature: 'W',
    });
    expect(english.json().message).toBe(
      "The permit's safety conditions do not hold: Stop-work signal: Thunderstorm Warning - Hot work stopped",
    );

    const shown = await detail(permit.id, approver);
    expect(shown.permit.status).toBe('checked');
    expect(shown.permit.blocks.map((block) => block.rule)).toEqual(['stopWork']);
    expect(shown.signals.map((signal) => signal.code)).toEqual(['WTS']);
    expect(shown.mayOverride).toBe(false);
    const listed = ok<Page<PermitRow>>(await approver.get(api('page'), { keyword: permit.id }));
    const row = ok<Page<PermitRow>>(await approver.get(api('page'), { status: 'checked' })).rows.find(
      (r) => r.id === permit.id,
    );
    expect(listed).toBeTruthy();
    expect(row?.blocks.map((block) => block.rule)).toEqual(['stopWork']);

    // The override needs its own permission, and a reason; it is then marked on the permit.
    expectError(await approve(permit.id, approver, { overrideReason: 'Sheltered' }), 'NO_PERMISSION');
    expect((await detail(permit.id, overrider)).mayOverride).toBe(true);
    ok(await approve(permit.id, overrider, { overrideReason: 'Welding inside the enclosed plant room' }));
    const approved = await detail(permit.id);
    expect(approved.permit.status).toBe('active');
    expect(approved.permit.override).toMatchObject({
      codes: ['WTS'],
      byName: '何特許 Ho Tak Hui',
      reason: 'Welding inside the enclosed plant room',
    });
    expect(approved.permit.blocks).toEqual([expect.objectContaining({ rule: 'stopWork', overridden: true })]);
    const link = ok<PermitLink>(await admin.get(api('siteLink'), { id: permit.id }));
    const token = new URLSearchParams((link.url ?? '').split('?')[1]).get('token') ?? '';
    const view = ok<PermitSiteView>(
      await app.inject({ method: 'GET', url: `/api/permitView?token=${token}` }),
    );
    expect(view.override?.reason).toBe('Welding inside the enclosed plant room');
    // The sweep leaves an overridden permit alone while only that signal is in force.
    await sweepPermits(app.database.db, clock);
    expect((await detail(permit.id)).permit.status).toBe('active');
  });

  it('black rain stops a roof-level hot work its applicant marked outdoors, not one marked indoors', async () => {
    const outdoor = await checked(application({ workSetting: 'outdoor' }));
    const indoor = await checked(application({ workSetting: 'indoor', location: 'Plant room B1' }));
    await issueWarning('WRAINB');
    const refused = await callerOf(app, approver.token, { lang: 'en' }).post(api('reviewAction'), {
      id: outdoor.id,
      action: 'approve',
      signature: 'W',
    });
    expectError(refused, 'PERMIT_BLOCKED');
    expect(refused.json().message).toContain('Black Rainstorm Warning Signal - Outdoor work stopped');
    ok(await approve(indoor.id));
    expect((await detail(indoor.id)).permit.status).toBe('active');
  });

  it('a permit approved earlier is suspended, not activated, when its window opens under a signal', async () => {
    // Checked within the hour before its start (an older gas test is refused at the check).
    const permit = await checked(application({ validFrom: siteTime(30), validTo: siteTime(8 * 60) }));
    ok(await approve(permit.id));
    expect((await detail(permit.id)).permit.status).toBe('approved');
    await issueWarning('WTS');
    later(31 * 60_000);
    await sweepPermits(app.database.db, clock);
    const shown = await detail(permit.id);
    expect(shown.permit.status).toBe('suspended');
    expect(shown.events.at(-1)).toMatchObject({
      action: 'suspend',
      fromStatus: 'approved',
      toStatus: 'suspended',
      role: 'system',
      comment: expect.stringContaining('Thunderstorm Warning'),
      data: { blocks: [expect.objectContaining({ rule: 'stopWork', code: 'WTS' })] },
    });
    // Suspended is counted while it lasts; at the end of the window it expires from suspended.
    expect(ok<Record<string, number>>(await admin.get(api('counts'))).suspended).toBeGreaterThanOrEqual(1);
    later(8 * HOUR);
    await sweepPermits(app.database.db, clock);
    const expired = await detail(permit.id);
    expect(expired.events.at(-1)).toMatchObject({
      action: 'expire',
      fromStatus: 'suspended',
      toStatus: 'expired',
    });
  });

  it('an active permit is suspended by the sweep when a signal it missed is in force', async () => {
    const permit = await checked();
    ok(await approve(permit.id));
    expect((await detail(permit.id)).permit.status).toBe('active');
    // Recorded while no listener heard it (another instance, a restart): the next sweep still acts.
    await issueWarning('WTS');
    expect((await sweepPermits(app.database.db, clock)).suspended).toBeGreaterThanOrEqual(1);
    expect((await detail(permit.id)).permit.status).toBe('suspended');
    // Resuming needs the rules to hold: refused while the warning is in force, named.
    const refused = await checker.post(api('reviewAction'), {
      id: permit.id,
      action: 'resume',
      data: check({ gasTestedAt: siteTime(0) }),
      signature: 'L',
    });
    expectError(refused, 'PERMIT_BLOCKED');
    expect(refused.json().data.blocks[0]).toMatchObject({ rule: 'stopWork', code: 'WTS' });
  });

  it("announces every move to the tenant's consoles after it commits: a person's, and a signal's", async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // A place of its own: the alarm below must move this permit only, not other tests' at MH-7.
    const permit = await checked(application({ location: 'Kai Tak site, shaft MH-7-ANN' }));
    const stream = await collectEvents(base, admin.token, 'permitMoved', 2, 10_000);
    ok(await approve(permit.id));
    const { tenant_id: tenantId } = await app.database.db
      .selectFrom('permit')
      .select('tenant_id')
      .where('id', '=', permit.id)
      .executeTakeFirstOrThrow();
    await app.siteSignals.emit({
      tenantId,
      kind: 'gasAlarm',
      code: 'gasLel',
      location: 'MH-7-ANN',
      reason: 'LEL alarm',
    });
    const events = await stream.done;
    expect(events).toEqual([
      { id: permit.id, type: 'hotWorkPermit', status: 'active' },
      { id: permit.id, type: 'hotWorkPermit', status: 'suspended' },
    ]);
    expect(events.every((event) => serverEvents.permitMoved.safeParse(event).success)).toBe(true);
  });

  it('refuses a failed gas test at the check and lets the checker re-test', async () => {
    const permit = await raise();
    ok(await submit(permit.id));
    const refused = await checkWith(permit.id, check({ gasLel: 15 }));
    expectError(refused, 'PERMIT_GAS_OUT_OF_RANGE');
    expect(refused.json().message).toBe('氣體測試不合格：LEL 15 (< 10 % LEL)');
    expect((await detail(permit.id, checker)).actions).toContain('check');
    // A test time before the permit existed is refused too, naming the rule.
    const early = await checkWith(permit.id, check({ gasTestedAt: siteTime(-120) }));
    expectError(early, 'PERMIT_BLOCKED');
    expect(early.json().data.blocks).toEqual([{ rule: 'gasTestTime', problem: 'beforePermit' }]);
    ok(await checkWith(permit.id, check({ gasLel: 4 })));
    expect((await detail(permit.id)).permit.status).toBe('checked');
  });

  it('polices the window: no start in the past at submission, no approval after it ended', async () => {
    const past = await raise(application({ validFrom: siteTime(-60), validTo: siteTime(6 * 60) }));
    expectError(await submit(past.id), 'PERMIT_WINDOW_PAST');
    expect((await detail(past.id)).permit).toMatchObject({ status: 'draft', number: null });

    const short = await checked(application({ validFrom: siteTime(0), validTo: siteTime(60) }));
    later(2 * HOUR);
    const refused = await approve(short.id);
    expectError(refused, 'PERMIT_BLOCKED');
    expect(refused.json().data.blocks).toEqual([expect.objectContaining({ rule: 'windowEnded' })]);
    expect((await detail(short.id)).permit.status).toBe('checked');
  });

  it("names every missing field at once, in the reader's language", async () => {
    const permit = await raise(application({ location: '', contractor: '' }));
    const refused = await callerOf(app, applicant.token, { lang: 'en' }).post(api('applicantAction'), {
      id: permit.id,
      action: 'submit',
      signature: 'C',
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(JSON.stringify(body)).not.toContain('請填寫');
    expect(body.message).toBe('The form data failed validation in 2 places');
    expect(body.data.fieldErrors).toEqual([
      { path: 'location', rule: 'required', message: 'Required' },
      { path: 'contractor', rule: 'required', message: 'Required' },
    ]);
    expect((await detail(permit.id)).permit).toMatchObject({ status: 'draft', number: null });
  });

  it('numbers a permit at submission; a rejection sends it back for revision with the number kept', async () => {
    const permit = await raise();
    expect(permit.number).toBeNull();
    const submitted = ok<PermitRow>(await submit(permit.id));
    expect(submitted.number).toMatch(/^HWP-\d{4}-\d{6}$/);
    // The approval's instance (to-do lists, task notifications) is titled with the number too.
    const instance = await app.database.db
      .selectFrom('wf_instance')
      .select('title')
      .where('business_key', '=', `permit:${permit.id}`)
      .executeTakeFirstOrThrow();
    expect(instance.title).toBe(submitted.number);
    ok(await checkWith(permit.id));
    ok(
      await approver.post(api('reviewAction'), {
        id: permit.id,
        action: 'reject',
        outcome: 'revise',
        comment: 'Fire watch must hold a certificate',
      }),
    );
    const revised = await detail(permit.id, applicant);
    expect(revised.permit).toMatchObject({ status: 'draft', number: submitted.number, checkerName: null });
    expect(revised.events.at(-1)).toMatchObject({
      action: 'revise',
      toStatus: 'draft',
      role: 'approver',
      comment: 'Fire watch must hold a certificate',
    });
    // The check's readings went with it: the next check starts afresh.
    expect(revised.data.gasLel).toBeUndefined();
    expect(revised.actions).toEqual(['submit', 'cancel']);
    ok(
      await applicant.post(api('edit'), {
        id: permit.id,
        data: application({ fireWatch: 'Tam (cert. FW-118)' }),
      }),
    );
    expect(ok<PermitRow>(await submit(permit.id))).toMatchObject({
      status: 'submitted',
      number: submitted.number,
    });
    ok(await checkWith(permit.id));
    ok(
      await approver.post(api('reviewAction'), {
        id: permit.id,
        action: 'reject',
        outcome: 'end',
        comment: 'Work cancelled by the client',
      }),
    );
    expect((await detail(permit.id)).permit.status).toBe('rejected');

    // Copy as new: the application again, a blank window, no number, the caller's own draft.
    const copy = ok<PermitRow>(await applicant.post(api('copy'), { id: permit.id }));
    expect(copy).toMatchObject({ status: 'draft', number: null, location: 'Kai Tak site, roof level, MH-7' });
    const copied = await detail(copy.id, applicant);
    expect(copied.data.validFrom).toBeUndefined();
    expect(copied.data.fireWatch).toBe('Tam (cert. FW-118)');
    expect(copied.data.gasLel).toBeUndefined();
  });

  it('two approvals at once: one wins, the other hears the status in its language', async () => {
    const permit = await checked();
    const [a, b] = await Promise.all([approve(permit.id), approve(permit.id, overrider)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().code).toBe(errors.PERMIT_STATE.code);
  });

  it("a permit's check is done on the permit's page only: the generic task calls refuse it and name the page", async () => {
    // A checker who also holds every generic task permission of the workflow application.
    const generic = await personWith(
      'permitChecker',
      Object.values(permissions.flowableTask),
      '黎通用 Lai Tung Yung',
    );
    const permit = await raise();
    ok(await submit(permit.id));
    const todo = ok<Page<WfTaskRow>>(await generic.get('/flowableTask/todoPage')).rows;
    const { instanceId } = await detail(permit.id);
    const task = todo.find((row) => row.instanceId === instanceId);
    if (!task) throw new Error('the checker has no task for the permit');
    const page = `/hotWorkPermitDetails?id=${permit.id}`;
    // Without the type's check permission or the signature, through the back door: refused.
    for (const res of [
      await generic.post('/flowableTask/complete', { id: task.id, data: check() }),
      await generic.post('/flowableTask/reject', { id: task.id, reason: 'no' }),
      await generic.post('/flowableTask/delegate', { id: task.id, userId: '1' }),
      await generic.post('/flowableTask/claim', { id: task.id }),
    ]) {
      expectError(res, 'WF_TASK_OWNED');
      expect(res.json().data).toMatchObject({ page });
    }
    const shown = ok<WfTaskDetail>(await generic.get('/flowableTask/detail', { id: task.id }));
    expect(shown).toMatchObject({ ownerPage: page, canComplete: false, canClaim: false });
    expect((await detail(permit.id)).permit.status).toBe('submitted');
    // The one path: the permit's own call.
    ok(await checkWith(permit.id));
    expect((await detail(permit.id)).permit.status).toBe('checked');
  });
});
