import type net from 'node:net';
import { type CommandPayload, topicOf } from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import type { MqttTlsSettings } from '../../src/platform/config.js';
import { bearer } from '../auth-helpers.js';

/** A client-credential token of the seeded demo gateway. */
export async function gatewayToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tb/token',
    payload: { clientId: 'demo-gateway', clientSecret: 'demo-gateway-secret' },
  });
  if (res.statusCode !== 200) throw new Error(`gateway token: ${res.body}`);
  return res.json().data.accessToken;
}

/** Registers devices through the gateway call and answers their secrets by IMEI. */
export async function provision(
  app: FastifyInstance,
  devices: Array<{ kind: string; imei: string; name?: string; site?: string; area?: string }>,
): Promise<Map<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/devices/provision',
    headers: bearer(await gatewayToken(app)),
    payload: { devices: devices.map((device) => ({ name: device.imei, site: 'Kai Tak', ...device })) },
  });
  if (res.statusCode !== 200) throw new Error(`provision: ${res.body}`);
  return new Map(res.json().data.map((row: { imei: string; secret: string }) => [row.imei, row.secret]));
}

/**
 * Opens the embedded broker of `app` on a free local port, as server.ts does on MQTT_PORT (or, with
 * `tls`, MQTT_TLS_PORT): through the broker's listener, with every limit in front of it.
 */
export async function listenBroker(
  app: FastifyInstance,
  tls: MqttTlsSettings | null = null,
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const broker = app.devices.broker;
  if (!broker) throw new Error('the app has no embedded broker');
  const server = broker.listener(tls);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `${tls ? 'mqtts' : 'mqtt'}://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function connectDevice(url: string, imei: string, secret: string | undefined) {
  return mqtt.connectAsync(url, {
    username: imei,
    password: secret,
    clientId: `${imei}-${Math.random().toString(36).slice(2, 8)}`,
    reconnectPeriod: 0,
    connectTimeout: 3000,
  });
}

/**
 * A device's firmware as far as the server's commands go: connected, it keeps every command it is
 * sent (in order) and answers each ok on its `reply` topic.
 */
export async function commandedDevice(url: string, imei: string, secret: string | undefined) {
  const client = await connectDevice(url, imei, secret);
  const received: CommandPayload[] = [];
  client.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString()) as CommandPayload;
    received.push(command);
    void client.publishAsync(topicOf(imei, 'reply'), JSON.stringify({ cid: command.cid, ok: true }), {
      qos: 1,
    });
  });
  await client.subscribeAsync(topicOf(imei, 'cmd'), { qos: 1 });
  return { client, received };
}

/** Waits until `check` is truthy (polling), or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 5000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const telemetry = (
  mid: string,
  fields: Record<string, unknown> = {},
  ts: number | string = Date.now(),
) => ({
  mid,
  ts,
  hr: 78,
  spo2: 98,
  temp: 36.6,
  battery: 80,
  worn: true,
  ...fields,
});
