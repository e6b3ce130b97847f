import {
  MY_PERMITS_LIMIT,
  type MyPermitRow,
  PERMIT_TYPE_KEYS,
  type PermitType,
  permissions,
} from '@siteguard/contracts';
import { sql } from 'kysely';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { can, type Principal } from '../../platform/http/auth-guard.js';

/**
 * The home page's "my recent permits": across the ten types, those the caller raised, checks or
 * approves. The permits module lists one type at a time and by applicant name, so this one read lives
 * here; it is limited to the types whose details the caller may open.
 */
export async function myPermits(tenant: TenantScope, principal: Principal): Promise<MyPermitRow[]> {
  const types = PERMIT_TYPE_KEYS.filter((type) => can(principal, permissions[type].detail));
  if (types.length === 0) return [];
  const me = principal.userId;
  const rows = await tenant
    .selectFrom('permit')
    .where('type', 'in', types)
    .where((eb) => eb.or([eb('created_by', '=', me), eb('checker_id', '=', me), eb('approver_id', '=', me)]))
    .select([
      'id',
      'type',
      'number',
      'status',
      'location',
      'updated_at',
      sql<MyPermitRow['role']>`case when created_by = ${me} then 'applicant'
        when checker_id = ${me} then 'checker' else 'approver' end`.as('role'),
    ])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MY_PERMITS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as PermitType,
    number: row.number,
    status: row.status as MyPermitRow['status'],
    location: row.location,
    role: row.role,
    updatedAt: row.updated_at.toISOString(),
  }));
}
