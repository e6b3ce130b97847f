import type { PermissionCode } from '@siteguard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { type TenantScope, tenantScope } from '../db/tenant-scope.js';
import { fail } from '../errors.js';

/** Who is calling: the signed-in user behind a live session. */
export interface Principal {
  sessionId: string;
  userId: string;
  tenantId: string;
  account: string;
  /** 1 super admin, 2 ordinary. */
  adminType: number;
  permissions: ReadonlySet<string>;
  activeApp: string | null;
}

/** Turns a bearer token into a principal, or throws the catalogue error that says why not. */
export type Authenticate = (token: string | undefined, request: FastifyRequest) => Promise<Principal>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every route that is not public. */
    principal: Principal | null;
    /** Tenant-scoped queries for the caller's tenant (see platform/db/tenant-scope.ts). */
    tenant: TenantScope | null;
  }
}

const BEARER = /^Bearer (\S+)$/;

/**
 * Enforces each route's declared access before the body is even parsed: public routes pass;
 * `authenticated` needs a live session; `permission` also needs the code (super admin has all) and,
 * for `platformTenant` routes, a caller of the platform tenant.
 */
export const authGuardPlugin = fp(
  async (
    app: FastifyInstance,
    options: { authenticate: Authenticate; db: Kysely<DB>; platformTenantId: string },
  ) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || 'public' in access) return;
      const header = request.headers.authorization;
      if (!header) return fail('NO_LOGIN_USER');
      const token = BEARER.exec(header)?.[1];
      if (!token) return fail('REQUEST_TOKEN_ERROR');
      const principal = await options.authenticate(token, request);
      // Known before the permission check so that a refused call is still attributed (operation log).
      request.principal = principal;
      request.tenant = tenantScope(options.db, principal.tenantId);
      if (!('permission' in access)) return;
      if (!can(principal, access.permission)) return fail('NO_PERMISSION');
      if (access.platformTenant && principal.tenantId !== options.platformTenantId) {
        return fail('PLATFORM_TENANT_ONLY');
      }
    });
  },
  { name: 'siteguard-auth-guard', dependencies: ['siteguard-error-handler'] },
);

export function can(principal: Principal, code: PermissionCode): boolean {
  return principal.adminType === 1 || principal.permissions.has(code);
}

/** For handlers of non-public routes: the guard has set these. */
export function requirePrincipal(request: FastifyRequest): { principal: Principal; tenant: TenantScope } {
  if (!request.principal || !request.tenant) return fail('NO_LOGIN_USER');
  return { principal: request.principal, tenant: request.tenant };
}
