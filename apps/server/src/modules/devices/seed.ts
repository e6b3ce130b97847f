import type { DeviceKind, PermitType } from '@siteguard/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { hashPassword } from '../auth/index.js';

/** The demo gateway client: the simulator signs in with it (/api/tb/token) to provision its devices. */
export const DEMO_GATEWAY = { clientId: 'demo-gateway', secret: 'demo-gateway-secret' } as const;

const DEMO_DEVICES: Array<{
  kind: DeviceKind;
  imei: string;
  name: string;
  site: string;
  area: string;
  /** A lock's permit types that open it (issue #34). */
  permitTypes?: PermitType[];
}> = [
  { kind: 'watch', imei: 'DEMO-W0001', name: 'Watch 01', site: 'Kai Tak', area: 'Tower A level 12' },
  { kind: 'watch', imei: 'DEMO-W0002', name: 'Watch 02', site: 'Kai Tak', area: 'Tower A level 3' },
  { kind: 'watch', imei: 'DEMO-W0003', name: 'Watch 03', site: 'Tseung Kwan O', area: 'Podium' },
  { kind: 'gasSensor', imei: 'DEMO-G0001', name: 'Gas sensor MH-17', site: 'Kai Tak', area: 'Manhole MH-17' },
  {
    kind: 'gasSensor',
    imei: 'DEMO-G0002',
    name: 'Gas sensor pump room',
    site: 'Kai Tak',
    area: 'Pump room B1',
  },
  {
    kind: 'smartLock',
    imei: 'DEMO-L0001',
    name: 'Switch room door',
    site: 'Kai Tak',
    area: 'Switch room 2',
    permitTypes: ['switchRoom', 'electricalSystem'],
  },
  {
    kind: 'fourGLock',
    imei: 'DEMO-L4001',
    name: 'Container store',
    site: 'Tseung Kwan O',
    area: 'Store 1',
    permitTypes: ['permitToWork'],
  },
  { kind: 'helmet', imei: 'DEMO-H0001', name: 'Helmet 01', site: 'Kai Tak', area: 'Tower A' },
  { kind: 'gate', imei: 'DEMO-R0001', name: 'Main gate reader', site: 'Kai Tak', area: 'Main gate' },
];
// Workers on the roster with their gate cards but no watch: the demo watches never report (nothing
// feeds them), so a worker bound to one stood on the monitoring board as "never seen" (issue #32).
// The simulator brings its own watches and the workers wearing them.
const DEMO_WEARERS = [
  {
    fullName: 'Chan Tai Man',
    sosPhone: '+85291234567',
    cardNo: 'CARD-0001',
    trade: 'Steel fixer',
    ageBand: '35-44',
  },
  {
    fullName: 'Wong Siu Ming',
    sosPhone: '61234567',
    cardNo: 'CARD-0002',
    trade: 'Welder',
    ageBand: '45-54',
  },
  {
    fullName: 'Lee Ka Yan',
    sosPhone: '51234567',
    cardNo: 'CARD-0003',
    trade: 'Electrician',
    ageBand: '25-34',
  },
];

/**
 * A few devices of each kind and three workers without a watch, so every device page has something in
 * it before the simulator runs, and the gateway client the simulator uses. Idempotent (by IMEI, card
 * and client id).
 */
export async function seedDemoDevices(db: Kysely<DB>, tenantId: string): Promise<void> {
  const client = await db
    .selectFrom('sys_api_client')
    .select('id')
    .where('client_id', '=', DEMO_GATEWAY.clientId)
    .executeTakeFirst();
  if (!client) {
    await db
      .insertInto('sys_api_client')
      .values({
        tenant_id: tenantId,
        client_id: DEMO_GATEWAY.clientId,
        secret_hash: await hashPassword(DEMO_GATEWAY.secret),
        name: 'Demo gateway (simulator)',
      })
      .execute();
  }
  await db
    .insertInto('device')
    .values(
      DEMO_DEVICES.map(({ permitTypes = [], ...device }) => ({
        tenant_id: tenantId,
        ...device,
        permit_types: JSON.stringify(permitTypes),
        current_version: '1.0.0',
      })),
    )
    .onConflict((oc) => oc.column('imei').doNothing())
    .execute();
  await db
    .insertInto('wearer')
    .values(
      DEMO_WEARERS.map((wearer) => ({
        tenant_id: tenantId,
        full_name: wearer.fullName,
        sos_phone: wearer.sosPhone,
        card_no: wearer.cardNo,
        trade: wearer.trade,
        age_band: wearer.ageBand,
        workload_level: 3,
      })),
    )
    // Idempotent by card (unique in a tenant).
    .onConflict((oc) => oc.doNothing())
    .execute();
}
