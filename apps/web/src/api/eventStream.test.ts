import { describe, expect, it } from 'vitest';
import { isFatalStatus, reconnectDelay, toServerEvent } from './eventStream';

const row = {
  id: '1',
  mainType: 2,
  subType: null,
  cameraName: 'Gate 1',
  channel: 1,
  event: 'Video loss',
  message: 'Signal lost',
  operator: null,
  exception: null,
  occurredAt: '2025-01-02T03:04:05.000Z',
};

describe('reconnectDelay', () => {
  const noJitter = () => 0;

  it('doubles from one second and caps at thirty', () => {
    expect(reconnectDelay(0, null, noJitter)).toBe(1000);
    expect(reconnectDelay(1, null, noJitter)).toBe(2000);
    expect(reconnectDelay(3, null, noJitter)).toBe(8000);
    expect(reconnectDelay(10, null, noJitter)).toBe(30_000);
  });

  it("starts from the server's retry hint", () => {
    expect(reconnectDelay(0, 3000, noJitter)).toBe(3000);
    expect(reconnectDelay(1, 3000, noJitter)).toBe(6000);
  });

  it('takes off at most a fifth as jitter', () => {
    expect(reconnectDelay(0, null, () => 1)).toBe(800);
    expect(reconnectDelay(0, null, () => 0.5)).toBe(900);
  });
});

describe('toServerEvent', () => {
  it('types a known event whose data fits the contract', () => {
    expect(toServerEvent({ event: 'hkLog', data: JSON.stringify(row) })).toEqual({
      name: 'hkLog',
      data: row,
    });
  });

  it('drops unknown names, unnamed messages, bad JSON and data the contract refuses', () => {
    expect(toServerEvent({ event: 'toString', data: '{}' })).toBeNull();
    expect(toServerEvent({ event: undefined, data: '{}' })).toBeNull();
    expect(toServerEvent({ event: 'hkLog', data: '{' })).toBeNull();
    expect(toServerEvent({ event: 'hkLog', data: JSON.stringify({ ...row, mainType: 'x' }) })).toBeNull();
  });
});

describe('isFatalStatus', () => {
  it('gives up on a refused session only', () => {
    expect(isFatalStatus(401)).toBe(true);
    expect(isFatalStatus(403)).toBe(true);
    expect(isFatalStatus(500)).toBe(false);
    expect(isFatalStatus(0)).toBe(false);
  });
});
