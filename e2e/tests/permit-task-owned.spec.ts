import { expect, test } from '@playwright/test';
import { permissions, sysRoleApi, sysUserApi } from '@siteguard/contracts';
import { adminApi, createRestrictedUser } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import { hotWorkApplication, inEnglish, raisePermit, tokens } from './support/permit-flow';

// Issue #30 finding 6: a permit's check is a workflow task, but it is done on the permit's page only
// (the type's permission, the signature, the safety rules). A checker who also holds every generic
// task permission finds it in the workflow to-do list, is told so, and is taken to the permit.
test.use({ viewport: { width: 1440, height: 900 } });

const baseURL = () => test.info().project.use.baseURL ?? '';

test("a permit's task in the workflow to-do list points to the permit's page and offers no approval there", async ({
  page,
}) => {
  const admin = await adminApi(page.request, baseURL());
  const user = await createRestrictedUser(admin, {
    permissions: [
      permissions.flowableTask.todoPage,
      permissions.flowableTask.detail,
      permissions.flowableTask.complete,
      permissions.flowableTask.reject,
      permissions.flowableTask.delegate,
    ],
    label: 'owned',
  });
  const roles = await admin.call(sysRoleApi.page, { query: { pageSize: 100 } });
  const checkers = roles.rows.find((role) => role.code === 'permitChecker');
  if (!checkers) throw new Error('no permitChecker role');
  await admin.call(sysUserApi.grantRole, {
    body: { id: user.userId, grantRoleIdList: [user.roleId, checkers.id] },
  });

  const run = Date.now().toString(36);
  const permit = await raisePermit(
    page.request,
    await tokens(page.request),
    'hotWorkPermit',
    hotWorkApplication(run),
  );
  const number = permit.number ?? '';
  expect(number).not.toBe('');

  for (const lang of ['zh-HK', 'en'] as const) {
    await signInByApi(page, user, { at: '/flowable/task/todo', application: 'workflow' });
    if (lang === 'en') await inEnglish(page);
    await page.goto('/flowable/task/todo');
    const row = page.locator('.ant-table-row', { hasText: number }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByText(lang === 'en' ? /Handle/ : /處理/).click();
    const notice = page.getByTestId('task-owner-page');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      lang === 'en' ? 'belongs to a permit to work' : '此任務屬於工作許可證',
    );
    await expect(page.getByRole('button', { name: lang === 'en' ? /^Approve$/ : /^同\s?意$/ })).toHaveCount(
      0,
    );
    await shot(page, `permit-task-owned-${lang}`);
    if (lang === 'en') {
      await notice.getByRole('button', { name: 'Open the permit' }).click();
      await expect(page).toHaveURL(new RegExp(`/hotWorkPermitDetails\\?id=${permit.id}$`));
    }
  }
});
