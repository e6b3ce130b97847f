import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Organisations, positions and employee records (user ↔ organisation), and data scopes: a role's
 * type plus custom organisations, and organisations granted to one user directly.
 */
export const orgUsers: Migration = {
  version: 6,
  name: 'organisations, positions, employees, data scopes',
  async up(db) {
    const statements = [
      // pids lists the ancestors as "[0],[1],[5],": a subtree is every row whose pids starts with
      // the parent's pids plus "[id],", a prefix match the text_pattern_ops index answers.
      sql`create table sys_org (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        pid bigint not null default 0,
        pids text not null,
        code text not null,
        name text not null,
        sort integer not null default 100,
        status smallint not null default 0 check (status in (0, 1)),
        remark text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, code)
      )`,
      sql`create index sys_org_pid on sys_org (tenant_id, pid, sort)`,
      sql`create index sys_org_pids on sys_org (tenant_id, pids text_pattern_ops)`,
      sql`create table sys_pos (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        code text not null,
        name text not null,
        sort integer not null default 100,
        status smallint not null default 0 check (status in (0, 1)),
        remark text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, code)
      )`,
      // One employee record per user; the organisation cannot be deleted while it has one (no cascade).
      sql`create table sys_emp (
        user_id bigint primary key references sys_user(id) on delete cascade,
        tenant_id bigint not null references sys_tenant(id),
        org_id bigint not null references sys_org(id),
        job_num text
      )`,
      sql`create index sys_emp_org on sys_emp (tenant_id, org_id)`,
      sql`create table sys_emp_pos (
        tenant_id bigint not null references sys_tenant(id),
        user_id bigint not null references sys_user(id) on delete cascade,
        pos_id bigint not null references sys_pos(id),
        primary key (user_id, pos_id)
      )`,
      sql`create index sys_emp_pos_pos on sys_emp_pos (pos_id)`,
      sql`alter table sys_role add column data_scope_type smallint not null default 1
        check (data_scope_type between 1 and 5)`,
      sql`alter table sys_role add column remark text`,
      sql`create table sys_role_data_scope (
        tenant_id bigint not null references sys_tenant(id),
        role_id bigint not null references sys_role(id) on delete cascade,
        org_id bigint not null references sys_org(id) on delete cascade,
        primary key (role_id, org_id)
      )`,
      sql`create table sys_user_data_scope (
        tenant_id bigint not null references sys_tenant(id),
        user_id bigint not null references sys_user(id) on delete cascade,
        org_id bigint not null references sys_org(id) on delete cascade,
        primary key (user_id, org_id)
      )`,
      sql`create index sys_user_role_role on sys_user_role (role_id)`,
      // The keyword filter looks for a part of the account, name or phone number. Without trigram
      // indexes that is a scan; one lower-cased column tested with LIKE scans several times faster
      // than ILIKE on three columns (bench/sysuser-page.mjs).
      sql`alter table sys_user add column search_text text generated always as
        (lower(account || ' ' || name || ' ' || coalesce(phone, ''))) stored`,
      // The user page sorts by account (unique index exists), name, created time or status within a
      // tenant; each index ends in id so equal keys page stably and the sort is an index scan.
      sql`create index sys_user_name on sys_user (tenant_id, name, id)`,
      sql`create index sys_user_created on sys_user (tenant_id, created_at, id)`,
      sql`create index sys_user_status on sys_user (tenant_id, status, id)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
