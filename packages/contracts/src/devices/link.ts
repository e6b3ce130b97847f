import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { permissions } from '../permissions.js';

const counts = z.record(z.string(), z.number().int());

/**
 * What operators see of the device link (docs/operations.md): the embedded broker's open
 * connections, signed-in devices and refusals by reason since the server started (connections at
 * the door, oversized packets, failed and delayed sign-ins, retained publishes, foreign topics), and
 * ingestion's accepted, duplicate and dropped messages by reason. Process-wide figures of this
 * server instance, so for the platform's administrator only.
 */
export const deviceLinkStatus = z.object({
  mode: z.enum(['embedded', 'external', 'off']),
  broker: z
    .object({
      since: z.string(),
      connections: z.number().int(),
      signedIn: z.number().int(),
      refused: counts,
    })
    .nullable(),
  ingestion: z.object({
    accepted: z.number().int(),
    duplicates: z.number().int(),
    dropped: counts,
  }),
});
export type DeviceLinkStatus = z.infer<typeof deviceLinkStatus>;

export const deviceLinkApi = {
  status: defineEndpoint({
    method: 'GET',
    path: '/devices/link/status',
    summary:
      "This server's device link: broker connections and refusals by reason, ingestion's drops by reason.",
    access: { permission: permissions.sysTenant.page },
    response: deviceLinkStatus,
    tags: ['devices'],
  }),
};
