import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { shot, signInByApi } from './support/admin-ui';

// "Tried as a new user would" (issue #17): the simulator's watches come online over MQTT, an SOS and a
// fall ring the bell at once, they are acknowledged and resolved, the charts and the statistics report
// read them, a command reaches a watch and its reply comes back, and the wearer form speaks the spec.
test.use({ viewport: { width: 1440, height: 900 } });
const SUPER_ADMIN = { account: 'superAdmin', password: '123456' };
// The broker of the server this project runs on (playwright.config.ts: PGlite's and PostgreSQL's).
const mqttPort = () => Number(test.info().project.metadata.mqttPort);

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

test('site devices: online over MQTT, SOS and fall ring, handled, charted, reported, commanded', async ({
  page,
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
    await shot(page, 'devices-watch-list');

    // An SOS and a fall: the bell rings at once, with a lasting notification for each.
    const before = await bellCount(page);
    const raisedAt = Date.now();
    simulator.child.stdin.write('sos 1\nfall 1\n');
    const critical = page.locator('.ant-notification-notice').filter({ hasText: '嚴重警報' });
    await expect(critical).toHaveCount(2, { timeout: 10_000 });
    const shownAfterMs = Date.now() - raisedAt;
    await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(before + 2);
    test.info().annotations.push({
      type: 'bell',
      description: `SOS and fall on screen ${shownAfterMs} ms after the simulator sent them`,
    });
    expect(shownAfterMs).toBeLessThan(5000);
    await shot(page, 'devices-ringing');

    // Acknowledge the SOS from its notification; it stops ringing.
    const sos = critical.filter({ hasText: 'SOS' });
    await sos.getByRole('button', { name: /確\s?認/ }).click();
    await expect(sos).toHaveCount(0);

    // Resolve it on the alert analysis page, with a note.
    await page.goto('/devices/watches/alerts');
    await expect(page.getByTestId('alert-charts')).toBeVisible();
    const sosRow = page.locator('.ant-table-row').filter({ hasText: 'SOS 求救' }).first();
    await expect(sosRow).toContainText('已確認');
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

    // The monitoring board: a card per worker (the demo wearers).
    await page.goto('/devices/workers/monitoring');
    await expect(page.getByTestId('worker-board')).toContainText('Chan Tai Man');
    await shot(page, 'devices-monitoring');

    // Attendance: the simulator's watches went in through its gate at start; one goes out again.
    await page.goto('/devices/workers/attendance');
    await expect(page.getByTestId('headcount')).toContainText('Kai Tak');
    const firstWorker = page.locator('.ant-table-row').filter({ hasText: 'E2E-W0001' });
    await expect(firstWorker).toContainText('仍在場');
    await expect(firstWorker).toContainText('未登記卡');
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
  } finally {
    simulator.child.kill('SIGINT');
  }
});
