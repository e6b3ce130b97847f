import { expect, test } from '@playwright/test';
import { errors, permitApis, siteClock } from '@siteguard/contracts';
import { callAs } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import {
  APPLICANT,
  APPROVER,
  hotWorkApplication,
  inEnglish,
  raisePermit,
  refusalOf,
  siteTime,
  tokens,
} from './support/permit-flow';

// Issue #29, finding 6: the window is policed. A "valid from" an hour ago is refused at submission,
// in the console's language, and nothing is numbered; a permit whose window ended before anyone
// approved it cannot be approved, and its page says why before anyone tries. Its own file, so that
// waiting for the window's end overlaps the other worker's tests.
test.use({ viewport: { width: 1440, height: 900 } });
const api = permitApis.hotWorkPermit;
const baseURL = () => test.info().project.use.baseURL ?? '';

test('a window that started an hour ago is refused at submission, in English, and takes no number', async ({
  page,
}) => {
  const who = await tokens(page.request);
  const run = Date.now().toString(36);
  const draft = await raisePermit(
    page.request,
    who,
    'hotWorkPermit',
    { ...hotWorkApplication(run), validFrom: siteTime(-1), validTo: siteTime(5) },
    'draft',
  );
  await inEnglish(page);
  await signInByApi(page, APPLICANT, {
    at: `/hotWorkPermitDetails?id=${draft.id}`,
    application: 'siteSafety',
  });
  await page.getByTestId('permit-actions').getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Sign/).fill('Chan Tai Man');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      'The validity window is wrong: it may start at most 10 minutes ago and must end in the future',
    ),
  ).toBeVisible();
  await shot(page, 'window-start-past-en');
  const shown = await callAs(page.request, baseURL(), who.applicant, api.detail, { query: { id: draft.id } });
  expect(shown.permit).toMatchObject({ status: 'draft', number: null });
});

test('a permit whose window ended before its approval cannot be approved; its page says why first', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const who = await tokens(page.request);
  const run = Date.now().toString(36);
  // The window ends at the second whole minute from now: one to two minutes away.
  const end = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  const hk = new Date(end.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  const checked = await raisePermit(
    page.request,
    who,
    'hotWorkPermit',
    { ...hotWorkApplication(run), validTo: hk },
    'checked',
  );
  // The real clock has to pass the window's end: the server reads no other.
  await expect
    .poll(() => Date.now(), { timeout: 150_000, intervals: [1_000] })
    .toBeGreaterThan(end.getTime());

  const refused = await refusalOf(page.request, who.approver, api.review, {
    body: { id: checked.id, action: 'approve', signature: 'Wong Sau Kuen' },
  });
  expect(refused).toMatchObject({ status: 409, code: errors.PERMIT_BLOCKED.code });
  expect(refused.message).toBe(
    `The permit's safety conditions do not hold: Validity window: ended at ${siteClock(end.toISOString())}`,
  );

  await inEnglish(page);
  await signInByApi(page, APPROVER, {
    at: `/hotWorkPermitDetails?id=${checked.id}`,
    application: 'siteSafety',
  });
  const detail = page.getByTestId('permit-detail');
  await expect(detail.getByText('Cannot be approved now')).toBeVisible();
  await expect(
    detail.getByText(`Validity window: ended at ${siteClock(end.toISOString())}`).first(),
  ).toBeVisible();
  await page.getByTestId('permit-actions').getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Approval will be refused')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await shot(page, 'window-ended-approve-en');
  const shown = await callAs(page.request, baseURL(), who.approver, api.detail, {
    query: { id: checked.id },
  });
  expect(shown.permit.status).toBe('checked');
});
