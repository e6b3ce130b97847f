import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

export const files: Migration = {
  version: 4,
  name: 'uploaded files',
  async up(db) {
    await sql`create table sys_file_info (
      id bigint generated always as identity primary key,
      tenant_id bigint not null references sys_tenant(id),
      storage text not null,
      object_key text not null,
      original_name text not null,
      mime_type text not null,
      ext text not null,
      size_bytes bigint not null,
      sha256 text not null,
      created_by bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index sys_file_info_tenant on sys_file_info (tenant_id, id desc)`.execute(db);
  },
};
