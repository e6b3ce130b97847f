import { expect, type Page, test } from '@playwright/test';
import {
  describeBlock,
  PERMIT_STATUS_NAMES,
  type PermitBlock,
  type PermitSiteView,
  permitApis,
  siteClock,
  weatherApi,
} from '@siteguard/contracts';
import ExcelJS from 'exceljs';
import { adminApi, callAs } from './support/admin-api';
import { shot } from './support/admin-ui';
import { hotWorkApplication, raisePermit, tokens } from './support/permit-flow';

/** Hong Kong site time, minutes precision, as the date control stores it. */
const hkTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

// Issue #29, finding 1 on the site page: a permit whose safety conditions fail must not show the big
// green "Active" a worker reads at the work front. A hot-work permit is approved under fair weather,
// then the Observatory's recording with a Thunderstorm Warning (which stops hot work by default) is
// replayed: the permit's QR page on a phone says "not in force - stop work" in large type, with the
// signal named, and its times in Hong Kong time with the zone. @exclusive: the replayed recording is
// the whole server's (it would suspend the other tests' permits and show its banner on their pages).
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };

const THUNDERSTORM: PermitBlock = {
  rule: 'stopWork',
  code: 'WTS',
  name: { 'zh-HK': '雷暴警告', 'zh-CN': '雷暴警告', en: 'Thunderstorm Warning' },
  works: ['hotWork'],
};

/** An approved hot-work permit whose window started a moment ago: active at once. Returns it and its site link. */
async function activeHotWorkPermit(page: Page, baseURL: string) {
  const who = await tokens(page.request);
  const api = permitApis.hotWorkPermit;
  const checked = await raisePermit(
    page.request,
    who,
    'hotWorkPermit',
    hotWorkApplication(Date.now().toString(36)),
    'checked',
  );
  const active = await callAs(page.request, baseURL, who.approver, api.review, {
    body: { id: checked.id, action: 'approve', signature: 'Wong Sau Kuen' },
  });
  expect(active.status).toBe('active');
  const link = await callAs(page.request, baseURL, who.approver, api.link, { query: { id: checked.id } });
  const number = active.number ?? '';
  expect(number).toMatch(/^HWP-/);
  return { id: checked.id, number, url: link.url ?? '', approver: who.approver, api };
}

test('a permit under a thunderstorm warning: its site page says not in force - stop work, with the signal, in large red type @exclusive', async ({
  page,
  browser,
}) => {
  // It waits for a window to open (one to two minutes) and the sweep after it.
  test.setTimeout(300_000);
  const baseURL = test.info().project.use.baseURL ?? '';
  const admin = await adminApi(page.request, baseURL);
  await admin.call(weatherApi.replay, { body: { scenario: 'normal' } });
  const phone = await browser.newContext(PHONE);
  try {
    const permit = await activeHotWorkPermit(page, baseURL);
    const site = await phone.newPage();

    // Fair weather: in force, the big green band (what it showed even under a warning before #29).
    await site.goto(permit.url);
    const banner = site.locator('header.status');
    await expect(banner).toContainText(permit.number);
    await expect(banner).toHaveClass(/\bgo\b/);
    await expect(banner).toContainText(PERMIT_STATUS_NAMES.active['zh-HK']);
    // Every time on the page is Hong Kong time with its zone.
    await expect(
      site.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} HKT – \d{4}-\d{2}-\d{2} \d{2}:\d{2} HKT/),
    ).toBeVisible();
    await shot(site, 'permit-site-view-in-force');

    // Another, approved for a window that opens in a minute or two: it waits, approved.
    const who = await tokens(page.request);
    const opens = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
    const upcoming = await raisePermit(
      page.request,
      who,
      'hotWorkPermit',
      { ...hotWorkApplication(Date.now().toString(36)), validFrom: hkTime(opens) },
      'checked',
    );
    const waiting = await callAs(page.request, baseURL, who.approver, permit.api.review, {
      body: { id: upcoming.id, action: 'approve', signature: 'Wong Sau Kuen' },
    });
    expect(waiting.status).toBe('approved');

    // The Observatory issues a Thunderstorm Warning: hot work stops. The signal suspends the permit.
    await admin.call(weatherApi.replay, { body: { scenario: 'blackRain' } });
    await expect
      .poll(
        async () =>
          (
            await callAs(page.request, baseURL, permit.approver, permit.api.detail, {
              query: { id: permit.id },
            })
          ).permit.status,
        { timeout: 30_000 },
      )
      .toBe('suspended');

    await site.reload();
    await expect(banner).toContainText('未生效 - 停止工作');
    await expect(banner).toHaveClass(/\bstop\b/);
    await expect(banner).not.toHaveClass(/\bgo\b/);
    await expect(banner).toContainText(`狀態: ${PERMIT_STATUS_NAMES.suspended['zh-HK']}`);
    await expect(banner).not.toContainText(PERMIT_STATUS_NAMES.active['zh-HK']);
    // The reason, in the contract's words, right under the banner; the big text is big.
    const reasons = site.locator('section.reasons');
    await expect(reasons).toContainText(describeBlock(THUNDERSTORM, 'zh-HK'));
    const size = await banner
      .locator('.state')
      .evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    expect(size).toBeGreaterThanOrEqual(36);
    await expect(banner.locator('.state')).toBeInViewport();
    await expect(reasons).toBeInViewport();
    await shot(site, 'permit-site-view-stop-work-zh-HK');

    // In English, from the page's own switch.
    await site.getByRole('button', { name: 'English' }).click();
    await expect(banner).toContainText('NOT IN FORCE - STOP WORK');
    await expect(banner).toContainText('Status: Suspended');
    await expect(reasons).toContainText(describeBlock(THUNDERSTORM, 'en'));
    await expect(site.getByText('Stop-work signal: Thunderstorm Warning - Hot work stopped')).toBeVisible();
    await expect(site.getByText(/Updated at \d{4}-\d{2}-\d{2} \d{2}:\d{2} HKT/)).toBeVisible();
    // The gas test's time too (the check form keeps it as site time without a zone).
    await expect(site.locator('section.gas')).toContainText(/Tested at\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2} HKT/);
    await shot(site, 'permit-site-view-stop-work-en');

    // The list's .xlsx export says the same, in the reader's language, with Hong Kong times.
    const exported = await page.request.get(`${baseURL}/api${permit.api.export.path}`, {
      params: { keyword: permit.number },
      headers: { lang: 'en', authorization: `Bearer ${permit.approver}` },
    });
    expect(exported.ok()).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported.body()) as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the export has no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const cells = (sheet.getRow(2).values as unknown[]).map((value) => String(value ?? ''));
    const cell = (header: string) => cells[headers.indexOf(header)];
    expect(cell('Number')).toBe(permit.number);
    expect(cell('Status')).toBe('Suspended');
    expect(cell('From (HKT)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} HKT$/);
    expect(cell('Safety')).toBe(`Not in force: ${describeBlock(THUNDERSTORM, 'en')}`);

    // The approved one's window opens under the warning: the sweep suspends it, it never goes active.
    const upcomingDetail = () =>
      callAs(page.request, baseURL, who.approver, permit.api.detail, { query: { id: upcoming.id } });
    await expect
      .poll(async () => (await upcomingDetail()).permit.status, { timeout: 150_000, intervals: [2_000] })
      .toBe('suspended');
    const timeline = (await upcomingDetail()).events;
    expect(timeline.at(-1)).toMatchObject({ action: 'suspend', fromStatus: 'approved', role: 'system' });
    expect(timeline.some((event) => event.toStatus === 'active')).toBe(false);
  } finally {
    // Fair weather again for whatever runs next on this server.
    await admin.call(weatherApi.replay, { body: { scenario: 'normal' } });
    await phone.close();
  }
});

test('the site page marks a stop-work override (who, why, when) and shows a blocked active permit as not in force', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  // The page's drawing of two states the server reaches only briefly or with a permission the demo
  // roles lack: the real answer for a real permit, with its safety fields replaced in flight.
  const permit = await activeHotWorkPermit(page, baseURL);
  const phone = await browser.newContext(PHONE);
  const site = await phone.newPage();
  let patch: Partial<PermitSiteView> = {};
  await site.route(
    (url) => url.pathname === '/api/permitView',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: PermitSiteView };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, ...patch } } });
    },
  );
  const banner = site.locator('header.status');
  const at = new Date(Date.now() - 20 * 60_000).toISOString();

  patch = {
    status: 'active',
    blocks: [{ ...THUNDERSTORM, overridden: true }],
    override: { codes: ['WTS'], by: '1', byName: '黃授權 Wong Sau Kuen', reason: 'Indoor welding bay', at },
  };
  await site.goto(`${permit.url}&lang=en`);
  await expect(banner).toHaveClass(/\bgo\b/);
  await expect(banner).toContainText('Active');
  await expect(banner).toContainText('Work allowed despite a stop-work signal');
  const override = site.locator('section.override');
  await expect(override).toContainText('Stop-work override');
  await expect(override).toContainText('黃授權 Wong Sau Kuen');
  await expect(override).toContainText('Indoor welding bay');
  await expect(override).toContainText(siteClock(at));
  await expect(override).toContainText(describeBlock({ ...THUNDERSTORM, overridden: true }, 'en'));
  await expect(site.locator('section.reasons')).toHaveCount(0);
  await shot(site, 'permit-site-view-override-en');

  // Active, but a gas alarm sounds at the place: not in force although its status still says active.
  patch = {
    status: 'active',
    blocks: [
      {
        rule: 'gasAlarm',
        code: 'gasLel',
        name: { 'zh-HK': '可燃氣體超標', 'zh-CN': '可燃气体超标', en: 'Flammable gas high' },
        location: 'roof level',
      },
    ],
    override: null,
  };
  await site.reload();
  await expect(banner).toContainText('NOT IN FORCE - STOP WORK');
  await expect(banner).toHaveClass(/\bstop\b/);
  await expect(banner).not.toContainText('Active');
  await expect(site.locator('section.reasons')).toContainText('Gas alarm: Flammable gas high @ roof level');
  await shot(site, 'permit-site-view-blocked-active-en');
  await phone.close();
});
