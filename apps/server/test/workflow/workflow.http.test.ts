import { readFileSync } from 'node:fs';
import {
  type Page,
  permissions,
  WF_TASK_EVENT,
  type WfInstanceDetail,
  type WfModelDetail,
  type WfModelRow,
  type WfTaskDetail,
  type WfTaskEvent,
  type WfTaskRow,
} from '@siteguard/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../auth-helpers.js';
import { buildTestApp } from '../helpers.js';
import { makeRole, makeUser } from '../org-users-helpers.js';
import { type Caller, callerOf, collectEvents, eventually, expectError, ok } from '../sysadmin-helpers.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A start form: how many workers (required), and what for. */
const startForm = {
  list: [
    {
      type: 'number',
      label: 'Workers',
      options: {
        width: '100%',
        defaultValue: 0,
        min: 0,
        max: 500,
        precision: null,
        step: 1,
        hidden: false,
        disabled: false,
      },
      model: 'workers',
      key: 'workers',
      rules: [{ required: true, message: 'Required' }],
    },
    {
      type: 'input',
      label: 'Work',
      options: {
        type: 'text',
        width: '100%',
        defaultValue: '',
        placeholder: '',
        clearable: false,
        maxLength: 200,
        hidden: false,
        disabled: false,
      },
      model: 'work',
      key: 'work',
      rules: [{ required: true, message: 'Required' }],
    },
  ],
  config: {
    layout: 'horizontal',
    labelCol: { span: 4 },
    wrapperCol: { span: 18 },
    hideRequiredMark: false,
    customStyle: '',
  },
};
/** A check form: the checker's remark is required. */
const checkForm = {
  list: [
    {
      type: 'textarea',
      label: 'Remark',
      options: {
        width: '100%',
        minRows: 2,
        maxRows: 4,
        maxLength: null,
        defaultValue: '',
        clearable: false,
        hidden: false,
        disabled: false,
        placeholder: '',
      },
      model: 'remark',
      key: 'remark',
      rules: [{ required: true, message: 'Required' }],
    },
  ],
  config: startForm.config,
};

const WORKFLOW_USER = [
  permissions.flowableInstance.start,
  permissions.flowableInstance.withdraw,
  permissions.flowableInstance.detail,
  permissions.flowableTask.todoPage,
  permissions.flowableTask.donePage,
  permissions.flowableTask.detail,
  permissions.flowableTask.complete,
  permissions.flowableTask.reject,
  permissions.flowableTask.delegate,
  permissions.flowableTask.comment,
  permissions.flowableDraft.page,
  permissions.flowableDraft.edit,
  permissions.flowableDraft.delete,
] as const;

describe('workflow engine (PostgreSQL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let base: string;
  let admin: Caller;
  let starter: { id: string; token: string; caller: Caller };
  let checker: { id: string; token: string; caller: Caller };
  let approver: { id: string; token: string; caller: Caller };
  let startFormId: string;
  let checkFormId: string;
  let model: WfModelDetail;
  let workerRole: string;

  const person = async (roleIds: string[]) => {
    const user = await makeUser(app, adminApi(), { orgCode: 'kai-tak', roleIds });
    return { id: user.id, token: user.token, caller: callerOf(app, user.token) };
  };
  const adminApi = () => admin as unknown as Parameters<typeof makeUser>[1];

  beforeAll(async () => {
    ({ app, close } = await buildTestApp('postgres'));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    admin = callerOf(app, await tokenFor(app, 'superAdmin'));
    const worker = await makeRole(app, adminApi(), { code: 'wf_worker', permissions: WORKFLOW_USER });
    workerRole = worker;
    const safety = await makeRole(app, adminApi(), { code: 'wf_safety', permissions: WORKFLOW_USER });
    const manager = await makeRole(app, adminApi(), { code: 'wf_manager', permissions: WORKFLOW_USER });
    starter = await person([worker]);
    checker = await person([safety]);
    approver = await person([manager]);
    startFormId = ok<{ id: string }>(
      await admin.post('/form/add', { name: 'Work request', definition: startForm }),
    ).id;
    checkFormId = ok<{ id: string }>(
      await admin.post('/form/add', { name: 'Check', definition: checkForm }),
    ).id;
    model = ok<WfModelDetail>(
      await admin.post('/flowableModel/add', {
        name: 'Three-step approval',
        key: 'threeStep',
        xml: fixture('three-step-approval.bpmn'),
      }),
    );
    model = ok<WfModelDetail>(
      await admin.post('/flowableModel/edit', {
        id: model.id,
        name: model.name,
        xml: model.xml,
        bindings: {
          StartEvent_1: { form: { id: startFormId, version: 1 } },
          check: { form: { id: checkFormId, version: 1 }, candidates: { roles: [safety] } },
          approve: { candidates: { users: [approver.id] } },
          approveSite: { candidates: { roles: [safety] } },
          escalate: { action: 'escalate' },
        },
      }),
    );
    const deployed = ok<WfModelRow>(await admin.post('/flowableModel/deploy', { id: model.id }));
    expect(deployed).toMatchObject({ currentVersion: 1, changed: false });
  });
  afterAll(() => close());

  const start = async (data: Record<string, unknown>, caller = starter.caller) =>
    ok<{ id: string }>(await caller.post('/flowableInstance/start', { modelId: model.id, data })).id;
  const detail = (id: string) =>
    admin.get('/flowableInstance/detail', { id }).then((res) => ok<WfInstanceDetail>(res));
  const todo = (caller: Caller) =>
    caller.get('/flowableTask/todoPage').then((res) => ok<Page<WfTaskRow>>(res).rows);
  const openTask = async (instanceId: string, name: string) => {
    const task = (await detail(instanceId)).tasks.find((row) => row.status === 'open' && row.name === name);
    if (!task) throw new Error(`no open task ${name}`);
    return task;
  };

  it('runs a start, a send-back and the approvals to the end, with the whole timeline', async () => {
    const todoCount = async () => ok<{ todo: number }>(await checker.caller.get('/flowableTask/counts')).todo;
    // Other tests leave checks open for the checker: one more than before.
    const before = await todoCount();
    const events = await collectEvents(base, checker.token, WF_TASK_EVENT, 1);
    const id = await start({ workers: 12, work: 'Install formwork' });
    // The new task reaches the checker's bell at once.
    const [event] = (await events.done) as WfTaskEvent[];
    expect(event).toMatchObject({ kind: 'created', name: 'Check', userIds: [checker.id] });
    expect(await todoCount()).toBe(before + 1);

    const check = await openTask(id, 'Check');
    // Only a candidate may act; the form is validated again on the server.
    expectError(
      await approver.caller.post('/flowableTask/complete', { id: check.id, data: { remark: 'x' } }),
      'WF_TASK_NOT_YOURS',
    );
    expectError(
      await checker.caller.post('/flowableTask/complete', { id: check.id, data: {} }),
      'FORM_DATA_INVALID',
    );
    ok(
      await checker.caller.post('/flowableTask/complete', {
        id: check.id,
        data: { remark: 'Scaffold tagged' },
      }),
    );
    expectError(
      await checker.caller.post('/flowableTask/complete', { id: check.id, data: { remark: 'again' } }),
      'WF_TASK_CLOSED',
    );

    // 12 workers: the gateway sends it to the named approver.
    const approve = await openTask(id, 'Approve');
    expect(approve.assigneeId).toBe(approver.id);
    const approverView = ok<WfTaskDetail>(
      await approver.caller.get('/flowableTask/detail', { id: approve.id }),
    );
    expect(approverView.rejectTargets).toEqual([{ elementId: 'check', name: 'Check' }]);
    expect(approverView.instance.steps.map((step) => step.data)).toEqual([
      { workers: 12, work: 'Install formwork' },
      { remark: 'Scaffold tagged' },
    ]);
    expectError(
      await approver.caller.post('/flowableTask/reject', { id: approve.id, reason: '' }),
      'PARAM_ERROR',
    );
    expectError(
      await approver.caller.post('/flowableTask/reject', {
        id: approve.id,
        reason: 'No',
        targetElementId: 'approveSite',
      }),
      'WF_REJECT_TARGET_INVALID',
    );
    ok(
      await approver.caller.post('/flowableTask/reject', {
        id: approve.id,
        reason: 'Tag missing on level 3',
        targetElementId: 'check',
      }),
    );

    // Back to the checker who did it, with their data to start from.
    const again = await openTask(id, 'Check');
    expect(again.assigneeId).toBe(checker.id);
    const againView = ok<WfTaskDetail>(await checker.caller.get('/flowableTask/detail', { id: again.id }));
    expect(againView.data).toEqual({ remark: 'Scaffold tagged' });
    ok(
      await checker.caller.post('/flowableTask/complete', {
        id: again.id,
        data: { remark: 'Level 3 tagged' },
        comment: 'fixed',
      }),
    );
    const approve2 = await openTask(id, 'Approve');
    ok(await approver.caller.post('/flowableTask/complete', { id: approve2.id, data: {} }));

    const done = await detail(id);
    expect(done.status).toBe('completed');
    expect(done.activeElementIds).toEqual([]);
    expect(done.doneElementIds).toEqual(
      expect.arrayContaining(['StartEvent_1', 'check', 'big', 'approve', 'EndEvent_1']),
    );
    expect(done.timeline.map((entry) => entry.kind)).toEqual([
      'started',
      'taskCreated',
      'completed',
      'taskCreated',
      'rejected',
      'taskCreated',
      'completed',
      'taskCreated',
      'completed',
      'ended',
    ]);
    expect(done.timeline.find((entry) => entry.kind === 'rejected')).toMatchObject({
      comment: 'Tag missing on level 3',
      elementName: 'Approve',
      data: { target: 'check', targetName: 'Check' },
    });
    expect(
      ok<Page<WfTaskRow>>(await checker.caller.get('/flowableTask/donePage')).rows.length,
    ).toBeGreaterThanOrEqual(2);
    expectError(await starter.caller.post('/flowableInstance/withdraw', { id }), 'WF_WITHDRAW_REFUSED');
  });

  it('takes the other branch for a small crew, and refuses a start form that does not validate', async () => {
    expectError(
      await starter.caller.post('/flowableInstance/start', { modelId: model.id, data: { workers: 3 } }),
      'FORM_DATA_INVALID',
    );
    const id = await start({ workers: 3, work: 'Paint' });
    const check = await openTask(id, 'Check');
    ok(await checker.caller.post('/flowableTask/complete', { id: check.id, data: { remark: 'ok' } }));
    expect((await detail(id)).current).toEqual(['Site approval']);
  });

  it('fires a due timer within two seconds, exactly once, and escalates', async () => {
    // Listening from before the start: the task's arrival, then its escalation.
    const events = await collectEvents(base, checker.token, WF_TASK_EVENT, 2, 5000);
    const id = await start({ workers: 5, work: 'Weld' });
    const before = Date.now();
    await sql`update wf_timer set due_at = now() where instance_id = ${id} and element_id = 'remind'`.execute(
      app.database.db,
    );
    const escalated = ((await events.done) as WfTaskEvent[]).find((event) => event.kind === 'escalated');
    expect(escalated).toMatchObject({ kind: 'escalated', name: 'Check' });
    expect(Date.now() - before).toBeLessThan(2000);
    const fired = await eventually(async () => {
      const timeline = (await detail(id)).timeline;
      if (!timeline.some((entry) => entry.kind === 'action')) throw new Error('not yet');
      return timeline;
    });
    expect(fired.filter((entry) => entry.kind === 'timer')).toHaveLength(1);
    expect(fired.find((entry) => entry.kind === 'action')?.data).toMatchObject({
      action: 'escalate',
      tasks: ['Check'],
    });
    // Non-interrupting: the check is still open, and the timer is not armed again.
    expect((await detail(id)).current).toEqual(['Check']);
    const timers = await app.database.db
      .selectFrom('wf_timer')
      .selectAll()
      .where('instance_id', '=', id)
      .execute();
    expect(
      timers.filter((timer) => timer.element_id === 'remind').map((timer) => timer.fired_at !== null),
    ).toEqual([true]);
  });

  it('a signal raised by name stops the instances waiting for it', async () => {
    const waiting = await start({ workers: 5, work: 'Confined space' });
    const elsewhere = await start({ workers: 30, work: 'Lift' });
    ok(
      await checker.caller.post('/flowableTask/complete', {
        id: (await openTask(elsewhere, 'Check')).id,
        data: { remark: 'ok' },
      }),
    );
    const caught = ok<{ caught: number }>(await admin.post('/flowableInstance/signal', { name: 'gasAlarm' }));
    expect(caught.caught).toBeGreaterThanOrEqual(1);
    const stopped = await detail(waiting);
    expect(stopped.status).toBe('completed');
    expect(stopped.doneElementIds).toContain('suspendedEnd');
    expect(stopped.tasks.map((task) => task.status)).toEqual(['cancelled']);
    expect(
      stopped.timeline.some((entry) => entry.kind === 'signal' && entry.elementName === 'Gas alarm'),
    ).toBe(true);
    // The instance past the check no longer catches the signal.
    expect((await detail(elsewhere)).status).toBe('running');
  });

  it('two people completing one task at once: exactly one wins, the other gets a 409', async () => {
    const id = await start({ workers: 2, work: 'Dig' });
    const check = await openTask(id, 'Check');
    const second = callerOf(app, checker.token);
    const answers = await Promise.all([
      checker.caller.post('/flowableTask/complete', { id: check.id, data: { remark: 'a' } }),
      second.post('/flowableTask/complete', { id: check.id, data: { remark: 'b' } }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).tasks.filter((task) => task.status === 'completed')).toHaveLength(1);
  });

  it('the starter withdraws before anyone acts; a draft starts and is gone', async () => {
    const id = await start({ workers: 1, work: 'Survey' });
    expect((await detail(id)).canWithdraw).toBe(false); // the admin did not start it
    ok(await starter.caller.post('/flowableInstance/withdraw', { id, reason: 'wrong site' }));
    const withdrawn = await detail(id);
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.tasks.map((task) => task.status)).toEqual(['cancelled']);
    expect(await todo(checker.caller)).not.toContainEqual(expect.objectContaining({ instanceId: id }));

    const draft = ok<{ id: string }>(
      await starter.caller.post('/flowableDraft/edit', {
        modelId: model.id,
        title: 'Half done',
        data: { workers: 4 },
      }),
    );
    expect(
      ok<Page<{ id: string }>>(await starter.caller.get('/flowableDraft/page')).rows.map((row) => row.id),
    ).toEqual([draft.id]);
    // Another user cannot see or discard it.
    expect(ok<Page<{ id: string }>>(await checker.caller.get('/flowableDraft/page')).rows).toEqual([]);
    expectError(await checker.caller.post('/flowableDraft/delete', { id: draft.id }), 'RECORD_NOT_FOUND');
    ok(
      await starter.caller.post('/flowableInstance/start', {
        modelId: model.id,
        draftId: draft.id,
        data: { workers: 4, work: 'Resumed' },
      }),
    );
    expect(ok<Page<{ id: string }>>(await starter.caller.get('/flowableDraft/page')).rows).toEqual([]);
  });

  it('a new deployment leaves running instances on their version; a model with running instances is not deleted', async () => {
    // A model of its own (the same diagram and bindings under another key): its version 2 renames the
    // check, which the other tests look for by name.
    const xml = fixture('three-step-approval.bpmn').replaceAll('threeStep', 'versioned');
    const added = ok<WfModelDetail>(
      await admin.post('/flowableModel/add', { name: 'Versioned', key: 'versioned', xml }),
    );
    const own = ok<WfModelDetail>(
      await admin.post('/flowableModel/edit', {
        id: added.id,
        name: added.name,
        xml: added.xml,
        bindings: model.bindings,
      }),
    );
    ok(await admin.post('/flowableModel/deploy', { id: own.id }));
    const startOwn = async (work: string) =>
      ok<{ id: string }>(
        await starter.caller.post('/flowableInstance/start', { modelId: own.id, data: { workers: 1, work } }),
      ).id;
    const id = await startOwn('Before v2');
    const edited = ok<WfModelDetail>(
      await admin.post('/flowableModel/edit', {
        id: own.id,
        name: own.name,
        xml: own.xml.replace('name="Check"', 'name="Inspect"'),
        bindings: own.bindings,
      }),
    );
    expect(edited.changed).toBe(true);
    ok(await admin.post('/flowableModel/deploy', { id: own.id }));
    const later = await startOwn('After v2');
    expect((await detail(id)).version).toBe(1);
    expect((await detail(id)).current).toEqual(['Check']);
    expect((await detail(later)).version).toBe(2);
    expect((await detail(later)).current).toEqual(['Inspect']);
    const versions = ok<Array<{ version: number; running: number }>>(
      await admin.get('/flowableModel/versions', { id: own.id }),
    );
    expect(versions.map((row) => row.version)).toEqual([2, 1]);
    expectError(await admin.post('/flowableModel/delete', { id: own.id }), 'WF_MODEL_HAS_RUNNING');
    ok(await admin.post('/flowableModel/setEnabled', { id: own.id, enabled: false }));
    expectError(
      await starter.caller.post('/flowableInstance/start', {
        modelId: own.id,
        data: { workers: 1, work: 'x' },
      }),
      'WF_MODEL_NOT_STARTABLE',
    );
    ok(await admin.post('/flowableModel/setEnabled', { id: own.id, enabled: true }));
  });

  it('refuses at deployment, naming them: unrunnable elements, bad conditions, missing forms, nobody to do a task', async () => {
    // The same diagram under another process key (the key is the process id, unique per tenant).
    const variant = (key: string) => fixture('three-step-approval.bpmn').replaceAll('threeStep', key);
    const add = async (key: string, xml: string) =>
      ok<WfModelDetail>(await admin.post('/flowableModel/add', { name: key, key, xml }));
    expectError(
      await admin.post('/flowableModel/add', { name: 'x', key: 'broken', xml: '<definitions><process' }),
      'WF_BPMN_INVALID',
    );

    const scripted = await add(
      'scripted',
      variant('scripted')
        .replace(
          '<bpmn:serviceTask id="escalate" name="Escalate">',
          '<bpmn:scriptTask id="escalate" name="Escalate" scriptFormat="js">',
        )
        .replace('</bpmn:serviceTask>', '</bpmn:scriptTask>')
        .replace('<bpmn:exclusiveGateway id="big"', '<bpmn:inclusiveGateway id="big"')
        .replace('</bpmn:exclusiveGateway>', '</bpmn:inclusiveGateway>'),
    );
    const refused = await admin.post('/flowableModel/deploy', { id: scripted.id });
    expectError(refused, 'WF_ELEMENT_UNSUPPORTED');
    expect(refused.json().message).toContain('「Escalate」(escalate) ScriptTask');
    expect(refused.json().message).toContain('InclusiveGateway');

    const badCondition = await add(
      'badCondition',
      variant('badCondition').replace('=workers &gt; 10', '=workers &gt;'),
    );
    const conditionAnswer = await admin.post('/flowableModel/deploy', { id: badCondition.id });
    expectError(conditionAnswer, 'WF_EXPRESSION_INVALID');
    expect(conditionAnswer.json().message).toContain('Flow_big');

    const unbound = await add('unbound', variant('unbound'));
    ok(
      await admin.post('/flowableModel/edit', {
        id: unbound.id,
        name: 'unbound',
        xml: unbound.xml,
        bindings: {
          StartEvent_1: { form: { id: startFormId, version: 9 } },
          escalate: { action: 'escalate' },
        },
      }),
    );
    const bindingAnswer = await admin.post('/flowableModel/deploy', { id: unbound.id });
    expectError(bindingAnswer, 'WF_BINDING_INVALID');
    expect(bindingAnswer.json().message).toContain('v9');
    expect(bindingAnswer.json().message).toContain('「Check」');
    // Nothing was frozen by the refusals.
    expect(ok<unknown[]>(await admin.get('/flowableModel/versions', { id: unbound.id }))).toEqual([]);
  });

  it('imports .bpmn drawn in Camunda Modeler and Flowable unchanged, and runs them', async () => {
    const camundaXml = fixture('camunda-modeler-leave.bpmn');
    const camunda = ok<WfModelDetail>(
      await admin.post('/flowableModel/add', { name: 'Leave', key: 'leave_request', xml: camundaXml }),
    );
    expect(camunda.xml).toBe(camundaXml);
    ok(await admin.post('/flowableModel/deploy', { id: camunda.id }));
    const leave = ok<{ id: string }>(
      await starter.caller.post('/flowableInstance/start', { modelId: camunda.id, data: { days: 2 } }),
    ).id;
    // A parallel split: both approvers at once, each from the candidate group (role code) the file names.
    expect((await detail(leave)).current.sort()).toEqual(['Manager approval', 'Safety officer approval']);
    const forManager = await openTask(leave, 'Manager approval');
    const forSafety = await openTask(leave, 'Safety officer approval');
    ok(await approver.caller.post('/flowableTask/complete', { id: forManager.id, data: { approved: true } }));
    expect((await detail(leave)).status).toBe('running'); // the join waits for the other branch
    ok(await checker.caller.post('/flowableTask/complete', { id: forSafety.id, data: { approved: true } }));
    const finished = await detail(leave);
    expect(finished.status).toBe('completed');
    expect(finished.doneElementIds).toEqual(expect.arrayContaining(['Activity_notify', 'Event_approved']));
    expect(finished.timeline.find((entry) => entry.kind === 'action')?.data).toMatchObject({
      action: 'notifyStarter',
    });

    const flowableXml = fixture('flowable-hot-work.bpmn20.xml');
    const flowable = ok<WfModelDetail>(
      await admin.post('/flowableModel/add', { name: 'Hot work', key: 'hotWorkPermit', xml: flowableXml }),
    );
    ok(await admin.post('/flowableModel/deploy', { id: flowable.id }));
    const hot = ok<{ id: string }>(
      await starter.caller.post('/flowableInstance/start', { modelId: flowable.id, data: {} }),
    ).id;
    ok(
      await checker.caller.post('/flowableTask/complete', {
        id: (await openTask(hot, 'Fire watch inspection')).id,
        data: { passed: true, lel: 4 },
      }),
    );
    const approval = await openTask(hot, 'Authorised person approval');
    expect(approval.dueAt).not.toBeNull(); // the 8-hour boundary timer
    const failed = ok<{ id: string }>(
      await starter.caller.post('/flowableInstance/start', { modelId: flowable.id, data: {} }),
    ).id;
    ok(
      await checker.caller.post('/flowableTask/complete', {
        id: (await openTask(failed, 'Fire watch inspection')).id,
        data: { passed: true, lel: 12 },
      }),
    );
    expect((await detail(failed)).doneElementIds).toContain('sid-failed');
  });

  it('lists instances filtered by model, status, starter, title and start date', async () => {
    const page = (query: Record<string, string>) =>
      admin
        .get('/flowableInstance/page', query)
        .then((res) => ok<Page<{ id: string; modelId: string }>>(res));
    // Instances of its own, by a starter of its own: one withdrawn, three running.
    const own = await person([workerRole]);
    const started: string[] = [];
    for (const work of ['Hoist', 'Shore', 'Grout', 'Clad']) {
      started.push(await start({ workers: 1, work }, own.caller));
    }
    ok(await own.caller.post('/flowableInstance/withdraw', { id: started[0], reason: 'listed' }));
    const byModel = await page({ modelId: model.id, pageSize: '100' });
    expect(byModel.rows.length).toBeGreaterThan(3);
    expect(byModel.rows.map((row) => row.id)).toEqual(expect.arrayContaining(started));
    expect(new Set(byModel.rows.map((row) => row.modelId))).toEqual(new Set([model.id]));
    const mine = await page({ starterId: own.id, status: 'withdrawn' });
    expect(mine.rows.map((row) => row.id)).toEqual([started[0]]);
    expect(
      (await page({ keyword: 'Install formwork', startedFrom: '2020-01-01', startedTo: '2099-12-31' })).rows
        .length,
    ).toBe(0);
    expect((await page({ startedTo: '2020-01-01' })).totalRows).toBe(0);
  });

  it('every workflow page answers only to its permission', async () => {
    const nobody = await person([]);
    expectError(await nobody.caller.get('/flowableModel/page'), 'NO_PERMISSION');
    expectError(await nobody.caller.get('/flowableTask/todoPage'), 'NO_PERMISSION');
    expect(ok<{ todo: number }>(await nobody.caller.get('/flowableTask/counts')).todo).toBe(0);
  });
});
