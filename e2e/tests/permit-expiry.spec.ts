import { expect, test } from '@playwright/test';
import { PERMIT_STATUS_NAMES, permitApis } from '@siteguard/contracts';
import { apiSignIn, callAs } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';

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
  const token = (account: string) => apiSignIn(page.request, baseURL, account, '123456');
  const [applicant, checker, approver] = await Promise.all([
    token('applicant'),
    token('checker'),
    token('approver'),
  ]);
  const api = permitApis.hotWorkPermit;
  // The window ends at the second whole minute from now: one to two minutes away.
  const end = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  const permit = await callAs(page.request, baseURL, applicant, api.add, {
    body: {
      data: {
        location: 'Tsuen Wan site, roof level',
        workDescription: 'Weld the handrail brackets',
        contractor: 'Kwong Fat Engineering',
        applicantName: '陳大文 Chan Tai Man',
        validFrom: siteTime(new Date()),
        validTo: siteTime(end),
        precautions: 'Fire blanket under the work',
        ppe: ['helmet', 'boots'],
        emergencyContact: 'Site office 2412 0000',
        hotProcessKind: 'welding',
        fireWatch: 'Tam Chi Keung',
        extinguisher: '2 x 9 kg dry powder',
        combustiblesRemoved: 'yes',
      },
    },
  });
  await callAs(page.request, baseURL, applicant, api.applicant, {
    body: { id: permit.id, action: 'submit', signature: 'Chan Tai Man' },
  });
  await callAs(page.request, baseURL, checker, api.review, {
    body: {
      id: permit.id,
      action: 'check',
      data: {
        siteInspected: 'yes',
        precautionsInPlace: 'yes',
        gasO2: 20.9,
        gasLel: 0,
        gasH2s: 0,
        gasCo: 1,
        gasTestedAt: siteTime(new Date()),
        gasInstrument: 'X-am 5000 #A12',
        gasTester: 'Lee On Chuen',
      },
      signature: 'Lee On Chuen',
    },
  });
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

  // And the list counts it among the expired.
  await page.goto('/permits/hotWorkPermit');
  const row = page.locator('.ant-table-row', { hasText: number });
  await expect(row.getByText(expired)).toBeVisible();
});
