import { expect, type Page, test } from '@playwright/test';
import {
  formApi,
  loginApi,
  sysDictDataApi,
  sysDictTypeApi,
  sysNoticeApi,
  sysPosApi,
  sysRoleApi,
} from '@siteguard/contracts';
import { adminApi, SUPER_ADMIN } from './support/admin-api';
import { search, signInByApi, signInToSystem } from './support/admin-ui';
import { stripedPng } from './support/png';

// Stored XSS (issue #14): script payloads stored through the text fields the pages show (names,
// titles, notice bodies, dictionary labels, a form's html control, file names), then every page
// that shows them is opened in Chromium. Each payload, if it ran, would set window.__xss or open a
// dialog; neither may happen, and the payloads must be on screen as text (so the check is not
// vacuous: the rows were stored and drawn). Handlers such as onerror and ontoggle fire a moment
// after their element is drawn, so no wait could prove they never will: once the page shows the
// payloads, it must hold no element that could still run one.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const PAYLOADS: readonly [string, string, string, string, string, string] = [
  '<img src=x onerror=window.__xss=1>',
  '<svg onload=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '<details open ontoggle=window.__xss=1>',
  "{{constructor.constructor('window.__xss=1')()}}",
];
const RICH_PAYLOAD =
  '<p>安全 safe</p><img src=x onerror=window.__xss=1><script>window.__xss=1</script>' +
  '<a href="javascript:window.__xss=1">link</a><svg><animate onbegin=window.__xss=1 attributeName=x /></svg>';

/**
 * The payloads' markup that could still run: an event-handler attribute (onerror, onload, ontoggle,
 * onbegin...), a srcdoc frame or a javascript: link carrying the payloads' mark, or a script element
 * holding it. (The mark in a title or in text is harmless and expected: the payloads are shown.)
 */
function runnableMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MARK = '__xss';
    const runs = (attribute: Attr) =>
      attribute.value.includes(MARK) &&
      (/^on/i.test(attribute.name) ||
        attribute.name.toLowerCase() === 'srcdoc' ||
        /^\s*javascript:/i.test(attribute.value));
    return Array.from(document.querySelectorAll('*'))
      .filter(
        (element) =>
          Array.from(element.attributes).some(runs) ||
          (element.tagName === 'SCRIPT' && (element.textContent ?? '').includes(MARK)),
      )
      .map((element) => element.outerHTML.slice(0, 200));
  });
}

/**
 * Once the page shows the payloads (`shown`): nothing ran (no window.__xss; dialogs are collected by
 * the test) and nothing is left that could run later.
 */
async function expectInert(page: Page, path: string, shown: (page: Page) => Promise<void>) {
  await page.goto(path);
  await shown(page);
  await expectNothingRuns(page, path);
}

async function expectNothingRuns(page: Page, where: string) {
  expect(await runnableMarkup(page), `markup that could run on ${where}`).toEqual([]);
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `a payload ran on ${where}`,
  ).toBeUndefined();
}

test('stored script payloads are shown as text and never run', async ({ page, request, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const admin = await adminApi(request, baseURL);
  const run = Date.now().toString(36);
  const me = await admin.call(loginApi.getLoginUser);

  for (const [index, payload] of PAYLOADS.entries()) {
    await admin.call(sysRoleApi.add, {
      body: { code: `xss_${run}_${index}`, name: payload, remark: payload, sort: 0 },
    });
    await admin.call(sysPosApi.add, {
      body: { code: `xss_${run}_${index}`, name: payload, remark: payload, sort: 0 },
    });
  }
  const type = await admin.call(sysDictTypeApi.add, {
    body: {
      code: `xss_${run}`,
      sort: 0,
      name: { 'zh-HK': PAYLOADS[0], 'zh-CN': PAYLOADS[0], en: PAYLOADS[0] },
    },
  });
  for (const [index, payload] of PAYLOADS.entries()) {
    await admin.call(sysDictDataApi.add, {
      body: {
        typeId: type.id,
        code: `v${index}`,
        value: { 'zh-HK': payload, 'zh-CN': payload, en: payload },
      },
    });
  }
  const notice = await admin.call(sysNoticeApi.add, {
    body: { title: PAYLOADS[1], content: RICH_PAYLOAD, type: 1, recipientsAll: false, recipientIds: [me.id] },
  });
  await admin.call(sysNoticeApi.publish, { body: { id: notice.id } });
  for (const payload of PAYLOADS.slice(0, 3)) {
    const upload = await request.post(`${baseURL}/api/sysFileInfo/upload`, {
      headers: { authorization: `Bearer ${admin.token}` },
      multipart: {
        file: { name: `${payload}.png`, mimeType: 'image/png', buffer: stripedPng(8, 8, [200, 40, 40]) },
      },
    });
    expect((await upload.json()).code).toBe(0);
  }
  const form = await admin.call(formApi.add, {
    body: {
      name: `${PAYLOADS[0]} xss ${run}`,
      definition: {
        list: [
          {
            type: 'html',
            label: PAYLOADS[2],
            key: 'html_1',
            model: 'html_1',
            options: { defaultValue: RICH_PAYLOAD, hidden: false },
            rules: [],
          },
        ],
        config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 } },
      },
    },
  });

  await signInToSystem(page, '/welcome');
  const textShown = (text: string) => async (page: Page) => {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  };
  // Lists that other tests fill at the same time are searched down to this run's rows first.
  const searchedFor = (label: string, value: string, text: string) => async (page: Page) => {
    await search(page, label, value);
    await textShown(text)(page);
  };
  await expectInert(page, '/system/role', searchedFor('關鍵字', `xss_${run}`, PAYLOADS[0]));
  await expectInert(page, '/organisation/pos', searchedFor('關鍵字', `xss_${run}`, PAYLOADS[1]));
  await expectInert(page, '/base/notice', textShown(PAYLOADS[1]));
  await expectInert(page, '/base/file', textShown(`${PAYLOADS[0]}.png`));
  await expectInert(page, '/base/dict', searchedFor('關鍵字', `xss_${run}`, PAYLOADS[0]));

  // The notice body, rich text, in the reader the bell opens: the safe part shows, nothing runs.
  await page.getByTestId('notification-bell').click();
  // The bell opens on waiting alerts when another journey left some ringing: the notices are a tab away.
  await page
    .getByTestId('bell-popover')
    .getByRole('tab', { name: /通知公告/ })
    .click();
  await page.getByTestId('bell-popover').getByText(PAYLOADS[1]).first().click();
  await expect(page.getByText('安全 safe').first()).toBeVisible();
  await expectNothingRuns(page, 'the notice reader');

  // Forms live in the workflow application: the list shows the name, the designer the html control.
  await signInByApi(page, SUPER_ADMIN, { at: '/welcome', application: 'workflow' });
  await expectInert(page, '/forms', searchedFor('關鍵字', `xss ${run}`, PAYLOADS[0]));
  await expectInert(page, `/forms/designer/${form.id}`, textShown('安全 safe'));
  expect(dialogs).toEqual([]);
});
