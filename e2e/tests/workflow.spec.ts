import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { formApi, loginApi, permissions, wfModelApi } from '@siteguard/contracts';
import { adminApi, createRestrictedUser, SUPER_ADMIN } from './support/admin-api';
import { shot, signInByApi, signInFresh } from './support/admin-ui';
import { stripedPng } from './support/png';

// The workflow application as a new user meets it (issue #15): a three-step approval with an
// exclusive gateway and a timer, bound to designer forms; started by one user, found in another's
// to-do list with the bell ringing, sent back, approved, and the whole timeline seen; a .bpmn drawn
// in Camunda Modeler imported through the page. The engine's every rule has its HTTP test.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const fixture = (name: string) =>
  new URL(`../../apps/server/test/workflow/fixtures/${name}`, import.meta.url);
const field = (label: string, type: string, model: string, extra: object = {}) => ({
  type,
  label,
  options: {
    width: '100%',
    defaultValue: type === 'number' ? 0 : '',
    hidden: false,
    disabled: false,
    ...extra,
  },
  model,
  key: model,
  rules: [{ required: true, message: `${label} is required` }],
});
const config = { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 } };

const STARTER = [
  permissions.flowableInstance.page,
  permissions.flowableInstance.detail,
  permissions.flowableInstance.start,
  permissions.flowableInstance.withdraw,
  permissions.flowableDraft.page,
  permissions.flowableDraft.edit,
  permissions.flowableDraft.submit,
] as const;
const CHECKER = [
  permissions.flowableTask.todoPage,
  permissions.flowableTask.donePage,
  permissions.flowableTask.detail,
  permissions.flowableTask.complete,
  permissions.flowableTask.reject,
  permissions.flowableTask.comment,
] as const;

async function openTask(page: Page, name: string) {
  await page.goto('/flowable/task/todo');
  const row = page.locator('.ant-table-row', { hasText: name }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByText(/處理/).click();
  await expect(page.getByTestId('bpmn-diagram')).toBeVisible();
}

test('a three-step approval: start, the bell rings for the checker, send back, approve, timeline', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  const run = Date.now().toString(36);
  const starter = await createRestrictedUser(admin, { permissions: STARTER, label: 'wfstart' });
  const checker = await createRestrictedUser(admin, { permissions: CHECKER, label: 'wfcheck' });
  const me = await admin.call(loginApi.getLoginUser);
  const startForm = await admin.call(formApi.add, {
    body: {
      name: `Work request ${run}`,
      definition: {
        list: [
          field('Workers', 'number', 'workers', { min: 0, max: 500, step: 1 }),
          field('Description of work', 'input', 'work', { type: 'text' }),
        ],
        config,
      },
    },
  });
  const checkForm = await admin.call(formApi.add, {
    body: { name: `Check ${run}`, definition: { list: [field('Remark', 'textarea', 'remark')], config } },
  });
  const key = `approval_${run}`;
  const model = await admin.call(wfModelApi.add, {
    body: {
      name: `Approval ${run}`,
      key,
      xml: readFileSync(fixture('three-step-approval.bpmn'), 'utf8').replaceAll('threeStep', key),
    },
  });
  await admin.call(wfModelApi.edit, {
    body: {
      id: model.id,
      name: model.name,
      xml: model.xml,
      bindings: {
        StartEvent_1: { form: { id: startForm.id, version: 1 } },
        check: { form: { id: checkForm.id, version: 1 }, candidates: { users: [checker.userId] } },
        approve: { candidates: { users: [me.id] } },
        approveSite: { candidates: { users: [me.id] } },
        escalate: { action: 'escalate' },
      },
    },
  });
  await admin.call(wfModelApi.deploy, { body: { id: model.id } });

  // The checker waits on the to-do list; the starter starts the process in another browser.
  const { context: checkerContext, page: checkerPage } = await signInFresh(
    browser,
    checker,
    '/flowable/task/todo',
    'workflow',
  );
  await signInByApi(page, starter, { at: '/flowable/instance', application: 'workflow' });
  await page.getByRole('button', { name: /發起流程/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '流程', exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: `Approval ${run}` }).click();
  await dialog.getByLabel('標題').fill(`Formwork level 3 ${run}`);
  await dialog.getByLabel('Workers').fill('12');
  await dialog.getByLabel('Description of work').fill('Install formwork');
  await shot(page, 'workflow-start');
  await dialog.getByRole('button', { name: /^提\s?交$/ }).click();
  await expect(page.getByText('流程已發起')).toBeVisible();

  // The bell rings for the checker without a reload, and the menu counts the task.
  await expect(checkerPage.getByText(/新任務：Check/)).toBeVisible({ timeout: 15_000 });
  await expect(checkerPage.getByTestId('todo-menu-badge')).toHaveText('1');
  await openTask(checkerPage, `Formwork level 3 ${run}`);
  await checkerPage.getByRole('button', { name: /^同\s?意$/ }).click();
  await expect(checkerPage.getByText('Remark is required')).toBeVisible();
  await checkerPage.getByLabel('Remark').fill('Scaffold tagged');
  // A photo of the scaffold tag goes on the timeline with a note, before the decision.
  const notes = checkerPage.getByTestId('task-notes');
  await notes.locator('input[type=file]').setInputFiles({
    name: `scaffold-tag-${run}.png`,
    mimeType: 'image/png',
    buffer: stripedPng(16, 16, [30, 120, 200]),
  });
  await expect(notes.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await notes.getByLabel('評論').fill('Tag photo, level 2');
  await notes.getByRole('button', { name: '發表評論' }).click();
  await expect(checkerPage.getByText('評論已發表')).toBeVisible();
  await expect(checkerPage.getByText(`scaffold-tag-${run}.png`).last()).toBeVisible();
  await shot(checkerPage, 'workflow-task');
  await checkerPage.getByRole('button', { name: /^同\s?意$/ }).click();
  await expect(checkerPage.getByText('已同意')).toBeVisible();

  // 12 workers: the approver (superAdmin) sends it back to the check with a reason.
  await signInByApi(page, SUPER_ADMIN, { at: '/flowable/task/todo', application: 'workflow' });
  await openTask(page, `Formwork level 3 ${run}`);
  await page.getByRole('button', { name: /^退\s?回$/ }).click();
  const reject = page.getByRole('dialog', { name: '退回' });
  await expect(reject.getByLabel('Check')).toBeChecked();
  await reject.getByLabel('退回原因').fill('Tag missing on level 3');
  await reject.getByRole('button', { name: /^退\s?回$/ }).click();
  await expect(page.getByText('已退回')).toBeVisible();

  // Back to the checker, with the remark kept; approved again, then by the approver.
  await openTask(checkerPage, `Formwork level 3 ${run}`);
  await expect(checkerPage.getByLabel('Remark')).toHaveValue('Scaffold tagged');
  await checkerPage.getByLabel('Remark').fill('Level 3 tagged');
  await checkerPage.getByRole('button', { name: /^同\s?意$/ }).click();
  await expect(checkerPage.getByText('已同意')).toBeVisible();
  await openTask(page, `Formwork level 3 ${run}`);
  await page.getByRole('button', { name: /^同\s?意$/ }).click();
  await expect(page.getByText('已同意')).toBeVisible();

  // The whole timeline, on the instance page.
  await page.goto('/flowable/instance');
  await page
    .locator('.ant-table-row', { hasText: `Formwork level 3 ${run}` })
    .getByText('詳情')
    .click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByText('已完成').first()).toBeVisible();
  await expect(drawer.getByTestId('timeline-entry')).toHaveCount(11);
  await expect(drawer.getByText('「Tag missing on level 3」')).toBeVisible();
  // The attached photo downloads under its own name.
  const download = page.waitForEvent('download');
  await drawer.getByText(`scaffold-tag-${run}.png`).click();
  expect((await download).suggestedFilename()).toBe(`scaffold-tag-${run}.png`);
  await expect(drawer.locator('.sg-done').first()).toBeVisible();
  await shot(page, 'workflow-instance');
  await checkerContext.close();
});

test('models: import a Camunda Modeler file, open it in the modeler, bind a form and deploy', async ({
  page,
}) => {
  await signInByApi(page, SUPER_ADMIN, { at: '/flowable/model', application: 'workflow' });
  await page.getByRole('button', { name: /匯入 \.bpmn/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(fixture('camunda-modeler-leave.bpmn').pathname);
  await expect(dialog.getByLabel('流程標識')).toHaveValue('leave_request');
  const name = `Leave ${Date.now().toString(36)}`;
  await dialog.getByLabel('名稱').fill(name);
  await dialog.getByLabel('流程標識').fill(`leave_${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: /^儲\s?存$/ }).click();
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('未部署')).toBeVisible();

  await row.getByText('設計').click();
  const canvas = page.getByTestId('bpmn-modeler');
  await expect(canvas.locator('.djs-element[data-element-id="Activity_manager"]')).toBeVisible();
  // The bpmn.io watermark stays, as bpmn-js's licence asks.
  await expect(canvas.locator('.bjs-powered-by')).toBeVisible();
  await canvas.locator('.djs-element[data-element-id="Activity_manager"]').click();
  const panel = page.getByTestId('binding-panel');
  await expect(panel.getByText('Activity_manager')).toBeVisible();
  await expect(panel.getByText(/candidateGroups=wf_manager/)).toBeVisible();
  await shot(page, 'workflow-modeler');
  // A gateway's outgoing flow: its condition is edited in the panel and written into the diagram.
  await canvas.locator('.djs-element[data-element-id="Flow_yes"] .djs-hit').first().click({ force: true });
  const condition = panel.getByLabel('條件（FEEL）');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the JUEL condition as the Camunda file has it
  await expect(condition).toHaveValue('${approved}');
  await condition.fill('=approved = true and days < 15');
  await condition.blur();
  await page.getByRole('button', { name: '儲存並部署' }).click();
  await expect(page.getByText('已部署為第 1 版')).toBeVisible();
  await page.locator('.ant-drawer-close').click();
  await expect(row.getByText('v1')).toBeVisible();
  const admin = await adminApi(page.request, test.info().project.use.baseURL);
  const models = await admin.call(wfModelApi.page, { query: { keyword: name } });
  const deployed = await admin.call(wfModelApi.detail, {
    query: { id: models.rows[0]?.id ?? '', version: 1 },
  });
  expect(deployed.xml).toContain('=approved = true and days &lt; 15');
});

test('the demo approval: its reminder timer set to one minute and its signal renamed in the modeler, deployed as a new version', async ({
  page,
}) => {
  await signInByApi(page, SUPER_ADMIN, { at: '/flowable/model', application: 'workflow' });
  const row = page.locator('.ant-table-row', { hasText: 'demoWorkApproval' });
  await row.getByText('設計').click();
  const canvas = page.getByTestId('bpmn-modeler');
  await canvas.locator('.djs-element[data-element-id="remind"]').click();
  const time = page.getByTestId('binding-panel').getByLabel('時間', { exact: true });
  await expect(time).toHaveValue('PT1H');
  await time.fill('PT1M');
  await time.blur();
  // The gas-alarm boundary event: the signal's name is what the server raises it by.
  await canvas.locator('.djs-element[data-element-id="gas"]').click();
  const signal = page.getByTestId('binding-panel').getByLabel('信號名稱');
  await expect(signal).toHaveValue('gasAlarm');
  await signal.fill('weatherWarning');
  await signal.blur();
  await page.getByRole('button', { name: '儲存並部署' }).click();
  await expect(page.getByText(/已部署為第 \d+ 版/)).toBeVisible();
  const admin = await adminApi(page.request, test.info().project.use.baseURL);
  const models = await admin.call(wfModelApi.page, { query: { keyword: 'demoWorkApproval' } });
  const model = models.rows[0];
  expect(model?.changed).toBe(false);
  const deployed = await admin.call(wfModelApi.detail, {
    query: { id: model?.id ?? '', version: model?.currentVersion ?? 1 },
  });
  expect(deployed.xml).toMatch(/<bpmn:timeDuration[^>]*>PT1M<\/bpmn:timeDuration>/);
  const signalId = /<bpmn:signal id="([^"]+)" name="weatherWarning"/.exec(deployed.xml)?.[1];
  expect(signalId).toBeTruthy();
  expect(deployed.xml).toContain(`signalRef="${signalId}"`);
});
