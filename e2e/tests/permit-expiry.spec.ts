import { expect, test } from '@playwright/test';
import { PERMIT_STATUS_NAMES, permitApis, testClockApi } from '@siteguard/contracts';
import { adminApi, callAs } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import { APPROVER, approvedPermit, goodCheck, hotWorkApplication, tokens } from './support/permit-flow';

// "Let one expire" (issue #16): a hot-work permit in force is expired by the server's sweep at the
// end of its window; the console and the site page say so and no one can act on it any more.
// Issue #31: site time is moved, not waited for. The servers run with SITEGUARD_TEST_CLOCK=on, and
// POST /api/testing/clock answers once the sweeps have run on the new time, so what the next read
// sees is the sweep's doing: a minute before the end the permit is still in force, a minute after
// it has expired. The window is set across Hong Kong midnight (16:00 UTC), whatever the hour of the
// run: it opens at 23:58 one site day and ends at 00:01 the next. @exclusive: the clock is the whole
// server's (every journey's windows and gas tests read it); it is put back to real time at the end.
test.use({ viewport: { width: 1440, height: 900 } });

/** Hong Kong site time, minutes precision, as the date control stores it. */
const siteTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * 23:58:30 in Hong Kong (15:58:30 UTC), the last one at or before `at`: site time is moved back to
 * it, never forward (the scheduled jobs plan their next run on the moved clock, and a jump forward
 * would leave them planned a day ahead once real time is back).
 */
function beforeSiteMidnight(at: Date): Date {
  const day = new Date(at);
  day.setUTCHours(15, 58, 30, 0);
  if (day > at) day.setUTCDate(day.getUTCDate() - 1);
  return day;
}

test('a permit expires on its own at the end of its window @exclusive', async ({ page, browser }) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const admin = await adminApi(page.request, baseURL);
  const api = permitApis.hotWorkPermit;
  const start = beforeSiteMidnight(new Date((await admin.call(testClockApi.read)).now));
  try {
    await admin.call(testClockApi.move, { body: { at: start.toISOString() } });
    // 23:58 to 00:01 site time: the window ends on the next site day.
    const end = new Date(Math.floor(start.getTime() / 60_000) * 60_000 + 3 * 60_000);
    const who = await tokens(page.request);
    const run = Date.now().toString(36);
    const active = await approvedPermit(
      page.request,
      who,
      'hotWorkPermit',
      { ...hotWorkApplication(run), validFrom: siteTime(start), validTo: siteTime(end) },
      // Tested in the next minute: never before the permit's own minute, whenever it is raised.
      { ...goodCheck(), gasTestedAt: siteTime(new Date(start.getTime() + 60_000)) },
    );
    expect(active.status).toBe('active');
    const number = active.number ?? '';
    const status = async () =>
      (await callAs(page.request, baseURL, who.approver, api.detail, { query: { id: active.id } })).permit
        .status;
    const link = await callAs(page.request, baseURL, who.approver, api.link, { query: { id: active.id } });

    await signInByApi(page, APPROVER, {
      at: `/hotWorkPermitDetails?id=${active.id}`,
      application: 'siteSafety',
    });
    const detail = page.getByTestId('permit-detail');
    await expect(detail.getByText(PERMIT_STATUS_NAMES.active['zh-HK']).first()).toBeVisible();
    await expect(detail).toContainText(`${siteTime(start)} HKT – ${siteTime(end)} HKT`);
    await expect(page.getByRole('button', { name: /暫\s?停/ })).toBeVisible();

    // At site midnight, a minute before the end, the sweeps have run on that time: still in force.
    await admin.call(testClockApi.move, { body: { at: new Date(end.getTime() - 60_000).toISOString() } });
    expect(await status()).toBe('active');

    // A minute after the end: the sweep expired it before the move answered.
    const moved = await admin.call(testClockApi.move, {
      body: { at: new Date(end.getTime() + 60_000).toISOString() },
    });
    expect(new Date(moved.now).getTime()).toBeGreaterThanOrEqual(end.getTime() + 60_000);
    expect(await status()).toBe('expired');

    // The page, read again as a user would, says so.
    const expired = PERMIT_STATUS_NAMES.expired['zh-HK'];
    await page.reload();
    await expect(detail.getByText(expired).first()).toBeVisible();
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
  } finally {
    // Real time again for whatever runs next on this server.
    await admin.call(testClockApi.move, { body: { at: new Date().toISOString() } });
  }
});
