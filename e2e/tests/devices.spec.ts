import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { alertApis, deviceApis } from '@siteguard/contracts';
import { adminApi } from './support/admin-api';
import { closeNotificationsInTheWay, shot, signInByApi } from './support/admin-ui';
import { passDemoGate } from './support/demo-gate';
import { inEnglish } from './support/permit-flow';

// "Tried as a new user would" (issue #17): the simulator's watches come online over MQTT, an SOS and a
// fall ring the bell at once, they are acknowledged and resolved, the charts and the statistics report
// read them, a command reaches a watch and its reply comes back, and the wearer form speaks the spec.
// Issue #32 item 2: the simulator's watches are worn by people, whom the lists and alerts name; a watch
// or a gate card nobody holds is flagged.
// Issue #33: the people on duty are told of the SOS, and its details say who was told and how.
test.use({ viewport: { width: 1440, height: 900 } });
const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };
// The broker of the server this project runs on (playwright.config.ts: PGlite's and PostgreSQL's).
const mqttPort = () => Number(test.info().project.metadata.mqttPort);
// The simulator's first worker (scripts/simulate.mjs wearerOf(0)): the same person on every run.
const FIRST_WORKER = '陳志明 Chan Chi Ming';

function startSimulator(baseURL: string): { child: ChildProcessWithoutNullStreams; output: () => string } {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('../../scripts/simulate.mjs', import.meta.url)),
      '--url',
      baseURL,
      '--mqtt',
      `mqtt://127.0.0.1:${mqttPort()}`,
      '--watches',
      '4',
      '--gas',
      '1',
      '--rate',
      '1',
      '--prefix',
      'E2E',
      '--quiet',
    ],
    { stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

async function bellCount(page: Page): Promise<number> {
  const text = await page
    .getByTestId('notification-bell')
    .locator('.ant-badge-count')
    .first()
    .textContent()
    .catch(() => '0');
  return Number((text ?? '0').replace(/\D/g, '') || 0);
}

/** The simulator's newest SOS: its first watch's (the test resolves it, so it is found again later). */
async function sosOf(api: Awaited<ReturnType<typeof adminApi>>): Promise<string> {
  const page = await api.call(alertApis.swAlert.page, {
    query: { type: 'sos', site: 'Kai Tak', pageSize: 20 },
  });
  const sos = page.rows.find((row) => row.imei === 'E2E-W0001');
  if (!sos) throw new Error('no SOS of E2E-W0001');
  return sos.id;
}

/** Opens the newest SOS's details on the alert page and reads its "Who was told" section. */
async function expectWhoWasTold(
  page: Page,
  words: { title: string; detail: string; smsFailed: string; emailFailed: string; notNeeded: string },
) {
  const sosRow = page.locator('.ant-table-row').filter({ hasText: FIRST_WORKER }).filter({ hasText: /SOS/ });
  await sosRow.first().getByText(words.detail, { exact: true }).click();
  const told = page.getByTestId('alert-deliveries');
  await expect(told).toContainText(words.title);
  const first = told.getByTestId('alert-deliveries-level-1');
  const sms = first.locator('.ant-list-item').filter({ hasText: '+852****4567' });
  const email = first.locator('.ant-list-item').filter({ hasText: 'duty@siteguard.local' });
  // Each channel says why it failed: this server has neither SMS nor email configured.
  await expect(sms).toContainText(words.smsFailed);
  await expect(email).toContainText(words.emailFailed);
  await expect(first).not.toContainText('9123 4567');
  await expect(told.getByTestId('alert-deliveries-level-2')).toContainText(words.notNeeded);
  await told.scrollIntoViewIfNeeded();
}

test('site devices: online over MQTT, SOS and fall ring, handled, charted, reported, commanded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL ?? '';
  const simulator = startSimulator(baseURL);
  try {
    await expect.poll(() => simulator.output(), { timeout: 30_000 }).toContain('devices online');
    await signInByApi(page, SUPER_ADMIN, { at: '/welcome', application: 'siteSafety' });

    // The watches are online (their readings arrive every second).
    await page.goto('/devices/watches/device');
    await page.getByPlaceholder('名稱、IMEI 或佩戴者').fill('E2E-W000');
    await page
      .getByRole('button', { name: /查\s?詢|搜\s?尋/ })
      .first()
      .click();
    await expect(page.getByTestId('device-state-E2E-W0001')).toContainText('在線', { timeout: 15_000 });
    // Each watch is worn: the wearer column names the person, no watch of the simulator is flagged.
    const firstWatch = page.locator('.ant-table-row').filter({ hasText: 'E2E-W0001' });
    await expect(firstWatch).toContainText(FIRST_WORKER);
    await expect(page.locator('.ant-table-row').filter({ hasText: 'E2E-W0004' })).toContainText(
      '張子健 Cheung Tsz Kin',
    );
    await expect(page.locator('[data-testid^="no-wearer-E2E-W"]')).toHaveCount(0);
    await shot(page, 'devices-watch-list');

    // An SOS and a fall: the bell rings at once, with a lasting notification for each.
    const before = await bellCount(page);
    const raisedAt = Date.now();
    simulator.child.stdin.write('sos 1\nfall 1\n');
    const critical = page.locator('.ant-notification-notice').filter({ hasText: '嚴重警報' });
    await expect(critical).toHaveCount(2, { timeout: 10_000 });
    // The SOS names the person wearing the watch, not only the watch.
    await expect(critical.filter({ hasText: 'SOS' })).toContainText(FIRST_WORKER);
    const shownAfterMs = Date.now() - raisedAt;
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(before + 2);
    test.info().annotations.push({
      type: 'bell',
      description: `SOS and fall on screen ${shownAfterMs} ms after the simulator sent them`,
    });
    expect(shownAfterMs).toBeLessThan(5000);
    await shot(page, 'devices-ringing');

    // The people on duty at Kai Tak are told before anyone answers: the demo's superAdmin by SMS and
    // email, which this server (no SMTP_URL, no SMS_URL) cannot send, so level 1 fails at once, saying
    // why. Acknowledging before the delivery engine's sweep had planned the SOS would tell nobody.
    const api = await adminApi(request, baseURL);
    const sosId = await sosOf(api);
    await expect
      .poll(
        async () =>
          (await api.call(alertApis.swAlert.detail, { query: { id: sosId } })).deliveries
            .filter((delivery) => delivery.level === 1)
            .map((delivery) => `${delivery.channel} ${delivery.state}`),
        { timeout: 10_000 },
      )
      .toEqual(['sms failed', 'email failed']);

    // Acknowledge the SOS from its notification; it stops ringing.
    const sos = critical.filter({ hasText: 'SOS' });
    await sos.getByRole('button', { name: /確\s?認/ }).click();
    await expect(sos).toHaveCount(0);

    // Resolve it on the alert analysis page, with a note.
    await page.goto('/devices/watches/alerts');
    await expect(page.getByTestId('alert-charts')).toBeVisible();
    const sosRow = page.locator('.ant-table-row').filter({ hasText: 'SOS 求救' }).first();
    await expect(sosRow).toContainText('已確認');
    await expect(sosRow).toContainText(FIRST_WORKER);
    await sosRow.getByText('處理完成').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Worker found safe at level 12; button pressed by mistake');
    await dialog.getByRole('button', { name: /確\s?認|確\s?定/ }).click();
    await expect(page.locator('.ant-table-row').filter({ hasText: 'SOS 求救' }).first()).toContainText(
      '已處理',
    );
    // The fall is acknowledged from the list.
    const fallRow = page.locator('.ant-table-row').filter({ hasText: '跌倒' }).first();
    await fallRow.getByText('確認', { exact: true }).click();
    await expect(fallRow).toContainText('已確認');
    await expect(critical).toHaveCount(0);
    await shot(page, 'devices-alert-analysis');
    // The SOS's details say who was told: level 1 failed with the reason, the levels after not needed.
    await expectWhoWasTold(page, {
      title: '通知紀錄',
      detail: '詳情',
      smsFailed: '失敗：伺服器未設定手提電話短訊渠道',
      emailFailed: '失敗：伺服器未設定電郵渠道',
      notNeeded: '毋須發送：已確認',
    });
    await shot(page, 'devices-alert-deliveries');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('alert-deliveries')).toHaveCount(0);

    // Usage analysis and the statistics report with its exports.
    await page.goto('/devices/watches/usage');
    await expect(page.getByTestId('usage-charts').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await shot(page, 'devices-usage');
    await page.goto('/devices/watches/report');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const pdf = page.waitForEvent('download');
    await page.getByTestId('report-pdf').click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
    const xlsx = page.waitForEvent('download');
    await page.getByTestId('report-xlsx').click();
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
    await shot(page, 'devices-report');

    // A command reaches the watch; the simulator's reply comes back.
    await page.goto('/devices/watches/device');
    await page.getByPlaceholder('名稱、IMEI 或佩戴者').fill('E2E-W0002');
    await page
      .getByRole('button', { name: /查\s?詢|搜\s?尋/ })
      .first()
      .click();
    await page.getByTestId('device-more-E2E-W0002').click();
    await page.getByRole('menuitem', { name: '刷新配置' }).click();
    const refresh = page.getByRole('dialog');
    await refresh.getByRole('textbox').fill('');
    await refresh.getByRole('button', { name: /確\s?認|確\s?定/ }).click();
    await expect(refresh).toContainText('內容不能為空');
    await refresh.getByRole('textbox').fill('{"interval": 10}');
    await refresh.getByRole('button', { name: /確\s?認|確\s?定/ }).click();
    await expect(page.getByText(/設備已回覆：refreshConfig: ok/)).toBeVisible({ timeout: 10_000 });

    // The monitoring board: a card per worker, the simulator's online with their readings.
    await page.goto('/devices/workers/monitoring');
    const board = page.getByTestId('worker-board');
    await expect(board).toContainText(FIRST_WORKER);
    const workerCard = board.locator('.ant-card').filter({ hasText: FIRST_WORKER });
    await expect(workerCard).toContainText('在線');
    await expect(workerCard).not.toContainText('未曾上線');
    await shot(page, 'devices-monitoring');

    // Attendance: the simulator's workers went in through its gate at start, each by their own card,
    // and are named; one goes out again.
    await page.goto('/devices/workers/attendance');
    await expect(page.getByTestId('headcount')).toContainText('Kai Tak');
    const firstWorker = page.locator('.ant-table-row').filter({ hasText: 'E2E-C0001' });
    await expect(firstWorker).toContainText(FIRST_WORKER);
    await expect(firstWorker).toContainText('General worker');
    await expect(firstWorker).toContainText('仍在場');
    await expect(firstWorker).not.toContainText('未登記卡');
    simulator.child.stdin.write('out 1\n');
    await expect.poll(() => simulator.output()).toContain('through E2E-A01 out');
    await page.reload();
    await expect(firstWorker).not.toContainText('仍在場');
    await expect(firstWorker).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await shot(page, 'devices-attendance');

    // The wearer form speaks the spec's messages.
    await page.goto('/devices/watches/wearers');
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const wearer = page.getByRole('dialog');
    await wearer.getByRole('button', { name: /確\s?認|確\s?定/ }).click();
    await expect(wearer).toContainText('請輸入全名');
    await expect(wearer).toContainText('請輸入SOS電話號碼');
    await wearer.getByLabel('SOS 電話號碼').fill('4123 4567');
    await expect(wearer).toContainText('請輸入有效的SOS電話號碼');
    await shot(page, 'devices-wearer-form');

    // Last, as the console switches language for the rest of the session: who was told, in English.
    await inEnglish(page);
    await page.goto('/devices/watches/alerts');
    await expectWhoWasTold(page, {
      title: 'Who was told',
      detail: 'Details',
      smsFailed: 'Failed: no SMS channel is configured',
      emailFailed: 'Failed: no email channel is configured',
      notNeeded: 'Not needed: acknowledged',
    });
    await shot(page, 'devices-alert-deliveries-en');
  } finally {
    simulator.child.kill('SIGINT');
  }
});

test('a watch nobody wears and a card nobody holds are flagged, in Chinese and English', async ({
  page,
  request,
  baseURL,
}) => {
  // Its own watch and card (a run of its own, or a retry, adds new ones): neither is anyone's.
  const suffix = Date.now().toString(36).toUpperCase();
  const imei = `E2E-BARE-${suffix}`;
  const card = `E2E-VISIT-${suffix}`;
  const admin = await adminApi(request, baseURL);
  await admin.call(deviceApis.swWatch.add, {
    body: { kind: 'watch', name: `Spare watch ${suffix}`, imei, site: 'Kai Tak', enabled: true },
  });
  await passDemoGate(request, baseURL, card);

  const watchList = async (
    words: { keyword: string; noWearer: string; count: RegExp },
    screenshot: string,
  ) => {
    await page.goto('/devices/watches/device');
    await expect(page.getByTestId('unassigned-watches')).toHaveText(words.count);
    await page.getByPlaceholder(words.keyword).fill(imei);
    await page
      .getByRole('button', { name: /查\s?詢|搜\s?尋|Query|Search/ })
      .first()
      .click();
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.getByTestId(`no-wearer-${imei}`)).toHaveText(words.noWearer);
    await shot(page, screenshot);
  };
  const attendance = async (words: { keyword: string; unregistered: string }, screenshot: string) => {
    await page.goto('/devices/workers/attendance');
    // The unregistered come last: found by the card, whatever other journeys passed today.
    await page.getByPlaceholder(words.keyword).fill(card);
    await page
      .getByRole('button', { name: /查\s?詢|搜\s?尋|Query|Search/ })
      .first()
      .click();
    const row = page.locator('.ant-table-row').filter({ hasText: card });
    await expect(row.getByTestId(`unregistered-${card}`)).toHaveText(words.unregistered);
    const count = page.getByTestId('unregistered-today-Kai Tak').locator('.ant-statistic-content-value');
    expect(Number(await count.textContent())).toBeGreaterThanOrEqual(1);
    await shot(page, screenshot);
  };

  await signInByApi(page, SUPER_ADMIN, { at: '/welcome', application: 'siteSafety' });
  await closeNotificationsInTheWay(page);
  await watchList(
    { keyword: '名稱、IMEI 或佩戴者', noWearer: '未指派佩戴者', count: /^\d+ 隻手錶未指派佩戴者$/ },
    'devices-no-wearer-zh-HK',
  );
  await attendance(
    { keyword: '姓名、工種或卡號', unregistered: '未登記卡' },
    'devices-unregistered-card-zh-HK',
  );

  await inEnglish(page);
  await watchList(
    { keyword: 'Name, IMEI or wearer', noWearer: 'No wearer', count: /^Watches with no wearer: \d+$/ },
    'devices-no-wearer-en',
  );
  await attendance(
    { keyword: 'Name, trade or card', unregistered: 'Unregistered card' },
    'devices-unregistered-card-en',
  );
});
