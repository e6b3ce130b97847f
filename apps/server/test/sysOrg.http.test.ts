import { errors, type SysOrgRow, type SysOrgTreeNode } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { type Api, apiAs, data, makeRole, makeUser, orgId, otherTenant } from './org-users-helpers.js';

describe('organisations and positions (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Api;
  let demo: Api;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = apiAs(app, await tokenFor(app, 'superAdmin'));
    demo = apiAs(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app);
  });
  afterAll(() => close());

  const add = (body: Record<string, unknown>) => admin.post('/sysOrg/add', body);

  it('serves the seeded tree: Siteguard with its two sites, by sort', async () => {
    const tree = data<SysOrgTreeNode[]>(await admin.get('/sysOrg/tree'));
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ title: 'Siteguard', code: 'siteguard', parentId: '0' });
    expect(tree[0]?.children.map((node) => node.title)).toEqual(['Tsuen Wan site', 'Kai Tak site']);
    expect(tree[0]?.children[0]?.value).toBe(tree[0]?.children[0]?.id);
    expect(JSON.stringify(tree)).not.toContain('Other root');
  });

  it('adds organisations below a parent with the ancestors in pids, and refuses bad input', async () => {
    const tw = await orgId(app, 'tsuen-wan');
    const root = await orgId(app, 'siteguard');
    const zone = data<SysOrgRow>(await add({ pid: tw, code: 'tw-zone-a', name: 'Zone A', sort: 5 }));
    expect(zone).toMatchObject({ pid: tw, pids: `[0],[${root}],[${tw}],`, code: 'tw-zone-a', status: 0 });

    const missing = await add({ pid: tw });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(errors.PARAM_ERROR.code);
    expect(
      missing
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.code', 'body.name']);
    expect((await add({ pid: tw, code: 'bad code!', name: 'x' })).statusCode).toBe(400);
    expect((await add({ pid: 12, code: 'x', name: 'x' })).statusCode).toBe(400);
    expect((await add({ pid: tw, code: 'x', name: 'x', sort: 'first' })).statusCode).toBe(400);

    const taken = await add({ pid: tw, code: 'tw-zone-a', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(errors.ORG_CODE_EXISTS.code);
    const unknownParent = await add({ pid: '999999', code: 'orphan', name: 'Orphan' });
    expect(unknownParent.statusCode).toBe(404);
    const otherParent = await add({ pid: other.orgId, code: 'sneaky', name: 'Sneaky' });
    expect(otherParent.statusCode).toBe(404);
    // The code is unique per tenant only: the other tenant's code is free here.
    expect((await add({ pid: tw, code: 'other-root', name: 'Same code, other tenant' })).statusCode).toBe(
      200,
    );
  });

  it('lists, pages and details within the tenant, with subtree, keyword and sort', async () => {
    const root = await orgId(app, 'siteguard');
    const tw = await orgId(app, 'tsuen-wan');
    // A sub-organisation of its own for the subtree to hold.
    data(await add({ pid: tw, code: 'tw-listed', name: 'Listed zone' }));
    const list = data<SysOrgRow[]>(await admin.get('/sysOrg/list', { pid: tw }));
    expect(list.map((org) => org.code)).toEqual(expect.arrayContaining(['tsuen-wan', 'tw-listed']));
    expect(list.map((org) => org.code)).not.toContain('kai-tak');

    const page = data<{ rows: SysOrgRow[]; totalRows: number; totalCount: number }>(
      await admin.get('/sysOrg/page', { pid: root, sortField: 'code', sortOrder: 'descend', pageSize: 2 }),
    );
    expect(page.totalRows).toBeGreaterThanOrEqual(4);
    expect(page.totalCount).toBe(page.totalRows);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]?.code.localeCompare(page.rows[1]?.code ?? '')).toBeGreaterThan(0);
    const found = data<{ rows: SysOrgRow[] }>(await admin.get('/sysOrg/page', { searchValue: 'kai' }));
    expect(found.rows.map((org) => org.code)).toEqual(['kai-tak']);
    expect((await admin.get('/sysOrg/page', { sortField: 'pids' })).statusCode).toBe(400);
    expect((await admin.get('/sysOrg/page', { pageSize: 101 })).statusCode).toBe(400);

    expect(data<SysOrgRow>(await admin.get('/sysOrg/detail', { id: root })).name).toBe('Siteguard');
    expect((await admin.get('/sysOrg/detail', { id: 'abc' })).statusCode).toBe(400);
    expect((await admin.get('/sysOrg/detail')).statusCode).toBe(400);
    const foreign = await admin.get('/sysOrg/detail', { id: other.orgId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Other root');
  });

  it('moves a subtree on edit, and refuses a parent inside the subtree', async () => {
    const kt = await orgId(app, 'kai-tak');
    const parent = data<SysOrgRow>(await add({ pid: kt, code: 'kt-block-1', name: 'Block 1' }));
    const child = data<SysOrgRow>(await add({ pid: parent.id, code: 'kt-floor-1', name: 'Floor 1' }));
    const tw = await orgId(app, 'tsuen-wan');
    const moved = data<SysOrgRow>(
      await admin.post('/sysOrg/edit', {
        id: parent.id,
        pid: tw,
        code: 'kt-block-1',
        name: 'Block 1 (moved)',
      }),
    );
    expect(moved.pids).toBe(`${data<SysOrgRow>(await admin.get('/sysOrg/detail', { id: tw })).pids}[${tw}],`);
    const childNow = data<SysOrgRow>(await admin.get('/sysOrg/detail', { id: child.id }));
    expect(childNow.pids).toBe(`${moved.pids}[${parent.id}],`);

    for (const pid of [parent.id, child.id]) {
      const res = await admin.post('/sysOrg/edit', { id: parent.id, pid, code: 'kt-block-1', name: 'Loop' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.ORG_PARENT_INVALID.code);
    }
    const taken = await admin.post('/sysOrg/edit', { id: parent.id, pid: tw, code: 'kai-tak', name: 'x' });
    expect(taken.json().code).toBe(errors.ORG_CODE_EXISTS.code);
    const foreign = await admin.post('/sysOrg/edit', { id: other.orgId, pid: '0', code: 'x', name: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await admin.post('/sysOrg/edit', { id: parent.id, pid: tw, code: 'x', name: 'x', status: 3 }))
        .statusCode,
    ).toBe(400);
  });

  it('names a head: a user of the tenant, kept when an edit leaves it out, cleared with null', async () => {
    const kt = await orgId(app, 'kai-tak');
    const head = await makeUser(app, admin, { orgCode: 'kai-tak', name: 'Head Of Works' });
    const org = data<SysOrgRow>(await add({ pid: kt, code: 'kt-headed', name: 'Headed', leaderId: head.id }));
    expect(org).toMatchObject({ leaderId: head.id, leaderName: 'Head Of Works' });
    const base = { id: org.id, pid: kt, code: 'kt-headed', name: 'Headed again' };
    expect(data<SysOrgRow>(await admin.post('/sysOrg/edit', base)).leaderId).toBe(head.id);
    const foreign = await admin.post('/sysOrg/edit', { ...base, leaderId: other.userId });
    expect(foreign.statusCode).toBe(404);
    expect(data<SysOrgRow>(await admin.get('/sysOrg/detail', { id: org.id })).leaderId).toBe(head.id);
    expect(
      (await add({ pid: kt, code: 'kt-foreign-head', name: 'x', leaderId: other.userId })).statusCode,
    ).toBe(404);
    const cleared = data<SysOrgRow>(await admin.post('/sysOrg/edit', { ...base, leaderId: null }));
    expect(cleared).toMatchObject({ leaderId: null, leaderName: null });
  });

  it('refuses to delete an organisation with sub-organisations or users, with the reason', async () => {
    const kt = await orgId(app, 'kai-tak');
    const site = data<SysOrgRow>(await add({ pid: kt, code: 'kt-del', name: 'To delete' }));
    const sub = data<SysOrgRow>(await add({ pid: site.id, code: 'kt-del-sub', name: 'Sub' }));
    const hasChildren = await admin.post('/sysOrg/delete', { id: site.id });
    expect(hasChildren.statusCode).toBe(409);
    expect(hasChildren.json()).toMatchObject({ code: errors.ORG_HAS_CHILDREN.code });
    expect(hasChildren.json().message).toContain('1');

    await makeUser(app, admin, { orgCode: 'kt-del-sub' });
    const hasUsers = await admin.post('/sysOrg/delete', { id: sub.id });
    expect(hasUsers.statusCode).toBe(409);
    expect(hasUsers.json().code).toBe(errors.ORG_HAS_USERS.code);

    const empty = data<SysOrgRow>(await add({ pid: kt, code: 'kt-empty', name: 'Empty' }));
    expect(data(await admin.post('/sysOrg/delete', { id: empty.id }))).toBeNull();
    expect((await admin.post('/sysOrg/delete', { id: empty.id })).statusCode).toBe(404);
    expect((await admin.post('/sysOrg/delete', { id: other.orgId })).statusCode).toBe(404);
    expect((await admin.post('/sysOrg/delete', {})).statusCode).toBe(400);
  });

  it('narrows organisations to the data scope: scope 3 sees only its own organisation', async () => {
    const role = await makeRole(app, admin, {
      code: 'org-viewer',
      permissions: ['sysOrg:tree', 'sysOrg:page', 'sysOrg:add', 'sysOrg:delete'],
      dataScopeType: 3,
    });
    const viewer = await makeUser(app, admin, { orgCode: 'kai-tak', roleIds: [role] });
    const tree = data<SysOrgTreeNode[]>(await viewer.api.get('/sysOrg/tree'));
    expect(tree.map((node) => node.code)).toEqual(['kai-tak']);
    expect(tree[0]?.children).toEqual([]);
    const tw = await orgId(app, 'tsuen-wan');
    expect((await viewer.api.get('/sysOrg/detail', { id: tw })).statusCode).toBe(404);
    expect((await viewer.api.post('/sysOrg/delete', { id: tw })).statusCode).toBe(404);
    const outside = await viewer.api.post('/sysOrg/add', { pid: tw, code: 'viewer-sub', name: 'x' });
    expect(outside.json().code).toBe(errors.DATA_SCOPE_DENIED.code);
    const root = await viewer.api.post('/sysOrg/add', { pid: '0', code: 'viewer-root', name: 'x' });
    expect(root.json().code).toBe(errors.DATA_SCOPE_DENIED.code);
  });

  it('refuses every organisation and position route to a user without the permission', async () => {
    const calls = [
      demo.get('/sysOrg/tree'),
      demo.get('/sysOrg/list'),
      demo.get('/sysOrg/page'),
      demo.get('/sysOrg/detail', { id: '1' }),
      demo.post('/sysOrg/add', { code: 'x', name: 'x' }),
      demo.post('/sysOrg/edit', { id: '1', code: 'x', name: 'x' }),
      demo.post('/sysOrg/delete', { id: '1' }),
      demo.get('/sysPos/page'),
      demo.get('/sysPos/list'),
      demo.post('/sysPos/add', { code: 'x', name: 'x' }),
      demo.post('/sysPos/edit', { id: '1', code: 'x', name: 'x' }),
      demo.post('/sysPos/delete', { id: '1' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(errors.NO_PERMISSION.code);
    }
  });

  describe('positions', () => {
    it('serves the seeded positions and pages with keyword and sort', async () => {
      const list = data<Array<{ code: string; name: string }>>(await admin.get('/sysPos/list'));
      expect(list.map((pos) => pos.name)).toEqual(['Safety officer', 'Site agent', 'Foreman']);
      const page = data<{ rows: Array<{ code: string }>; totalRows: number }>(
        await admin.get('/sysPos/page', { searchValue: 'fore' }),
      );
      expect(page).toMatchObject({ totalRows: 1, rows: [{ code: 'foreman' }] });
      const sorted = data<{ rows: Array<{ code: string }> }>(
        await admin.get('/sysPos/page', { sortField: 'code', sortOrder: 'ascend' }),
      );
      expect(sorted.rows.map((pos) => pos.code)).toEqual(['foreman', 'safety-officer', 'site-agent']);
      expect(JSON.stringify(sorted)).not.toContain('other-pos');
      expect((await admin.get('/sysPos/page', { sortField: 'remark' })).statusCode).toBe(400);
    });

    it('adds, edits and deletes, refusing duplicates, unknown ids and positions in use', async () => {
      const pos = data<{ id: string }>(
        await admin.post('/sysPos/add', { code: 'crane-op', name: 'Crane operator' }),
      );
      expect((await admin.post('/sysPos/add', { code: 'crane-op', name: 'Again' })).json().code).toBe(
        errors.POS_CODE_EXISTS.code,
      );
      expect((await admin.post('/sysPos/add', { name: 'No code' })).statusCode).toBe(400);
      const edited = data<{ name: string; status: number }>(
        await admin.post('/sysPos/edit', {
          id: pos.id,
          code: 'crane-op',
          name: 'Crane operator (tower)',
          status: 1,
        }),
      );
      expect(edited).toMatchObject({ name: 'Crane operator (tower)', status: 1 });
      expect((await admin.post('/sysPos/edit', { id: other.posId, code: 'x', name: 'x' })).statusCode).toBe(
        404,
      );
      expect((await admin.post('/sysPos/edit', { id: pos.id, code: 'foreman', name: 'x' })).json().code).toBe(
        errors.POS_CODE_EXISTS.code,
      );

      const user = await makeUser(app, admin, { orgCode: 'tsuen-wan' });
      const detail = data<Record<string, unknown>>(await admin.get('/sysUser/detail', { id: user.id }));
      data(
        await admin.post('/sysUser/edit', {
          ...detail,
          id: user.id,
          orgId: detail.orgId,
          positionIds: [pos.id],
        }),
      );
      const inUse = await admin.post('/sysPos/delete', { id: pos.id });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().code).toBe(errors.POS_IN_USE.code);
      data(await admin.post('/sysUser/edit', { ...detail, id: user.id, positionIds: [] }));
      expect(data(await admin.post('/sysPos/delete', { id: pos.id }))).toBeNull();
      expect((await admin.post('/sysPos/delete', { id: pos.id })).statusCode).toBe(404);
      expect((await admin.post('/sysPos/delete', { id: other.posId })).statusCode).toBe(404);
    });
  });
});

describe('organisations and users on PGlite (smoke)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('pglite'));
  });
  afterAll(() => close());

  it('moves a subtree, pages users by keyword and subtree, and applies a data scope', async () => {
    const admin = apiAs(app, await tokenFor(app, 'superAdmin'));
    const kt = await orgId(app, 'kai-tak');
    const block = data<SysOrgRow>(
      await admin.post('/sysOrg/add', { pid: kt, code: 'p-block', name: 'Block' }),
    );
    const floor = data<SysOrgRow>(
      await admin.post('/sysOrg/add', { pid: block.id, code: 'p-floor', name: 'Floor' }),
    );
    const tw = await orgId(app, 'tsuen-wan');
    data(await admin.post('/sysOrg/edit', { id: block.id, pid: tw, code: 'p-block', name: 'Block' }));
    expect(data<SysOrgRow>(await admin.get('/sysOrg/detail', { id: floor.id })).pids).toContain(
      `[${tw}],[${block.id}],`,
    );

    const role = await makeRole(app, admin, {
      code: 'p-scope',
      permissions: ['sysUser:page'],
      dataScopeType: 2,
    });
    const viewer = await makeUser(app, admin, { orgCode: 'p-block', roleIds: [role], name: 'Pglite Viewer' });
    await makeUser(app, admin, { orgCode: 'p-floor', name: 'Pglite Floor Worker' });
    const found = data<{ rows: Array<{ name: string }> }>(
      await admin.get('/sysUser/page', { searchValue: 'PGLITE', orgId: tw, sortField: 'name' }),
    );
    expect(found.rows.map((row) => row.name)).toEqual(['Pglite Floor Worker', 'Pglite Viewer']);
    const seen = data<{ rows: Array<{ name: string }> }>(await viewer.api.get('/sysUser/page'));
    expect(seen.rows.map((row) => row.name).sort()).toEqual(['Pglite Floor Worker', 'Pglite Viewer']);
  });
});
