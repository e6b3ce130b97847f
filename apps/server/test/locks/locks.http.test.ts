import { topicOf } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bearer, tokenFor } from '../auth-helpers.js';
import { commandedDevice, eventually, listenBroker, provision } from '../devices/device-helpers.js';
import { DRIVERS, middayClock, testConfig } from '../helpers.js';
import { expectError } from '../sysadmin-helpers.js';

/** A smart lock's firmware as far as the server's commands go: the commands it got, in order. */
async function lockOf(url: string, imei: string, secret: string | undefined) {
  const { client, received } = await commandedDevice(url, imei, secret);
  return { client, commands: () => received.map((command) => command.cmd) };
}

describe.each(DRIVERS)('locks obey permits (%s)', (driver) => {
  let app: FastifyInstance;
  let broker: Awaited<ReturnType<typeof listenBroker>>;
  let cleanup: () => Promise<void>;
  let admin: Record<string, string>;
  let tenantId: string;
  let switchRoomLock: Awaited<ReturnType<typeof lockOf>>;
  const ids = new Map<string, string>();
  const clients: MqttClient[] = [];
  const clock = middayClock();
  const hour = 3_600_000;

  const post = (url: string, payload: object, headers = admin) =>
    app.inject({ method: 'POST', url, payload, headers });
  const unlock = (imei: string, lang = 'zh-HK') =>
    post('/api/smartLock/unlock', { id: ids.get(imei) }, { ...admin, lang });
  const eventsOf = (imei: string) =>
    app.database.db
      .selectFrom('lock_event')
      .select(['kind', 'reason', 'permit_id', 'actor_id'])
      .where('device_id', '=', ids.get(imei) ?? '')
      .orderBy('id')
      .execute();
  /** An active switch room permit at `location` from an hour ago for `hours` (its window on the site clock). */
  const activePermit = async (location: string, hours: number) =>
    (
      await app.database.db
        .insertInto('permit')
        .values({
          tenant_id: tenantId,
          type: 'switchRoom',
          number: `SR-LOCK-${Math.random().toString(36).slice(2, 8)}`,
          status: 'active',
          location,
          data: '{}',
          valid_from: new Date(clock.now().getTime() - hour),
          valid_to: new Date(clock.now().getTime() + hours * hour),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const statusOf = async (id: string) =>
    (
      await app.database.db
        .selectFrom('permit')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    const made = await testConfig(driver);
    made.config.deviceCommandTimeoutMs = 1500;
    cleanup = made.cleanup;
    app = await buildApp(made.config, { logger: false, clock });
    await app.ready();
    broker = await listenBroker(app);
    admin = bearer(await tokenFor(app, 'superAdmin'));
    const secrets = await provision(app, [
      { kind: 'smartLock', imei: 'LK-SR', site: 'Kai Tak', area: 'Switch room B2' },
      { kind: 'smartLock', imei: 'LK-FREE', site: 'Kai Tak', area: 'Store room' },
      { kind: 'smartLock', imei: 'LK-LOOSE', site: 'Kai Tak' },
    ]);
    const rows = await app.database.db
      .selectFrom('device')
      .select(['id', 'imei', 'tenant_id'])
      .where('imei', 'in', ['LK-SR', 'LK-FREE', 'LK-LOOSE'])
      .execute();
    for (const row of rows) ids.set(row.imei, row.id);
    tenantId = String(rows[0]?.tenant_id);
    // Bound on the lock's edit, as the registry page saves it: the switch room lock opens for switch
    // room and electrical system permits; the store room lock for none; the loose one is placed nowhere.
    const edit = (imei: string, extra: object) =>
      post('/api/smartLock/edit', {
        id: ids.get(imei),
        kind: 'smartLock',
        name: imei,
        imei,
        enabled: true,
        ...extra,
      });
    expect(
      (
        await edit('LK-SR', {
          site: 'Kai Tak',
          area: 'Switch room B2',
          permitTypes: ['switchRoom', 'electricalSystem'],
        })
      ).json().data.permitTypes,
    ).toEqual(['switchRoom', 'electricalSystem']);
    expect((await edit('LK-FREE', { site: 'Kai Tak', area: 'Store room', permitTypes: [] })).statusCode).toBe(
      200,
    );
    expect((await edit('LK-LOOSE', { site: '', area: null, permitTypes: ['switchRoom'] })).statusCode).toBe(
      200,
    );
    // Connected after the edits: a change to a device cuts its connection.
    switchRoomLock = await lockOf(broker.url, 'LK-SR', secrets.get('LK-SR'));
    clients.push(switchRoomLock.client);
  }, 60_000);
  // Each test starts with no permit in force (tests run in any order).
  afterEach(async () => {
    await app.database.db
      .updateTable('permit')
      .set({ status: 'closed' })
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'active')
      .execute();
  });
  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => {});
    await broker?.close();
    await app?.close();
    await cleanup?.();
  });

  it('refuses an unlock with no permit there at once, in the reader’s language, sends nothing and keeps the refusal', async () => {
    const sentBefore = switchRoomLock.commands().length;
    const keptBefore = (await eventsOf('LK-SR')).length;
    const refused = await unlock('LK-SR');
    expectError(refused, 'LOCK_NO_PERMIT');
    expect(refused.json().message).toBe('不能開鎖：沒有生效中的綁定許可證涵蓋此鎖的位置');
    expect((await unlock('LK-SR', 'en')).json().message).toBe(
      'The lock stays locked: no bound permit in force covers where this lock is',
    );
    expect(switchRoomLock.commands().slice(sentBefore)).toEqual([]);
    const events = (await eventsOf('LK-SR')).slice(keptBefore);
    expect(events.map((event) => [event.kind, event.reason, event.permit_id])).toEqual([
      ['refused', 'noPermit', null],
      ['refused', 'noPermit', null],
    ]);
    expect(events[0]?.actor_id).not.toBeNull();
  });

  it('says why a lock no permit can open refuses: placed nowhere, or bound to no type', async () => {
    const permit = await activePermit('Kai Tak, Store room and switch room B2', 4);
    expect((await unlock('LK-FREE', 'en')).json().message).toBe(
      'The lock stays locked: no permit type is bound to this lock',
    );
    expect((await unlock('LK-LOOSE', 'en')).json().message).toBe(
      'The lock stays locked: this lock has no place yet; set its site or area first',
    );
    await app.database.db.updateTable('permit').set({ status: 'closed' }).where('id', '=', permit).execute();
  });

  it('opens under an active switch room permit there, and locks again when the last permit holding it ends', async () => {
    const sentBefore = switchRoomLock.commands().length;
    const shorter = await activePermit('Level B2, switch room b2 (main LV board)', 2);
    const longer = await activePermit('Switch room B2', 4);
    const opened = await unlock('LK-SR');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.status).toBe('ok');
    expect(switchRoomLock.commands().slice(sentBefore)).toEqual(['unlock']);
    const granted = (await eventsOf('LK-SR')).at(-1);
    expect(granted).toMatchObject({ kind: 'granted', permit_id: shorter });

    // The first permit's window ends: the sweep expires it, but the other still holds the lock open.
    await clock.advance(2 * hour + 60_000);
    expect(await statusOf(shorter)).toBe('expired');
    expect(switchRoomLock.commands().slice(sentBefore)).toEqual(['unlock']);
    expect((await unlock('LK-SR')).statusCode).toBe(200);

    // The last one ends: the lock is told to lock, once, and the event names the permit.
    await clock.advance(2 * hour);
    expect(await statusOf(longer)).toBe('expired');
    await eventually(async () => switchRoomLock.commands().slice(sentBefore).includes('lock'));
    expect(switchRoomLock.commands().slice(sentBefore)).toEqual(['unlock', 'unlock', 'lock']);
    expect((await eventsOf('LK-SR')).at(-1)).toMatchObject({ kind: 'locked', permit_id: longer });
    expectError(await unlock('LK-SR'), 'LOCK_NO_PERMIT');

    // Each permit's page (and PDF) says what its locks did under it.
    const lockEventsOf = async (id: string) =>
      (
        (await app.inject({ method: 'GET', url: `/api/switchRoom/detail?id=${id}`, headers: admin })).json()
          .data.lockEvents as { kind: string; lockName: string; actorName: string | null }[]
      ).map((event) => [event.kind, event.lockName, event.actorName]);
    expect(await lockEventsOf(shorter)).toEqual([['granted', 'LK-SR', 'Super Admin']]);
    expect(await lockEventsOf(longer)).toEqual([
      ['granted', 'LK-SR', 'Super Admin'],
      ['locked', 'LK-SR', null],
    ]);
    const pdf = await app.inject({ method: 'GET', url: `/api/switchRoom/pdf?id=${longer}`, headers: admin });
    expect(pdf.statusCode).toBe(200);
  });

  it('answers the lock’s own request (a card presented) by the same rule: refused with no permit, opened under one', async () => {
    let sent = 0;
    const ask = async (card: string) => {
      sent += 1;
      await switchRoomLock.client.publishAsync(
        topicOf('LK-SR', 'event'),
        JSON.stringify({ mid: `req-${sent}`, ts: clock.now().getTime(), type: 'unlockRequest', card }),
        { qos: 1 },
      );
    };
    const before = switchRoomLock.commands().length;
    // No permit in force there: refused at once, kept with the card; nothing sent, and no alert.
    await ask('CARD-7');
    const refused = await eventually(async () => {
      const last = await app.database.db
        .selectFrom('lock_event')
        .select(['kind', 'reason', 'card'])
        .where('device_id', '=', ids.get('LK-SR') ?? '')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return last?.card === 'CARD-7' && last;
    });
    expect(refused).toEqual({ kind: 'refused', reason: 'noPermit', card: 'CARD-7' });
    expect(switchRoomLock.commands().length).toBe(before);
    const alerts = await app.database.db
      .selectFrom('device_alert')
      .select('id')
      .where('device_id', '=', ids.get('LK-SR') ?? '')
      .execute();
    expect(alerts).toEqual([]);

    // Under an active switch room permit there: the lock is told to open, and the permit says so.
    const permit = await activePermit('Switch room B2', 2);
    await ask('CARD-8');
    await eventually(async () => switchRoomLock.commands().length > before);
    expect(switchRoomLock.commands().slice(before)).toEqual(['unlock']);
    const shown = (
      await app.inject({ method: 'GET', url: `/api/switchRoom/detail?id=${permit}`, headers: admin })
    ).json().data.lockEvents;
    expect(shown).toEqual([
      expect.objectContaining({ kind: 'granted', lockName: 'LK-SR', actorName: null, card: 'CARD-8' }),
    ]);
  });
});
