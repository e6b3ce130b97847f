import { expect, test } from '@playwright/test';
import { shot, signInByApi } from './support/admin-ui';
import { raiseFire } from './support/cctv';
import { brokenTexts } from './support/layout-check';
import { inEnglish, named } from './support/permit-flow';

// "A CCTV alert can be acknowledged, resolved and escalated the same way" (issue #33): a camera's
// fire alert through the webhook opens from its link (?alert=), is acknowledged after a confirmation
// and resolved with what was done; its status, history and 'Who was told' read in the drawer, in
// English and in Traditional Chinese. @exclusive: it rotates the tenant's camera secret, which
// tests/cameras.spec.ts also uses.
test.use({ viewport: { width: 1440, height: 900 } });

const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };

/** The drawer's labels, tags and buttons: none broken inside a word, wrapped or cut. */
const DRAWER_CHECKS = {
  words: ['.ant-drawer .ant-descriptions-item-label', '.ant-drawer .ant-typography strong'],
  oneLine: ['.ant-drawer .ant-tag', '.ant-drawer-extra button'],
  whole: ['.ant-drawer-title'],
};

const words = {
  en: {
    notified: 'Notified',
    acknowledged: 'Acknowledged',
    resolved: 'Resolved',
    acknowledge: 'Acknowledge',
    acknowledgedEvent: 'Acknowledged',
    resolve: 'Resolve',
    note: 'What was done',
    told: 'Who was told',
    history: 'History',
  },
  'zh-HK': {
    notified: '已通知',
    acknowledged: '已確認',
    resolved: '已處理',
    acknowledge: '確認',
    acknowledgedEvent: '確認 Super Admin',
    resolve: '處理',
    note: '處理說明',
    told: '通知紀錄',
    history: '處理記錄',
  },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  test(`a CCTV alert is acknowledged and resolved in the console (${lang}) @exclusive`, async ({ page }) => {
    test.setTimeout(90_000);
    const say = words[lang];
    if (lang === 'en') await inEnglish(page);
    await signInByApi(page, SUPER_ADMIN, { application: 'siteSafety' });
    const id = await raiseFire(page);

    // The message's link opens the alert itself.
    await page.goto(`/devices/cctv/alerts?alert=${id}`);
    const drawer = page.getByTestId('cctv-alert-drawer');
    await expect(drawer.getByTestId('cctv-status').first()).toHaveText(say.notified);
    await expect(drawer.getByTestId('alert-deliveries')).toContainText(say.told);
    await expect(drawer.getByTestId('cctv-history')).toContainText(say.history);
    await shot(page, `cctv-alert-notified-${lang}`);

    await drawer.getByTestId('cctv-acknowledge').click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toBeVisible();
    await shot(page, `cctv-alert-acknowledge-confirm-${lang}`);
    await confirm.getByRole('button', { name: named(say.acknowledge) }).click();
    await expect(drawer.getByTestId('cctv-status').first()).toHaveText(say.acknowledged);
    await expect(drawer.getByTestId('cctv-acknowledge')).toHaveCount(0);
    // Acknowledged, the waiting deliveries read as not needed; the history names the person.
    await expect(drawer.getByTestId('cctv-history')).toContainText(say.acknowledgedEvent);

    await drawer.getByTestId('cctv-resolve').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: say.note });
    await expect(dialog).toBeVisible();
    // Saving without a note is refused by the form.
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
    await dialog.getByLabel(say.note).fill('Fire out, hoarding checked');
    await shot(page, `cctv-alert-resolve-${lang}`);
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(dialog).toBeHidden();
    await expect(drawer.getByTestId('cctv-status').first()).toHaveText(say.resolved);
    await expect(drawer).toContainText('Fire out, hoarding checked');
    await expect(drawer.getByTestId('cctv-resolve')).toHaveCount(0);
    await shot(page, `cctv-alert-resolved-${lang}`);
    await drawer.getByTestId('alert-deliveries').scrollIntoViewIfNeeded();
    await shot(page, `cctv-alert-history-told-${lang}`);
    expect(await brokenTexts(page, DRAWER_CHECKS)).toEqual([]);

    // The list shows it resolved.
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();
    const row = page.locator('tr', { has: page.getByTestId(`cctv-detail-${id}`) });
    await expect(row.getByTestId('cctv-status')).toHaveText(say.resolved);
    await shot(page, `cctv-alert-list-${lang}`);
  });
}
