import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * The workflow engine's tables. A model's working copy is edited freely; deploying freezes it as a
 * version, and an instance keeps the version it started on. The engine's own state (bpmn-engine's
 * getState, without the diagram) lives on the instance row while it runs, so any server instance can
 * continue it; tasks, timers and the timeline are rows of their own so that lists and the timer
 * poller read indexes, not engine state.
 */
export const workflow: Migration = {
  version: 10,
  name: 'workflow: models, versions, instances, tasks, timers, timeline, drafts; organisation heads',
  async up(db) {
    const statements = [
      sql`alter table sys_org add column leader_id bigint references sys_user(id) on delete set null`,
      sql`create table wf_model (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        key text not null,
        name text not null,
        description text,
        enabled boolean not null default true,
        xml text not null,
        bindings jsonb not null default '{}',
        current_version integer not null default 0,
        changed boolean not null default true,
        created_by bigint,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, key)
      )`,
      sql`create index wf_model_tenant on wf_model (tenant_id, updated_at desc)`,
      sql`create table wf_model_version (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        model_id bigint not null references wf_model(id) on delete cascade,
        version integer not null,
        xml text not null,
        bindings jsonb not null,
        summary jsonb not null,
        deployed_by bigint,
        deployed_at timestamptz not null default now(),
        unique (model_id, version)
      )`,
      sql`create table wf_instance (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        model_id bigint not null references wf_model(id) on delete cascade,
        version_id bigint not null references wf_model_version(id),
        title text not null,
        status text not null default 'running'
          check (status in ('running', 'suspended', 'completed', 'rejected', 'withdrawn', 'terminated')),
        starter_id bigint,
        variables jsonb not null default '{}',
        state jsonb,
        active_elements jsonb not null default '[]',
        acted boolean not null default false,
        started_at timestamptz not null default now(),
        ended_at timestamptz
      )`,
      sql`create index wf_instance_tenant on wf_instance (tenant_id, started_at desc, id desc)`,
      sql`create index wf_instance_model on wf_instance (model_id, status)`,
      sql`create index wf_instance_starter on wf_instance (tenant_id, starter_id, started_at desc)`,
      sql`create table wf_task (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        instance_id bigint not null references wf_instance(id) on delete cascade,
        element_id text not null,
        name text not null,
        status text not null default 'open' check (status in ('open', 'completed', 'rejected', 'cancelled')),
        assignee_id bigint,
        candidate_ids bigint[] not null default '{}',
        form_id bigint,
        form_version integer,
        data jsonb not null default '{}',
        outcome text,
        comment text,
        due_at timestamptz,
        created_at timestamptz not null default now(),
        completed_at timestamptz,
        completed_by bigint
      )`,
      // 'My tasks': open ones by assignee, unclaimed ones by candidate (a GIN index on the array).
      sql`create index wf_task_assignee on wf_task (tenant_id, assignee_id, created_at desc) where status = 'open'`,
      sql`create index wf_task_candidates on wf_task using gin (candidate_ids) where status = 'open' and assignee_id is null`,
      sql`create index wf_task_done on wf_task (tenant_id, completed_by, completed_at desc) where completed_by is not null`,
      sql`create index wf_task_instance on wf_task (instance_id)`,
      sql`create table wf_timer (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        instance_id bigint not null references wf_instance(id) on delete cascade,
        element_id text not null,
        due_at timestamptz not null,
        fired_at timestamptz,
        unique (instance_id, element_id, due_at)
      )`,
      sql`create index wf_timer_due on wf_timer (due_at) where fired_at is null`,
      sql`create table wf_event (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        instance_id bigint not null references wf_instance(id) on delete cascade,
        task_id bigint,
        kind text not null,
        element_id text,
        element_name text,
        actor_id bigint,
        comment text,
        data jsonb,
        at timestamptz not null default clock_timestamp()
      )`,
      sql`create index wf_event_instance on wf_event (instance_id, id)`,
      sql`create table wf_draft (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        model_id bigint not null references wf_model(id) on delete cascade,
        user_id bigint not null,
        title text not null default '',
        data jsonb not null default '{}',
        updated_at timestamptz not null default now()
      )`,
      sql`create index wf_draft_user on wf_draft (tenant_id, user_id, updated_at desc)`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
