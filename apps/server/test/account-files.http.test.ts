import { errors } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encryptPassword, login, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { apiAs, makeUser } from './org-users-helpers.js';

// A 1x1 transparent PNG and a GIF header: real image bytes, so the content check passes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML_AS_PNG = Buffer.from('<html><script>alert(1)</script></html>');

function multipart(filename: string, bytes: Buffer, field = 'file', type = 'image/png') {
  const boundary = '----siteguard-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('files and own account (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    token = await tokenFor(app, 'demo');
  });
  afterAll(() => close());

  /** A user of its own, signed in once: the demo's password and sessions stay as other tests expect. */
  const ownUser = async () =>
    makeUser(app, apiAs(app, await tokenFor(app, 'superAdmin')), { orgCode: 'kai-tak' });

  const upload = (filename: string, bytes: Buffer, query = '', field = 'file', auth = token) => {
    const body = multipart(filename, bytes, field);
    return app.inject({
      method: 'POST',
      url: `/api/sysFileInfo/upload${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(auth) },
    });
  };

  it('stores an image and answers code 0 with fileId and url, then previews it inline', async () => {
    const res = await upload('avatar.png', PNG, '?kind=image', 'image');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 0, data: { fileId: expect.stringMatching(/^\d+$/) } });
    expect(body.data.url).toBe(`/api/sysFileInfo/preview?id=${body.data.fileId}`);
    const preview = await app.inject({ method: 'GET', url: body.data.url, headers: bearer(token) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.rawPayload.equals(PNG)).toBe(true);
    const download = await app.inject({
      method: 'GET',
      url: `/api/sysFileInfo/download?id=${body.data.fileId}`,
      headers: bearer(token),
    });
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''avatar.png");
  });

  it('judges the type by content, not by name or claimed type', async () => {
    const res = await upload('innocent.png', HTML_AS_PNG, '', 'file', token);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(errors.FILE_TYPE_NOT_ALLOWED.code);
  });

  it('refuses a request without a file, an empty file, and anonymous callers', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/sysFileInfo/upload',
      headers: bearer(token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe(errors.NO_FILE_UPLOADED.code);
    expect((await upload('empty.png', Buffer.alloc(0))).json().code).toBe(errors.NO_FILE_UPLOADED.code);
    const body = multipart('a.png', PNG);
    const anonymous = await app.inject({ method: 'POST', url: '/api/sysFileInfo/upload', ...body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload('big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(errors.PAYLOAD_TOO_LARGE.code);
  });

  it('never serves another tenant’s file', async () => {
    const mine = (await upload('mine.png', PNG)).json().data.fileId;
    const tenant = await app.database.db
      .insertInto('sys_tenant')
      .values({ code: 'other', name: 'Other' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.database.db
      .updateTable('sys_file_info')
      .set({ tenant_id: tenant.id })
      .where('id', '=', mine)
      .execute();
    const res = await app.inject({
      method: 'GET',
      url: `/api/sysFileInfo/preview?id=${mine}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(errors.RECORD_NOT_FOUND.code);
  });

  it('updates the own profile and avatar, validating input', async () => {
    const fileId = (await upload('me.png', PNG, '?kind=image')).json().data.fileId;
    const info = await app.inject({
      method: 'POST',
      url: '/api/sysUser/updateInfo',
      headers: bearer(token),
      payload: { name: 'Demo Worker', nickName: 'Demo', phone: '91234567', email: 'demo@example.hk' },
    });
    expect(info.json().data).toMatchObject({ account: 'demo', name: 'Demo Worker', phone: '91234567' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sysUser/updateInfo',
      headers: bearer(token),
      payload: { name: '', email: 'nope' },
    });
    expect(
      bad
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.email', 'body.name']);
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/sysUser/updateAvatar',
      headers: bearer(token),
      payload: { fileId },
    });
    expect(avatar.json().data.avatar).toBe(fileId);
    const user = (
      await app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(token) })
    ).json().data;
    expect(user).toMatchObject({ name: 'Demo Worker', avatar: fileId });
  });

  it('changes the password, signing out the other sessions but not this one', async () => {
    const { account, token } = await ownUser();
    const other = await tokenFor(app, account, 'secret123');
    const sessions = (
      await app.inject({ method: 'GET', url: '/api/sysUser/ownSessions', headers: bearer(token) })
    ).json().data;
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(2);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/sysUser/updatePwd',
      headers: bearer(token),
      payload: {
        password: await encryptPassword(app, 'not-it'),
        newPassword: await encryptPassword(app, 'new-secret'),
      },
    });
    expect(wrong.json().code).toBe(errors.OLD_PASSWORD_WRONG.code);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/sysUser/updatePwd',
      headers: bearer(token),
      payload: {
        password: await encryptPassword(app, 'secret123'),
        newPassword: await encryptPassword(app, 'new-secret'),
      },
    });
    expect(changed.json().data.revokedSessions).toBeGreaterThanOrEqual(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const revoked = await app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(other) });
    expect(revoked.json().code).toBe(errors.LOGIN_EXPIRED.code);
    expect((await login(app, account, 'secret123')).json().code).toBe(errors.LOGIN_FAILED.code);
    expect((await login(app, account, 'new-secret')).statusCode).toBe(200);
  });

  it('signs out one of its own sessions, and no one else’s', async () => {
    const { account, token } = await ownUser();
    const second = await tokenFor(app, account, 'secret123');
    const list = (
      await app.inject({ method: 'GET', url: '/api/sysUser/ownSessions', headers: bearer(token) })
    ).json().data;
    const target = list.find((s: { current: boolean }) => !s.current);
    const res = await app.inject({
      method: 'POST',
      url: '/api/sysUser/revokeOwnSession',
      headers: bearer(token),
      payload: { id: target.id },
    });
    expect(res.json()).toMatchObject({ success: true });
    const adminSession = await tokenFor(app, 'superAdmin');
    const adminList = (
      await app.inject({ method: 'GET', url: '/api/sysUser/ownSessions', headers: bearer(adminSession) })
    ).json().data;
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/sysUser/revokeOwnSession',
      headers: bearer(token),
      payload: { id: adminList[0].id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(adminSession) }))
        .statusCode,
    ).toBe(200);
    expect(second).toMatch(/^sg_/);
    expect(
      (await app.inject({ method: 'GET', url: '/api/getLoginUser', headers: bearer(second) })).json().code,
    ).toBe(errors.LOGIN_EXPIRED.code);
  });
});
