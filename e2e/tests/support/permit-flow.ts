import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  type Endpoint,
  loginApi,
  PERMIT_TYPES,
  type PermitType,
  permitApis,
  STORAGE_PREFIX,
  storageKeys,
} from '@siteguard/contracts';
import type { z } from 'zod';
import { signInMark, WELCOMED_KEY } from '../../../apps/web/src/features/notifications/welcome';
import { apiSignIn, callAs } from './admin-api';

// Permits raised, submitted and checked over the API, so a journey spends its browser time on the
// finding it is about; and the refusals a journey expects from the API, read as envelopes.

export const APPLICANT = { account: 'applicant', password: '123456' };
export const CHECKER = { account: 'checker', password: '123456' };
export const APPROVER = { account: 'approver', password: '123456' };

/** A Hong Kong site time `hours` from now, minutes precision, as the date control stores it. */
export function siteTime(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000);
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

/** A hot-work application (a type with a gas test) whose window starts now and lasts six hours. */
export function hotWorkApplication(run: string): Record<string, unknown> {
  return {
    location: `Tsuen Wan site ${run}, basement pump room`,
    workDescription: `Weld the pump brackets ${run}`,
    contractor: 'Kwong Fat Engineering',
    applicantName: '陳大文 Chan Tai Man',
    validFrom: siteTime(0),
    validTo: siteTime(6),
    precautions: 'Fire blanket under the work\nForced ventilation',
    ppe: ['helmet', 'boots', 'vest'],
    emergencyContact: 'Site office 2412 0000',
    hotProcessKind: 'welding',
    fireWatch: 'Tam Chi Keung',
    extinguisher: '2 x 9 kg dry powder',
    combustiblesRemoved: 'yes',
  };
}

/**
 * A permit-to-work application for work in the open (a roof, said so in its work setting): a warning
 * that stops outdoor work stops it. Its window starts now and lasts six hours.
 */
export function outdoorApplication(run: string): Record<string, unknown> {
  return {
    location: `Tsuen Wan site ${run}, roof level`,
    workSetting: 'outdoor',
    workDescription: `Seal the roof joints ${run}`,
    contractor: 'Kwong Fat Engineering',
    applicantName: '陳大文 Chan Tai Man',
    validFrom: siteTime(0),
    validTo: siteTime(6),
    precautions: 'Edge protection along the parapet\nHarness anchored to the lifeline',
    ppe: ['helmet', 'boots', 'vest', 'harness'],
    emergencyContact: 'Site office 2412 0000',
  };
}

/**
 * A check that passes: readings inside their bands, tested just now, and never before the permit was
 * raised (`raisedAt`, the server's time: a server clock a few milliseconds ahead across a minute
 * boundary made "just now" predate the permit).
 */
export function goodCheck(raisedAt?: string): Record<string, unknown> {
  const at = Math.max(Date.now(), raisedAt ? Date.parse(raisedAt) : 0);
  return {
    siteInspected: 'yes',
    precautionsInPlace: 'yes',
    gasO2: 20.9,
    gasLel: 0,
    gasH2s: 0,
    gasCo: 2,
    gasTestedAt: new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
    gasInstrument: 'Dräger X-am 5000 #A12',
    gasTester: 'Lee On Chuen',
    checkRemark: 'Ventilation fan running at the manhole',
  };
}

export interface Tokens {
  applicant: string;
  checker: string;
  approver: string;
}

export async function tokens(request: APIRequestContext): Promise<Tokens> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const [applicant, checker, approver] = await Promise.all(
    [APPLICANT, CHECKER, APPROVER].map((user) => apiSignIn(request, baseURL, user.account, user.password)),
  );
  return { applicant: applicant ?? '', checker: checker ?? '', approver: approver ?? '' };
}

/** Raises a permit of `type` as the applicant and takes it as far as `until` over the API. */
export async function raisePermit(
  request: APIRequestContext,
  who: Tokens,
  type: PermitType,
  data: Record<string, unknown>,
  until: 'draft' | 'submitted' | 'checked' = 'submitted',
  check?: Record<string, unknown>,
) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const api = permitApis[type];
  const draft = await callAs(request, baseURL, who.applicant, api.add, { body: { data } });
  if (until === 'draft') return draft;
  const submitted = await callAs(request, baseURL, who.applicant, api.applicant, {
    body: { id: draft.id, action: 'submit', signature: 'Chan Tai Man' },
  });
  if (until === 'submitted') return submitted;
  return callAs(request, baseURL, who.checker, api.review, {
    body: {
      id: draft.id,
      action: 'check',
      data: PERMIT_TYPES[type].gasTest
        ? (check ?? goodCheck(draft.createdAt))
        : { siteInspected: 'yes', precautionsInPlace: 'yes' },
      signature: 'Lee On Chuen',
    },
  });
}

/**
 * Raises a permit of `type` and has the approver approve it over the API: active at once when its
 * window has started, approved (waiting for it) otherwise.
 */
export async function approvedPermit(
  request: APIRequestContext,
  who: Tokens,
  type: PermitType,
  data: Record<string, unknown>,
  check?: Record<string, unknown>,
) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const checked = await raisePermit(request, who, type, data, 'checked', check);
  return callAs(request, baseURL, who.approver, permitApis[type].review, {
    body: { id: checked.id, action: 'approve', signature: 'Wong Sau Kuen' },
  });
}

/** What the API answered to a call expected to fail: its HTTP status and the envelope. */
export async function refusalOf<Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(
  request: APIRequestContext,
  token: string,
  endpoint: Endpoint<Q, B>,
  call: { query?: Record<string, unknown>; body?: unknown },
): Promise<{ status: number; code: number; message: string; data: unknown }> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const response = await request.fetch(`${baseURL}/api${endpoint.path}`, {
    method: endpoint.method,
    headers: { lang: 'en', authorization: `Bearer ${token}` },
    ...(call.body === undefined ? {} : { data: call.body }),
  });
  const envelope = (await response.json()) as {
    success: boolean;
    code: number;
    message: string;
    data: unknown;
  };
  expect(envelope.success, `${endpoint.path} should refuse`).toBe(false);
  return { status: response.status(), code: envelope.code, message: envelope.message, data: envelope.data };
}

/** The console in English from the next page load on (the language switch stores the choice so). */
export async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('pro__lang', 'en'));
}

/** The form item of a field label, to reach its radios and pickers. */
export const item = (scope: Locator, label: string | RegExp) =>
  scope.locator('.ant-form-item, .ant-row', { hasText: label }).last();

/** A button's accessible name: antd puts a space between the two characters of a two-character label. */
export const named = (text: string) =>
  new RegExp(text.length === 2 ? `^${text[0]}\\s?${text[1]}$` : `^${text.replace(/[()（）]/g, '.')}$`);

/**
 * Presses an action button of the permit's head and the same-named OK of its dialog, signing and
 * giving a reason when asked. A refusal stays in the dialog (its `permit-refusal`).
 */
export async function confirmAction(page: Page, button: string, signature: string | null, comment?: string) {
  await page
    .getByTestId('permit-actions')
    .getByRole('button', { name: named(button) })
    .click();
  const dialog = page.getByRole('dialog');
  if (signature) await dialog.getByLabel(/簽署|Sign/).fill(signature);
  if (comment) await dialog.getByRole('textbox').last().fill(comment);
  await dialog.getByRole('button', { name: named(button) }).click();
  return dialog;
}

/** Types a site time into a date field and closes its picker. */
export async function fillTime(scope: Locator, label: string | RegExp, value: string) {
  const input = item(scope, label).locator('input');
  await input.fill(value);
  await input.press('Enter');
  await expect(scope.page().locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

/** The check form: site inspected, precautions in place, the gas readings given and the test's details. */
export async function fillCheck(step: Locator, readings: { lel: string; testedAt: string }) {
  await item(step, /Site inspected/)
    .getByText('是 Yes')
    .click();
  await item(step, /Precautions in place/)
    .getByText('是 Yes')
    .click();
  await step.getByLabel(/O2/).fill('20.9');
  await step.getByLabel(/LEL/).fill(readings.lel);
  await step.getByLabel(/H2S/).fill('0');
  await step.getByLabel(/CO \(ppm\)/).fill('2');
  await fillTime(step, /Tested at/, readings.testedAt);
  await step.getByLabel(/Instrument and serial/).fill('Dräger X-am 5000 #A12');
  await step.getByLabel(/^測試人 Tester/).fill('Lee On Chuen');
}

/**
 * A 390 x 844 phone signed in as `user` at `at` (as signInByApi does it, without waiting for the
 * side menu, which a phone folds away).
 */
export async function signInOnPhone(
  browser: Browser,
  user: { account: string; password: string },
  at: string,
) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const token = await apiSignIn(page.request, baseURL, user.account, user.password);
  await callAs(page.request, baseURL, token, loginApi.menuChange, { body: { application: 'siteSafety' } });
  await page.goto('/api/health');
  const storage = {
    tokenKey: `${STORAGE_PREFIX}${storageKeys.token}`,
    token: JSON.stringify({ value: token, expire: Date.now() + 86_400_000 }),
    welcomedKey: WELCOMED_KEY,
    welcomed: signInMark(token),
  };
  await page.evaluate((item) => {
    window.localStorage.setItem(item.tokenKey, item.token);
    window.sessionStorage.setItem(item.welcomedKey, item.welcomed);
  }, storage);
  await page.goto(at);
  return { context, page };
}
