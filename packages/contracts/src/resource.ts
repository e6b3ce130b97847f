import { z } from 'zod';
import { defineEndpoint, defineFileEndpoint } from './endpoint.js';
import { pageOf, pageQuerySchema } from './paging.js';
import type { PermissionCode } from './permissions.js';
import { sysIdBody } from './system/sysCommon.js';

/** The permission codes of a resource's calls; `export` only for resources that export. */
export interface ResourcePermissions {
  page: PermissionCode;
  add: PermissionCode;
  edit: PermissionCode;
  delete: PermissionCode;
  export?: PermissionCode;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The one shape of a tenant's list of things (devices, wearers, ...): `/<base>/page`, `add`, `edit`,
 * `delete`, and `export` when the resource has an export permission. Server (registerResource) and
 * web (ResourcePage) both take this object, so a new entity is a row, two bodies and a filter.
 */
export function defineResourceApi<
  Row extends z.ZodType,
  Filter extends z.ZodObject,
  Add extends z.ZodType,
  Edit extends z.ZodType,
>(spec: {
  base: string;
  noun: string;
  permissions: ResourcePermissions;
  row: Row;
  filter: Filter;
  add: Add;
  edit: Edit;
}) {
  const tags = [spec.base];
  const pageQuery = pageQuerySchema.extend(spec.filter.shape);
  return {
    page: defineEndpoint({
      method: 'GET',
      path: `/${spec.base}/page`,
      summary: `A page of ${spec.noun}s.`,
      access: { permission: spec.permissions.page },
      query: pageQuery,
      response: pageOf(spec.row),
      tags,
    }),
    add: defineEndpoint({
      method: 'POST',
      path: `/${spec.base}/add`,
      summary: `Adds a ${spec.noun}.`,
      access: { permission: spec.permissions.add },
      body: spec.add,
      response: spec.row,
      tags,
    }),
    edit: defineEndpoint({
      method: 'POST',
      path: `/${spec.base}/edit`,
      summary: `Changes a ${spec.noun}.`,
      access: { permission: spec.permissions.edit },
      body: spec.edit,
      response: spec.row,
      tags,
    }),
    delete: defineEndpoint({
      method: 'POST',
      path: `/${spec.base}/delete`,
      summary: `Deletes a ${spec.noun}.`,
      access: { permission: spec.permissions.delete },
      body: sysIdBody,
      response: z.null(),
      tags,
    }),
    export: spec.permissions.export
      ? defineFileEndpoint({
          method: 'GET',
          path: `/${spec.base}/export`,
          summary: `Every ${spec.noun} matching the filters, as .xlsx.`,
          access: { permission: spec.permissions.export },
          query: spec.filter,
          response: z.never(),
          file: { contentType: XLSX_CONTENT_TYPE },
          tags,
        })
      : undefined,
    filter: spec.filter,
  };
}
export type ResourceApi = ReturnType<typeof defineResourceApi>;
