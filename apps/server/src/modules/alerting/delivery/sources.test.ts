import { describe, expect, it } from 'vitest';
import type { TenantEvent } from '../../../platform/realtime/notifier.js';
import { ALERT_SOURCES } from './sources.js';

const deviceEvent = (isNew: boolean): TenantEvent => ({
  tenantId: '1',
  name: 'deviceAlert',
  data: {
    family: 'swAlert',
    count: 1,
    alerts: [
      {
        id: '9',
        type: 'sos',
        level: 'critical',
        isNew,
        count: 1,
        deviceName: 'Watch',
        wearerName: null,
        site: 'Kai Tak',
      },
    ],
  },
});
const cctvEvent = (change: 'raised' | 'escalated' | 'handled'): TenantEvent => ({
  tenantId: '1',
  name: 'cctvAlert',
  data: { id: '3', type: 'fire', level: 'critical', cameraName: 'Gate', change },
});

describe('which console events announce a new alert to deliver', () => {
  it.each([
    ['a new device alert', deviceEvent(true), { device: true, cctv: false }],
    ['a repeat of an open device alert', deviceEvent(false), { device: false, cctv: false }],
    ['a CCTV alert raised', cctvEvent('raised'), { device: false, cctv: true }],
    ['a CCTV alert escalated', cctvEvent('escalated'), { device: false, cctv: false }],
    ['a CCTV alert handled', cctvEvent('handled'), { device: false, cctv: false }],
  ])('%s', (_name, event, expected) => {
    expect({
      device: ALERT_SOURCES.device.raisedBy(event),
      cctv: ALERT_SOURCES.cctv.raisedBy(event),
    }).toEqual(expected);
  });
});
