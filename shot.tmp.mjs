import { chromium } from 'playwright-core';
const [,, path, out, user = 'sam', lang = 'en'] = process.argv;
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
if (user !== 'none') {
  const r = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: 'Makerboard-Demo-2026' }) });
  const { result } = await r.json();
  await context.addCookies([{ name: 'mb_access', value: result.accessToken, url: base, sameSite: 'Strict' }, { name: 'mb_refresh', value: result.refreshToken, url: base, sameSite: 'Strict' }]);
}
const page = await context.newPage();
await page.goto(base + path);
await page.waitForTimeout(3000);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
