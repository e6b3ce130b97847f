import { expect, test } from '@playwright/test';
import { PERMIT_STATUS_NAMES, permitApis } from '@siteguard/contracts';
import { callAs } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import { hotWorkApplication, raisePermit, tokens } from './support/permit-flow';

// "Let one expire" (issue #16): a hot-work permit approved with a window that ends a minute or two
// from now is expired by the server's sweep on its own; the console and the site page say so and no
// one can act on it any more. Its own file, so that the wait overlaps the other worker's tests.
test.use({ viewport: { width: 1440, height: 900 } });

/** Hong Kong site time, minutes precision, as the date control stores it. */
const siteTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

test('a permit expires on its own at the end of its window', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const baseURL = test.info().project.use.baseURL ?? '';
  const who = await tokens(page.request);
  const { approver } = who;
  const api = permitApis.hotWorkPermit;
  // The window ends at the second whole minute from now: one to two minutes away.
  const end = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  const run = Date.now().toString(36);
  const permit = await raisePermit(
    page.request,
    who,
    'hotWorkPermit',
    { ...hotWorkApplication(run), validTo: siteTime(end) },
    'checked',
  );
  const active = await callAs(page.request, baseURL, approver, api.review, {
    body: { id: permit.id, action: 'approve', signature: 'Wong Sau Kuen' },
  });
  expect(active.status).toBe('active');
  const number = active.number ?? '';
  const link = await callAs(page.request, baseURL, approver, api.link, { query: { id: permit.id } });

  await signInByApi(
    page,
    { account: 'approver', password: '123456' },
    {
      at: `/hotWorkPermitDetails?id=${permit.id}`,
      application: 'siteSafety',
    },
  );
  const detail = page.getByTestId('permit-detail');
  await expect(detail.getByText(PERMIT_STATUS_NAMES.active['zh-HK']).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /暫\s?停/ })).toBeVisible();

  // The sweep runs every 15 s; the page is reloaded as a user would, until it shows the expiry.
  const expired = PERMIT_STATUS_NAMES.expired['zh-HK'];
  await expect(async () => {
    await page.reload();
    await expect(detail.getByText(expired).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 240_000, intervals: [10_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(end.getTime());
  // The timeline ends with the system's expiry; nobody may suspend or close it any more.
  const last = detail.getByTestId('permit-event').last();
  await expect(last).toContainText('到期');
  await expect(last).toContainText('系統');
  await expect(page.getByRole('button', { name: /暫\s?停/ })).toHaveCount(0);
  await shot(page, 'permit-expired');

  // The site page says so too, in a browser that never signed in.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const site = await phone.newPage();
  await site.goto(`${baseURL}${link.url}`);
  await expect(site.getByText(number)).toBeVisible();
  await expect(site.getByText(expired)).toBeVisible();
  await phone.close();

  // And the list counts it among the expired (found by its number: other journeys raise hot work too).
  await page.goto('/permits/hotWorkPermit');
  await page.getByPlaceholder('編號、地點或工作內容').fill(number);
  await page.getByPlaceholder('編號、地點或工作內容').press('Enter');
  const row = page.locator('.ant-table-row', { hasText: number });
  await expect(row.getByText(expired)).toBeVisible();
});
