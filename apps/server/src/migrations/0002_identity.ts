import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Users, roles, applications, menus, sessions and the sign-in side tables. Every business row
 * carries tenant_id; ids are bigint identities (sent to the browser as strings).
 */
export const identity: Migration = {
  version: 2,
  name: 'identity: users, roles, apps, menus, sessions, visit log, captcha, sms, machine clients',
  async up(db) {
    const statements = [
      sql`alter table sys_tenant add column register_open boolean not null default false`,
      sql`create table sys_app (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        code text not null,
        name jsonb not null,
        is_default boolean not null default false,
        sort integer not null default 100,
        status smallint not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, code)
      )`,
      sql`create table sys_menu (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        pid bigint not null default 0,
        code text not null,
        type smallint not null check (type in (0, 1, 2)),
        title jsonb not null,
        application text not null,
        router text,
        component text,
        redirect text,
        permission text,
        open_type smallint not null default 1 check (open_type in (0, 1, 2, 3)),
        link text,
        icon text,
        visible boolean not null default true,
        hide_children boolean not null default false,
        sort integer not null default 100,
        status smallint not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, code)
      )`,
      sql`create index sys_menu_app on sys_menu (tenant_id, application, sort)`,
      sql`create table sys_role (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        code text not null,
        name text not null,
        sort integer not null default 100,
        status smallint not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, code)
      )`,
      sql`create table sys_user (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        account text not null,
        password_hash text not null,
        name text not null,
        nick_name text,
        avatar bigint,
        phone text,
        email text,
        admin_type smallint not null default 2 check (admin_type in (1, 2)),
        status smallint not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, account)
      )`,
      sql`create table sys_user_role (
        tenant_id bigint not null references sys_tenant(id),
        user_id bigint not null references sys_user(id) on delete cascade,
        role_id bigint not null references sys_role(id) on delete cascade,
        primary key (user_id, role_id)
      )`,
      sql`create table sys_role_menu (
        tenant_id bigint not null references sys_tenant(id),
        role_id bigint not null references sys_role(id) on delete cascade,
        menu_id bigint not null references sys_menu(id) on delete cascade,
        primary key (role_id, menu_id)
      )`,
      sql`create table sys_session (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        user_id bigint not null references sys_user(id) on delete cascade,
        token_hash text not null unique,
        active_app text,
        remember_me boolean not null default false,
        ip text,
        user_agent text,
        created_at timestamptz not null default now(),
        last_seen_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz,
        revoke_reason text
      )`,
      sql`create index sys_session_user on sys_session (user_id)`,
      sql`create table sys_vis_log (
        id bigint generated always as identity primary key,
        tenant_id bigint references sys_tenant(id),
        user_id bigint,
        account text not null,
        kind text not null check (kind in ('login', 'logout', 'locked')),
        success boolean not null,
        message text,
        ip text,
        user_agent text,
        created_at timestamptz not null default now()
      )`,
      sql`create index sys_vis_log_account on sys_vis_log (tenant_id, account, created_at desc)`,
      sql`create table sys_captcha (
        token_hash text primary key,
        answer text not null,
        expires_at timestamptz not null,
        attempted_at timestamptz,
        verification_hash text unique,
        verification_used_at timestamptz,
        created_at timestamptz not null default now()
      )`,
      sql`create table sys_sms_code (
        id bigint generated always as identity primary key,
        phone text not null,
        code_hash text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      )`,
      sql`create index sys_sms_code_phone on sys_sms_code (phone, created_at desc)`,
      sql`create table sys_sms_outbox (
        id bigint generated always as identity primary key,
        phone text not null,
        message text not null,
        created_at timestamptz not null default now()
      )`,
      sql`create table sys_api_client (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        client_id text not null unique,
        secret_hash text not null,
        name text not null,
        status smallint not null default 0,
        created_at timestamptz not null default now()
      )`,
      sql`create table sys_api_token (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        client_id bigint not null references sys_api_client(id) on delete cascade,
        access_hash text not null unique,
        refresh_hash text not null unique,
        access_expires_at timestamptz not null,
        refresh_expires_at timestamptz not null,
        revoked_at timestamptz,
        created_at timestamptz not null default now()
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
