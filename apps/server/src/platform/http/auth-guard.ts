import { hasPermission, isPlatformPermission, type PermissionCode } from '@siteguard/contracts';
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
  /** 1 super admin (of the user's tenant), 2 ordinary. */
  adminType: number;
  /** The platform tenant's super admin: the only holder of platform powers (decision 0023). */
  platformAdmin: boolean;
  permissions: ReadonlySet<string>;
  activeApp: string | null;
}

/** Turns a bearer token into a principal, or throws the catalogue error that says why not. */
export type Authenticate = (token: string | undefined, request: FastifyRequest) => Promise<Principal>;

/** A machine client (a gateway, the simulator) behind a client-credential token. */
export interface MachinePrincipal {
  tenantId: string;
  clientId: string;
}
export type AuthenticateMachine = (token: string) => Promise<MachinePrincipal>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard's own token check, for connections that outlive their request (the events stream). */
    authenticateSession: Authenticate;
  }
  interface FastifyRequest {
    /** Set on every route that is not public. */
    principal: Principal | null;
    /** Tenant-scoped queries for the caller's tenant (see platform/db/tenant-scope.ts). */
    tenant: TenantScope | null;
    /** Set on `machine` routes: the client behind the token. */
    machine: MachinePrincipal | null;
  }
}

const BEARER = /^Bearer (\S+)$/;

/**
 * Enforces each route's declared access before the body is even parsed: public routes pass;
 * `authenticated` needs a live session; `permission` also needs the code (a tenant's super admin has
 * all of its tenant's) and, for a platform permission, the platform tenant's super admin; `machine` needs a client-credential token
 * (a gateway), never a user session.
 */
export const authGuardPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      authenticate: Authenticate;
      authenticateMachine: AuthenticateMachine;
      db: Kysely<DB>;
      platformTenantId: string;
    },
  ) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('tenant', null);
    app.decorateRequest('machine', null);
    app.decorate('authenticateSession', options.authenticate);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || 'public' in access) return;
      const header = request.headers.authorization;
      if (!header) return fail('NO_LOGIN_USER');
      const token = BEARER.exec(header)?.[1];
      if (!token) return fail('REQUEST_TOKEN_ERROR');
      if ('machine' in access) {
        const machine = await options.authenticateMachine(token);
        request.machine = machine;
        request.tenant = tenantScope(options.db, machine.tenantId);
        return;
      }
      const principal = await options.authenticate(token, request);
      // Known before the permission check so that a refused call is still attributed (operation log).
      request.principal = principal;
      request.tenant = tenantScope(options.db, principal.tenantId);
      if ('anyPermission' in access) {
        if (!access.anyPermission.some((code) => can(principal, code))) return fail('NO_PERMISSION');
        return;
      }
      if (!('permission' in access)) return;
      if (isPlatformPermission(access.permission)) {
        if (principal.tenantId !== options.platformTenantId) return fail('PLATFORM_TENANT_ONLY');
        if (!principal.platformAdmin) return fail('PLATFORM_ADMIN_ONLY');
        return;
      }
      if (!can(principal, access.permission)) return fail('NO_PERMISSION');
    });
  },
  { name: 'siteguard-auth-guard', dependencies: ['siteguard-error-handler'] },
);

/** The one permission rule (contracts' hasPermission): a platform power only for the platform's super admin. */
export function can(principal: Principal, code: PermissionCode): boolean {
  return hasPermission(
    {
      admintype: principal.adminType,
      buttons: principal.permissions,
      platformAdmin: principal.platformAdmin,
    },
    code,
  );
}

/** For handlers of `machine` routes: the client the guard found. */
export function requireMachine(request: FastifyRequest): { machine: MachinePrincipal; tenant: TenantScope } {
  if (!request.machine || !request.tenant) return fail('MACHINE_TOKEN_REQUIRED');
  return { machine: request.machine, tenant: request.tenant };
}

/** For handlers of non-public routes: the guard has set these. */
export function requirePrincipal(request: FastifyRequest): { principal: Principal; tenant: TenantScope } {
  if (!request.principal || !request.tenant) return fail('NO_LOGIN_USER');
  return { principal: request.principal, tenant: request.tenant };
}
