import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

export const platform: Migration = {
  version: 1,
  name: 'platform: tenants and platform settings',
  async up(db) {
    await sql`
      create table sys_tenant (
        id bigint generated always as identity primary key,
        code text not null unique,
        name text not null,
        status smallint not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`
      create table sys_config (
        code text primary key,
        value text not null,
        remark text,
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
};
