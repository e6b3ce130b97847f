import { EventEmitter } from 'node:events';
import type { DeviceCommandKind, DeviceCommandRow, ReplyPayload } from '@siteguard/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, DeviceCommandTable } from '../../platform/db/schema.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import type { KnownDevice } from './ingest/directory.js';
import type { DeviceLink } from './link/deviceLink.js';

const POLL_MS = 250;

type CommandRecord = Selectable<DeviceCommandTable> & { requester: string | null };

function toRow(row: CommandRecord): DeviceCommandRow {
  return {
    id: row.id,
    command: row.command,
    status: row.status,
    output: row.output,
    error: row.error,
    requestedBy: row.requester,
    createdAt: row.created_at.toISOString(),
    repliedAt: row.replied_at?.toISOString() ?? null,
  };
}

const readCommand = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom('device_command')
    .leftJoin('sys_user', 'sys_user.id', 'device_command.requested_by')
    .selectAll('device_command')
    .select('sys_user.name as requester')
    .where('device_command.id', '=', id)
    .executeTakeFirstOrThrow();

/**
 * Commands to devices: stored (the history and the audit), published on the device's `cmd` topic
 * with the row id as correlation id, then awaited: the reply (on `reply`) settles the row, wherever
 * it arrives; the sender hears of it at once when it arrives here, and by reading the row
 * otherwise (several instances). No reply in time: the row says 'timeout'.
 */
export function createCommander(db: Kysely<DB>, publish: DeviceLink['publishCommand'], timeoutMs: number) {
  const replies = new EventEmitter();
  replies.setMaxListeners(0);
  // Work nobody awaits (warnings to watches): shutdown waits for it, so no query outlives the pool.
  const detached = new Set<Promise<unknown>>();
  const waiting = new Set<() => void>();
  let closing = false;

  async function send(
    tenant: TenantScope,
    device: { id: string; imei: string },
    command: DeviceCommandKind,
    args: Record<string, unknown>,
    userId: string | null,
  ): Promise<DeviceCommandRow> {
    const { id } = await db
      .insertInto('device_command')
      .values({
        tenant_id: tenant.tenantId,
        device_id: device.id,
        command,
        args: JSON.stringify(args),
        requested_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await publish(device.imei, { cid: id, cmd: command, args });
    } catch (error) {
      await db
        .updateTable('device_command')
        .set({
          status: 'failed',
          error: error instanceof Error ? error.message.slice(0, 500) : 'publish failed',
        })
        .where('id', '=', id)
        .execute();
      return toRow(await readCommand(db, id));
    }
    await waitForReply(id);
    await db
      .updateTable('device_command')
      .set({
        status: 'timeout',
        error: closing ? 'the server stopped before the reply' : `no reply within ${timeoutMs} ms`,
      })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .execute();
    return toRow(await readCommand(db, id));
  }

  function waitForReply(id: string): Promise<void> {
    return new Promise((resolve) => {
      const deadline = Date.now() + timeoutMs;
      let poll: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(poll);
        replies.off(id, done);
        waiting.delete(done);
        resolve();
      };
      if (closing) return done();
      replies.on(id, done);
      waiting.add(done);
      const check = async () => {
        const row = await db
          .selectFrom('device_command')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst();
        if (row?.status !== 'sent' || Date.now() >= deadline) return done();
        poll = setTimeout(
          () => void check().catch(done),
          Math.min(POLL_MS, Math.max(0, deadline - Date.now())),
        );
      };
      poll = setTimeout(() => void check().catch(done), POLL_MS);
    });
  }

  /** A device's reply: settles its own command (the cid of another device's command is ignored). */
  async function onReply(device: KnownDevice, reply: ReplyPayload): Promise<void> {
    if (!/^\d{1,19}$/.test(reply.cid)) return;
    const row = await db
      .updateTable('device_command')
      .set({
        status: reply.ok ? 'ok' : 'failed',
        output: reply.output ?? null,
        error: reply.error ?? null,
        replied_at: new Date(),
      })
      .where('id', '=', reply.cid)
      .where('device_id', '=', device.id)
      .where('status', '=', 'sent')
      .returning(['id', 'command', 'args'])
      .executeTakeFirst();
    if (!row) return;
    if (reply.ok) await applySuccess(device.id, row.command, row.args as Record<string, unknown>);
    replies.emit(reply.cid);
  }

  /** What a command that worked changes in the registry. */
  async function applySuccess(deviceId: string, command: string, args: Record<string, unknown>) {
    if (command === 'switchVersion' && typeof args.version === 'string') {
      await db
        .updateTable('device')
        .set({ current_version: args.version, new_version: null, updated_at: new Date() })
        .where('id', '=', deviceId)
        .execute();
    }
    if (command === 'refreshConfig' && typeof args.config === 'string') {
      await db
        .updateTable('device')
        .set({ config_content: args.config, updated_at: new Date() })
        .where('id', '=', deviceId)
        .execute();
    }
  }

  async function history(tenant: TenantScope, deviceId: string): Promise<DeviceCommandRow[]> {
    const rows = await tenant
      .selectFrom('device_command')
      .leftJoin('sys_user', 'sys_user.id', 'device_command.requested_by')
      .selectAll('device_command')
      .select('sys_user.name as requester')
      .where('device_command.device_id', '=', deviceId)
      .orderBy('device_command.id', 'desc')
      .limit(20)
      .execute();
    return rows.map(toRow);
  }

  /** Runs work that is not awaited (its caller handles its errors) where close() can wait for it. */
  function detach(work: Promise<unknown>): void {
    const tracked = work.catch(() => {}).finally(() => detached.delete(tracked));
    detached.add(tracked);
  }

  /** Shutdown: stops waiting for replies (the rows say so) and lets detached work finish. */
  async function close(): Promise<void> {
    closing = true;
    for (const done of [...waiting]) done();
    while (detached.size > 0) await Promise.allSettled([...detached]);
  }

  return { send, onReply, history, detach, close };
}
export type Commander = ReturnType<typeof createCommander>;
