import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { errors } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from './auth-helpers.js';
import { buildTestApp, DRIVERS } from './helpers.js';
import { callerOf, otherTenant } from './sysadmin-helpers.js';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../packages/form-engine/test-fixtures/${name}`, import.meta.url), 'utf8'),
  );

/** A small definition written the way the original designer exports it. */
const permitForm = {
  list: [
    {
      type: 'input',
      label: 'Permit number',
      options: {
        type: 'text',
        width: '100%',
        defaultValue: '',
        placeholder: '',
        clearable: false,
        maxLength: null,
        hidden: false,
        disabled: false,
      },
      model: 'input_1',
      key: 'input_1',
      rules: [
        { required: true, message: '必填项' },
        { pattern: '^PTW-\\d+$', message: 'Format PTW-123' },
      ],
    },
    {
      type: 'number',
      label: 'Workers',
      options: {
        width: '100%',
        defaultValue: 0,
        min: 1,
        max: 50,
        precision: null,
        step: 1,
        hidden: false,
        disabled: false,
      },
      model: 'number_1',
      key: 'number_1',
      rules: [{ required: true, message: '必填项' }],
    },
  ],
  config: {
    layout: 'horizontal',
    labelCol: { span: 4 },
    wrapperCol: { span: 18 },
    hideRequiredMark: false,
    customStyle: '',
  },
};

describe.each(DRIVERS)('forms on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: string;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(driver));
    admin = await tokenFor(app, 'superAdmin');
  });
  afterAll(() => close());
  const post = (url: string, payload: object, token = admin, lang = 'en') =>
    app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), lang } });
  const get = (url: string, token = admin) => app.inject({ method: 'GET', url, headers: bearer(token) });

  it('stores versions immutably and refuses a save over a newer version', async () => {
    const created = (await post('/api/form/add', { name: 'Permit to work', definition: permitForm })).json()
      .data;
    expect(created).toMatchObject({ name: 'Permit to work', currentVersion: 1, version: 1, submissions: 0 });
    // Defaults were filled by the engine: the 2020-style labelCol became breakpoints.
    expect(created.definition.config.labelCol).toMatchObject({ xs: 4, xxl: 4 });

    const changed = structuredClone(permitForm);
    const first = changed.list[0];
    if (first) first.label = 'Permit no.';
    const v2 = (
      await post('/api/form/edit', {
        id: created.id,
        name: 'Permit to work',
        definition: changed,
        baseVersion: 1,
      })
    ).json().data;
    expect(v2).toMatchObject({ currentVersion: 2, version: 2 });
    expect(v2.definition.list[0].label).toBe('Permit no.');

    const stale = await post('/api/form/edit', {
      id: created.id,
      name: 'Permit to work',
      definition: permitForm,
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: errors.VERSION_CONFLICT.code, data: { currentVersion: 2 } });
    expect(stale.json().message).toContain('version 2');

    const v1 = (await get(`/api/form/detail?id=${created.id}&version=1`)).json().data;
    expect(v1.definition.list[0].label).toBe('Permit number');
    const versions = (await get(`/api/form/versions?id=${created.id}`)).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].createdByName).toBe('Super Admin');
  });

  it('reads original k-form-design exports unchanged', async () => {
    for (const name of ['kfd-3.7.json', 'kfd-3.8.18.json', 'kfd-nested.json']) {
      const res = await post('/api/form/add', { name, definition: fixture(name) });
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('refuses a malformed definition naming the path', async () => {
    const bad = {
      list: [{ type: 'grid', key: 'grid_1', columns: [{ span: 12, list: [{ type: 'foo', key: 'foo_1' }] }] }],
      config: {},
    };
    const res = await post('/api/form/add', { name: 'Broken', definition: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.FORM_DEFINITION_INVALID.code);
    expect(res.json().message).toContain('list[0].columns[0].list[0].type');
  });

  it('validates submissions on the server with the form rules and records the version', async () => {
    const form = (await post('/api/form/add', { name: 'Check', definition: permitForm })).json().data;
    const invalid = await post('/api/form/submit', { id: form.id, data: { input_1: 'PTW-x', number_1: 99 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe(errors.FORM_DATA_INVALID.code);
    expect(invalid.json().data.fieldErrors).toEqual([
      { path: 'input_1', rule: 'pattern', message: 'Format PTW-123' },
      { path: 'number_1', rule: 'max', message: 'Must be at most 50' },
    ]);
    const missing = await post('/api/form/submit', { id: form.id, data: {} }, admin, 'zh-HK');
    expect(missing.json().data.fieldErrors[0]).toEqual({
      path: 'input_1',
      rule: 'required',
      message: '必填項',
    });

    const ok = await post('/api/form/submit', { id: form.id, data: { input_1: 'PTW-42', number_1: 5 } });
    expect(ok.json().data).toMatchObject({ version: 1 });
    const del = await post('/api/form/delete', { id: form.id });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe(errors.FORM_HAS_SUBMISSIONS.code);
    expect(del.json().message).toBe('This form has 1 submission(s) and cannot be deleted');
  });

  it('records each submission against the version it was made on, and answers row errors by path', async () => {
    const withCrew = structuredClone(permitForm) as { list: object[]; config: object };
    withCrew.list.push({
      type: 'batch',
      label: 'Crew',
      model: 'batch_1',
      key: 'batch_1',
      options: { minLimit: 1 },
      list: [
        {
          type: 'input',
          label: 'Name',
          model: 'input_5',
          key: 'input_5',
          rules: [{ required: true, message: '必填项' }],
        },
      ],
    });
    const form = (await post('/api/form/add', { name: 'Versioned', definition: permitForm })).json().data;
    const v2 = await post('/api/form/edit', {
      id: form.id,
      name: 'Versioned',
      definition: withCrew,
      baseVersion: 1,
    });
    expect(v2.json().data.currentVersion).toBe(2);

    // version 2 checks every row of its batch; errors are keyed by model path
    const rows = await post('/api/form/submit', {
      id: form.id,
      data: {
        input_1: 'PTW-1',
        number_1: 2,
        batch_1: [{ input_5: 'Ann' }, { input_5: 'Bo' }, { input_5: '' }],
      },
    });
    expect(rows.statusCode).toBe(400);
    expect(rows.json().data.fieldErrors).toEqual([
      { path: 'batch_1[2].input_5', rule: 'required', message: 'Required' },
    ]);

    // an old version is still answerable: its rules, and the version is recorded
    const onV1 = (
      await post('/api/form/submit', { id: form.id, version: 1, data: { input_1: 'PTW-1', number_1: 2 } })
    ).json().data;
    expect(onV1.version).toBe(1);
    const onV2 = (
      await post('/api/form/submit', {
        id: form.id,
        data: { input_1: 'PTW-2', number_1: 3, batch_1: [{ input_5: 'Ann' }] },
      })
    ).json().data;
    expect(onV2.version).toBe(2);
    const stored = await app.database.db
      .selectFrom('form_submission')
      .select(['id', 'form_version', 'data'])
      .where('form_id', '=', form.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => [row.id, row.form_version])).toEqual([
      [onV1.submissionId, 1],
      [onV2.submissionId, 2],
    ]);
    expect(stored[1]?.data).toMatchObject({ batch_1: [{ input_5: 'Ann' }] });
    // a version that does not exist is not found
    const missing = await post('/api/form/submit', { id: form.id, version: 9, data: {} });
    expect(missing.json().code).toBe(errors.RECORD_NOT_FOUND.code);
    // versions are immutable: version 1 still reads as it was saved
    const v1 = (await get(`/api/form/detail?id=${form.id}&version=1`)).json().data;
    expect(v1.definition.list).toHaveLength(2);
  });

  it('deletes a form without submissions, with its versions', async () => {
    const form = (await post('/api/form/add', { name: 'Short-lived', definition: permitForm })).json().data;
    expect((await post('/api/form/delete', { id: form.id })).statusCode).toBe(200);
    expect((await get(`/api/form/detail?id=${form.id}`)).json().code).toBe(errors.RECORD_NOT_FOUND.code);
    const versions = await app.database.db
      .selectFrom('form_version')
      .select('version')
      .where('form_id', '=', form.id)
      .execute();
    expect(versions).toEqual([]);
  });

  it("never shows, changes or takes submissions for another tenant's form", async () => {
    const other = await otherTenant(app, callerOf(app, admin), `forms${driver}`);
    const mine = (await post('/api/form/add', { name: 'Tenant one only', definition: permitForm })).json()
      .data;
    const theirs = (
      await other.admin.post('/form/add', { name: 'Tenant two form', definition: permitForm })
    ).json().data;
    expect(theirs).toMatchObject({ version: 1 });

    const seen = (await other.admin.get('/form/page', { pageSize: 100 })).json().data;
    // Theirs beside the permit forms every tenant is seeded with; never tenant one's.
    const names = seen.rows.map((r: { name: string }) => r.name);
    expect(names).toContain('Tenant two form');
    expect(names).not.toContain('Tenant one only');
    for (const res of [
      await other.admin.get('/form/detail', { id: mine.id }),
      await other.admin.get('/form/versions', { id: mine.id }),
      await other.admin.post('/form/edit', {
        id: mine.id,
        name: 'x',
        definition: permitForm,
        baseVersion: 1,
      }),
      await other.admin.post('/form/submit', { id: mine.id, data: { input_1: 'PTW-1', number_1: 2 } }),
      await other.admin.post('/form/delete', { id: mine.id }),
    ]) {
      expect(res.json().code).toBe(errors.RECORD_NOT_FOUND.code);
    }
    expect((await get(`/api/form/detail?id=${mine.id}`)).json().data.name).toBe('Tenant one only');
    const mineSeen = (await get('/api/form/page?pageSize=100')).json().data;
    expect(mineSeen.rows.map((r: { name: string }) => r.name)).not.toContain('Tenant two form');
  });

  it('keeps forms per tenant and behind their permissions', async () => {
    const demo = await tokenFor(app, 'demo');
    expect((await get('/api/form/page', demo)).statusCode).toBe(403);
    // A form of its own: the search is case-insensitive and leaves out the other forms.
    const name = `Permit to work ${randomUUID().slice(0, 8)}`;
    expect((await post('/api/form/add', { name, definition: permitForm })).statusCode).toBe(200);
    const page = (await get(`/api/form/page?keyword=${encodeURIComponent(name.toLowerCase())}`)).json().data;
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual([name]);
    expect((await get('/api/form/detail?id=999999')).json().code).toBe(errors.RECORD_NOT_FOUND.code);
  });
});
