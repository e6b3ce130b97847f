import { describe, expect, it } from 'vitest';
import type { MqttLimits } from '../../../platform/config.js';
import { addressKey, authThrottle, connectionGate } from './admission.js';

const limits = (over: Partial<MqttLimits> = {}): MqttLimits => ({
  maxPacketBytes: 8192,
  maxConnections: 100,
  maxConnectionsPerAddress: 3,
  connectRatePerAddress: 1,
  connectBurstPerAddress: 5,
  connectTimeoutMs: 10_000,
  authDelayMs: 500,
  authMaxDelayMs: 4000,
  ...over,
});

describe('addressKey', () => {
  it('counts IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('connectionGate', () => {
  it('caps open connections per address, and lets one in again when one closes', () => {
    const gate = connectionGate(limits({ connectBurstPerAddress: 100 }), () => 0);
    expect([1, 2, 3, 4].map(() => gate.admit('a'))).toEqual([null, null, null, 'tooManyFromAddress']);
    expect(gate.admit('b')).toBeNull();
    gate.release('a');
    expect(gate.admit('a')).toBeNull();
    expect(gate.open).toBe(4);
  });

  it('caps connections in all', () => {
    const gate = connectionGate(limits({ maxConnections: 2, connectBurstPerAddress: 100 }), () => 0);
    expect([gate.admit('a'), gate.admit('b'), gate.admit('c')]).toEqual([null, null, 'tooManyConnections']);
  });

  it('limits the connection rate per address by a token bucket', () => {
    let now = 0;
    const gate = connectionGate(limits({ maxConnectionsPerAddress: 1000 }), () => now);
    const first = Array.from({ length: 7 }, () => gate.admit('a'));
    expect(first.filter((refusal) => refusal === null)).toHaveLength(5);
    expect(first.at(-1)).toBe('connectRate');
    now += 1000; // one a second
    expect(gate.admit('a')).toBeNull();
    expect(gate.admit('a')).toBe('connectRate');
    expect(gate.admit('other')).toBeNull();
  });
});

describe('authThrottle', () => {
  it('delays the next attempt by a doubling penalty from the last failure, capped', () => {
    let now = 1_000_000;
    const throttle = authThrottle(500, 4000, () => now);
    expect(throttle.waitMs('1.2.3.4', 'W1')).toBe(0);
    const penalties: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      throttle.failed('1.2.3.4', 'W1');
      penalties.push(throttle.penaltyMs('1.2.3.4', 'W1'));
    }
    expect(penalties).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    expect(throttle.waitMs('1.2.3.4', 'W1')).toBe(4000);
    now += 1500;
    expect(throttle.waitMs('1.2.3.4', 'W1')).toBe(2500);
    // The same user name from elsewhere waits too (someone guessing from many addresses) ...
    expect(throttle.waitMs('5.6.7.8', 'W1')).toBe(2500);
    // ... and so does another user name from the same address.
    expect(throttle.waitMs('1.2.3.4', 'W2')).toBe(2500);
    expect(throttle.waitMs('5.6.7.8', 'W2')).toBe(0);
  });

  it('a success clears the user name; an address is forgotten after a quiet while', () => {
    let now = 0;
    const throttle = authThrottle(500, 4000, () => now, 60_000);
    throttle.failed('1.2.3.4', 'W1');
    throttle.succeeded('W1');
    expect(throttle.waitMs('5.6.7.8', 'W1')).toBe(0);
    expect(throttle.penaltyMs('1.2.3.4', undefined)).toBe(500);
    now += 60_001;
    expect(throttle.penaltyMs('1.2.3.4', undefined)).toBe(0);
  });
});
