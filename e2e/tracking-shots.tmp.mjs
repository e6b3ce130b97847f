import { chromium } from 'playwright';
const base = 'http://127.0.0.1:18550';
const day = (d) => new Date(Date.now() + 8 * 3600e3 + d * 86400e3).toISOString().slice(0, 10);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-HK' });
const page = await ctx.newPage();
await page.goto(`${base}/user/login`);
await page.getByPlaceholder('帳戶').fill('superAdmin');
await page.getByPlaceholder('密碼').fill('123456');
await page.getByRole('button', { name: /^登\s?入$/ }).click();
await page.waitForURL(/welcome/);
const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token')).value);
const api = async (method, path, body) => {
  const res = await page.request.fetch(`${base}/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  const json = await res.json();
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
};
const existing = await api('GET', '/plantLifting/page?pageNo=1&pageSize=10');
let crane = existing.rows[0];
if (!crane) {
  crane = await api('POST', '/plantLifting/add', {
    number: 'TC-0042', name: '塔式起重機 2 號', makeModel: 'Potain MDT 219', safeWorkingLoad: 10, owner: '廣發工程有限公司',
    site: 'Kai Tak', location: 'B 座核心筒', lastInspectedOn: day(-3), lastInspectedBy: '黃大仙', lastInspectionResult: 'pass',
    certificates: [
      { name: '表格 5 徹底檢驗證明書', number: 'F5-2211', issuedOn: day(-200), validUntil: day(160) },
      { name: '表格 3 測試證明書', number: 'F3-0912', validUntil: day(12) },
      { name: '第三者保險', number: 'INS-88', validUntil: day(-2) },
    ],
  });
  await api('POST', '/plantVehicle/add', { number: 'XY 1234', name: '泥頭車 1 號', makeModel: 'Hino 700', owner: '廣發工程有限公司', site: 'Kai Tak', status: 'underRepair', certificates: [{ name: '車輛牌照', validUntil: day(90) }] });
}
const la = await api('GET', `/plantLifting/qrcode?id=${crane.id}`);
const board = await api('GET', '/swWatch/activeCountQrcode?site=Kai%20Tak');
const vehicles = await api('GET', '/plantVehicle/page?pageNo=1&pageSize=10');
const cv = await api('GET', `/plantVehicle/qrcode?id=${vehicles.rows[0].id}`);
console.log('URLS', la.url, cv.url, board.url);
if (process.env.URLS_ONLY) { await browser.close(); process.exit(0); }
for (const [w, h, tag] of [[1440, 900, 'desktop'], [390, 844, 'phone']]) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`${base}/devices/plant/lifting`);
  await page.getByText('TC-0042').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/tracking-shots/plant-list-${tag}.png` });
  await page.locator('.ant-table-row', { hasText: 'TC-0042' }).getByText('編輯', { exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/tracking-shots/plant-edit-${tag}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
}
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-HK' });
const p = await phone.newPage();
for (const [name, url] of [['la', la.url], ['cv', cv.url], ['board', board.url]]) {
  let bytes = 0;
  const started = Date.now();
  const client = await phone.newCDPSession(p);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  client.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await p.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  const elapsed = Date.now() - started;
  const timing = await p.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return Math.round(n.loadEventEnd - n.startTime); });
  console.log(name, 'bytes', bytes, 'load event ms', timing, 'networkidle ms', elapsed);
  await p.screenshot({ path: `/tmp/tracking-shots/public-${name}-phone.png`, fullPage: true });
  await client.detach();
}
await browser.close();
