import { type CommandPayload, DEVICE_TOPICS, TOPIC_ROOT, topicOf } from '@siteguard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import { type DeviceLink, type MessageSink, parseTopic } from './deviceLink.js';

/** Instances share the device topics: the broker gives each message to one of them. */
const SHARE_GROUP = '$share/siteguard';

/**
 * A client of an external broker (MQTT_URL: Mosquitto, EMQX). It keeps a persistent session
 * (clean: false, a fixed client id) and subscribes to every device's topics through a shared
 * subscription, so several server instances split the load. A message is acknowledged only once
 * ingestion stored it; if storing fails, the connection is dropped unacknowledged and the broker
 * sends it again after the reconnect. Device credentials and topic rights are the broker's to
 * enforce there (docs/devices-protocol.md).
 */
export async function externalBrokerClient(
  url: string,
  clientId: string,
  sink: MessageSink,
  log: FastifyBaseLogger,
): Promise<DeviceLink> {
  const client = mqtt.connect(url, {
    clientId,
    clean: false,
    protocolVersion: 5,
    reconnectPeriod: 1000,
    properties: { sessionExpiryInterval: 86_400 },
  });
  // Set before the connection opens: a persistent session's queued messages arrive right after
  // CONNACK, and mqtt.js's default handler would acknowledge them unstored.
  client.handleMessage = (packet, callback) => {
    const parsed = parseTopic(packet.topic);
    if (!parsed) return callback();
    sink({ imei: parsed.imei, topic: parsed.leaf, payload: packet.payload as Buffer }).then(
      () => callback(),
      (error: unknown) => {
        log.error(
          { err: error },
          'a device message could not be stored; reconnecting so the broker sends it again',
        );
        client.stream.destroy();
      },
    );
  };
  client.on('error', (error) => log.error({ err: error }, 'MQTT client error'));
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  await client.subscribeAsync(
    DEVICE_TOPICS.map((leaf) => `${SHARE_GROUP}/${TOPIC_ROOT}/+/${leaf}`),
    { qos: 1 },
  );
  return {
    mode: 'external',
    async publishCommand(imei: string, command: CommandPayload) {
      await client.publishAsync(topicOf(imei, 'cmd'), JSON.stringify(command), { qos: 1 });
    },
    // The external broker owns the connections; a revoked secret is its configuration to change.
    disconnect() {},
    async close() {
      await client.endAsync();
    },
  };
}
