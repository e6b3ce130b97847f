import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDiagram } from './diagram.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/workflow/fixtures/${name}`, import.meta.url), 'utf8');

describe('reading a diagram', () => {
  it('summarises what the engine and the pages need', async () => {
    const read = await readDiagram(fixture('three-step-approval.bpmn'), {
      escalate: { action: 'escalate', form: null },
    });
    expect(read.problems).toEqual([]);
    expect(read.expressions).toEqual([]);
    expect(read.summary).toMatchObject({
      processId: 'threeStep',
      startEventId: 'StartEvent_1',
      userTasks: ['check', 'approve', 'approveSite'],
      actions: { escalate: 'escalate' },
      signals: { gasAlarm: 'Signal_gas' },
    });
    expect(read.summary.elements.remind).toMatchObject({
      type: 'BoundaryEvent',
      attachedTo: 'check',
      trigger: 'timer',
    });
  });

  it('reads candidate hints and actions from Camunda and Flowable attributes', async () => {
    const camunda = await readDiagram(fixture('camunda-modeler-leave.bpmn'));
    expect(camunda.problems).toEqual([]);
    expect(camunda.summary.imported.Activity_manager).toEqual({ groups: ['wf_manager'] });
    expect(camunda.summary.actions).toEqual({ Activity_notify: 'notifyStarter' });
    const flowable = await readDiagram(fixture('flowable-hot-work.bpmn20.xml'));
    expect(flowable.problems).toEqual([]);
    expect(flowable.summary.imported['sid-approve']).toEqual({ groups: ['wf_manager'] });
  });

  it('names what it cannot run instead of failing later', async () => {
    const xml = fixture('three-step-approval.bpmn')
      .replace(
        '<bpmn:serviceTask id="escalate" name="Escalate">',
        '<bpmn:sendTask id="escalate" name="Escalate">',
      )
      .replace('</bpmn:serviceTask>', '</bpmn:sendTask>')
      .replace('PT1M', 'one minute')
      .replace('=workers &gt; 10', '=workers &gt;');
    const read = await readDiagram(xml);
    expect(read.problems).toEqual(['「Escalate」(escalate) SendTask']);
    expect(read.expressions).toEqual([
      '「1 minute」(remind) "one minute": ISO 8601 duration, e.g. PT1M',
      expect.stringContaining('「yes」(Flow_big) "=workers >"'),
    ]);
  });

  it('refuses what is not BPMN at all', async () => {
    await expect(readDiagram('<definitions')).rejects.toMatchObject({ name: 'AppError' });
    await expect(
      readDiagram('<?xml version="1.0"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"/>'),
    ).rejects.toMatchObject({ name: 'AppError' });
  });
});
