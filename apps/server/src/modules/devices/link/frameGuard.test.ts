import mqttPacket from 'mqtt-packet';
import { describe, expect, it } from 'vitest';
import { frameGuard } from './frameGuard.js';

const connect = mqttPacket.generate({
  cmd: 'connect',
  protocolId: 'MQTT',
  protocolVersion: 4,
  clean: true,
  clientId: 'w1',
  keepalive: 60,
  username: 'W-0001',
  password: Buffer.from('secret'),
});
const publish = (bytes: number) =>
  mqttPacket.generate({
    cmd: 'publish',
    topic: 'sg/dev/W-0001/telemetry',
    payload: Buffer.alloc(bytes, 0x61),
    qos: 1,
    messageId: 7,
    retain: false,
    dup: false,
  });

describe('frameGuard', () => {
  it('refuses a CONNECT declaring 256 MB as soon as its length is read', () => {
    const guard = frameGuard(8192, 16_384);
    // 0x10, then remaining length 268,435,455 (0xff 0xff 0xff 0x7f), then zeros.
    expect(guard.feed(Buffer.from([0x10, 0xff]))).toBeNull();
    expect(guard.feed(Buffer.from([0xff, 0xff, 0x7f, 0, 0, 0]))).toBe('packetTooLarge');
    expect(guard.passed).toBe(2);
  });

  it('passes packets within the limit, split anywhere, and refuses a larger one after sign-in', () => {
    const guard = frameGuard(1024, 2048);
    for (let i = 0; i < connect.length; i += 3) expect(guard.feed(connect.subarray(i, i + 3))).toBeNull();
    guard.signIn();
    const two = Buffer.concat([publish(100), publish(200)]);
    expect(guard.feed(two.subarray(0, 50))).toBeNull();
    expect(guard.feed(two.subarray(50))).toBeNull();
    expect(guard.feed(publish(900))).toBeNull();
    expect(guard.feed(publish(1000))).toBe('packetTooLarge');
  });

  it('wants a CONNECT first and bounds the bytes before the sign-in', () => {
    expect(frameGuard(1024, 2048).feed(publish(10))).toBe('notConnectFirst');
    const guard = frameGuard(1024, 2048);
    expect(guard.feed(connect)).toBeNull();
    const small = publish(10);
    let refusal: string | null = null;
    for (let i = 0; i < 100 && !refusal; i += 1) refusal = guard.feed(small);
    expect(refusal).toBe('preAuthBytes');
  });

  it('refuses a remaining length of more than four bytes', () => {
    expect(
      frameGuard(1_000_000_000, 1_000_000_000).feed(Buffer.from([0x10, 0x80, 0x80, 0x80, 0x80, 0x01])),
    ).toBe('malformedHeader');
  });
});
