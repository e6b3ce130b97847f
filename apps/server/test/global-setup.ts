import type { TestProject } from 'vitest/node';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the PostgreSQL 15 server the integration tests use. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const server = await startTempPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
