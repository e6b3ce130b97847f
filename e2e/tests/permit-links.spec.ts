import { expect, type Page, test } from '@playwright/test';
import { errors } from '@siteguard/contracts';
import { confirmPopover, shot, signInByApi } from './support/admin-ui';
import { APPROVER, hotWorkApplication, inEnglish, raisePermit, tokens } from './support/permit-flow';

/** What the public site view answers for the token of a QR code's URL: its HTTP status and code. */
async function siteViewOf(page: Page, url: string) {
  const token = new URL(url).searchParams.get('token') ?? '';
  const response = await page.request.get(`/api/permitView?token=${encodeURIComponent(token)}`);
  return { status: response.status(), code: ((await response.json()) as { code: number }).code };
}

// Issue #30, finding 7: a permit's QR code link is re-issued (the old code stops opening) and revoked
// (no code opens until the next re-issue) from the permit page, by whoever holds the type's site-link
// permission (the seeded approver), each after a confirmation.
test('a permit page re-issues and revokes the QR code link', async ({ page }) => {
  const who = await tokens(page.request);
  const permit = await raisePermit(
    page.request,
    who,
    'hotWorkPermit',
    hotWorkApplication(Date.now().toString(36)),
  );
  await signInByApi(page, APPROVER, {
    at: `/hotWorkPermitDetails?id=${permit.id}`,
    application: 'siteSafety',
  });
  const card = page.getByTestId('permit-qr');
  const code = card.getByTestId('permit-qr-code');
  await expect(code).toBeVisible();
  const first = (await code.getAttribute('data-url')) ?? '';
  expect(await siteViewOf(page, first)).toEqual({ status: 200, code: 200 });
  await expect(card.getByText('第 1 版')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'permit-link-controls-zh-HK');

  // Re-issue: a new code; the one printed before opens nothing.
  await confirmPopover(page, card.getByRole('button', { name: '重新發出連結' }));
  await expect(card.getByText('第 2 版')).toBeVisible();
  const second = (await code.getAttribute('data-url')) ?? '';
  expect(second).not.toBe(first);
  expect(await siteViewOf(page, first)).toEqual({ status: 404, code: errors.PERMIT_LINK_INVALID.code });
  expect(await siteViewOf(page, second)).toEqual({ status: 200, code: 200 });

  // Revoke: no code at all, the card says why; the current code opens nothing.
  await confirmPopover(page, card.getByRole('button', { name: '撤銷連結' }));
  await expect(card.getByTestId('permit-qr-revoked')).toBeVisible();
  await expect(code).toHaveCount(0);
  expect(await siteViewOf(page, second)).toEqual({ status: 404, code: errors.PERMIT_LINK_INVALID.code });
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'permit-link-revoked-zh-HK');

  // Re-issued after the revoke, it opens again; in English the same controls.
  await confirmPopover(page, card.getByRole('button', { name: '重新發出連結' }));
  await expect(code).toBeVisible();
  const third = (await code.getAttribute('data-url')) ?? '';
  expect(await siteViewOf(page, third)).toEqual({ status: 200, code: 200 });
  await inEnglish(page);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Re-issue link' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Revoke link' })).toBeVisible();
  await expect(card.getByText('Issue 4')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'permit-link-controls-en');
});
