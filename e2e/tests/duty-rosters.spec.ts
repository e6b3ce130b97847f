import { expect, type Locator, type Page, test } from '@playwright/test';
import { dutyRosterApi, permissions, siteClockOf, testClockApi, WEEKDAYS } from '@siteguard/contracts';
import { adminApi, createRestrictedUser, SUPER_ADMIN } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';

// Issue #33, "done means": put yourself on a roster and see yourself on duty now. The roster is the
// default for all sites (no demo site's), for health and SOS alerts, so no other journey reads it.

/** Picks an option of an antd select by its visible text. */
async function choose(page: Page, select: Locator, text: string | RegExp) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

const healthRow = (page: Page) =>
  page
    .getByTestId('on-duty-table')
    .locator('.ant-table-row')
    .filter({ hasText: /健康及 SOS|Health and SOS/ });

test('duty rosters: I put myself on the default roster and see myself on duty now, in zh-HK and en', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminApi(request, baseURL);
  // A run against a kept server starts from no default health roster.
  await admin.call(dutyRosterApi.delete, { body: { site: '', family: 'health' } });
  // Today on the server's site clock (another journey may have moved it): the shift is for that day.
  const { now } = await admin.call(testClockApi.read, {});
  const weekday = siteClockOf(new Date(now)).weekday;
  // Someone with no contact point at all, on the default gas roster all week: the page flags them.
  const unreachable = await createRestrictedUser(admin, {
    permissions: [permissions.dutyRoster.page],
    label: 'duty',
  });
  await admin.call(dutyRosterApi.save, {
    body: {
      site: '',
      family: 'gas',
      shifts: WEEKDAYS.map((day) => ({
        weekday: day,
        start: '00:00',
        end: '24:00',
        userId: unreachable.userId,
      })),
      overrides: [],
    },
  });
  const weekdaysZh = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];

  await signInByApi(page, SUPER_ADMIN, { at: '/alerting/rosters', application: 'siteSafety' });
  await expect(page.getByTestId('duty-rosters-page')).toBeVisible();
  await choose(page, page.getByTestId('duty-site'), '全部地盤（預設）');
  await expect(healthRow(page)).toContainText('未有當值表');

  const form = page.getByTestId('roster-form-health');
  await form.getByTestId('roster-add-shift').click();
  const shift = form.getByTestId('roster-shift').last();
  await choose(page, shift.locator('.ant-select').first(), weekdaysZh[weekday - 1] ?? '');
  await choose(page, shift.getByTestId('roster-shift-person'), 'Super Admin');
  await form.getByTestId('roster-save').click();
  await expect(page.getByText('當值表已儲存')).toBeVisible();

  await expect(healthRow(page)).toContainText('Super Admin');
  await expect(healthRow(page)).toContainText('預設設定');
  await expect(page.getByTestId('on-duty-table')).toContainText('第 1 級');
  const gasRow = page.getByTestId('on-duty-table').locator('.ant-table-row').filter({ hasText: '氣體' });
  await expect(gasRow.getByTestId('duty-person-no-contact')).toContainText('沒有聯絡方式');
  await page.getByTestId('duty-site').scrollIntoViewIfNeeded();
  await shot(page, 'duty-rosters-zh-HK');

  await page.evaluate(() => window.localStorage.setItem('pro__lang', 'en'));
  await page.reload();
  await expect(page.getByTestId('duty-rosters-page')).toBeVisible();
  await choose(page, page.getByTestId('duty-site'), 'All sites (default)');
  await expect(page.getByText('On duty now')).toBeVisible();
  await expect(healthRow(page)).toContainText('Super Admin');
  await expect(page.getByTestId('on-duty-table')).toContainText('Level 1');
  await expect(page.getByTestId('duty-person-no-contact')).toContainText('No contact point');
  await expect(page.getByTestId('roster-form-health').getByTestId('roster-shift')).toHaveCount(1);
  await page.getByTestId('duty-site').scrollIntoViewIfNeeded();
  await shot(page, 'duty-rosters-en');

  // A demo site: superAdmin on duty for every family (the demo seed).
  await choose(page, page.getByTestId('duty-site'), 'Kai Tak');
  await expect(page.getByTestId('on-duty-table').locator('.ant-table-row')).toHaveCount(5);
  for (const row of await page.getByTestId('on-duty-table').locator('.ant-table-row').all())
    await expect(row).toContainText('Super Admin');
  await shot(page, 'duty-rosters-kai-tak-en');

  await admin.call(dutyRosterApi.delete, { body: { site: '', family: 'health' } });
  await admin.call(dutyRosterApi.delete, { body: { site: '', family: 'gas' } });
});
