import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import { brokenTexts } from './support/layout-check';
import { inEnglish } from './support/permit-flow';

// Locks obey permits (issue #34): the demo's switch room door opens for switch room and electrical
// system permits, which its registry row and dialog show; with no such permit in force where it is,
// a remote unlock is refused at once, saying why in the page's language (nothing is sent).
test.use({ viewport: { width: 1440, height: 900 } });

const words = {
  'zh-HK': {
    types: ['電掣房工作許可證', '電力系統工作許可證'],
    unlock: '遙距開鎖',
    refused: '不能開鎖：沒有生效中的綁定許可證涵蓋此鎖的位置',
    field: '可開鎖的許可證',
  },
  en: {
    types: ['Switch room permit', 'Electrical system permit'],
    unlock: 'Remote unlock',
    refused: 'The lock stays locked: no bound permit in force covers where this lock is',
    field: 'Permits that open it',
  },
} as const;

for (const lang of ['zh-HK', 'en'] as const) {
  test(`a lock opens only under a bound permit: its permits shown, an unlock with none refused (${lang})`, async ({
    page,
  }) => {
    const say = words[lang];
    if (lang === 'en') await inEnglish(page);
    await signInByApi(page, SUPER_ADMIN, { application: 'siteSafety', at: '/devices/locks/smart' });
    const row = page.locator('.ant-table-row').filter({ hasText: 'DEMO-L0001' });
    for (const type of say.types) await expect(row.locator('.ant-tag', { hasText: type })).toBeVisible();
    expect(await brokenTexts(page)).toEqual([]);
    await shot(page, `locks-list-${lang}`);

    await page.getByTestId('device-more-DEMO-L0001').click();
    await page.getByRole('menuitem', { name: say.unlock }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect(page.locator('.ant-message')).toContainText(say.refused);
    await shot(page, `locks-unlock-refused-${lang}`);

    // The lock's dialog shows the permit types that open it.
    await row.getByText(lang === 'en' ? 'Edit' : '編輯', { exact: true }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: say.field });
    await expect(dialog).toBeVisible();
    for (const type of say.types)
      await expect(dialog.locator('.ant-select-selection-item', { hasText: type })).toBeVisible();
    await shot(page, `locks-dialog-${lang}`);
  });
}
