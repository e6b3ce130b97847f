import crypto from 'node:crypto';
import { type CommandPayload, DEVICE_TOPICS, topicOf } from '@siteguard/contracts';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceDirectory } from '../ingest/directory.js';
import { hashSecret } from '../registry/devices.service.js';
import { type DeviceLink, type MessageSink, parseTopic } from './deviceLink.js';

const BAD_CREDENTIALS = 4;
const NOT_AUTHORIZED = 5;

function authError(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The embedded MQTT broker (aedes). A device signs in with its IMEI and the secret issued at
 * registration; it may publish only under its own topics and subscribe only to its own `cmd`.
 * A QoS 1 publish is acknowledged (PUBACK) only after ingestion stored it: authorizePublish waits
 * for the pipeline, and a failure closes the connection unacknowledged, so the device sends again.
 * The server's TCP listener is opened by the process (server.ts) on MQTT_PORT: `handle` takes a
 * connection.
 */
export async function embeddedBroker(
  directory: DeviceDirectory,
  sink: MessageSink,
  log: FastifyBaseLogger,
): Promise<DeviceLink & { handle: Aedes['handle']; broker: Aedes }> {
  const clients = new Map<string, Client>();
  const imeiOf = new WeakMap<Client, string>();
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      void (async () => {
        const device = username ? await directory.find(username) : null;
        const secret = password?.toString('utf8') ?? '';
        if (!device?.secretHash || !device.enabled || !sameHash(hashSecret(secret), device.secretHash)) {
          log.warn({ imei: username?.slice(0, 64) }, 'MQTT sign-in refused');
          return done(authError('bad user name or password', BAD_CREDENTIALS), false);
        }
        imeiOf.set(client, device.imei);
        clients.get(device.imei)?.close();
        clients.set(device.imei, client);
        done(null, true);
      })().catch((error: unknown) => {
        log.error({ err: error }, 'MQTT sign-in failed');
        done(authError('server unavailable', 3), false);
      });
    },
    authorizePublish(client, packet, done) {
      const parsed = parseTopic(packet.topic);
      const imei = client ? imeiOf.get(client) : undefined;
      if (
        !parsed ||
        !imei ||
        parsed.imei !== imei ||
        !(DEVICE_TOPICS as readonly string[]).includes(parsed.leaf)
      ) {
        return done(authError('not this device’s topic', NOT_AUTHORIZED));
      }
      sink({ imei, topic: parsed.leaf, payload: packet.payload as Buffer }).then(
        () => done(null),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const imei = imeiOf.get(client);
      // Refused with a failure return code (128); the connection stays up.
      if (!imei || subscription.topic !== topicOf(imei, 'cmd')) return done(null, null);
      done(null, subscription);
    },
  });
  broker.on('clientDisconnect', (client) => {
    const imei = imeiOf.get(client);
    if (imei && clients.get(imei) === client) clients.delete(imei);
  });
  return {
    mode: 'embedded',
    handle: broker.handle,
    broker,
    publishCommand(imei: string, command: CommandPayload) {
      return new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: topicOf(imei, 'cmd'),
            payload: Buffer.from(JSON.stringify(command)),
            qos: 1,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      );
    },
    disconnect(imei: string) {
      clients.get(imei)?.close();
      clients.delete(imei);
    },
    close() {
      return new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
