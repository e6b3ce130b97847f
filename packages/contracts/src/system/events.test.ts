import { describe, expect, it } from 'vitest';
import { type PermissionCode, permissions } from '../permissions.js';
import { type EventViewer, eventFor, type ServerEvent, serverEventAudience, serverEvents } from './events.js';

const viewer = (userId: string, codes: PermissionCode[] = []): EventViewer => ({
  userId,
  can: (code) => codes.includes(code),
});
const superAdmin: EventViewer = { userId: '1', can: () => true };

const sos: ServerEvent<'deviceAlert'> = {
  family: 'swAlert',
  count: 1,
  alerts: [
    {
      id: '9',
      type: 'bloodOxygen',
      level: 'critical',
      isNew: true,
      count: 1,
      deviceName: 'Watch 7',
      wearerName: 'Ho Ka Ming',
      site: 'Kai Tak',
    },
  ],
};
const gas: ServerEvent<'deviceAlert'> = { family: 'gasAlert', count: 1, escalated: ['4'] };
const task: ServerEvent<'wfTask'> = {
  userIds: ['7', '8'],
  taskId: '3',
  kind: 'created',
  name: 'Approve',
  instanceTitle: 'PTW-2026-000001',
};
const notice = (userIds: string[] | null): ServerEvent<'notice'> => ({
  action: 'published',
  id: '5',
  title: 'Typhoon drill',
  type: 1,
  at: '2026-07-01T00:00:00.000Z',
  userIds,
});

describe('serverEventAudience: who receives each server event', () => {
  it('declares a rule for every event the stream knows, and nothing else', () => {
    expect(Object.keys(serverEventAudience).sort()).toEqual(Object.keys(serverEvents).sort());
  });

  it("sends device alerts only to the alert family's page permission (health data included)", () => {
    const demo = viewer('2', [permissions.dashboard.view, permissions.hkLog.page]);
    expect(eventFor('deviceAlert', sos, demo)).toBeNull();
    expect(eventFor('deviceAlert', sos, viewer('3', [permissions.gasAlert.page]))).toBeNull();
    expect(eventFor('deviceAlert', sos, viewer('3', [permissions.swAlert.page]))).toEqual(sos);
    expect(eventFor('deviceAlert', gas, viewer('3', [permissions.swAlert.page]))).toBeNull();
    expect(eventFor('deviceAlert', gas, viewer('3', [permissions.gasAlert.page]))).toEqual(gas);
    expect(eventFor('deviceAlert', sos, superAdmin)).toEqual(sos);
  });

  it("sends a permit's move only to its type's page permission", () => {
    const moved: ServerEvent<'permitMoved'> = { id: '1', type: 'confinedSpace', status: 'submitted' };
    expect(eventFor('permitMoved', moved, viewer('3', [permissions.confinedSpace.page]))).toEqual(moved);
    expect(eventFor('permitMoved', moved, viewer('3', [permissions.hotWorkPermit.page]))).toBeNull();
  });

  it("sends a task's event to its assignee or candidates only, each seeing only itself listed", () => {
    expect(eventFor('wfTask', task, viewer('8'))).toEqual({ ...task, userIds: ['8'] });
    expect(eventFor('wfTask', task, viewer('9'))).toBeNull();
    // Not even a super admin hears of others' tasks: the rule is the person, not a permission.
    expect(eventFor('wfTask', task, { ...superAdmin, userId: '1' })).toBeNull();
  });

  it('sends a notice to its addressees, or to everyone when it names nobody', () => {
    expect(eventFor('notice', notice(null), viewer('9'))).toEqual(notice(null));
    expect(eventFor('notice', notice(['7', '8']), viewer('7'))).toEqual(notice(['7']));
    expect(eventFor('notice', notice(['7', '8']), viewer('9'))).toBeNull();
  });

  it('sends camera logs, CCTV alerts and the heat board to their pages; weather warnings to everyone', () => {
    const log = serverEvents.hkLog.parse({
      id: '1',
      mainType: 2,
      subType: null,
      cameraName: 'Gate',
      channel: null,
      event: 'Motion',
      message: 'm',
      operator: null,
      exception: null,
      occurredAt: '2026-07-01T00:00:00.000Z',
    });
    expect(eventFor('hkLog', log, viewer('2', [permissions.hkLog.page]))).toEqual(log);
    expect(eventFor('hkLog', log, viewer('2'))).toBeNull();
    const cctv: ServerEvent<'cctvAlert'> = {
      id: '1',
      type: 'intrusion',
      level: 'warning',
      cameraName: 'Gate',
    };
    expect(eventFor('cctvAlert', cctv, viewer('2', [permissions.cctvAlert.page]))).toEqual(cctv);
    expect(eventFor('cctvAlert', cctv, viewer('2'))).toBeNull();
    expect(eventFor('heatStress', { level: 'red' }, viewer('2', [permissions.heatStress.view]))).toEqual({
      level: 'red',
    });
    expect(eventFor('heatStress', { level: 'red' }, viewer('2'))).toBeNull();
    const warning: ServerEvent<'weatherWarning'> = { action: 'ISSUE', code: 'WRAINB', works: [], at: 'x' };
    expect(eventFor('weatherWarning', warning, viewer('2'))).toEqual(warning);
  });

  it('never sends an event it has no rule for', () => {
    expect(eventFor('ping' as never, { at: 'x' } as never, superAdmin)).toBeNull();
    expect(eventFor('__proto__' as never, {} as never, superAdmin)).toBeNull();
  });
});
