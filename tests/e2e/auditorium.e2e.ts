// The auditorium and the virtual lobby (issue 13 items 2 and 7): an admin draws a clickable area on a
// lobby picture, a visitor follows it with the keyboard to the auditorium, where the video switches
// language and carries its captions. axe on the lobby, the auditorium and the clickable-area screens.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { type ApiSession, apiLogin, apiOk, signIn, until, WAIT, where } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);

function file(name: string, args: string[]): Buffer {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'mb-e2e-')), name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args, '-y', out]);
  return readFileSync(out);
}

async function upload(
  session: ApiSession,
  name: string,
  content: Buffer,
): Promise<{ id: number; url: string | null }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: { upload: { id: number; url: string | null } } }).result
    .upload;
}

describe('the virtual lobby and the auditorium', () => {
  it('an admin draws an area, a visitor follows it with the keyboard, and the video switches language', async () => {
    const admin = await apiLogin('ada');
    const slug = `stage-${stamp}`;
    const { auditorium } = await apiOk('POST', '/auditorium', admin, { slug, title: `Stage ${stamp}` });
    const { video } = await apiOk('POST', `/auditorium/${auditorium.id}/videos`, admin, {
      title: 'Opening talk',
    });
    const clip = file('talk.avi', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=160x120:rate=10',
      '-c:v',
      'mpeg4',
    ]);
    for (const language of ['en', 'de']) {
      const { id } = await upload(admin, `talk-${language}.avi`, clip);
      await apiOk('PUT', `/videos/${video.id}/languages/${language}`, admin, {
        uploadID: id,
        captions: `WEBVTT\n\n00:00.000 --> 00:01.000\nHello (${language})\n`,
      });
    }
    const picture = file('hall.png', ['-f', 'lavfi', '-i', 'color=c=0x335577:s=640x360', '-frames:v', '1']);
    const { url } = await upload(admin, 'hall.png', picture);
    const lobbyPath = `hall-${stamp}`;
    const { lobby } = await apiOk('POST', '/lobbies', admin, {
      path: lobbyPath,
      title: `Hall ${stamp}`,
      image: url,
    });

    // The admin draws the area on the create screen: numbers typed, a name, where it leads.
    const adminContext = await newContext(browser);
    adminContext.setDefaultTimeout(WAIT);
    await signIn(adminContext, 'ada');
    const editor = await adminContext.newPage();
    await editor.goto(`/admin/clickableAreas/create?lobby=${lobby.id}`);
    await editor.getByRole('heading', { name: 'New area' }).waitFor();
    await editor.getByLabel('From the left').fill('20');
    await editor.getByLabel('From the top').fill('30');
    await editor.getByLabel('Width', { exact: true }).fill('40');
    await editor.getByLabel('Height', { exact: true }).fill('30');
    await editor.getByRole('textbox', { name: /^Name/ }).fill('Main stage');
    await editor.getByRole('combobox', { name: /Leads to/ }).fill(`/auditorium/${slug}`);
    await editor.getByRole('button', { name: 'Add area' }).click();
    await editor.getByText('“Main stage” was added.').waitFor();
    expect(await seriousViolations(editor)).toEqual([]);
    await snap(editor, 'clickable-areas-create');
    await editor.goto('/admin/clickableAreas/View');
    await editor.getByRole('heading', { name: `Hall ${stamp}` }).waitFor();
    await editor.getByRole('cell', { name: 'Main stage', exact: true }).waitFor();
    expect(await seriousViolations(editor)).toEqual([]);
    await adminContext.close();

    // A visitor tabs to the area on the picture and follows it with Enter.
    const visitor = await newContext(browser);
    visitor.setDefaultTimeout(WAIT);
    const page = await visitor.newPage();
    await page.goto(`/2d/${lobbyPath}`);
    const area = page
      .getByRole('navigation', { name: `Rooms of Hall ${stamp}` })
      .getByRole('link', { name: 'Main stage' });
    await area.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'lobby');
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if (await area.evaluate((el) => el === document.activeElement)) break;
    }
    expect(await area.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await until(() => where(page) === `/auditorium/${slug}`, 'the auditorium page');

    // The auditorium plays the page's language first and switches when another is picked.
    await page.getByRole('heading', { name: 'Opening talk' }).waitFor();
    const player = page.locator('video');
    await player.waitFor({ timeout: 90_000 });
    expect(await player.getAttribute('data-language')).toBe('en');
    expect(await page.locator('video track').getAttribute('srclang')).toBe('en');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'auditorium');
    await page.getByRole('radio', { name: 'German' }).check();
    await page.locator('video[data-language="de"]').waitFor();
    expect(await page.locator('video track').getAttribute('srclang')).toBe('de');
    await visitor.close();
  }, 240_000);
});
