import type { CommandPayload } from '@siteguard/contracts';
import type { RawMessage } from '../ingest/pipeline.js';

/** Hands each device message to ingestion; resolves once it is stored (or dropped on purpose). */
export type MessageSink = (message: RawMessage) => Promise<unknown>;

/** The way to the devices: the embedded broker, or a client of an external one. */
export interface DeviceLink {
  readonly mode: 'embedded' | 'external' | 'off';
  /** Publishes a command on the device's `cmd` topic (QoS 1). */
  publishCommand(imei: string, command: CommandPayload): Promise<void>;
  /** Cuts the device's connection (its secret was revoked or changed, or it was disabled). */
  disconnect(imei: string): void;
  close(): Promise<void>;
}

/** `sg/dev/<imei>/<leaf>` -> its parts; null for anything else. */
export function parseTopic(topic: string): { imei: string; leaf: string } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== 'sg' || parts[1] !== 'dev' || !parts[2] || !parts[3]) return null;
  return { imei: parts[2], leaf: parts[3] };
}

export const noLink: DeviceLink = {
  mode: 'off',
  async publishCommand() {
    throw new Error('MQTT is off (MQTT_PORT=off and no MQTT_URL)');
  },
  disconnect() {},
  async close() {},
};
