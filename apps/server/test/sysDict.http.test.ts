import type { DictTypeNode, Page, SysDictDataRow, SysDictTypeRow } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './auth-helpers.js';
import { buildTestApp } from './helpers.js';
import { badFields, type Caller, callerOf, expectError, ok, otherTenant } from './sysadmin-helpers.js';

const label = (en: string) => ({ 'zh-HK': `${en}繁`, 'zh-CN': `${en}简`, en });

describe('dictionaries (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Caller;
  let demo: Caller;
  let other: Awaited<ReturnType<typeof otherTenant>>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    admin = callerOf(app, await tokenFor(app, 'superAdmin'), { lang: 'en' });
    demo = callerOf(app, await tokenFor(app, 'demo'));
    other = await otherTenant(app, admin);
  });
  afterAll(() => close());

  it('pages types with value counts, and offers one type as drop-down options in a language', async () => {
    const types = ok<Page<SysDictTypeRow>>(await admin.get('/sysDictType/page', { pageSize: 100 }));
    const sex = types.rows.find((row) => row.code === 'sex');
    expect(sex).toMatchObject({ title: 'Sex', valueCount: 2, status: 0 });
    expect(
      ok<Page<SysDictTypeRow>>(await admin.get('/sysDictType/page', { keyword: '性別' })).rows.map(
        (r) => r.code,
      ),
    ).toEqual(['sex']);
    expect(ok(await admin.get('/sysDictType/dropDown', { code: 'sex', lang: 'zh-CN' }))).toEqual([
      { code: '1', value: '男' },
      { code: '2', value: '女' },
    ]);
    expectError(await admin.get('/sysDictType/dropDown', { code: 'nope' }), 'RECORD_NOT_FOUND');
    expect(badFields(await admin.get('/sysDictType/dropDown', {}))).toEqual(['query.code']);
  });

  it('adds a type and its values in three languages; the browser tree follows; a type with values is not deleted', async () => {
    const type = ok<SysDictTypeRow>(
      await admin.post('/sysDictType/add', {
        code: 'permit_risk',
        name: label('Permit risk'),
        sort: 1,
        remark: 'risk levels',
      }),
    );
    expectError(
      await admin.post('/sysDictType/add', { code: 'permit_risk', name: label('Again') }),
      'CODE_EXISTS',
    );
    const high = ok<SysDictDataRow>(
      await admin.post('/sysDictData/add', { typeId: type.id, code: 'H', value: label('High'), sort: 1 }),
    );
    ok(await admin.post('/sysDictData/add', { typeId: type.id, code: 'L', value: label('Low'), sort: 2 }));
    expectError(
      await admin.post('/sysDictData/add', { typeId: type.id, code: 'H', value: label('Again') }),
      'CODE_EXISTS',
    );
    expect(badFields(await admin.post('/sysDictData/add', { typeId: 'x', code: '', value: {} }))).toEqual([
      'body.code',
      'body.typeId',
      'body.value.en',
      'body.value.zh-CN',
      'body.value.zh-HK',
    ]);

    const values = ok<Page<SysDictDataRow>>(await admin.get('/sysDictData/page', { typeId: type.id }));
    expect(values.rows.map((row) => [row.code, row.label])).toEqual([
      ['H', 'High'],
      ['L', 'Low'],
    ]);
    expect(badFields(await admin.get('/sysDictData/page', {}))).toEqual(['query.typeId']);

    ok(
      await admin.post('/sysDictData/edit', {
        id: high.id,
        code: 'H',
        value: label('Very high'),
        sort: 1,
        status: 0,
      }),
    );
    const tree = ok<DictTypeNode[]>(await admin.get('/sysDictType/tree', { lang: 'en' }));
    expect(tree.find((node) => node.code === 'permit_risk')?.children.map((c) => c.name)).toEqual([
      'Very high',
      'Low',
    ]);

    const refused = await admin.post('/sysDictType/delete', { id: type.id });
    expectError(refused, 'DICT_TYPE_HAS_VALUES');
    expect(refused.json().message).toContain('2');
    for (const row of values.rows) ok(await admin.post('/sysDictData/delete', { id: row.id }));
    expectError(await admin.post('/sysDictData/delete', { id: high.id }), 'RECORD_NOT_FOUND');
    ok(
      await admin.post('/sysDictType/edit', {
        id: type.id,
        code: 'permit_risk2',
        name: label('Risk'),
        sort: 2,
        status: 1,
      }),
    );
    ok(await admin.post('/sysDictType/delete', { id: type.id }));
    expectError(await admin.post('/sysDictType/delete', { id: type.id }), 'RECORD_NOT_FOUND');
  });

  it('keeps tenants apart and asks for the permission', async () => {
    const theirs = ok<Page<SysDictTypeRow>>(
      await other.admin.get('/sysDictType/page', { pageSize: 100 }),
    ).rows;
    expect(theirs.map((row) => row.code)).toContain('sex');
    const foreign = theirs.find((row) => row.code === 'sex');
    if (!foreign) throw new Error('no sex dictionary');
    expectError(
      await admin.post('/sysDictType/edit', { id: foreign.id, code: 'sex', name: label('x') }),
      'RECORD_NOT_FOUND',
    );
    expectError(await admin.post('/sysDictType/delete', { id: foreign.id }), 'RECORD_NOT_FOUND');
    expectError(
      await admin.post('/sysDictData/add', { typeId: foreign.id, code: 'x', value: label('x') }),
      'RECORD_NOT_FOUND',
    );
    expect(
      ok<Page<SysDictDataRow>>(await admin.get('/sysDictData/page', { typeId: foreign.id })).totalRows,
    ).toBe(0);
    const theirValues = ok<Page<SysDictDataRow>>(
      await other.admin.get('/sysDictData/page', { typeId: foreign.id }),
    ).rows;
    const value = theirValues[0];
    if (!value) throw new Error('no value');
    expectError(
      await admin.post('/sysDictData/edit', { id: value.id, code: 'x', value: label('x') }),
      'RECORD_NOT_FOUND',
    );
    expectError(await admin.post('/sysDictData/delete', { id: value.id }), 'RECORD_NOT_FOUND');

    for (const res of [
      await demo.get('/sysDictType/page'),
      await demo.get('/sysDictType/dropDown', { code: 'sex' }),
      await demo.post('/sysDictType/add', { code: 'x', name: label('x') }),
      await demo.post('/sysDictType/edit', { id: '1', code: 'x', name: label('x') }),
      await demo.post('/sysDictType/delete', { id: '1' }),
      await demo.get('/sysDictData/page', { typeId: '1' }),
      await demo.post('/sysDictData/add', { typeId: '1', code: 'x', value: label('x') }),
      await demo.post('/sysDictData/edit', { id: '1', code: 'x', value: label('x') }),
      await demo.post('/sysDictData/delete', { id: '1' }),
    ]) {
      expectError(res, 'NO_PERMISSION');
    }
    // The browser's cached tree stays open to every signed-in user.
    expect((await demo.get('/sysDictType/tree')).statusCode).toBe(200);
  });
});
