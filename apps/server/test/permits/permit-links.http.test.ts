import { type PermitLink, type PermitRow, type PermitSiteView, permissions } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSiteLinkButtons } from '../../src/migrations/0026_permit_site_links.js';
import { signSiteLink, siteLinkSecret } from '../../src/platform/siteLinks.js';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp } from '../helpers.js';
import { type Caller, callerOf, expectError, ok } from '../sysadmin-helpers.js';
import { confinedSpaceApplication } from './fixtures.js';

/**
 * A permit's QR code link, versioned and revocable like the tracking links (issue #30): re-issuing
 * voids every link printed before, revoking voids them all until the next re-issue, and a disabled
 * tenant's links open nothing.
 */
describe('permit site links (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let applicant: Caller;
  let approver: Caller;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    applicant = callerOf(app, await tokenFor(app, 'applicant'));
    approver = callerOf(app, await tokenFor(app, 'approver'));
  });
  afterAll(() => close());

  const raise = async () =>
    ok<PermitRow>(await applicant.post('/confinedSpace/add', { data: confinedSpaceApplication() }));
  const tokenOf = (link: PermitLink) =>
    new URLSearchParams((link.url ?? '').split('?')[1]).get('token') ?? '';
  const view = (token: string, lang = 'en') =>
    app.inject({ method: 'GET', url: `/api/permitView?token=${token}`, headers: { lang } });
  const opens = async (token: string) => {
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    return ok<PermitSiteView>(res);
  };
  const refused = async (token: string) => {
    const res = await view(token);
    expectError(res, 'PERMIT_LINK_INVALID');
    expect(res.json().message).toBe('This link is not valid or has expired');
    expect(res.json().data).not.toHaveProperty('number');
  };

  it('a re-issued link voids the one printed before', async () => {
    const permit = await raise();
    const first = ok<PermitLink>(await approver.get('/confinedSpace/siteLink', { id: permit.id }));
    expect(first).toMatchObject({ version: 1, revoked: false });
    await opens(tokenOf(first));

    const second = ok<PermitLink>(await approver.post('/confinedSpace/reissueSiteLink', { id: permit.id }));
    expect(second).toMatchObject({ version: 2, revoked: false });
    await refused(tokenOf(first));
    expect((await opens(tokenOf(second))).location).toBe(permit.location);
    // Showing the link again signs the current issue, not the old one.
    const shown = ok<PermitLink>(await approver.get('/confinedSpace/siteLink', { id: permit.id }));
    expect(shown.version).toBe(2);
    await opens(tokenOf(shown));
  });

  it('a revoked link opens nothing, and none is signed until it is re-issued', async () => {
    const permit = await raise();
    const before = ok<PermitLink>(await approver.get('/confinedSpace/siteLink', { id: permit.id }));
    await opens(tokenOf(before));

    const revoked = ok<PermitLink>(await approver.post('/confinedSpace/revokeSiteLink', { id: permit.id }));
    expect(revoked).toEqual({ url: null, expiresAt: null, version: 2, revoked: true });
    await refused(tokenOf(before));
    const zh = await view(tokenOf(before), 'zh-HK');
    expect(zh.json().message).toBe('連結無效或已過期');
    expect(ok<PermitLink>(await approver.get('/confinedSpace/siteLink', { id: permit.id }))).toMatchObject({
      url: null,
      revoked: true,
    });
    // A token signed with the revoked issue's version (a forged or racing print) opens nothing either.
    const secret = await siteLinkSecret(app.database.db);
    const tenantId = await tenantOf(permit.id);
    const racing = signSiteLink(secret, { kind: 'permit', id: permit.id, tenantId, version: 2 }, 7);
    await refused(racing.token);

    const again = ok<PermitLink>(await approver.post('/confinedSpace/reissueSiteLink', { id: permit.id }));
    expect(again).toMatchObject({ version: 3, revoked: false });
    await opens(tokenOf(again));
    await refused(tokenOf(before));
  });

  it("a disabled tenant's permit links open nothing", async () => {
    const permit = await raise();
    const link = ok<PermitLink>(await approver.get('/confinedSpace/siteLink', { id: permit.id }));
    await opens(tokenOf(link));
    const tenantId = await tenantOf(permit.id);
    await app.database.db.updateTable('sys_tenant').set({ status: 1 }).where('id', '=', tenantId).execute();
    try {
      await refused(tokenOf(link));
    } finally {
      await app.database.db.updateTable('sys_tenant').set({ status: 0 }).where('id', '=', tenantId).execute();
    }
    await opens(tokenOf(link));
  });

  it('links printed before versions (version 0) open until the link is re-issued', async () => {
    const permit = await raise();
    const secret = await siteLinkSecret(app.database.db);
    const tenantId = await tenantOf(permit.id);
    const legacy = signSiteLink(secret, { kind: 'permit', id: permit.id, tenantId, version: 0 }, 7).token;
    await opens(legacy);
    ok(await approver.post('/confinedSpace/reissueSiteLink', { id: permit.id }));
    await refused(legacy);
  });

  it('re-issuing and revoking need the type’s site-link permission', async () => {
    const permit = await raise();
    expectError(await applicant.post('/confinedSpace/reissueSiteLink', { id: permit.id }), 'NO_PERMISSION');
    expectError(await applicant.post('/confinedSpace/revokeSiteLink', { id: permit.id }), 'NO_PERMISSION');
    // Another type's permission does not reach this type's permit.
    expectError(await approver.post('/hotWorkPermit/revokeSiteLink', { id: permit.id }), 'RECORD_NOT_FOUND');
  });

  it('existing databases get the button, granted to the roles that approve the type', async () => {
    const db = app.database.db;
    const code = permissions.confinedSpace.siteLink;
    await db.deleteFrom('sys_menu').where('permission', '=', code).execute();
    await addSiteLinkButtons(db);
    await addSiteLinkButtons(db);
    const buttons = await db
      .selectFrom('sys_menu')
      .select(['id', 'sort'])
      .where('permission', '=', code)
      .execute();
    expect(buttons).toHaveLength(1);
    const roles = await db
      .selectFrom('sys_role_menu')
      .innerJoin('sys_role', 'sys_role.id', 'sys_role_menu.role_id')
      .select('sys_role.code')
      .where('sys_role_menu.menu_id', '=', buttons[0]?.id ?? '')
      .execute();
    expect(roles.map((role) => role.code)).toContain('permitApprover');
    expect(roles.map((role) => role.code)).not.toContain('permitApplicant');
  });

  async function tenantOf(permitId: string): Promise<string> {
    const row = await app.database.db
      .selectFrom('permit')
      .select('tenant_id')
      .where('id', '=', permitId)
      .executeTakeFirstOrThrow();
    return row.tenant_id;
  }
});
