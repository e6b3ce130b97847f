import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { topicOf } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import mqttPacket from 'mqtt-packet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { EmbeddedBroker } from '../../src/modules/devices/link/broker.js';
import { type Config, loadConfig } from '../../src/platform/config.js';
import { bearer, tokenFor } from '../auth-helpers.js';
import { tempDir, testConfig } from '../helpers.js';
import { selfSignedCertificate } from '../tls.js';
import { connectDevice, eventually, listenBroker, provision, telemetry } from './device-helpers.js';

const run = promisify(execFile);
const MB = 1024 * 1024;
const MOSQUITTO_PUB = '/usr/bin/mosquitto_pub';

/**
 * A CONNECT written by hand from a chosen local address (127.0.0.x: each test its own address, so
 * per-address limits of one do not touch another); resolves to the CONNACK's return code, or
 * 'closed' when the server closed the socket without one.
 */
function rawSignIn(
  port: number,
  username: string,
  password: string,
  localAddress: string,
): Promise<{ returnCode: number | 'closed'; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const parser = mqttPacket.parser();
    const finish = (returnCode: number | 'closed') => {
      socket.destroy();
      resolve({ returnCode, ms: performance.now() - started });
    };
    parser.on('packet', (packet) => {
      if (packet.cmd === 'connack') finish(packet.returnCode ?? 0);
    });
    socket.on('data', (chunk) => parser.parse(chunk));
    socket.on('error', () => {});
    socket.on('close', () => finish('closed'));
    socket.on('connect', () =>
      socket.write(
        mqttPacket.generate({
          cmd: 'connect',
          protocolId: 'MQTT',
          protocolVersion: 4,
          clean: true,
          clientId: `raw-${Math.random().toString(36).slice(2, 8)}`,
          keepalive: 30,
          username,
          password: Buffer.from(password),
        }),
      ),
    );
  });
}

/** Opens a plain TCP connection from `localAddress`; resolves once connected, with a promise of its close. */
function openSocket(port: number, localAddress: string) {
  return new Promise<{ socket: net.Socket; closed: Promise<void> }>((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('close', () => reject(new Error('closed before connecting')));
  });
}

describe('a bounded MQTT broker (issue #30, finding 1)', () => {
  let app: FastifyInstance;
  let broker: EmbeddedBroker;
  let plain: Awaited<ReturnType<typeof listenBroker>>;
  let secure: Awaited<ReturnType<typeof listenBroker>>;
  let config: Config;
  let cleanup: () => Promise<void>;
  let secrets: Map<string, string>;
  let certFile: string;
  let base: string;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    const made = await testConfig('postgres');
    cleanup = made.cleanup;
    const dir = tempDir();
    const { cert, key } = selfSignedCertificate(dir, 'mqtt');
    certFile = cert;
    // The MQTT settings as the environment gives them (config.ts validates and reads the files).
    made.config.mqtt = loadConfig({
      DATA_DIR: dir,
      MQTT_TLS_PORT: '0',
      MQTT_TLS_CERT_FILE: cert,
      MQTT_TLS_KEY_FILE: key,
      MQTT_MAX_CONNECTIONS_PER_ADDRESS: '6',
      MQTT_CONNECT_RATE_PER_ADDRESS: '1',
      MQTT_CONNECT_BURST_PER_ADDRESS: '40',
      MQTT_CONNECT_TIMEOUT_MS: '5000',
      MQTT_AUTH_DELAY_MS: '100',
      MQTT_AUTH_MAX_DELAY_MS: '1000',
    }).mqtt;
    config = made.config;
    app = await buildApp(made.config, { logger: false });
    await app.ready();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    broker = app.devices.broker as EmbeddedBroker;
    plain = await listenBroker(app);
    secure = await listenBroker(app, config.mqtt.mode === 'embedded' ? config.mqtt.tls : null);
    secrets = await provision(app, [
      { kind: 'watch', imei: 'H-R1' },
      { kind: 'watch', imei: 'H-RT1' },
      { kind: 'watch', imei: 'H-T1' },
      { kind: 'watch', imei: 'H-S1' },
      { kind: 'watch', imei: 'H-S2' },
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => {});
    await plain?.close();
    await secure?.close();
    await app?.close();
    await cleanup?.();
  });

  it('four unauthenticated 256 MB CONNECTs streaming zeros are cut at the header; memory and /api/health hold', async () => {
    const limit = config.mqtt.mode === 'embedded' ? config.mqtt.limits.maxPacketBytes : 0;
    const serverSockets: net.Socket[] = [];
    const listener = broker.listener();
    listener.on('connection', (socket: net.Socket) => serverSockets.push(socket));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as net.AddressInfo;
    try {
      // Warm the health route up, then measure against the resting figure.
      for (let i = 0; i < 3; i += 1) await fetch(`${base}/api/health`);
      const before = process.memoryUsage();
      const zeros = Buffer.alloc(64 * 1024);
      const header = Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]); // CONNECT, remaining length 256 MB - 1
      const attackers = Array.from(
        { length: 4 },
        () =>
          new Promise<{ sent: number; ms: number }>((resolve) => {
            const started = performance.now();
            const socket = net.connect({ port, host: '127.0.0.1' });
            let sent = 0;
            const pump = () => {
              while (!socket.destroyed && sent < 256 * MB) {
                sent += zeros.length;
                if (!socket.write(zeros)) return void socket.once('drain', pump);
              }
            };
            socket.on('connect', () => {
              socket.write(header);
              pump();
            });
            socket.on('error', () => {});
            socket.on('close', () => resolve({ sent, ms: performance.now() - started }));
          }),
      );
      let done = false;
      const all = Promise.all(attackers).finally(() => {
        done = true;
      });
      const latencies: number[] = [];
      let peakRss = before.rss;
      let peakBuffers = before.arrayBuffers;
      const deadline = Date.now() + 10_000;
      while (!done && Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/health`);
        latencies.push(performance.now() - t0);
        expect(res.status).toBe(200);
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
      }
      const results = await Promise.race([
        all,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))),
      ]);
      expect(results, 'the server closes every flooding socket').not.toBeNull();
      const growth = (peakRss - before.rss) / MB;
      const bufferGrowth = (peakBuffers - before.arrayBuffers) / MB;
      process.stdout.write(
        `[mqtt flood] 4 sockets closed after ${results?.map((r) => `${Math.round(r.ms)} ms`).join(', ')}; server read ` +
          `${serverSockets.map((s) => s.bytesRead).join(', ')} bytes; rss +${growth.toFixed(1)} MB, ` +
          `array buffers +${bufferGrowth.toFixed(1)} MB; /api/health ${latencies.length} calls, max ` +
          `${Math.max(...latencies).toFixed(1)} ms\n`,
      );
      expect(serverSockets).toHaveLength(4);
      // One socket read (64 KB at most) is all the server takes in: the header alone condemns it.
      for (const socket of serverSockets) expect(socket.bytesRead).toBeLessThanOrEqual(limit + 64 * 1024);
      expect(growth).toBeLessThan(50);
      expect(Math.max(...latencies)).toBeLessThan(250);
      expect(broker.status().refused.packetTooLarge).toBeGreaterThanOrEqual(4);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it('refuses a retained publish: the connection closes, nothing is stored or kept by the broker', async () => {
    const device = await connectDevice(plain.url, 'H-RT1', secrets.get('H-RT1'));
    clients.push(device);
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    device.publish(topicOf('H-RT1', 'telemetry'), JSON.stringify(telemetry('kept-1')), {
      qos: 1,
      retain: true,
    });
    await closed;
    const rows = await app.database.db
      .selectFrom('telemetry')
      .select('message_id')
      .where('message_id', '=', 'kept-1')
      .execute();
    expect(rows).toHaveLength(0);
    const retained: unknown[] = [];
    // aedes' types leave its persistence out; the in-memory one lists retained messages as a stream.
    const { persistence } = broker.broker as unknown as {
      persistence: { createRetainedStream(pattern: string): AsyncIterable<unknown> };
    };
    for await (const packet of persistence.createRetainedStream('#')) retained.push(packet);
    expect(retained).toEqual([]);
    expect(broker.status().refused.retained).toBe(1);
  });

  it('replies count under the per-device rate limit: a reply flood is dropped past the burst', async () => {
    const device = await connectDevice(plain.url, 'H-R1', secrets.get('H-R1'));
    clients.push(device);
    const dropped = () => app.devices.linkStatus().ingestion.dropped.rateLimited ?? 0;
    const before = dropped();
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        device.publishAsync(topicOf('H-R1', 'reply'), JSON.stringify({ cid: `9${i}`, ok: true }), { qos: 1 }),
      ),
    );
    // A burst of 40, then 20 a second of server time: most of 100 at once are dropped (and acknowledged).
    expect(dropped() - before).toBeGreaterThanOrEqual(40);
    expect(device.connected).toBe(true);
  });

  it('caps connections per address at the door, and lets one in again when one closes', async () => {
    // A listener of the test's own on the same door: its 'connection' listener runs after the
    // broker's, which has then refused (counted) or let in the socket. That is when a try is decided.
    const door = broker.listener(null);
    const decided = new Set<number>();
    door.on('connection', (socket: net.Socket) => decided.add(socket.remotePort ?? -1));
    await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
    const { port } = door.address() as net.AddressInfo;
    try {
      const address = '127.0.0.3';
      const opened = [];
      for (let i = 0; i < 6; i += 1) opened.push(await openSocket(port, address));
      const before = broker.status().refused.tooManyFromAddress;
      const extra = await openSocket(port, address).catch(() => null);
      await extra?.closed; // closed by the server at once
      expect(broker.status().refused.tooManyFromAddress).toBe(before + 1);
      expect(opened.every(({ socket }) => !socket.destroyed)).toBe(true);
      opened[0]?.socket.destroy();
      await opened[0]?.closed;
      // The server counts the close on its side a moment later: until then a try is refused.
      const again = await eventually(async () => {
        const refused = broker.status().refused.tooManyFromAddress;
        const next = await openSocket(port, address).catch(() => null);
        if (!next) return null;
        const local = next.socket.localPort ?? -1;
        await eventually(async () => decided.has(local));
        if (broker.status().refused.tooManyFromAddress === refused) return next;
        next.socket.destroy();
        return null;
      });
      expect(again.socket.destroyed).toBe(false);
      for (const { socket } of [...opened, again]) socket.destroy();
    } finally {
      await new Promise<void>((resolve) => door.close(() => resolve()));
    }
  });

  it('limits the rate of new connections per address', async () => {
    const before = broker.status().refused.connectRate;
    for (let i = 0; i < 50; i += 1) {
      const next = await openSocket(plain.port, '127.0.0.4').catch(() => null);
      next?.socket.destroy();
      await next?.closed;
    }
    // A bucket of 40, refilled at one a second: of 50 at once about 10 are refused.
    expect(broker.status().refused.connectRate - before).toBeGreaterThanOrEqual(5);
  });

  it('slows failed sign-ins with a growing delay per address and per IMEI, without locking the device out', async () => {
    const address = '127.0.0.2';
    const penalties: number[] = [];
    const delayedBefore = broker.status().refused.signInDelayed;
    const attempts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const attempt = await rawSignIn(plain.port, 'H-T1', 'wrong', address);
      expect(attempt.returnCode).toBe(4);
      attempts.push(Math.round(attempt.ms));
      penalties.push(broker.throttle.penaltyMs(address, 'H-T1'));
    }
    expect(penalties).toEqual([100, 200, 400]);
    // The second and third attempts were held (the first came in clean).
    expect(broker.status().refused.signInDelayed - delayedBefore).toBe(2);
    // Another address trying the same IMEI waits as well.
    expect(broker.throttle.waitMs('127.0.0.9', 'H-T1')).toBeGreaterThan(0);
    // The right secret still gets in, after the wait; and its success clears the IMEI's count.
    const right = await rawSignIn(plain.port, 'H-T1', secrets.get('H-T1') as string, address);
    expect(right.returnCode).toBe(0);
    expect(broker.throttle.penaltyMs('127.0.0.9', 'H-T1')).toBe(0);
    process.stdout.write(
      `[mqtt sign-in] failed attempts answered after ${attempts.join(', ')} ms; right one ${Math.round(right.ms)} ms\n`,
    );
  });

  it('MQTTS: mosquitto_pub and the mqtt client sign in over TLS with the configured certificate', async () => {
    expect(fs.existsSync(MOSQUITTO_PUB), "install Debian's mosquitto-clients").toBe(true);
    await run(
      MOSQUITTO_PUB,
      [
        ...['--cafile', certFile, '-h', '127.0.0.1', '-p', String(secure.port)],
        ...['-u', 'H-S1', '-P', secrets.get('H-S1') as string, '-i', 'H-S1-cli', '-q', '1'],
        ...['-t', topicOf('H-S1', 'telemetry'), '-m', JSON.stringify(telemetry('tls-1'))],
      ],
      { timeout: 10_000 },
    );
    const client = await mqtt.connectAsync(secure.url, {
      username: 'H-S2',
      password: secrets.get('H-S2'),
      ca: fs.readFileSync(certFile),
      reconnectPeriod: 0,
      connectTimeout: 3000,
    });
    clients.push(client);
    await client.publishAsync(topicOf('H-S2', 'telemetry'), JSON.stringify(telemetry('tls-2')), { qos: 1 });
    const rows = await app.database.db
      .selectFrom('telemetry')
      .select('message_id')
      .where('message_id', 'in', ['tls-1', 'tls-2'])
      .execute();
    expect(rows.map((row) => row.message_id).sort()).toEqual(['tls-1', 'tls-2']);
    // Plain MQTT on the TLS port gets nowhere.
    const cleartext = await rawSignIn(secure.port, 'H-S1', secrets.get('H-S1') as string, '127.0.0.5');
    expect(cleartext.returnCode).toBe('closed');
  });

  it('operators see the counters (platform administrator only)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/devices/link/status',
      headers: bearer(await tokenFor(app, 'superAdmin')),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.mode).toBe('embedded');
    // The broker's own counters (the tests above show they count); not what earlier tests left there.
    expect(data.broker.refused).toEqual(broker.status().refused);
    expect(data.broker.connections).toBe(broker.status().connections);
    expect(data.ingestion.dropped).toEqual(app.devices.linkStatus().ingestion.dropped);
    // Process-wide figures: not for a tenant's users.
    const demo = await app.inject({
      method: 'GET',
      url: '/api/devices/link/status',
      headers: bearer(await tokenFor(app, 'demo')),
    });
    expect(demo.statusCode).toBe(403);
    expect(demo.json().success).toBe(false);
  });

  it('MQTT_TLS_PORT without a readable certificate is a one-line start-up error', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, MQTT_TLS_PORT: '8883' })).toThrow(
      /^Missing environment variable MQTT_TLS_CERT_FILE: MQTT_TLS_PORT needs it$/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        MQTT_TLS_PORT: '8883',
        MQTT_TLS_CERT_FILE: path.join(dir, 'none.pem'),
        MQTT_TLS_KEY_FILE: certFile,
      }),
    ).toThrow(/^Cannot read MQTT_TLS_CERT_FILE=".*none\.pem": ENOENT$/);
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        MQTT_TLS_PORT: '8883',
        MQTT_TLS_CERT_FILE: certFile,
        MQTT_TLS_KEY_FILE: certFile,
      }),
    ).toThrow(/^Invalid MQTT_TLS_CERT_FILE \/ MQTT_TLS_KEY_FILE/);
  });
});
