import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * System administration: the operation log, notices with their recipients, and scheduled jobs with
 * their run history. Tenant switches need no column: self-registration is sys_tenant.register_open,
 * and TENANT_OPEN / CAPTCHA_OPEN are platform switches in sys_config (read before a tenant is known).
 */
export const sysadmin: Migration = {
  version: 7,
  name: 'system administration: operation log, notices, timers',
  async up(db) {
    const statements = [
      sql`create table sys_op_log (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        user_id bigint,
        account text not null,
        method text not null,
        url text not null,
        event text not null,
        success boolean not null,
        status smallint not null,
        message text,
        exception text,
        duration_ms integer not null,
        ip text,
        user_agent text,
        created_at timestamptz not null default now()
      )`,
      // The page sorts by time (id breaks ties) and filters by account, success and a time range:
      // one index per filter, each ending in the sort, so a page is an index range scan plus LIMIT.
      sql`create index sys_op_log_time on sys_op_log (tenant_id, created_at desc, id desc)`,
      sql`create index sys_op_log_account on sys_op_log (tenant_id, account, created_at desc, id desc)`,
      sql`create index sys_op_log_success on sys_op_log (tenant_id, success, created_at desc, id desc)`,
      // The visit log's page sorts and ranges by time too (its account index exists since 0002).
      sql`create index sys_vis_log_time on sys_vis_log (tenant_id, created_at desc, id desc)`,
      sql`create table sys_notice (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        title text not null,
        content text not null,
        type smallint not null check (type in (1, 2)),
        status smallint not null default 0 check (status in (0, 1, 2)),
        recipients_all boolean not null,
        recipient_ids jsonb not null default '[]',
        created_by bigint,
        published_at timestamptz,
        withdrawn_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create index sys_notice_tenant on sys_notice (tenant_id, id desc)`,
      // One row per recipient, written when the notice is published (a snapshot of "all users" then).
      sql`create table sys_notice_user (
        tenant_id bigint not null references sys_tenant(id),
        notice_id bigint not null references sys_notice(id) on delete cascade,
        user_id bigint not null references sys_user(id) on delete cascade,
        read_at timestamptz,
        primary key (notice_id, user_id)
      )`,
      sql`create index sys_notice_user_unread on sys_notice_user (user_id, notice_id) where read_at is null`,
      sql`create table sys_timer (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        name text not null,
        job_code text not null,
        cron text not null,
        params jsonb not null default '{}',
        enabled boolean not null default false,
        next_run_at timestamptz,
        last_run_at timestamptz,
        remark text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      sql`create index sys_timer_due on sys_timer (next_run_at) where enabled`,
      sql`create table sys_timer_run (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        timer_id bigint not null references sys_timer(id) on delete cascade,
        trigger text not null check (trigger in ('schedule', 'manual')),
        scheduled_for timestamptz,
        started_at timestamptz not null default now(),
        finished_at timestamptz,
        success boolean,
        message text
      )`,
      sql`create index sys_timer_run_timer on sys_timer_run (timer_id, id desc)`,
      // A scheduled time is claimed once, whichever instance runs it.
      sql`create unique index sys_timer_run_once on sys_timer_run (timer_id, scheduled_for)
        where scheduled_for is not null`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
