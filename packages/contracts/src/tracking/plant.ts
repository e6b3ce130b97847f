import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { permissions } from '../permissions.js';
import { defineResourceApi } from '../resource.js';
import { siteDay, sysId, sysIdBody, sysIdQuery } from '../system/sysCommon.js';
import { PLANT_KINDS, PLANT_STATUSES, type PlantKind } from './paths.js';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

/** A certificate of a vehicle or lifting appliance (insurance, licence, Form 3 / Form 5 ...). */
export const plantCertificate = z.object({
  name: text(100).min(1),
  number: optionalText(100),
  issuedOn: siteDay.nullable().optional(),
  validUntil: siteDay,
});
export type PlantCertificate = z.infer<typeof plantCertificate>;

export const plantRow = z.object({
  id: z.string(),
  kind: z.enum(PLANT_KINDS),
  number: z.string(),
  name: z.string(),
  makeModel: z.string().nullable(),
  /** Tonnes; lifting appliances only. */
  safeWorkingLoad: z.number().nullable(),
  owner: z.string().nullable(),
  site: z.string(),
  location: z.string().nullable(),
  status: z.enum(PLANT_STATUSES),
  lastInspectedOn: z.string().nullable(),
  lastInspectedBy: z.string().nullable(),
  lastInspectionResult: z.enum(['pass', 'fail']).nullable(),
  certificates: z.array(
    plantCertificate.extend({ number: z.string().nullable(), issuedOn: z.string().nullable() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlantRow = z.infer<typeof plantRow>;

export const plantAddBody = z.object({
  number: text(50).min(1),
  name: text(100).min(1),
  makeModel: optionalText(100),
  safeWorkingLoad: z.number().positive().max(100_000).nullable().optional(),
  owner: optionalText(100),
  site: text(100).default(''),
  location: optionalText(200),
  status: z.enum(PLANT_STATUSES).default('inService'),
  lastInspectedOn: siteDay.nullable().optional(),
  lastInspectedBy: optionalText(100),
  lastInspectionResult: z.enum(['pass', 'fail']).nullable().optional(),
  certificates: z.array(plantCertificate).max(20).default([]),
});
export type PlantAddBody = z.infer<typeof plantAddBody>;
export const plantEditBody = plantAddBody.extend({ id: sysId });
export type PlantEditBody = z.infer<typeof plantEditBody>;
export const plantFilter = z.object({
  keyword: text(100).optional(),
  site: text(100).optional(),
  status: z.enum(PLANT_STATUSES).optional(),
});
export type PlantFilter = z.infer<typeof plantFilter>;

/** A QR code's signed link: the path to print, until when it opens, and its issue. */
export const trackingLink = z.object({ url: z.string(), expiresAt: z.string(), version: z.number() });
export type TrackingLink = z.infer<typeof trackingLink>;

/** The register's base path and permission group of each kind. */
export const PLANT_REGISTERS = {
  vehicle: { base: 'plantVehicle', permissions: permissions.plantVehicle },
  liftingAppliance: { base: 'plantLifting', permissions: permissions.plantLifting },
} as const satisfies Record<PlantKind, unknown>;

function plantApiOf(kind: PlantKind) {
  const { base, permissions: codes } = PLANT_REGISTERS[kind];
  const noun = kind === 'vehicle' ? 'vehicle' : 'lifting appliance';
  return {
    ...defineResourceApi({
      base,
      noun,
      permissions: codes,
      row: plantRow,
      filter: plantFilter,
      add: plantAddBody,
      edit: plantEditBody,
    }),
    qrcode: defineEndpoint({
      method: 'GET',
      path: `/${base}/qrcode`,
      summary: `The signed link of a ${noun}'s public page, for its QR code.`,
      access: { permission: codes.qrcode },
      query: sysIdQuery,
      response: trackingLink,
      tags: [base],
    }),
    reissueQrcode: defineEndpoint({
      method: 'POST',
      path: `/${base}/reissueQrcode`,
      summary: `A new link for a ${noun}'s QR code; every link printed before stops opening.`,
      access: { permission: codes.qrcode },
      body: sysIdBody,
      response: trackingLink,
      tags: [base],
    }),
  };
}

export const plantApis = {
  vehicle: plantApiOf('vehicle'),
  liftingAppliance: plantApiOf('liftingAppliance'),
};
export type PlantApi = ReturnType<typeof plantApiOf>;
