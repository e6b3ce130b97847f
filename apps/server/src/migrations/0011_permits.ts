import { sql } from 'kysely';
import type { Migration } from '../platform/db/migrate.js';

/**
 * Permits to work (issue #16, decision 0010). The approval runs as a workflow instance found by its
 * business key ('permit:<id>'); the permit row keeps the status and the fields lists filter on, read
 * out of the filled form, so a list of 200,000 permits pages on indexes, not on JSON.
 */
export const permits: Migration = {
  version: 11,
  name: 'permits: permits, their timeline, per-tenant numbering; workflow business keys',
  async up(db) {
    const statements = [
      sql`alter table wf_instance add column business_key text`,
      sql`create index wf_instance_business_key on wf_instance (tenant_id, business_key) where business_key is not null`,
      sql`create table permit (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        type text not null,
        number text not null,
        status text not null default 'draft' check (status in ('draft', 'submitted', 'checked', 'approved',
          'active', 'suspended', 'handedBack', 'closed', 'expired', 'cancelled', 'rejected')),
        location text,
        work_description text,
        contractor text,
        applicant_name text,
        valid_from timestamptz,
        valid_to timestamptz,
        form_id bigint,
        form_version integer,
        data jsonb not null default '{}',
        instance_id bigint references wf_instance(id) on delete set null,
        created_by bigint references sys_user(id) on delete set null,
        checker_id bigint references sys_user(id) on delete set null,
        approver_id bigint references sys_user(id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (tenant_id, number)
      )`,
      sql`create index permit_list on permit (tenant_id, type, created_at desc, id desc)`,
      sql`create index permit_status on permit (tenant_id, type, status, created_at desc)`,
      // The expiry sweep reads only permits whose window can still end.
      sql`create index permit_window on permit (valid_to) where status in ('approved', 'active', 'suspended')`,
      sql`create table permit_event (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references sys_tenant(id),
        permit_id bigint not null references permit(id) on delete cascade,
        action text not null,
        from_status text,
        to_status text not null,
        role text not null,
        actor_id bigint references sys_user(id) on delete set null,
        signature text,
        comment text,
        data jsonb,
        at timestamptz not null default now()
      )`,
      sql`create index permit_event_permit on permit_event (permit_id, id)`,
      sql`create table permit_counter (
        tenant_id bigint not null references sys_tenant(id),
        prefix text not null,
        year integer not null,
        last integer not null,
        primary key (tenant_id, prefix, year)
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
