// Pins at an event end to end (issue 12; spec/001 §7 Pins, spec/000 §4 pin swap), on phone-sized
// screens: judge_kim collects the solar booth's pin by answering its question; the booth types
// curator_jo's visitor code and collects for her; judge_kim picks a pin image of their own and
// asks priya for a swap, which completes only when priya confirms on her pins tab; judge_kim
// reorders their pins with the keyboard and by dragging. axe finds nothing serious on the pins tab.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, settled } from './boards-helpers.ts';
import { baseUrl, launch, seriousViolations, snap } from './browser.ts';
import { type ApiSession, apiLogin, exact, label, loginContext, tr, WAIT } from './helpers.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
const en = (key: string, values: Record<string, string> = {}) => tr('en', key, values);
const PHONE = { width: 390, height: 844 };
/** A small purple square: judge_kim's pin image. */
const PIN_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwclDDrKRMRNLuo9LKqAh8OBp9qt7zj+oh0ah8FClbOf4KTCOQuGhStnOIVQDbRQKD1XKhkMDxqiOKteZH7mfZjXQRqHwUKVsODRgjOrop1F4AYm6oNPR1n42AAAAAElFTkSuQmCC';

async function phoneAs(userName: string, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale, hasTouch: true });
  context.setDefaultTimeout(WAIT);
  await loginContext(context, userName);
  contexts.push(context);
  return context.newPage();
}

const heldBy = async (session: ApiSession, userName: string) =>
  (
    await getAs<{ pins: { id: number; owner: { userName: string }; via: string }[] }>(
      session,
      `/user/${userName}/pins`,
    )
  ).pins;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('pins at an event', () => {
  it('a visitor collects a booth’s pin on a phone by answering its question', async () => {
    const page = await phoneAs('judge_kim');
    await page.goto('/booth/booth_solar');
    await page.getByRole('img', { name: en('pins.own.alt', { name: 'booth_solar' }) }).waitFor();
    await page.getByLabel(label('What does a solar panel turn sunlight into?')).fill('Electricity');
    await snap(page, 'pins-01-collect-phone');
    await page.getByRole('button', { name: exact(en('pins.collect.submit')) }).click();
    await page.getByText(en('pins.collect.done')).waitFor();
    await snap(page, 'pins-02-collected');
    const kim = await apiLogin('judge_kim');
    expect((await heldBy(kim, 'judge_kim')).map((p) => [p.owner.userName, p.via])).toEqual([
      ['booth_solar', 'collect'],
    ]);
  });

  it('the booth types a visitor’s code and collects for them', async () => {
    const jo = await apiLogin('curator_jo');
    const { code } = await getAs<{ code: string }>(jo, '/user/pins/code');
    const booth = await phoneAs('booth_solar');
    await booth.goto('/booth');
    await booth.getByLabel(label(en('pins.booth.code'))).fill(code.toLowerCase());
    await booth.getByLabel(label('What does a solar panel turn sunlight into?')).fill('Power');
    await booth.getByRole('button', { name: exact(en('pins.booth.submit')) }).click();
    await booth.getByText(en('pins.booth.done', { name: 'Jo' })).waitFor();
    // Ready for the next visitor, and the chart counts the collections.
    expect(await booth.getByLabel(label(en('pins.booth.code'))).inputValue()).toBe('');
    await booth.getByRole('img', { name: en('pins.stats.chart') }).waitFor();
    await snap(booth, 'pins-03-booth-phone');
    expect((await heldBy(jo, 'curator_jo')).map((p) => p.owner.userName)).toContain('booth_solar');
  });

  it('two people swap pins: the swap completes only when the other side confirms', async () => {
    const kim = await phoneAs('judge_kim');
    await kim.goto('/profile/judge_kim/pins');
    const image = Buffer.from(PIN_PNG, 'base64');
    const chooser = kim.waitForEvent('filechooser');
    await kim.getByRole('button', { name: exact(en('pins.own.choose')) }).click();
    await (await chooser).setFiles({ name: 'pin.png', mimeType: 'image/png', buffer: image });
    await kim
      .getByRole('img', { name: en('pins.own.alt', { name: 'judge_kim' }) })
      .first()
      .waitFor();
    await kim.getByLabel(label(en('pins.swap.with'))).fill('priya');
    await kim.getByRole('button', { name: exact(en('pins.swap.ask')) }).click();
    await kim.getByText(en('pins.swap.asked', { name: 'priya' })).waitFor();
    const kimSession = await apiLogin('judge_kim');
    expect((await heldBy(kimSession, 'judge_kim')).some((p) => p.owner.userName === 'priya')).toBe(false);

    const priya = await phoneAs('priya');
    await priya.goto('/profile/priya/pins');
    const ask = priya.getByText(en('pins.swap.incoming', { name: 'judge_kim' }));
    await ask.waitFor();
    await snap(priya, 'pins-04-swap-asked');
    await priya
      .locator('div')
      .filter({ has: ask })
      .last()
      .getByRole('button', { name: exact(en('pins.swap.confirm')) })
      .click();
    await priya.getByText(en('pins.swap.completed', { name: 'judge_kim' })).waitFor();
    const swapped = await heldBy(kimSession, 'judge_kim');
    expect(swapped.filter((p) => p.owner.userName === 'priya').map((p) => p.via)).toEqual(['swap']);
    const priyaSession = await apiLogin('priya');
    expect((await heldBy(priyaSession, 'priya')).some((p) => p.owner.userName === 'judge_kim')).toBe(true);
  });

  it('reorders one’s pins with the keyboard and by dragging; the pins tab passes axe', async () => {
    const kim = await phoneAs('judge_kim');
    const session = await apiLogin('judge_kim');
    await kim.goto('/profile/judge_kim/pins');
    const before = (await heldBy(session, 'judge_kim')).map((p) => p.owner.userName);
    expect(before).toEqual(['booth_solar', 'priya']);
    const later = kim.getByRole('button', { name: en('pins.held.later', { name: 'booth_solar' }) });
    await later.focus();
    await kim.keyboard.press('Enter');
    await kim.getByText(en('pins.held.movedTo', { position: '2', count: '2' })).waitFor();
    await expect
      .poll(async () => (await heldBy(session, 'judge_kim')).map((p) => p.owner.userName), { timeout: WAIT })
      .toEqual(['priya', 'booth_solar']);
    await settled(kim);
    expect(await seriousViolations(kim)).toEqual([]);
    await snap(kim, 'pins-05-pins-tab');

    // Dragging the second pin onto the first puts it back in front.
    const pins = kim.getByTestId('held-pin');
    await pins.nth(1).dragTo(pins.nth(0));
    await expect
      .poll(async () => (await heldBy(session, 'judge_kim')).map((p) => p.owner.userName), { timeout: WAIT })
      .toEqual(['booth_solar', 'priya']);
  });
});
