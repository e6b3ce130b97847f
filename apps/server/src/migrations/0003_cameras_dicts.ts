import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

export const camerasAndDictionaries: Migration = {
  version: 3,
  name: 'camera logs and dictionaries',
  async up(db) {
    const statements = [
      sql`create table hk_log (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        main_type smallint not null check (main_type between 1 and 4),
        sub_type text,
        camera_name text not null,
        channel integer,
        event text not null,
        message text not null,
        operator text,
        exception text,
        occurred_at timestamptz not null default now(),
        created_at timestamptz not null default now()
      )`,
      sql`create index hk_log_page on hk_log (tenant_id, main_type, id desc)`,
      sql`create index hk_log_newest on hk_log (tenant_id, id desc)`,
      sql`create table sys_dict_type (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        code text not null,
        name jsonb not null,
        sort integer not null default 100,
        status smallint not null default 0,
        remark text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, code)
      )`,
      sql`create table sys_dict_data (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        type_id bigint not null references sys_dict_type(id) on delete cascade,
        code text not null,
        value jsonb not null,
        sort integer not null default 100,
        status smallint not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (type_id, code)
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
