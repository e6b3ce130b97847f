import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/** Forms with immutable versions; a submission records the version it was made against. */
export const forms: Migration = {
  version: 5,
  name: 'forms, versions and submissions',
  async up(db) {
    const statements = [
      sql`create table form (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        name text not null,
        description text,
        current_version integer not null,
        created_by bigint,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create index form_tenant on form (tenant_id, updated_at desc)`,
      sql`create table form_version (
        tenant_id bigint not null references sys_tenant(id),
        form_id bigint not null references form(id) on delete cascade,
        version integer not null,
        definition jsonb not null,
        created_by bigint,
        created_at timestamptz not null default now(),
        primary key (form_id, version)
      )`,
      sql`create table form_submission (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        form_id bigint not null references form(id),
        form_version integer not null,
        data jsonb not null,
        submitted_by bigint,
        created_at timestamptz not null default now(),
        foreign key (form_id, form_version) references form_version(form_id, version)
      )`,
      sql`create index form_submission_form on form_submission (form_id)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
