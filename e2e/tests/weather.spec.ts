import { expect, type Page, test } from '@playwright/test';
import {
  describeBlock,
  errors,
  PERMIT_STATUS_NAMES,
  type PermitBlock,
  permitApis,
} from '@siteguard/contracts';
import { callAs } from './support/admin-api';
import { shot, signInByApi, signInFresh } from './support/admin-ui';
import {
  APPROVER,
  approvedPermit,
  CHECKER,
  confirmAction,
  item,
  named,
  outdoorApplication,
  raisePermit,
  refusalOf,
  tokens,
} from './support/permit-flow';

// Issue #19: the weather page shows the Observatory's recorded readings and warnings in the chosen
// language; replaying a black-rain recording suspends outdoor work and the console's banner says so,
// live (server-sent events), until the warning is cancelled. Issue #31: "suspends outdoor work" is
// asserted on a permit, not only on the banner: a permit to work on a roof, in force before the rain,
// is suspended; its page and its site page say it is not in force and why; while the warning holds it
// cannot be resumed, and another outdoor permit cannot be approved; once the warning is cancelled
// both go ahead. @exclusive: the replayed recording is the whole server's, and its banner would show
// on every other test's pages (and suspend their permits).
test.use({ viewport: { width: 1440, height: 900 } });

const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };

/** The block black rain puts on outdoor work, as the contracts describe it on every page. */
const BLACK_RAIN: PermitBlock = {
  rule: 'stopWork',
  code: 'WRAINB',
  name: { 'zh-HK': '黑色暴雨警告信號', 'zh-CN': '黑色暴雨警告信号', en: 'Black Rainstorm Warning Signal' },
  works: ['outdoor'],
};
/** A fresh check that passes for a type without a gas test. */
const FRESH_CHECK = { siteInspected: 'yes', precautionsInPlace: 'yes' };

async function replay(page: Page, scenario: string) {
  const token = (await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
  )) as string;
  const response = await page.request.post('/api/weather/replay', {
    headers: { authorization: `Bearer ${token}` },
    data: { scenario },
  });
  expect((await response.json()).data.scenario).toBe(scenario);
}

test('the weather page reads the recording in the chosen language; black rain raises the stop-work banner and suspends outdoor permits until cancelled @exclusive', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL ?? '';
  await signInByApi(page, SUPER_ADMIN, { application: 'siteSafety', at: '/weather' });
  await replay(page, 'normal');

  // Under fair weather: one outdoor permit in force, another checked and waiting for approval.
  const who = await tokens(page.request);
  const api = permitApis.permitToWork;
  const run = Date.now().toString(36);
  const inForce = await approvedPermit(page.request, who, 'permitToWork', outdoorApplication(run));
  expect(inForce.status).toBe('active');
  const waiting = await raisePermit(
    page.request,
    who,
    'permitToWork',
    outdoorApplication(`${run}b`),
    'checked',
  );
  expect(waiting.status).toBe('checked');
  const link = await callAs(page.request, baseURL, who.approver, api.link, { query: { id: inForce.id } });

  await page.reload();
  const readings = page.getByTestId('weather-readings');
  await expect(readings).toContainText('香港天文台');
  await expect(page.getByTestId('weather-temperature')).toHaveText('23.4°C');
  await expect(page.getByTestId('weather-warnings')).toContainText('現時沒有天氣警告');
  await expect(page.getByTestId('weather-forecast')).toContainText('部分時間有陽光');
  await expect(page.getByTestId('weather-banner')).toHaveCount(0);

  await page.getByText('English', { exact: true }).dispatchEvent('click');
  await expect(readings).toContainText('Hong Kong Observatory');
  await expect(page.getByTestId('weather-forecast')).toContainText('Sunny periods');
  await shot(page, 'weather-normal-en');

  // The replay picker (fixture mode): black rain. The banner arrives with the warning's event.
  await page.getByTestId('weather-replay').click();
  await page.locator('.ant-select-item-option', { hasText: 'Black rain' }).click();
  const banner = page.getByTestId('weather-banner');
  await expect(banner).toContainText('Black Rainstorm Warning Signal in force');
  await expect(banner).toContainText('Stopped: Outdoor work');
  await expect(page.getByTestId('weather-warning-WRAINB')).toContainText('Stops: Outdoor work');
  await expect(page.getByTestId('weather-tips')).toContainText('Extremely heavy rain');
  await shot(page, 'weather-black-rain-en');

  // The permit in force is suspended by the warning: its page says so, not in force, and why.
  const suspended = PERMIT_STATUS_NAMES.suspended['zh-HK'];
  const reason = describeBlock(BLACK_RAIN, 'zh-HK');
  const { context: approverContext, page: approver } = await signInFresh(
    browser,
    APPROVER,
    `/permitToWorkDetails?id=${inForce.id}`,
    'siteSafety',
  );
  const detail = approver.getByTestId('permit-detail');
  await expect(detail.getByText(suspended).first()).toBeVisible();
  const safety = approver.getByTestId('permit-safety');
  await expect(safety).toContainText('許可證現時不生效');
  await expect(safety).toContainText(reason);
  // The system suspended it, not a person.
  const last = detail.getByTestId('permit-event').last();
  await expect(last).toContainText('暫停');
  await expect(last).toContainText('系統');
  await shot(approver, 'weather-black-rain-permit-suspended');

  // Its site page, on a phone that never signed in: not in force - stop work, with the signal.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const site = await phone.newPage();
  await site.goto(`${baseURL}${link.url}`);
  const status = site.locator('header.status');
  await expect(status).toContainText(inForce.number ?? '');
  await expect(status).toContainText('未生效 - 停止工作');
  await expect(status).toContainText(`狀態: ${suspended}`);
  await expect(site.locator('section.reasons')).toContainText(reason);
  await shot(site, 'weather-black-rain-site-page');
  await phone.close();

  // The waiting permit cannot be approved: its page says so ahead, the dialog will not send it, and
  // the server refuses it all the same.
  await approver.goto(`/permitToWorkDetails?id=${waiting.id}`);
  await expect(safety).toContainText('許可證現時不可批准');
  await expect(safety).toContainText(reason);
  await approver
    .getByTestId('permit-actions')
    .getByRole('button', { name: named('批准') })
    .click();
  const approveDialog = approver.getByRole('dialog');
  await expect(approveDialog.getByTestId('permit-approve-refused')).toBeVisible();
  await expect(approveDialog.getByRole('button', { name: named('批准') })).toBeDisabled();
  const approval = await refusalOf(page.request, who.approver, api.review, {
    body: { id: waiting.id, action: 'approve', signature: 'Wong Sau Kuen' },
  });
  expect(approval.code).toBe(errors.PERMIT_BLOCKED.code);
  await approverContext.close();

  // Nor can the suspended one be resumed: the competent person's fresh check is refused, and why.
  const { context: checkerContext, page: checker } = await signInFresh(
    browser,
    CHECKER,
    `/permitToWorkDetails?id=${inForce.id}`,
    'siteSafety',
  );
  const step = checker.locator('.ant-card', { hasText: '本步驟填寫' });
  await item(step, /Site inspected/)
    .getByText('是 Yes')
    .click();
  await item(step, /Precautions in place/)
    .getByText('是 Yes')
    .click();
  const resumeDialog = await confirmAction(checker, '恢復（重新檢查）', '李安全');
  await expect(resumeDialog.getByTestId('permit-refusal')).toContainText(reason);
  await shot(checker, 'weather-black-rain-resume-refused');
  await resumeDialog.getByRole('button', { name: named('取消') }).click();
  await expect(checker.getByTestId('permit-detail').getByText(suspended).first()).toBeVisible();
  await checkerContext.close();

  // Back to Chinese, on another page: the banner stays over every console page.
  await page.getByText('繁體', { exact: true }).dispatchEvent('click');
  await page.goto('/welcome');
  await expect(banner).toContainText('黑色暴雨警告信號生效中');

  // The rain stops: the Observatory cancels the warnings, the banner goes without a reload.
  await replay(page, 'normal');
  await expect(banner).toHaveCount(0);
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '已取消' }).first()).toBeVisible();

  // And what the warning held back goes ahead: the fresh check resumes one, the other is approved.
  const resumed = await callAs(page.request, baseURL, who.checker, api.review, {
    body: { id: inForce.id, action: 'resume', data: FRESH_CHECK, signature: '李安全' },
  });
  expect(resumed.status).toBe('active');
  const approved = await callAs(page.request, baseURL, who.approver, api.review, {
    body: { id: waiting.id, action: 'approve', signature: 'Wong Sau Kuen' },
  });
  expect(approved.status).toBe('active');
});
