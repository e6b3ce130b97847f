import { chromium } from 'playwright';
const base = 'http://127.0.0.1:18550';
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of urls) {
  const times = [];
  let total = 0, js = 0, css = 0, html = 0;
  for (let i = 0; i < 5; i++) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-HK' });
    const p = await ctx.newPage();
    const c = await ctx.newCDPSession(p);
    await c.send('Network.enable');
    await c.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await c.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const types = new Map();
    c.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    let bytes = { total: 0, js: 0, css: 0, html: 0 };
    c.on('Network.loadingFinished', (e) => { bytes.total += e.encodedDataLength; const t = types.get(e.requestId); if (t === 'Script') bytes.js += e.encodedDataLength; if (t === 'Stylesheet') bytes.css += e.encodedDataLength; if (t === 'Document') bytes.html += e.encodedDataLength; });
    const start = Date.now();
    await p.goto(`${base}${url}`);
    await p.locator('header.status').waitFor();
    times.push(Date.now() - start);
    await p.waitForLoadState('networkidle');
    ({ total, js, css, html } = bytes);
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  console.log(url.slice(0, 30), 'status drawn median', times[2], 'max', times[4], 'bytes', total, 'js', js, 'css', css, 'html', html);
}
await browser.close();
