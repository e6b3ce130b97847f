import net from 'node:net';
import { topicOf } from '@siteguard/contracts';
import mqtt from 'mqtt';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, tempDir } from '../helpers.js';
import { callApi, startServerProcess } from '../server-process.js';
import { eventually, telemetry } from './device-helpers.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The embedded broker under SIGKILL: a watch publishes QoS 1 telemetry without pause; the server is
 * killed mid-stream and restarted on the same data and port; the watch reconnects and sends again
 * what was not acknowledged. Every message the broker acknowledged must be a telemetry row.
 */
describe('device messages survive a server kill (embedded broker, PostgreSQL)', () => {
  it('keeps every acknowledged QoS 1 message', { timeout: 180_000 }, async () => {
    const database = await createPostgresDatabase();
    const mqttPort = await freePort();
    const env = { DATA_DIR: tempDir(), DATABASE_URL: database.url, MQTT_PORT: String(mqttPort) };
    const acknowledged: string[] = [];
    let device: mqtt.MqttClient | undefined;
    try {
      const first = await startServerProcess(env);
      const tokens = await callApi(first.base, 'POST', '/tb/token', {
        clientId: 'demo-gateway',
        clientSecret: 'demo-gateway-secret',
      });
      const token = (tokens.data as { accessToken: string }).accessToken;
      const provisioned = (
        await callApi(
          first.base,
          'POST',
          '/devices/provision',
          { devices: [{ kind: 'watch', imei: 'DUR-1', name: 'Durable', site: 'Kai Tak' }] },
          token,
        )
      ).data as Array<{ secret: string }>;
      const secret = provisioned[0]?.secret;
      device = mqtt.connect(`mqtt://127.0.0.1:${mqttPort}`, {
        username: 'DUR-1',
        password: secret,
        clientId: 'DUR-1',
        clean: false,
        reconnectPeriod: 200,
      });
      const watch = device;
      await new Promise<void>((resolve) => watch.once('connect', () => resolve()));
      let stopped = false;
      const pending: Promise<unknown>[] = [];
      const publisher = (async () => {
        for (let i = 0; !stopped; i += 1) {
          const mid = `dur-${i}`;
          pending.push(
            watch
              .publishAsync(topicOf('DUR-1', 'telemetry'), JSON.stringify(telemetry(mid, {}, Date.now())), {
                qos: 1,
              })
              .then(
                () => acknowledged.push(mid),
                () => {},
              ),
          );
          // 15 a second, within one device's rate (20/s): what queues while the server is down is sent
          // as a burst after the restart, spaced in device time, and must all be stored.
          await new Promise((resolve) => setTimeout(resolve, 66));
        }
      })();
      await eventually(async () => acknowledged.length >= 100, 30_000);
      first.child.kill('SIGKILL');
      await first.exited;
      const second = await startServerProcess(env);
      const before = acknowledged.length;
      await eventually(async () => acknowledged.length >= before + 100, 30_000);
      stopped = true;
      await publisher;
      await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000))]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ message_id: string }>(
        `select message_id from telemetry t join device d on d.id = t.device_id where d.imei = 'DUR-1'`,
      );
      await client.end();
      const stored = new Set(rows.map((row) => row.message_id));
      expect(acknowledged.filter((mid) => !stored.has(mid))).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await device?.endAsync(true);
      await database.drop();
    }
  });
});
