import type { CameraConfigAddBody, CameraConfigEditBody, CameraConfigRow } from '@siteguard/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { isUniqueViolation } from '../../platform/db/unique.js';
import { fail } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secretBox.js';
import { type CameraHostGuard, checkedHost, hostAndPort } from './hosts.js';
import { channelUrl } from './rtsp.js';

const selectConfigs = (tenant: TenantScope) =>
  tenant
    .selectFrom('camera_config')
    .select([
      'camera_config.id',
      'camera_config.name',
      'camera_config.ip',
      'camera_config.username',
      'camera_config.port',
      'camera_config.channel_no',
      'camera_config.rtsp',
      'camera_config.password_enc',
      'camera_config.created_at',
      sql<number>`(select count(*)::int from camera c where c.config_id = camera_config.id and c.usable)`.as(
        'online',
      ),
    ]);
type ConfigRecord = Awaited<ReturnType<ReturnType<typeof selectConfigs>['execute']>>[number];

const toRow = (row: ConfigRecord): CameraConfigRow => ({
  id: row.id,
  name: row.name,
  ip: row.ip,
  username: row.username,
  port: row.port,
  channelNo: row.channel_no,
  rtsp: row.rtsp,
  hasPassword: Boolean(row.password_enc),
  online: row.online,
  createdAt: row.created_at.toISOString(),
});

async function findConfig(tenant: TenantScope, id: string): Promise<CameraConfigRow> {
  const row = await selectConfigs(tenant).where('camera_config.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : fail('RECORD_NOT_FOUND');
}

async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return fail('CAMERA_CONFIG_EXISTS');
    throw error;
  }
}

/** One camera per channel 1..channelNo: new channels appear, channels past the number go. */
async function syncChannels(db: Kysely<DB>, tenantId: string, configId: string, name: string, count: number) {
  await db
    .insertInto('camera')
    .values(
      Array.from({ length: count }, (_, index) => ({
        tenant_id: tenantId,
        config_id: configId,
        channel: index + 1,
        name: count === 1 ? name : `${name} CH${index + 1}`,
      })),
    )
    .onConflict((oc) => oc.columns(['config_id', 'channel']).doNothing())
    .execute();
  const removed = await db
    .deleteFrom('camera')
    .where('config_id', '=', configId)
    .where('channel', '>', count)
    .returning('id')
    .execute();
  return removed.map((row) => row.id);
}

/**
 * Camera configurations (NVRs and IP cameras): the password sealed, never answered; the address and
 * the RTSP template checked against the host rules (hosts.ts) before anything is written.
 */
export function cameraConfigs(
  box: SecretBox,
  hosts: CameraHostGuard,
  streamsStopped: (cameraIds: string[]) => Promise<void>,
) {
  async function camerasOf(tenant: TenantScope, configId: string): Promise<string[]> {
    const rows = await tenant.selectFrom('camera').select('id').where('config_id', '=', configId).execute();
    return rows.map((row) => row.id);
  }

  /**
   * The address with its port, then every host and port the template gives its channels (one, unless
   * the template puts `{channel}` in the host), then the cameras' own URLs that take the address.
   */
  async function checkHosts(tenant: TenantScope, body: CameraConfigAddBody, configId?: string) {
    await checkedHost('ip', () => hosts.resolve(body.ip, body.port));
    const targets = (template: string, channels: number[]) =>
      new Map(
        channels.map((channel) => {
          const url = channelUrl(template, body, channel);
          const { host, port } = URL.canParse(url) ? hostAndPort(url) : { host: url, port: 0 };
          return [`${host}|${port}`, url] as const;
        }),
      ).values();
    const channels = Array.from({ length: body.channelNo }, (_, index) => index + 1);
    for (const url of targets(body.rtsp, channels)) await checkedHost('rtsp', () => hosts.check(url));
    if (!configId) return;
    const own = await tenant
      .selectFrom('camera')
      .select(['channel', 'rtsp_url'])
      .where('config_id', '=', configId)
      .where('rtsp_url', 'is not', null)
      .execute();
    for (const camera of own) {
      if (!camera.rtsp_url || !/\{(ip|port)\}/.test(camera.rtsp_url)) continue;
      for (const url of targets(camera.rtsp_url, [camera.channel]))
        await checkedHost('ip', () => hosts.check(url));
    }
  }
  return {
    async list(tenant: TenantScope): Promise<CameraConfigRow[]> {
      const rows = await selectConfigs(tenant)
        .orderBy('camera_config.name')
        .orderBy('camera_config.id')
        .execute();
      return rows.map(toRow);
    },
    async add(tenant: TenantScope, body: CameraConfigAddBody): Promise<CameraConfigRow> {
      await checkHosts(tenant, body);
      const id = await refuseDuplicate(() =>
        tenant.db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('camera_config')
            .values({
              tenant_id: tenant.tenantId,
              name: body.name,
              ip: body.ip,
              username: body.username,
              password_enc: body.password ? box.seal(body.password) : null,
              port: body.port,
              channel_no: body.channelNo,
              rtsp: body.rtsp,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await syncChannels(trx, tenant.tenantId, id, body.name, body.channelNo);
          return id;
        }),
      );
      return findConfig(tenant, id);
    },
    async edit(tenant: TenantScope, body: CameraConfigEditBody): Promise<CameraConfigRow> {
      await findConfig(tenant, body.id);
      await checkHosts(tenant, body, body.id);
      // The address or credentials may have changed: running streams pull the old ones.
      await streamsStopped(await camerasOf(tenant, body.id));
      await refuseDuplicate(() =>
        tenant.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('camera_config')
            .set({
              name: body.name,
              ip: body.ip,
              username: body.username,
              ...(body.password ? { password_enc: box.seal(body.password) } : {}),
              port: body.port,
              channel_no: body.channelNo,
              rtsp: body.rtsp,
              updated_at: new Date(),
            })
            .where('tenant_id', '=', tenant.tenantId)
            .where('id', '=', body.id)
            .execute();
          await syncChannels(trx, tenant.tenantId, body.id, body.name, body.channelNo);
        }),
      );
      return findConfig(tenant, body.id);
    },
    async delete(tenant: TenantScope, id: string): Promise<void> {
      await findConfig(tenant, id);
      await streamsStopped(await camerasOf(tenant, id));
      await tenant.deleteFrom('camera_config').where('id', '=', id).execute();
    },
    /** The stored password, for the puller only. */
    passwordOf(sealed: string | null): string | undefined {
      return sealed ? box.open(sealed) : undefined;
    },
  };
}
export type CameraConfigs = ReturnType<typeof cameraConfigs>;
