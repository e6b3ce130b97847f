import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations/index.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { migrate } from '../src/platform/db/migrate.js';
import { tenantScope } from '../src/platform/db/tenant-scope.js';
import { createPostgresDatabase, tempDir } from './helpers.js';

describe('tenant scope', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const tenants: Record<'a' | 'b', string> = { a: '', b: '' };

  beforeAll(async () => {
    const target = await createPostgresDatabase();
    drop = target.drop;
    database = await openDatabase({ databaseUrl: target.url, dataDir: tempDir() });
    await migrate(database.db, migrations);
    for (const key of ['a', 'b'] as const) {
      const { id } = await database.db
        .insertInto('sys_tenant')
        .values({ code: `t-${key}`, name: key })
        .returning('id')
        .executeTakeFirstOrThrow();
      tenants[key] = id;
      await database.db
        .insertInto('sys_role')
        .values([
          { tenant_id: id, code: 'shared', name: `shared of ${key}` },
          { tenant_id: id, code: `only-${key}`, name: `only ${key}` },
        ])
        .execute();
    }
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('selects only the rows of its tenant', async () => {
    const rows = await tenantScope(database.db, tenants.a)
      .selectFrom('sys_role')
      .select(['code', 'name'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'only-a', name: 'only a' },
      { code: 'shared', name: 'shared of a' },
    ]);
  });

  it('updates and deletes only inside its tenant', async () => {
    const scopeB = tenantScope(database.db, tenants.b);
    await scopeB.updateTable('sys_role').set({ name: 'renamed' }).where('code', '=', 'shared').execute();
    await scopeB.deleteFrom('sys_role').where('code', 'like', 'only-%').execute();
    const all = await database.db
      .selectFrom('sys_role')
      .select(['tenant_id', 'code', 'name'])
      .orderBy('tenant_id')
      .orderBy('code')
      .execute();
    expect(all).toEqual([
      { tenant_id: tenants.a, code: 'only-a', name: 'only a' },
      { tenant_id: tenants.a, code: 'shared', name: 'shared of a' },
      { tenant_id: tenants.b, code: 'shared', name: 'renamed' },
    ]);
  });
});
