import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3105';
const login = async (u) => {
  const r = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u, password: 'Makerboard-Demo-2026' }) });
  return (await r.json()).result;
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'] });
async function shot(user, path, name, viewport = { width: 1280, height: 860 }, locale = 'en-GB') {
  const ctx = await browser.newContext({ baseURL: base, viewport, locale });
  if (user) {
    const s = await login(user);
    await ctx.addCookies([{ name: 'mb_access', value: s.accessToken, url: base, sameSite: 'Strict' }, { name: 'mb_refresh', value: s.refreshToken, url: base, sameSite: 'Strict' }]);
  }
  const page = await ctx.newPage();
  await page.goto(path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  await ctx.close();
}
const t = await login('tmueller');
const list = await (await fetch(`${base}/api/teachers/classes`, { headers: { authorization: `Bearer ${t.accessToken}` } })).json();
const id = list.result.classes[0].id;
const phone = { width: 390, height: 844 };
const only = process.argv[2];
const all = [
  ['tmueller', '/profile/tmueller/classes', 'classes-tab'],
  ['tmueller', `/classes/${id}`, 'class-page'],
  ['tmueller', `/classes/${id}/sheet`, 'join-sheet'],
  ['noah', '/teachers/join', 'join-page'],
  ['lea', '/profile/lea/pins', 'pins-tab'],
  ['booth_solar', '/booth', 'booth-phone', phone],
  ['sam', '/booth/booth_solar', 'collect-phone', phone],
  [null, '/oas', 'oas'],
  ['booth_solar', '/profile/booth_solar/pins', 'booth-pins-tab'],
  ['tmueller', `/classes/${id}`, 'class-page-phone', phone],
  ['lea', '/teachers/join', 'join-page-fr', undefined, 'fr-FR'],
];
for (const [u, p, n, v, l] of all) if (!only || n === only) await shot(u, p, n, v, l);
await browser.close();
