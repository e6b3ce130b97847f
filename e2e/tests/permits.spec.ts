import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  PERMIT_STATUS_NAMES,
  PERMIT_TYPE_KEYS,
  PERMIT_TYPES,
  type PermitType,
  permitApis,
} from '@siteguard/contracts';
import { apiSignIn, callAs, SUPER_ADMIN } from './support/admin-api';
import { shot, signInByApi, signInFresh } from './support/admin-ui';
import { APPLICANT, APPROVER, CHECKER, goodCheck, siteTime } from './support/permit-flow';

// Permits to work as a site meets them (issue #16): an applicant raises a confined-space permit, a
// competent person checks it with gas readings, an authorised person approves it; the QR link opens
// the site page in a browser that never signed in; the permit is suspended and resumed after a fresh
// check. The nine other types go through approval too, and every list page shows its permits.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const EXTRAS: Record<PermitType, Record<string, unknown>> = {
  permitToWork: {},
  permitToLift: {
    liftingPlan: 'Lift rebar bundles to level 5',
    liftingAppliance: 'Tower crane TC-1',
    safeWorkingLoad: 5,
    competentPerson: 'Yip Wing',
    rigger: 'Lam Fai',
  },
  permitToDigBlank: { depth: 1.5, utilityPlansChecked: 'yes', cableDetectorUsed: 'yes' },
  hotWorkPermit: {
    hotProcessKind: 'welding',
    fireWatch: 'Tam Chi Keung',
    extinguisher: '2 x 9 kg dry powder',
    combustiblesRemoved: 'yes',
  },
  hotProcessPermit: { equipment: 'Bitumen boiler', fireWatch: 'Tam', extinguisher: 'CO2 x 2' },
  confinedSpace: {
    standbyPerson: 'Ho Ka Ming',
    riskAssessmentRef: 'RA-CS-0042',
    rescueReady: 'yes',
    ventilation: 'yes',
  },
  switchRoom: { isolationPoints: 'MCCB-3 lock L-101 tag T-55', electricalWorker: 'REW Chan' },
  electricalSystem: {
    voltage: '380 V',
    isolationPoints: 'DB-2 lock L-7 tag T-9',
    electricalWorker: 'REW Lee',
  },
  hilti: {
    toolSerial: 'DX 460 #7781',
    operator: 'Wong Siu Ming',
    certificateNo: 'PAT-2025-118',
    certificateExpiry: siteTime(24 * 200),
  },
  checkList: {
    accessClear: 'yes',
    scaffoldTagged: 'yes',
    edgeProtection: 'yes',
    extinguishers: 'yes',
    cables: 'yes',
  },
};

function application(type: PermitType, run: string): Record<string, unknown> {
  return {
    location: `Tsuen Wan site ${run}, Block 2`,
    workDescription: `${PERMIT_TYPES[type].title.en} work ${run}`,
    contractor: 'Kwong Fat Engineering',
    applicantName: '陳大文 Chan Tai Man',
    validFrom: siteTime(0),
    validTo: siteTime(7),
    precautions: 'Barriers around the area\nForced ventilation',
    ppe: ['helmet', 'boots', 'vest'],
    emergencyContact: 'Site office 2412 0000',
    ...EXTRAS[type],
  };
}

type Api = { token: string };
async function as(page: Page, user: { account: string; password: string }): Promise<Api> {
  const baseURL = test.info().project.use.baseURL ?? '';
  return { token: await apiSignIn(page.request, baseURL, user.account, user.password) };
}

/** The form item of a field label, to reach its radios and pickers. */
const item = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item, .ant-row', { hasText: label }).last();

/** A button's accessible name: antd puts a space between the two characters of a two-character label. */
const named = (text: string) => new RegExp(text.length === 2 ? `^${text[0]}\\s?${text[1]}$` : `^${text}$`);

/** The competent person's check form: site inspected, precautions in place, gas readings in band. */
async function fillCheck(step: Locator, oxygen: string) {
  await item(step, '已到現場視察').getByText('是 Yes').click();
  await item(step, '預防措施已落實').getByText('是 Yes').click();
  await step.getByLabel(/氧氣 O2/).fill(oxygen);
  await step.getByLabel(/可燃氣體 LEL/).fill('0');
  await step.getByLabel(/硫化氫 H2S/).fill('0');
  await step.getByLabel(/一氧化碳 CO/).fill('2');
  const testedAt = item(step, '測試時間').locator('input');
  await testedAt.fill(siteTime(0));
  await testedAt.press('Enter');
  await expect(step.page().locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await step.getByLabel(/儀器及編號/).fill('Dräger X-am 5000 #A12');
  await step.getByLabel(/測試人/).fill('Lee On Chuen');
}

async function confirmAction(page: Page, button: string, signature: string | null, comment?: string) {
  await page
    .getByRole('button', { name: named(button) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  if (signature) await dialog.getByLabel(/簽署/).fill(signature);
  if (comment) await dialog.getByRole('textbox').last().fill(comment);
  await dialog.getByRole('button', { name: named(button) }).click();
  await expect(dialog).toBeHidden();
}

test('a confined-space permit: raised, checked with gas readings, approved, seen on site, suspended and resumed', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const run = Date.now().toString(36);
  const applicant = await as(page, APPLICANT);
  const draft = await callAs(page.request, baseURL, applicant.token, permitApis.confinedSpace.add, {
    body: { data: application('confinedSpace', run) },
  });

  // The applicant finds the draft filled in and submits it, signed.
  await signInByApi(page, APPLICANT, {
    at: `/confinedSpaceDetails?id=${draft.id}`,
    application: 'siteSafety',
  });
  const detail = page.getByTestId('permit-detail');
  await expect(detail.getByText('草稿').first()).toBeVisible();
  await confirmAction(page, '提交', '陳大文');
  await expect(detail.getByText('已提交').first()).toBeVisible();
  // The number is given at submission (a draft has none), and the page shows it.
  const { permit: submitted } = await callAs(
    page.request,
    baseURL,
    applicant.token,
    permitApis.confinedSpace.detail,
    {
      query: { id: draft.id },
    },
  );
  const number = submitted.number ?? '';
  expect(number).toMatch(/^CSP-\d{4}-\d{6}$/);
  await expect(detail.getByText(number)).toBeVisible();

  // The competent person records the check with gas readings, in a browser of their own.
  const { context: checkerContext, page: checker } = await signInFresh(
    browser,
    CHECKER,
    `/confinedSpaceDetails?id=${draft.id}`,
    'siteSafety',
  );
  const step = checker.locator('.ant-card', { hasText: '本步驟填寫' });
  await expect(step).toBeVisible();
  await fillCheck(step, '20.9');
  await shot(checker, 'permit-check');
  await confirmAction(checker, '完成檢查', '李安全');
  await expect(checker.getByTestId('permit-detail').getByText('已檢查').first()).toBeVisible();

  // The authorised person approves; the permit is active at once (its window has started).
  const { context: approverContext, page: approver } = await signInFresh(
    browser,
    APPROVER,
    `/confinedSpaceDetails?id=${draft.id}`,
    'siteSafety',
  );
  await confirmAction(approver, '批准', '黃授權');
  const approved = approver.getByTestId('permit-detail');
  await expect(approved.getByText('生效中').first()).toBeVisible();
  await expect(approved.getByTestId('permit-event')).toHaveCount(5);
  await shot(approver, 'permit-detail');
  // Its PDF, laid out by the server in the reader's language.
  const pdf = approver.waitForEvent('download');
  await approver.getByRole('button', { name: /PDF/ }).click();
  expect((await pdf).suggestedFilename()).toBe(`${number}.pdf`);

  // The QR code's link opens the site page without signing in, on a phone.
  const link = await approver.getByRole('link', { name: '開啟現場頁' }).getAttribute('href');
  expect(link).toMatch(/\/confinedSpaceViews\?token=/);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const site = await phone.newPage();
  await site.goto(link ?? '');
  await expect(site.getByText(number)).toBeVisible();
  await expect(site.getByText('生效中')).toBeVisible();
  await expect(site.getByText(/氣體測試: 合格/)).toBeVisible();
  await expect(site.getByText('李安全 Lee On Chuen')).toBeVisible();
  await expect(site.getByText('Forced ventilation')).toBeVisible();
  await shot(site, 'permit-site-view');
  // The console's bundle is not part of it.
  const scripts = await site
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.some((src) => src.includes('/assets/index-'))).toBe(false);
  // A changed token shows nothing but the refusal.
  await site.goto((link ?? '').replace(/.{4}$/, 'AAAA'));
  await expect(site.getByText('連結無效或已過期')).toBeVisible();
  await expect(site.getByText(number)).toHaveCount(0);

  // Suspended by the authorised person (a reason is needed), resumed after a fresh check.
  await confirmAction(approver, '暫停', null, 'Gas detector alarm at the manhole');
  await expect(approved.getByText('已暫停').first()).toBeVisible();
  await site.goto(link ?? '');
  await expect(site.getByText('已暫停')).toBeVisible();

  await checker.reload();
  const fresh = checker.locator('.ant-card', { hasText: '本步驟填寫' });
  await fillCheck(fresh, '20.8');
  await confirmAction(checker, '恢復（重新檢查）', '李安全');
  await expect(checker.getByTestId('permit-detail').getByText('生效中').first()).toBeVisible();

  await phone.close();
  await checkerContext.close();
  await approverContext.close();
});

test('the nine other types go through approval, and every list page shows its permits', async ({ page }) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const run = Date.now().toString(36);
  const applicant = await as(page, APPLICANT);
  const checker = await as(page, CHECKER);
  const approver = await as(page, APPROVER);
  const numbers = new Map<PermitType, string>();
  for (const type of PERMIT_TYPE_KEYS.filter((key) => key !== 'confinedSpace')) {
    const api = permitApis[type];
    const permit = await callAs(page.request, baseURL, applicant.token, api.add, {
      body: { data: application(type, run) },
    });
    await callAs(page.request, baseURL, applicant.token, api.applicant, {
      body: { id: permit.id, action: 'submit', signature: 'Chan Tai Man' },
    });
    const checkData = PERMIT_TYPES[type].gasTest
      ? { ...goodCheck(permit.createdAt), testedDead: 'yes' } // tested after the permit was raised
      : { siteInspected: 'yes', precautionsInPlace: 'yes', testedDead: 'yes' };
    await callAs(page.request, baseURL, checker.token, api.review, {
      body: { id: permit.id, action: 'check', data: checkData, signature: 'Lee On Chuen' },
    });
    const done = await callAs(page.request, baseURL, approver.token, api.review, {
      body: { id: permit.id, action: 'approve', signature: 'Wong Sau Kuen' },
    });
    expect(done.status, type).toBe('active');
    numbers.set(type, done.number ?? '');
  }

  await signInByApi(page, APPROVER, { at: '/welcome', application: 'siteSafety' });
  for (const type of PERMIT_TYPE_KEYS.filter((key) => key !== 'confinedSpace')) {
    await page.goto(`/permits/${type}`);
    // Found by its number: other journeys raise permits of these types at the same time.
    await page.getByPlaceholder('編號、地點或工作內容').fill(numbers.get(type) ?? '');
    await page.getByPlaceholder('編號、地點或工作內容').press('Enter');
    const row = page.locator('.ant-table-row', { hasText: numbers.get(type) ?? '' });
    await expect(row, type).toBeVisible();
    await expect(row.getByText(PERMIT_STATUS_NAMES.active['zh-HK'])).toBeVisible();
    await expect(page.getByTestId('permit-counts').getByText(/生效中 \d+/)).toBeVisible();
    await expect(page.getByText('即將推出')).toHaveCount(0);
  }
  await shot(page, 'permit-list');
});

test('a link into another application opens there: the designer from site safety, a permit from the workflow application', async ({
  page,
}) => {
  await signInByApi(page, SUPER_ADMIN, { at: '/welcome', application: 'siteSafety' });
  await page.goto('/forms/designer');
  await expect(page).toHaveURL(/\/forms\/designer$/);
  await expect(page.locator('.ant-pro-sider, .ant-layout-sider').getByText('表單').first()).toBeVisible();
  // And back: the permit lists belong to site safety.
  await page.goto('/permits/hotWorkPermit');
  await expect(page).toHaveURL(/\/permits\/hotWorkPermit$/);
  await expect(page.getByText(PERMIT_TYPES.hotWorkPermit.title['zh-HK']).first()).toBeVisible();
  // A path no application holds still goes home.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/welcome$/);
});
