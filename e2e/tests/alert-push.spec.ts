import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { actionTokens } from '../../apps/server/src/modules/alerting/actionLinks/tokens';
import { adminApi, createRestrictedUser } from './support/admin-api';
import { shot, signInByApi } from './support/admin-ui';
import { api, raiseFire, tokenOf } from './support/cctv';
import { inEnglish } from './support/permit-flow';

// Alerts that reach a phone (issue #33). Headless Chromium has no push service to subscribe with, so
// the browser's PushManager answers with a subscription of the shape a real one has (the world's
// edge); everything else is real: the console's service worker, the server keeping the subscription,
// a push handed to the worker through CDP's ServiceWorker.deliverPushMessage, and an email's
// one-time Acknowledge link signed with the server's own key.
test.use({ viewport: { width: 1280, height: 860 } });

const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };

/** The subscription a push service would give, at a trusted service's address (PUSH_SERVICES). */
async function fakePushService(page: Page) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
    // A real P-256 point and a 16-byte secret, base64url, as a browser reports them.
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array;
      current = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
}

/** What the console's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const worker = await navigator.serviceWorker.ready;
    return (await worker.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      tag: shown.tag,
      requireInteraction: shown.requireInteraction,
      actions: ((shown as Notification & { actions?: { title: string }[] }).actions ?? []).map(
        (action) => action.title,
      ),
    }));
  });

/** Hands a push to the console's service worker as the browser's push service would. */
async function deliverPush(page: Page, payload: object) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL.startsWith(origin) && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
}

const words = {
  en: {
    on: 'This browser receives notifications',
    turnOff: 'Turn off on this browser',
    off: 'Notifications are off for this browser',
  },
  'zh-HK': { on: '此瀏覽器會接收通知', turnOff: '在此瀏覽器關閉', off: '此瀏覽器已關閉通知' },
} as const;

for (const lang of ['en', 'zh-HK'] as const) {
  test(`push on this browser (${lang}): allowed, kept by the server, a push shows as a notification with Acknowledge and Open, turned off`, async ({
    page,
  }) => {
    const say = words[lang];
    const admin = await adminApi(page.request, test.info().project.use.baseURL);
    const user = await createRestrictedUser(admin, {
      permissions: ['weather:current'],
      label: `push_${lang.replace('-', '')}`,
    });
    await fakePushService(page);
    if (lang === 'en') await inEnglish(page);
    await signInByApi(page, user, { at: '/account/settings/notification' });

    const thisBrowser = page.getByTestId('this-browser-push');
    await expect(thisBrowser).toHaveAttribute('data-state', 'off');
    await page.getByTestId('allow-push').click();
    await expect(thisBrowser).toHaveAttribute('data-state', 'on');
    await expect(thisBrowser).toContainText(say.on);
    // The server keeps it: the list of this person's browsers shows it, after a reload too.
    const devices = page.getByTestId('push-devices');
    await expect(devices.locator('.ant-table-row')).toHaveCount(1);
    await expect(devices).toContainText('Chrome');
    await shot(page, `push-on-${lang}`);

    // A critical alert's push, as the server sends it: shown by the service worker, staying until
    // handled, with Acknowledge and Open in the person's language.
    await deliverPush(page, {
      title: lang === 'en' ? 'Critical: fire, Main gate' : '緊急：火警，大閘',
      body: 'Flames at the hoarding',
      tag: 'cctv:e2e-1',
      critical: true,
      lang,
      url: '/devices/cctv/alerts?alert=e2e-1',
      acknowledgeToken: 'payload.signature',
    });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: lang === 'en' ? 'Critical: fire, Main gate' : '緊急：火警，大閘',
          body: 'Flames at the hoarding',
          tag: 'cctv:e2e-1',
          requireInteraction: true,
          actions: lang === 'en' ? ['Acknowledge', 'Open'] : ['確認收到', '打開'],
        },
      ]);

    await page.getByTestId('push-off').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: say.turnOff }).click();
    await expect(thisBrowser).toHaveAttribute('data-state', 'off');
    await expect(devices.locator('.ant-table-row')).toHaveCount(0);
  });
}

/** The Acknowledge link an email to the demo's superAdmin would carry for this alert. */
async function emailLink(page: Page, alertId: string): Promise<string> {
  const token = await tokenOf(page);
  const me = await api(page, token, 'GET', '/getLoginUser');
  const tenants = await api(page, token, 'GET', `/sysTenant/page?keyword=${me.tenant.code}`);
  const tenant = tenants.rows.find((row: { code: string }) => row.code === me.tenant.code);
  // The server's site clock (a test may have moved it), for the expiry.
  const { now } = await api(page, token, 'GET', '/testing/clock');
  const file = path.join(process.env.SITEGUARD_E2E_DATA_DIR ?? '', 'keys', 'action-links.json');
  const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string };
  return actionTokens(Buffer.from(secret, 'base64url')).sign({
    tenantId: tenant.id,
    kind: 'cctv',
    alertId,
    userId: me.id,
    via: 'email',
    expiresAt: new Date(new Date(now).getTime() + 3600_000),
  });
}

const linkWords = {
  en: {
    done: 'Acknowledged: escalation stopped',
    as: 'Acknowledging as Super Admin',
    handled: 'Someone else has already handled this alert',
  },
  'zh-HK': {
    done: '已確認，升級通知已停止',
    as: '以 Super Admin 的身分確認',
    handled: '此警報已由他人處理',
  },
} as const;

test("an email's Acknowledge link acknowledges a CCTV alert without signing in, once (en, zh-HK) @exclusive", async ({
  browser,
  page,
}) => {
  await signInByApi(page, SUPER_ADMIN, { application: 'siteSafety' });
  for (const lang of ['en', 'zh-HK'] as const) {
    const say = linkWords[lang];
    const alertId = await raiseFire(page);
    const token = await emailLink(page, alertId);
    // A phone that never signed in to the console.
    const phone = await browser.newContext({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });
    const mail = await phone.newPage();
    if (lang === 'en') await inEnglish(mail);
    await mail.goto(`/user/alert-ack#${token}`);
    const card = mail.getByTestId('alert-link');
    await expect(card).toContainText(say.as);
    await shot(mail, `alert-link-${lang}`);
    await mail.getByTestId('link-acknowledge').click();
    await expect(mail.getByTestId('link-done')).toContainText(say.done);
    await shot(mail, `alert-link-done-${lang}`);
    // The console says who acknowledged it and from where.
    const alert = await api(page, await tokenOf(page), 'GET', `/cctvAlert/detail?id=${alertId}`);
    expect(alert).toMatchObject({ status: 'acknowledged', acknowledgedVia: 'email' });
    // The same link again reads the alert as handled and offers nothing to press.
    await mail.goto('/api/health');
    await mail.goto(`/user/alert-ack#${token}`);
    await expect(mail.getByTestId('alert-link')).toContainText(say.handled);
    await expect(mail.getByTestId('link-acknowledge')).toHaveCount(0);
    // A link whose signature does not hold is refused in the page's language.
    await mail.goto('/api/health');
    await mail.goto(`/user/alert-ack#${token.slice(0, -3)}AAA`);
    await expect(mail.locator('.ant-result-warning')).toContainText(
      lang === 'en' ? 'This link is not valid' : '此連結無效',
    );
    await phone.close();
  }
});
