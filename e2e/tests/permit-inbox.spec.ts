import { expect, type Locator, type Page, test } from '@playwright/test';
import { permissions, permitApis } from '@siteguard/contracts';
import { adminApi, apiSignIn, callAs, createRestrictedUser } from './support/admin-api';
import { closeNotifications, shot, signInByApi, signInFresh } from './support/admin-ui';

// "Nobody is told what needs them" (issue #29, finding 5): an applicant submits a permit; the
// competent person, on the home page in a browser of their own, sees it under "to check" and in the
// bell without a reload, and the line opens the permit; once checked, the authorised person finds it
// under "to approve". A Hilti tool permit: no site signal (weather, gas) stops its kind of work, so the
// other journeys' weather replays and alarms cannot refuse its approval.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const APPLICANT = { account: 'applicant', password: '123456' };
const CHECKER = { account: 'checker', password: '123456' };
const APPROVER = { account: 'approver', password: '123456' };

/** A Hong Kong site time `minutes` from now, as the date control stores it. */
const siteTime = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Well inside the poll of "waiting for you" (30 s): what arrives sooner came over the events stream.
 */
const LIVE = { timeout: 12_000 };

/** The count the header bell's badge shows (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const count = page.getByTestId('notification-bell').locator('.ant-scroll-number');
  if ((await count.count()) === 0) return 0;
  return Number((await count.first().getAttribute('title')) ?? 0);
}

/** Opens one line of "waiting for you" (a reason) and answers its list of permits. */
async function openReason(page: Page, reason: string): Promise<Locator> {
  const list = page.getByTestId(`inbox-${reason}-rows`);
  if (!(await list.isVisible())) await page.getByTestId(`inbox-${reason}`).click();
  await expect(list).toBeVisible();
  return list;
}

async function openBellPermits(page: Page, tab: RegExp): Promise<Locator> {
  await closeNotifications(page);
  await page.getByTestId('notification-bell').click();
  const popover = page.getByTestId('bell-popover');
  await expect(popover).toBeVisible();
  await popover.getByRole('tab', { name: tab }).click();
  return popover.getByTestId('bell-permits');
}

async function closeBell(page: Page) {
  const popover = page.getByTestId('bell-popover');
  await expect(async () => {
    if (await popover.isVisible()) await page.getByTestId('notification-bell').click({ timeout: 3_000 });
    await expect(popover).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('a submitted permit reaches the checker live, then the approver, from the home page and the bell', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const api = permitApis.hilti;
  const applicant = await apiSignIn(page.request, baseURL, APPLICANT.account, APPLICANT.password);
  const run = Date.now().toString(36);
  const draft = await callAs(page.request, baseURL, applicant, api.add, {
    body: {
      data: {
        location: `Tsuen Wan site ${run}, level 3 slab`,
        workDescription: 'Fix the cable tray anchors',
        contractor: 'Kwong Fat Engineering',
        applicantName: '陳大文 Chan Tai Man',
        // Opened a moment ago: inside the grace a submission allows.
        validFrom: siteTime(-2),
        validTo: siteTime(6 * 60),
        precautions: 'Barriers below the work area',
        ppe: ['helmet', 'boots', 'vest'],
        emergencyContact: 'Site office 2412 0000',
        toolSerial: 'DX 460 #7781',
        operator: 'Wong Siu Ming',
        certificateNo: 'PAT-2025-118',
        certificateExpiry: siteTime(60 * 24 * 200),
      },
    },
  });

  // The competent person is on the home page before anything is submitted.
  const { context: checkerContext, page: checker } = await signInFresh(browser, CHECKER, '/welcome', null);
  const checkerInbox = checker.getByTestId('home-inbox');
  await expect(checkerInbox).toBeVisible();
  await expect(checkerInbox.locator('.ant-skeleton')).toHaveCount(0);
  await expect(checkerInbox).not.toContainText('未能載入');
  const bellBefore = await bellCount(checker);

  const submitted = await callAs(page.request, baseURL, applicant, api.applicant, {
    body: { id: draft.id, action: 'submit', signature: 'Chan Tai Man' },
  });
  const number = submitted.number ?? '';
  expect(number).toMatch(/^HPT-\d{4}-\d{6}$/);

  // Without a reload: "to check" with its count, the permit in its list, the bell's count up.
  await expect(checker.getByTestId('inbox-check')).toContainText('待檢查', LIVE);
  await expect
    .poll(
      async () =>
        Number(
          await checker.getByTestId('inbox-check-count').locator('.ant-scroll-number').getAttribute('title'),
        ),
      LIVE,
    )
    .toBeGreaterThanOrEqual(1);
  const toCheck = await openReason(checker, 'check');
  await expect(toCheck.getByRole('link', { name: new RegExp(number) })).toBeVisible(LIVE);
  await expect.poll(() => bellCount(checker), LIVE).toBeGreaterThan(bellBefore);
  await shot(checker, 'permit-inbox-checker-home');
  const bellList = await openBellPermits(checker, /許可證/);
  await expect(bellList.getByRole('link', { name: new RegExp(number) })).toBeVisible();
  await expect(bellList).toContainText('待檢查');
  await shot(checker, 'permit-inbox-checker-bell');
  await closeBell(checker);

  // The line opens the permit, where the check waits for them.
  await toCheck.getByRole('link', { name: new RegExp(number) }).click();
  await expect(checker).toHaveURL(new RegExp(`/hiltiDetails\\?id=${draft.id}$`));
  await expect(checker.getByTestId('permit-detail').getByText(number).first()).toBeVisible();

  // The authorised person, in English, waits on the home page; the check reaches them live.
  const { context: approverContext, page: approver } = await signInFresh(browser, APPROVER, '/welcome', null);
  await approver.getByText('English', { exact: true }).click();
  const approverInbox = approver.getByTestId('home-inbox');
  await expect(approverInbox.getByText('Waiting for you')).toBeVisible();
  await expect(approverInbox.locator('.ant-skeleton')).toHaveCount(0);
  const approverBellBefore = await bellCount(approver);

  const checkerToken = await apiSignIn(page.request, baseURL, CHECKER.account, CHECKER.password);
  await callAs(page.request, baseURL, checkerToken, api.review, {
    body: {
      id: draft.id,
      action: 'check',
      data: { siteInspected: 'yes', precautionsInPlace: 'yes', testedDead: 'yes' },
      signature: 'Lee On Chuen',
    },
  });
  await expect(approver.getByTestId('inbox-approve')).toContainText('To approve', LIVE);
  const toApprove = await openReason(approver, 'approve');
  await expect(toApprove.getByRole('link', { name: new RegExp(number) })).toBeVisible(LIVE);
  await expect(toApprove).toContainText(`Tsuen Wan site ${run}`);
  await expect.poll(() => bellCount(approver), LIVE).toBeGreaterThan(approverBellBefore);
  await shot(approver, 'permit-inbox-approver-home-en');
  const approverBell = await openBellPermits(approver, /Permits/);
  await expect(approverBell.getByRole('link', { name: new RegExp(number) })).toBeVisible();
  await expect(approverBell).toContainText('To approve');
  await shot(approver, 'permit-inbox-approver-bell-en');
  await closeBell(approver);

  // The checker's own inbox no longer lists it (the check was theirs, the approval is not).
  await checker.goto('/welcome');
  await expect(checker.getByTestId('home-inbox').locator('.ant-skeleton')).toHaveCount(0);
  const stillToCheck = checker.getByTestId('inbox-check-rows');
  if (await checker.getByTestId('inbox-check').isVisible()) {
    await openReason(checker, 'check');
    await expect(stillToCheck.getByRole('link', { name: new RegExp(number) })).toHaveCount(0);
  }
  await expect(checker.getByTestId('inbox-approve-rows').getByText(number)).toHaveCount(0);

  // Approved, it leaves the approver's list too, and opens from there on its page.
  await toApprove.getByRole('link', { name: new RegExp(number) }).click();
  await expect(approver).toHaveURL(new RegExp(`/hiltiDetails\\?id=${draft.id}$`));
  const approverToken = await apiSignIn(page.request, baseURL, APPROVER.account, APPROVER.password);
  await callAs(page.request, baseURL, approverToken, api.review, {
    body: { id: draft.id, action: 'approve', signature: 'Wong Sau Kuen' },
  });
  await approver.goto('/welcome');
  await expect(approver.getByTestId('home-inbox').locator('.ant-skeleton')).toHaveCount(0);
  await expect(
    approver.getByTestId('home-inbox').getByRole('link', { name: new RegExp(number) }),
  ).toHaveCount(0);

  await checkerContext.close();
  await approverContext.close();
});

test('someone who may read permits but has nothing waiting is told so, in both languages', async ({
  page,
}) => {
  const admin = await adminApi(page.request, test.info().project.use.baseURL);
  const reader = await createRestrictedUser(admin, {
    permissions: [permissions.hilti.page, permissions.hilti.detail],
    label: 'inbox',
  });
  await signInByApi(page, reader);
  const inbox = page.getByTestId('home-inbox');
  await expect(inbox.getByText('沒有等待你處理的事項')).toBeVisible();
  await shot(page, 'permit-inbox-empty');
  await page.getByText('English', { exact: true }).click();
  await expect(inbox.getByText('Nothing waits for you')).toBeVisible();
  await page.getByTestId('notification-bell').click();
  const popover = page.getByTestId('bell-popover');
  await popover.getByRole('tab', { name: /Permits/ }).click();
  await expect(popover.getByText('No permits wait for you')).toBeVisible();
  await shot(page, 'permit-inbox-empty-en');
});
