import crypto from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import { type CommandPayload, DEVICE_TOPICS, topicOf } from '@siteguard/contracts';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { MqttLimits, MqttTlsSettings } from '../../../platform/config.js';
import type { DeviceDirectory } from '../ingest/directory.js';
import { hashSecret } from '../registry/devices.service.js';
import { addressKey, authThrottle, type BrokerRefusal, connectionGate } from './admission.js';
import { brokerCounters } from './counters.js';
import { type DeviceLink, type MessageSink, parseTopic } from './deviceLink.js';
import { GuardedConnection } from './frameGuard.js';

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
 * The process (server.ts) opens the listeners, MQTT_PORT and MQTTS on MQTT_TLS_PORT, with `listener`:
 * every connection passes the door (connections per address and in all, connection rate) and the
 * frame guard (packet size while parsing, bytes before sign-in); failed sign-ins slow the next ones
 * from the address and for the IMEI; retained publishes and wills are refused, and nothing a device
 * publishes is kept or forwarded by the broker (docs/security/mqtt.md).
 */
export async function embeddedBroker(
  directory: DeviceDirectory,
  sink: MessageSink,
  log: FastifyBaseLogger,
  limits: MqttLimits,
  now: () => number = Date.now,
): Promise<EmbeddedBroker> {
  const clients = new Map<string, Client>();
  const imeiOf = new WeakMap<Client, string>();
  const counters = brokerCounters(log);
  const gate = connectionGate(limits, now);
  const throttle = authThrottle(limits.authDelayMs, limits.authMaxDelayMs, now);
  const connOf = (client: Client | null) =>
    client?.conn instanceof GuardedConnection ? client.conn : undefined;
  const addressOf = (client: Client | null) => connOf(client)?.address ?? 'unknown';
  const refuse = (reason: BrokerRefusal, client: Client | null, detail?: Record<string, unknown>) =>
    counters.refuse(reason, addressOf(client), detail);

  const broker = await Aedes.createBroker({
    connectTimeout: limits.connectTimeoutMs,
    preConnect(_client, packet, done) {
      // A will would be published by the broker on the device's behalf: the protocol has none.
      delete (packet as { will?: unknown }).will;
      done(null, true);
    },
    authenticate(client, username, password, done) {
      const address = addressOf(client);
      const user = username?.slice(0, 64);
      const wait = throttle.waitMs(address, user);
      if (wait > 0) refuse('signInDelayed', client, { imei: user, waitMs: Math.round(wait) });
      const check = async () => {
        const device = username ? await directory.find(username) : null;
        const secret = password?.toString('utf8') ?? '';
        if (!device?.secretHash || !device.enabled || !sameHash(hashSecret(secret), device.secretHash)) {
          throttle.failed(address, user);
          refuse('badCredentials', client, { imei: user });
          return done(authError('bad user name or password', BAD_CREDENTIALS), false);
        }
        throttle.succeeded(device.imei);
        connOf(client)?.guard.signIn();
        imeiOf.set(client, device.imei);
        // Client ids live inside the device's own name space: another device cannot take this one's
        // session over by sending the same client id.
        client.id = `${device.imei}/${client.id}`;
        clients.get(device.imei)?.close();
        clients.set(device.imei, client);
        done(null, true);
      };
      const run = () =>
        // A client that left while it waited costs no lookup (aedes ignores a late answer anyway).
        (client.closed ? Promise.resolve() : check()).catch((error: unknown) => {
          log.error({ err: error }, 'MQTT sign-in failed');
          done(authError('server unavailable', 3), false);
        });
      if (wait > 0) setTimeout(run, wait);
      else void run();
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
        refuse('foreignTopic', client, { imei, topic: packet.topic.slice(0, 100) });
        return done(authError('not this device’s topic', NOT_AUTHORIZED));
      }
      // A retained message would be kept by the broker for anyone who subscribes later: refused
      // (MQTT 3.1.1 has no negative acknowledgement: the connection closes, nothing is stored).
      if (packet.retain) {
        refuse('retained', client, { imei });
        return done(authError('retained messages are not accepted', NOT_AUTHORIZED));
      }
      sink({ imei, topic: parsed.leaf, payload: packet.payload as Buffer }).then(
        () => done(null),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const imei = imeiOf.get(client);
      // Refused with a failure return code (128); the connection stays up.
      if (!imei || subscription.topic !== topicOf(imei, 'cmd')) {
        refuse('foreignSubscription', client, { imei, topic: subscription.topic.slice(0, 100) });
        return done(null, null);
      }
      done(null, subscription);
    },
    // Only the server's own commands reach a device, and only the device's: whatever a device
    // publishes (stored, or dropped by ingestion) goes no further than ingestion.
    authorizeForward(client, packet) {
      const imei = imeiOf.get(client);
      if ((packet as { clientId?: string }).clientId || !imei || packet.topic !== topicOf(imei, 'cmd'))
        return null;
      return packet;
    },
  });
  broker.on('clientDisconnect', (client) => {
    const imei = imeiOf.get(client);
    if (imei && clients.get(imei) === client) clients.delete(imei);
  });
  broker.on('connectionError', (client, error) => {
    if (/connect did not arrive in time/.test(error.message)) refuse('connectTimeout', client);
  });

  /** One accepted socket (plain or TLS): through the frame guard to the broker. */
  function attach(socket: net.Socket, address: string): void {
    socket.setNoDelay(true);
    const conn = new GuardedConnection(socket, address, limits, (reason) =>
      counters.refuse(reason, address, { bytesRead: socket.bytesRead }),
    );
    broker.handle(conn as unknown as net.Socket);
  }

  /** A listener for MQTT (plain) or MQTTS (`tlsSettings`), not yet listening. */
  function listener(tlsSettings: MqttTlsSettings | null = null): net.Server {
    const server = tlsSettings
      ? tls.createServer({
          cert: tlsSettings.cert,
          key: tlsSettings.key,
          minVersion: 'TLSv1.2',
          handshakeTimeout: limits.connectTimeoutMs,
        })
      : net.createServer();
    // At the door, before a byte is read (or a TLS handshake is spent on it).
    server.on('connection', (socket: net.Socket) => {
      const address = addressKey(socket.remoteAddress);
      const refusal = gate.admit(address);
      if (refusal) {
        counters.refuse(refusal, address);
        socket.destroy();
        return;
      }
      socket.once('close', () => gate.release(address));
      if (!tlsSettings) attach(socket, address);
    });
    if (tlsSettings) {
      server.on('secureConnection', (socket: tls.TLSSocket) =>
        attach(socket, addressKey(socket.remoteAddress)),
      );
      server.on('tlsClientError', (_error, socket) =>
        counters.refuse('tlsHandshake', addressKey(socket.remoteAddress)),
      );
    }
    return server;
  }

  return {
    mode: 'embedded',
    broker,
    listener,
    throttle,
    status() {
      return {
        since: counters.since.toISOString(),
        connections: gate.open,
        signedIn: clients.size,
        refused: { ...counters.refused },
      };
    },
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

export interface EmbeddedBroker extends DeviceLink {
  readonly mode: 'embedded';
  broker: Aedes;
  /** A listener for MQTT (plain) or MQTTS, with every limit in front of the broker; not yet listening. */
  listener(tls?: MqttTlsSettings | null): net.Server;
  throttle: ReturnType<typeof authThrottle>;
  /** Open connections, signed-in devices, refusals by reason since start. */
  status(): { since: string; connections: number; signedIn: number; refused: Record<BrokerRefusal, number> };
}
