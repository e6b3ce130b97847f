import type { Page, SysFileInfoRow, UploadResult } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(app: FastifyInstance, token: string, filename: string): Promise<UploadResult> {
  const boundary = '----siteguard-file-list';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/sysFileInfo/upload',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return ok<UploadResult>(res);
}

describe('file list and delete (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let demo: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    demo = callerOf(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app, admin);
  });
  afterAll(() => close());

  it('pages uploads newest first with uploader, filtered by name, extension and time', async () => {
    const first = await upload(app, admin.token, 'site-plan.png');
    const second = await upload(app, demo.token, 'helmet.png');
    const page = ok<Page<SysFileInfoRow>>(await admin.get('/sysFileInfo/page'));
    expect(page.rows.map((row) => row.id)).toEqual([second.fileId, first.fileId]);
    expect(page.rows[0]).toMatchObject({
      originalName: 'helmet.png',
      mimeType: 'image/png',
      ext: 'png',
      sizeBytes: PNG.length,
      createdByAccount: 'demo',
      url: `/api/sysFileInfo/preview?id=${second.fileId}`,
    });
    const named = ok<Page<SysFileInfoRow>>(await admin.get('/sysFileInfo/page', { name: 'PLAN' }));
    expect(named.rows.map((row) => row.id)).toEqual([first.fileId]);
    expect(ok<Page<SysFileInfoRow>>(await admin.get('/sysFileInfo/page', { ext: 'pdf' })).totalRows).toBe(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      ok<Page<SysFileInfoRow>>(await admin.get('/sysFileInfo/page', { startTime: future })).totalRows,
    ).toBe(0);
    expect(badFields(await admin.get('/sysFileInfo/page', { startTime: 'yesterday' }))).toEqual([
      'query.startTime',
    ]);
  });

  it('deletes a file and its bytes, but not while it is an avatar', async () => {
    const file = await upload(app, admin.token, 'avatar.png');
    await app.database.db
      .updateTable('sys_user')
      .set({ avatar: file.fileId })
      .where('account', '=', 'demo')
      .execute();
    const refused = await admin.post('/sysFileInfo/delete', { id: file.fileId });
    expectError(refused, 'FILE_IN_USE');
    await app.database.db
      .updateTable('sys_user')
      .set({ avatar: null })
      .where('account', '=', 'demo')
      .execute();
    ok(await admin.post('/sysFileInfo/delete', { id: file.fileId }));
    expectError(await admin.get('/sysFileInfo/preview', { id: file.fileId }), 'RECORD_NOT_FOUND');
    expectError(await admin.post('/sysFileInfo/delete', { id: file.fileId }), 'RECORD_NOT_FOUND');
    expect(badFields(await admin.post('/sysFileInfo/delete', {}))).toEqual(['body.id']);
  });

  it('keeps tenants apart and asks for the permission', async () => {
    const theirs = await upload(app, other.admin.token, 'theirs.png');
    expect(
      ok<Page<SysFileInfoRow>>(await other.admin.get('/sysFileInfo/page')).rows.map((r) => r.id),
    ).toEqual([theirs.fileId]);
    const mine = ok<Page<SysFileInfoRow>>(await admin.get('/sysFileInfo/page'));
    expect(mine.rows.some((row) => row.id === theirs.fileId)).toBe(false);
    expectError(await admin.post('/sysFileInfo/delete', { id: theirs.fileId }), 'RECORD_NOT_FOUND');
    expectError(await demo.get('/sysFileInfo/page'), 'NO_PERMISSION');
    expectError(await demo.post('/sysFileInfo/delete', { id: theirs.fileId }), 'NO_PERMISSION');
  });
});
