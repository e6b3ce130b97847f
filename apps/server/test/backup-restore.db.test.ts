import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { bearer, tokenFor } from './auth-helpers.js';
import { createPostgresDatabase, tempDir } from './helpers.js';

/**
 * The backup and restore procedures of docs/operations.md, run: pg_dump -Fc / pg_restore into an
 * empty database for PostgreSQL, a copy of the stopped server's DATA_DIR for PGlite. The restored
 * server starts, signs in and has the data.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

async function addPosition(app: FastifyInstance, code: string) {
  const token = await tokenFor(app, 'superAdmin');
  const res = await app.inject({
    method: 'POST',
    url: '/api/sysPos/add',
    headers: bearer(token),
    payload: { code, name: `Backed up ${code}` },
  });
  expect(res.json().success, res.body).toBe(true);
}

async function positionCodes(app: FastifyInstance): Promise<string[]> {
  const token = await tokenFor(app, 'superAdmin');
  const res = await app.inject({
    method: 'GET',
    url: '/api/sysPos/page?pageNo=1&pageSize=100',
    headers: bearer(token),
  });
  return (res.json().data.rows as Array<{ code: string }>).map((row) => row.code);
}

// Each test starts two servers on fresh databases (and PostgreSQL's runs pg_dump and pg_restore): on
// a loaded machine that took more than the default 30 s, so they are given two minutes.
describe('backup and restore', { timeout: 120_000 }, () => {
  it('PostgreSQL: pg_dump, pg_restore into an empty database, the server starts on it with the data', async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    const dump = path.join(tempDir(), 'siteguard.dump');
    try {
      const original = await buildApp(
        loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent', DATABASE_URL: source.url }),
        {
          logger: false,
        },
      );
      await original.ready();
      await addPosition(original, 'backup_pg');
      // Taken while the server runs, as the procedure says.
      execFileSync(path.join(PG_BIN, 'pg_dump'), ['-Fc', '-f', dump, source.url]);
      await original.close();

      execFileSync(path.join(PG_BIN, 'pg_restore'), ['--no-owner', '-d', target.url, dump]);
      const restored = await buildApp(
        loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent', DATABASE_URL: target.url }),
        {
          logger: false,
        },
      );
      await restored.ready();
      try {
        expect(await positionCodes(restored)).toContain('backup_pg');
      } finally {
        await restored.close();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
  });

  it('PGlite: a copy of the stopped server’s DATA_DIR starts with the data', async () => {
    const dataDir = tempDir();
    const original = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
      logger: false,
    });
    await original.ready();
    await addPosition(original, 'backup_pglite');
    await original.close();

    const copy = tempDir();
    fs.cpSync(dataDir, copy, { recursive: true });
    const restored = await buildApp(loadConfig({ DATA_DIR: copy, LOG_LEVEL: 'silent' }), { logger: false });
    await restored.ready();
    try {
      expect(await positionCodes(restored)).toContain('backup_pglite');
    } finally {
      await restored.close();
    }
  });
});
