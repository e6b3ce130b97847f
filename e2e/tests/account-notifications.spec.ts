import { expect, type Page, test } from '@playwright/test';
import { adminApi, createRestrictedUser, type RestrictedUser } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import { inEnglish } from './support/permit-flow';

// Each test has a user of its own: the demo superAdmin's duty email and mobile stay as seeded.
async function ownUser(page: Page, label: string): Promise<RestrictedUser> {
  const admin = await adminApi(page.request, test.info().project.use.baseURL);
  return createRestrictedUser(admin, { permissions: ['weather:current'], label });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** The words of one language the journey reads and types. */
interface Words {
  title: string;
  email: string;
  mobile: string;
  save: RegExp;
  saved: string;
  mobileRule: string;
  emailRule: string;
  pushEmpty: string;
  allowPush: string;
  sendTest: string;
  noEmailChannel: string;
}

const zhHK: Words = {
  title: '新訊息通知',
  email: '警報電郵',
  mobile: '警報手提電話',
  save: /^儲\s?存$/,
  saved: '已儲存',
  mobileRule: '請輸入有效的香港手提電話號碼（8 位數字，可加 +852）',
  emailRule: '請輸入有效的電郵地址',
  pushEmpty: '暫時沒有瀏覽器或手機接收通知',
  allowPush: '允許此瀏覽器接收通知',
  sendTest: '發送測試訊息給我',
  noEmailChannel: '此伺服器未設定電郵發送，請聯絡管理員',
};

const en: Words = {
  title: 'Notifications',
  email: 'Alert email',
  mobile: 'Alert mobile number',
  save: /^Save$/,
  saved: 'Saved',
  mobileRule: 'Enter a Hong Kong mobile number: 8 digits, +852 optional',
  emailRule: 'Enter a valid email address',
  pushEmpty: 'No browser or phone receives notifications yet',
  allowPush: 'Allow notifications on this browser',
  sendTest: 'Send me a test',
  noEmailChannel: 'This server is not set up to send email; please contact the administrator',
};

for (const [lang, words] of [
  ['zh-HK', zhHK],
  ['en', en],
] as const) {
  test(`notification settings (${lang}): email and mobile saved, a bad number refused with the translated message`, async ({
    page,
  }) => {
    const user = await ownUser(page, `notify_${lang.replace('-', '')}`);
    if (lang === 'en') await inEnglish(page);
    await signInByApi(page, user, { at: '/account/settings/notification' });
    const panel = page.getByTestId('notification-settings');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('heading', { name: words.title, exact: true })).toBeVisible();
    await expect(panel.getByText(words.pushEmpty)).toBeVisible();
    // The console's service worker is installed, and this browser has not been asked yet.
    await expect(page.getByTestId('this-browser-push')).toHaveAttribute('data-state', 'off');
    await expect(page.getByTestId('allow-push')).toBeEnabled();
    await expect(page.getByTestId('allow-push')).toHaveText(words.allowPush);
    // Nothing to test until an address is saved.
    await expect(page.getByTestId('test-email')).toBeDisabled();

    const emailForm = page.getByTestId('contact-email');
    const mobileForm = page.getByTestId('contact-sms');

    // A bad number and a bad address are refused in the page's language, before anything is sent.
    await mobileForm.getByLabel(words.mobile).fill('1234 5678');
    await mobileForm.getByRole('button', { name: words.save }).click();
    await expect(mobileForm.getByText(words.mobileRule)).toBeVisible();
    await emailForm.getByLabel(words.email).fill('duty@');
    await emailForm.getByRole('button', { name: words.save }).click();
    await expect(emailForm.getByText(words.emailRule)).toBeVisible();
    await shot(page, `account-notifications-invalid-${lang}`);

    const address = `${user.account.toLowerCase()}@example.com`;
    await emailForm.getByLabel(words.email).fill(address);
    await emailForm.getByRole('button', { name: words.save }).click();
    await expect(toast(page, words.saved)).toBeVisible();
    await expect(emailForm.getByText(words.emailRule)).toHaveCount(0);

    await mobileForm.getByLabel(words.mobile).fill('9123-4567');
    await mobileForm.getByRole('button', { name: words.save }).click();
    // Stored as +85291234567, shown grouped.
    await expect(mobileForm.getByLabel(words.mobile)).toHaveValue('+852 9123 4567');
    await expect(mobileForm.getByText(words.mobileRule)).toHaveCount(0);
    await expect(page.getByTestId('test-email')).toBeEnabled();
    await expect(page.getByTestId('test-sms')).toBeEnabled();

    // Saved on the server: a reload shows them again.
    await page.reload();
    await expect(page.getByTestId('contact-email').getByLabel(words.email)).toHaveValue(address);
    await expect(page.getByTestId('contact-sms').getByLabel(words.mobile)).toHaveValue('+852 9123 4567');
    await expect(page.getByRole('button', { name: words.sendTest })).toHaveCount(3);
    // The e2e server has no SMTP_URL: the test says so in the page's language.
    await page.getByTestId('test-email').click();
    await expect(page.getByTestId('test-email-result')).toHaveText(words.noEmailChannel);
    await shot(page, `account-notifications-saved-${lang}`);
  });
}
