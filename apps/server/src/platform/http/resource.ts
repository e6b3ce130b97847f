import { type Lang, type PageQuery, type ResourceApi, type Translated, toPage } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TenantScope } from '../db/tenant-scope.js';
import { streamXlsx, type XlsxColumn } from '../xlsx.js';
import { requirePrincipal } from './auth-guard.js';
import { registerEndpoint, registerFileEndpoint } from './endpoints.js';

type RowOf<A extends ResourceApi> = z.input<A['add']['response']>;
type FilterOf<A extends ResourceApi> = z.output<A['filter']>;
type PageQueryOf<A extends ResourceApi> = z.output<NonNullable<A['page']['query']>>;

/** What a resource does with its rows, always inside the caller's tenant. */
export interface ResourceStore<A extends ResourceApi> {
  page(tenant: TenantScope, query: PageQueryOf<A>): Promise<{ rows: RowOf<A>[]; total: number }>;
  add(tenant: TenantScope, body: z.output<NonNullable<A['add']['body']>>): Promise<RowOf<A>>;
  edit(tenant: TenantScope, body: z.output<NonNullable<A['edit']['body']>>): Promise<RowOf<A>>;
  delete(tenant: TenantScope, id: string): Promise<void>;
  /** Every row matching the filter, in chunks (for the export; flat memory). */
  stream?(tenant: TenantScope, filter: FilterOf<A>): AsyncIterable<RowOf<A>[]>;
  count?(tenant: TenantScope, filter: FilterOf<A>): Promise<number>;
}

export interface ResourceExport<Row> {
  sheet: Translated;
  columns: (lang: Lang) => XlsxColumn<Row>[];
}

/**
 * The one home of a tenant's list of things (devices, wearers, ...): page, add, edit, delete and,
 * when the contract has one, the streamed .xlsx export, from a contract (contracts' defineResourceApi)
 * and a store. Tenant scope comes from the caller's principal, never from the request.
 */
export function registerResource<A extends ResourceApi>(
  app: FastifyInstance,
  api: A,
  store: ResourceStore<A>,
  exported?: ResourceExport<RowOf<A>>,
): void {
  registerEndpoint(app, api.page, async ({ query, request }) => {
    const page = query as PageQueryOf<A>;
    const { rows, total } = await store.page(requirePrincipal(request).tenant, page);
    return toPage(rows, total, page as unknown as PageQuery);
  });
  registerEndpoint(app, api.add, ({ body, request }) =>
    store.add(requirePrincipal(request).tenant, body as z.output<NonNullable<A['add']['body']>>),
  );
  registerEndpoint(app, api.edit, ({ body, request }) =>
    store.edit(requirePrincipal(request).tenant, body as z.output<NonNullable<A['edit']['body']>>),
  );
  registerEndpoint(app, api.delete, async ({ body, request }) => {
    await store.delete(requirePrincipal(request).tenant, body.id);
    return null;
  });
  const exportApi = api.export;
  if (!exportApi) return;
  const { stream, count } = store;
  if (!exported || !stream || !count) throw new Error(`${exportApi.path}: the store cannot export`);
  registerFileEndpoint(app, exportApi, async ({ query, request }) => {
    const { tenant } = requirePrincipal(request);
    const filter = query as FilterOf<A>;
    const sheet = exported.sheet[request.lang];
    return {
      filename: `${sheet}-${new Date().toISOString().slice(0, 10)}.xlsx`,
      totalRows: await count(tenant, filter),
      body: streamXlsx(sheet, exported.columns(request.lang), stream(tenant, filter)),
    };
  });
}
