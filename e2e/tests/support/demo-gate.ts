import type { APIRequestContext } from '@playwright/test';
import { deviceMachineApi, machineTokenApi } from '@siteguard/contracts';
import { callAs } from './admin-api';

/**
 * A card read by the demo's own gate at Kai Tak (DEMO-R0001, apps/server/src/modules/devices/seed.ts),
 * sent as the demo gateway sends it: over HTTP ingestion with its client-credential token.
 */
export async function passDemoGate(
  request: APIRequestContext,
  baseURL: string | undefined,
  card: string,
  dir: 'in' | 'out' = 'in',
): Promise<void> {
  const gateway = await callAs(request, baseURL, null, machineTokenApi.token, {
    body: { clientId: 'demo-gateway', clientSecret: 'demo-gateway-secret' },
  });
  await callAs(request, baseURL, gateway.accessToken, deviceMachineApi.ingest, {
    body: {
      messages: [
        { imei: 'DEMO-R0001', topic: 'pass', payload: { mid: card, ts: Date.now() - 5_000, card, dir } },
      ],
    },
  });
}
