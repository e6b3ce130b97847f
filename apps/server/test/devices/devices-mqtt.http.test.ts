import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { errors, topicOf } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config.js';
import { bearer, tokenFor } from '../auth-helpers.js';
import { createPostgresDatabase, tempDir, testConfig } from '../helpers.js';
import { connectDevice, eventually, listenBroker, provision, telemetry } from './device-helpers.js';

/** A device that answers every command it is sent, as a real watch's firmware does. */
async function answerCommands(device: MqttClient, imei: string, ok = true) {
  device.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString());
    void device.publishAsync(
      topicOf(imei, 'reply'),
      JSON.stringify({
        cid: command.cid,
        ok,
        output: `${command.cmd} done`,
        ...(ok ? {} : { error: 'flash full' }),
      }),
      { qos: 1 },
    );
  });
  await device.subscribeAsync(topicOf(imei, 'cmd'), { qos: 1 });
}

const telemetryCount = (app: FastifyInstance, mid: string) =>
  app.database.db.selectFrom('telemetry').select('message_id').where('message_id', '=', mid).execute();

describe('devices over the embedded MQTT broker (PostgreSQL)', () => {
  let app: FastifyInstance;
  let broker: Awaited<ReturnType<typeof listenBroker>>;
  let cleanup: () => Promise<void>;
  let admin: Record<string, string>;
  let secrets: Map<string, string>;
  const clients: MqttClient[] = [];
  const device = async (imei: string, secret = secrets.get(imei)) => {
    const client = await connectDevice(broker.url, imei, secret);
    clients.push(client);
    return client;
  };
  const post = (url: string, payload: object, headers = admin) =>
    app.inject({ method: 'POST', url, payload, headers });
  const watchId = async (imei: string) =>
    (await app.inject({ method: 'GET', url: `/api/swWatch/page?keyword=${imei}`, headers: admin })).json()
      .data.rows[0].id;

  beforeAll(async () => {
    const made = await testConfig('postgres');
    made.config.deviceCommandTimeoutMs = 1500;
    cleanup = made.cleanup;
    app = await buildApp(made.config, { logger: false });
    await app.ready();
    broker = await listenBroker(app);
    admin = bearer(await tokenFor(app, 'superAdmin'));
    secrets = await provision(app, [
      { kind: 'watch', imei: 'M-W1' },
      { kind: 'watch', imei: 'M-W2' },
      { kind: 'watch', imei: 'M-W3' },
      // Revoked by its test: a watch of its own, so the others sign in whatever the order.
      { kind: 'watch', imei: 'M-W4' },
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => {});
    await broker.close();
    await app.close();
    await cleanup();
  });

  it('refuses a wrong secret and an unknown device', async () => {
    await expect(connectDevice(broker.url, 'M-W1', 'wrong')).rejects.toThrow(/Bad username or password/i);
    await expect(connectDevice(broker.url, 'NOBODY', 'x')).rejects.toThrow(/Bad username or password/i);
  });

  it('acknowledges a QoS 1 message only once it is stored', async () => {
    const watch = await device('M-W1');
    await watch.publishAsync(topicOf('M-W1', 'telemetry'), JSON.stringify(telemetry('q1')), { qos: 1 });
    // PUBACK came back: the row is there without waiting.
    expect(await telemetryCount(app, 'q1')).toHaveLength(1);
  });

  it('a device may publish only under its own topics, and subscribe only to its own commands', async () => {
    const intruder = await device('M-W2');
    // Refused with SUBACK 128 (mqtt.js reports it as an error); the connection stays up.
    await expect(intruder.subscribeAsync(topicOf('M-W1', 'cmd'), { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    expect(intruder.connected).toBe(true);
    const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(topicOf('M-W1', 'telemetry'), JSON.stringify(telemetry('spoof')), { qos: 1 });
    await closed;
    expect(await telemetryCount(app, 'spoof')).toHaveLength(0);
  });

  it('a malformed payload is acknowledged and dropped; the connection stays up', async () => {
    const watch = await device('M-W3');
    await watch.publishAsync(topicOf('M-W3', 'telemetry'), 'not json', { qos: 1 });
    await watch.publishAsync(topicOf('M-W3', 'telemetry'), JSON.stringify(telemetry('after-bad')), {
      qos: 1,
    });
    expect(watch.connected).toBe(true);
    expect(await telemetryCount(app, 'after-bad')).toHaveLength(1);
  });

  it('an SOS over MQTT is an alert at once, announced (status notified) after its batch commits', async () => {
    const watch = await device('M-W1');
    const started = Date.now();
    await watch.publishAsync(
      topicOf('M-W1', 'event'),
      JSON.stringify({ mid: 'sos-1', ts: Date.now(), type: 'sos' }),
      {
        qos: 1,
      },
    );
    const alert = await eventually(async () => {
      const res = await app.inject({ method: 'GET', url: '/api/swAlert/page?type=sos', headers: admin });
      const row = res.json().data.rows[0];
      return row?.status === 'notified' ? row : undefined;
    });
    expect(alert).toMatchObject({ type: 'sos', level: 'critical', count: 1 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('commands travel to the watch and its reply answers the call', async () => {
    const watch = await device('M-W1');
    await answerCommands(watch, 'M-W1');
    const id = await watchId('M-W1');
    const refreshed = await post('/api/swWatch/refreshConfig', { id, configContent: '{"interval":10}' });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data).toMatchObject({
      command: 'refreshConfig',
      status: 'ok',
      output: 'refreshConfig done',
    });
    const switched = await post('/api/swWatch/switchVersion', { id, newVersion: '2.1.0' });
    expect(switched.json().data.status).toBe('ok');
    const exec = await post('/api/swWatch/command', { id, command: 'uptime' });
    expect(exec.json().data).toMatchObject({ command: 'exec', status: 'ok' });
    const row = (
      await app.inject({ method: 'GET', url: `/api/swWatch/page?keyword=M-W1`, headers: admin })
    ).json().data.rows[0];
    expect(row).toMatchObject({
      currentVersion: '2.1.0',
      newVersion: null,
      configContent: '{"interval":10}',
    });
    const history = (
      await app.inject({ method: 'GET', url: `/api/swWatch/commands?id=${id}`, headers: admin })
    ).json().data;
    expect(history.map((entry: { command: string }) => entry.command)).toEqual([
      'exec',
      'switchVersion',
      'refreshConfig',
    ]);
  });

  it("a command nobody answers fails with the spec's message; a refused one too", async () => {
    const silent = await watchId('M-W2');
    const res = await app.inject({
      method: 'POST',
      url: '/api/swWatch/refreshConfig',
      payload: { id: silent, configContent: 'x' },
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(errors.DEVICE_REFRESH_CONFIG_FAILED.status);
    expect(res.json()).toMatchObject({
      code: errors.DEVICE_REFRESH_CONFIG_FAILED.code,
      message: 'refresh config failed',
    });
    const sos = await post('/api/swWatch/syncSos', { id: silent });
    expect(sos.json().message).toBe('SOS號碼同步失敗');
    const refusing = await device('M-W3');
    await answerCommands(refusing, 'M-W3', false);
    const version = await app.inject({
      method: 'POST',
      url: '/api/swWatch/switchVersion',
      payload: { id: await watchId('M-W3'), newVersion: '9.9.9' },
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(version.json().message).toBe('version switch failed');
  });

  it('revoking a secret cuts the connection and refuses the next sign-in', async () => {
    const watch = await device('M-W4');
    const closed = new Promise<void>((resolve) => watch.once('close', () => resolve()));
    expect((await post('/api/devices/secret/revoke', { id: await watchId('M-W4') })).statusCode).toBe(200);
    await closed;
    await expect(connectDevice(broker.url, 'M-W4', secrets.get('M-W4'))).rejects.toThrow(
      /Bad username or password/i,
    );
    const issued = (await post('/api/devices/secret/issue', { id: await watchId('M-W4') })).json().data;
    const again = await device('M-W4', issued.secret);
    expect(again.connected).toBe(true);
  });
});

/** Debian's mosquitto on a free port, persistence on (a server's queued QoS 1 messages survive). */
async function startMosquitto(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const dir = tempDir();
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(
    conf,
    `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence true\npersistence_location ${dir}/\nlog_dest none\n`,
  );
  fs.chmodSync(dir, 0o777);
  const child: ChildProcess = spawn('/usr/sbin/mosquitto', ['-c', conf], { stdio: 'ignore' });
  await eventually(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      }),
    10_000,
  );
  return {
    url: `mqtt://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe("devices through an external broker: Debian's mosquitto (MQTT_URL)", () => {
  let mosquitto: Awaited<ReturnType<typeof startMosquitto>>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  const clients: MqttClient[] = [];
  const start = async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      MQTT_URL: mosquitto.url,
      MQTT_CLIENT_ID: 'siteguard-test',
    });
    config.deviceCommandTimeoutMs = 3000;
    const app = await buildApp(config, { logger: false });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    mosquitto = await startMosquitto();
    database = await createPostgresDatabase();
    dataDir = tempDir();
  }, 30_000);
  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => {});
    await mosquitto.stop();
    await database.drop();
  });

  it('ingests, raises alerts and answers commands as with the embedded broker', async () => {
    const app = await start();
    try {
      const admin = bearer(await tokenFor(app, 'superAdmin'));
      await provision(app, [{ kind: 'watch', imei: 'X-W1' }]);
      const watch = await connectDevice(mosquitto.url, 'X-W1', undefined);
      clients.push(watch);
      await answerCommands(watch, 'X-W1');
      await watch.publishAsync(topicOf('X-W1', 'telemetry'), JSON.stringify(telemetry('x1', { spo2: 88 })), {
        qos: 1,
      });
      await watch.publishAsync(
        topicOf('X-W1', 'event'),
        JSON.stringify({ mid: 'x2', ts: Date.now(), type: 'fall' }),
        { qos: 1 },
      );
      const types = await eventually(async () => {
        const rows = (await app.inject({ method: 'GET', url: '/api/swAlert/page', headers: admin }))
          .json()
          .data.rows.filter((row: { imei: string }) => row.imei === 'X-W1');
        return rows.length === 2 ? rows.map((row: { type: string }) => row.type).sort() : undefined;
      });
      expect(types).toEqual(['bloodOxygen', 'fall']);
      const id = (
        await app.inject({ method: 'GET', url: '/api/swWatch/page?keyword=X-W1', headers: admin })
      ).json().data.rows[0].id;
      const res = await app.inject({
        method: 'POST',
        url: '/api/swWatch/syncSos',
        payload: { id },
        headers: admin,
      });
      // No wearer: the spec's failure, without bothering the watch.
      expect(res.json().code).toBe(errors.DEVICE_SOS_SYNC_FAILED.code);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/swWatch/refreshConfig',
        payload: { id, configContent: 'c' },
        headers: admin,
      });
      expect(refresh.json().data).toMatchObject({ status: 'ok' });
    } finally {
      await app.close();
    }
  }, 30_000);

  it('messages published while the server is down arrive when it restarts (QoS 1, persistent session)', async () => {
    // A first start opens the server's persistent session on the broker (and registers the watch);
    // then the server is down while the watch publishes.
    const first = await start();
    try {
      await provision(first, [{ kind: 'watch', imei: 'X-W2' }]);
    } finally {
      await first.close();
    }
    const watch = await connectDevice(mosquitto.url, 'X-W2', undefined);
    clients.push(watch);
    for (const mid of ['down-1', 'down-2', 'down-3']) {
      await watch.publishAsync(topicOf('X-W2', 'telemetry'), JSON.stringify(telemetry(mid)), { qos: 1 });
    }
    const app = await start();
    try {
      const rows = await eventually(async () => {
        const found = await app.database.db
          .selectFrom('telemetry')
          .select('message_id')
          .where('message_id', 'like', 'down-%')
          .execute();
        return found.length === 3 ? found : undefined;
      }, 10_000);
      expect(rows).toHaveLength(3);
    } finally {
      await app.close();
    }
  }, 30_000);
});
