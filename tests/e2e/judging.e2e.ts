// Judging end to end (issue 11): curator_jo offers to judge and coord_nia approves; a new board
// enters the demo fair and is approved; coord_nia makes
// the teams and schedules one; judge_kim scores the new board on a phone-sized screen while
// coord_nia's open judging floor counts the scores without a reload; coord_nia orders the results
// and downloads the CSV report; once the fair's results date passes, lea reads the judges' feedback
// on her board. axe-core finds nothing serious on the judging screens.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, getAs, stamp } from './boards-helpers.ts';
import { baseUrl, launch, newContext, seriousViolations, snap } from './browser.ts';
import { type ApiSession, apiLogin, exact, loginContext, tr, WAIT } from './helpers.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let fairId = 0;
let boardId = 0;
let nia: Page;
const TITLE = `Solar still ${stamp}`;

async function pageAs(user: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await newContext(browser);
  context.setDefaultTimeout(WAIT);
  await loginContext(context, user);
  contexts.push(context);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

async function api(session: ApiSession, method: string, path: string, body?: object) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: unknown }).result;
}

type Fair = {
  id: number;
  abbreviation: string;
  districts: { name: string }[];
  questions: { id: number; kind: string }[];
  gradeBands: string[];
};

beforeAll(async () => {
  browser = await launch();
  // Lea's board enters the demo fair, answering its questions, and rev_omar approves it.
  const lea = await apiLogin('lea');
  const fairs = (await getAs<{ fairs: Fair[] }>(lea, '/fairs')).fairs;
  const fair = fairs.find((f) => f.abbreviation === 'YSC')!;
  fairId = fair.id;
  const { categories } = await getAs<{ categories: { subCategories: { id: number }[] }[] }>(
    lea,
    '/categories',
  );
  const created = (await api(lea, 'POST', '/projects', {
    title: TITLE,
    description: 'A solar still made of two bowls and cling film, measured over three sunny days.',
    categories: [categories[0]!.subCategories[0]!.id],
    sections: [{ title: 'Method', body: '<p>We weighed the water each evening.</p>' }],
  })) as { project: { id: number } };
  boardId = created.project.id;
  const answer = (kind: string) =>
    ({ text: 'How much water a still makes', yesno: 'yes', age: 14, postalCode: '10115', number: 3 })[kind] ??
    'yes';
  await api(lea, 'PUT', `/projects/${boardId}/submitToFairs`, {
    fairs: [
      {
        id: fairId,
        district: fair.districts[0]?.name,
        gradeBand: fair.gradeBands[0] ?? null,
        answers: fair.questions.map((q) => ({ questionID: q.id, answer: answer(q.kind) })),
      },
    ],
  });
  await api(await apiLogin('rev_omar'), 'PUT', `/projects/${boardId}/review`, { fairID: fairId, status: 4 });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('judging (issue 11)', () => {
  it('curator_jo offers to judge from the fair page; the onboarding has no serious axe violation', async () => {
    const jo = await pageAs('curator_jo');
    await jo.goto(`/fair/${fairId}`);
    await jo.getByRole('button', { name: exact(en('judging.register.open')) }).click();
    const dialog = jo.getByRole('dialog', {
      name: en('judging.register.title', { fair: 'Young Scientists Challenge' }),
    });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Junior 7/8' }).check();
    // Jo can judge on the morning the team is scheduled (the organiser's slot must fit in it).
    await dialog.getByRole('button', { name: exact(en('judging.register.addTime')) }).click();
    await dialog.getByLabel(en('judging.register.from', { n: 1 })).fill('2026-12-01T08:00');
    await dialog.getByLabel(en('judging.register.until', { n: 1 })).fill('2026-12-01T12:00');
    expect(await seriousViolations(jo)).toEqual([]);
    await snap(jo, 'judging-register');
    await dialog.getByRole('button', { name: exact(en('judging.register.submit')) }).click();
    await jo
      .getByRole('status')
      .filter({ hasText: en('judging.register.thanks') })
      .waitFor();
  });

  it('coord_nia makes the teams and schedules one; the screen has no serious axe violation', async () => {
    nia = await pageAs('coord_nia');
    await nia.goto(`/fair/${fairId}`);
    await nia.getByRole('link', { name: exact(en('judging.link')) }).click();
    await nia.getByRole('heading', { level: 1, name: exact(en('judging.title')) }).waitFor();
    // Jo's offer waits for an organiser; approved, Jo judges too (the approve button goes).
    const approve = nia.getByRole('button', {
      name: en('judging.registrations.approveLabel', { name: 'curator_jo' }),
    });
    await expect.poll(() => nia.getByText(/^Available: /).count(), { timeout: WAIT }).toBeGreaterThan(0);
    await approve.click();
    await approve.waitFor({ state: 'detached' });
    // Approval sends Jo the judge welcome e-mail (the development outbox holds it).
    const outbox = async () =>
      (
        (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as {
          result: { messages: { subject: string }[] };
        }
      ).result.messages;
    await expect
      .poll(async () => (await outbox()).map((m) => m.subject), { timeout: WAIT })
      .toContain('You are a judge at Young Scientists Challenge');
    await nia.getByRole('button', { name: exact(en('judging.generate.submit')) }).click();
    await nia
      .getByRole('status')
      .filter({ hasText: /teams? made\.$/ })
      .waitFor();
    const team = nia.getByRole('article').first();
    await team.waitFor();
    await team.getByLabel(en('judging.teams.start')).fill('2026-12-01T09:30');
    await team.getByLabel(en('judging.teams.duration')).fill('45');
    await team.getByRole('button', { name: exact(en('judging.teams.save')) }).click();
    await team.getByText(/45 minutes$/).waitFor();
    expect(await seriousViolations(nia)).toEqual([]);
    await snap(nia, 'judging-teams');
  });

  it('judge_kim scores the new board on a phone while coord_nia’s open floor counts it live', async () => {
    await nia.getByRole('tab', { name: exact(en('judging.tabs.floor')) }).click();
    const kimRow = nia.getByRole('row').filter({ hasText: 'judge_kim' });
    await kimRow.waitFor();
    const before = (await kimRow.innerText()).replace(/\s+/g, ' ');
    expect(await seriousViolations(nia)).toEqual([]);

    const kim = await pageAs('judge_kim', { width: 390, height: 844 });
    await kim.goto(`/fair/${fairId}/judge`);
    await kim.getByRole('heading', { level: 1, name: exact(en('judging.judge.title')) }).waitFor();
    // What is left counts this board (and any other entry approved since the teams were made).
    await kim.getByText(/left to judge$/).waitFor();
    const card = kim.getByRole('article', { name: TITLE });
    await card.waitFor();
    expect(await seriousViolations(kim)).toEqual([]);
    await snap(kim, 'judging-judge-phone');
    await kim.getByRole('button', { name: `${en('judging.judge.open')}: ${TITLE}` }).click();
    const groups = kim.getByRole('radiogroup');
    await groups.first().waitFor();
    const count = await groups.count();
    for (let i = 0; i < count; i++) {
      await groups.nth(i).getByRole('radio').last().check();
      await kim
        .getByRole('status')
        .filter({ hasText: en('judging.judge.saved') })
        .waitFor();
    }
    await snap(kim, 'judging-score-phone');
    await kim.getByRole('button', { name: exact(en('judging.judge.back')) }).click();
    await card.getByText(en('judging.judge.saved'), { exact: true }).waitFor();

    // The floor changed without a reload.
    await expect
      .poll(async () => (await kimRow.innerText()).replace(/\s+/g, ' '), { timeout: WAIT })
      .not.toBe(before);
    await snap(nia, 'judging-floor');
  });

  it('coord_nia orders the results, sees the new board scored, and downloads the CSV', async () => {
    await nia.getByRole('tab', { name: exact(en('judging.tabs.results')) }).click();
    const table = nia.getByRole('table', { name: en('judging.tabs.results') });
    await table.getByRole('link', { name: TITLE }).waitFor();
    // The score charts (per judge, per board) are on the page before axe looks at it.
    for (const title of [en('judging.charts.byJudge'), en('judging.charts.byBoard')])
      await nia.getByRole('img', { name: exact(en('judging.charts.figure', { title })) }).waitFor();
    expect(await seriousViolations(nia)).toEqual([]);
    const firstBoard = async () => (await table.getByRole('row').nth(1).getByRole('link').innerText()).trim();
    const highest = await firstBoard();
    await nia.getByText(en('judging.results.asc'), { exact: true }).click();
    await expect.poll(firstBoard, { timeout: WAIT }).not.toBe(highest);
    const [download] = await Promise.all([
      nia.waitForEvent('download'),
      nia.getByRole('button', { name: exact(en('judging.results.csv')) }).click(),
    ]);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file, 'utf8')).toContain(TITLE);
    await snap(nia, 'judging-results');
  });

  it('once the results date passes, Léa reads the judges’ feedback on her board in French, without their names', async () => {
    const ada = await apiLogin('ada');
    // The fair's award, given in judging, shows with the feedback once results are out.
    const award = (await api(ada, 'POST', '/award', {
      name: `Prix du jury ${TITLE.split(' ').pop()}`,
      description: 'Le meilleur projet',
      fairID: fairId,
    })) as { award: { id: number; name: string } };
    await api(ada, 'POST', `/award/${award.award.id}/project/${boardId}`);
    await api(ada, 'PUT', `/fairs/${fairId}`, { resultsAt: new Date(Date.now() - 60_000).toISOString() });
    const lea = await pageAs('lea');
    await lea.goto(`/story/${boardId}`);
    // Léa reads French.
    const feedback = lea.getByRole('region', { name: tr('fr', 'judging.feedback.title') });
    await feedback.getByText(/^Rang \d+ sur \d+$/).waitFor();
    expect(await feedback.innerText()).not.toMatch(/judge_kim|judge_ana|Min-jun/);
    await feedback.getByText(award.award.name, { exact: true }).waitFor();
    expect(await seriousViolations(lea)).toEqual([]);
    await snap(lea, 'judging-feedback');
  });
});
