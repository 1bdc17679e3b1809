// Teachers and classes end to end (issue 12; spec/000 §2 classes tab, class page, /oas; §4 section
// review): tmueller (German) makes a class on his profile's classes tab and prints its join sheet;
// a new student signs up on the class-registration page with the code while the teacher's class
// page is open, and the request appears there without a reload; the teacher approves. The student
// sends a section for review; the teacher returns it to Draft with a comment, which the student
// reads under the section. axe finds nothing serious on the class page, the sheet and the join flow.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, settled, stamp } from './boards-helpers.ts';
import { baseUrl, codeFor, launch, newContext, seriousViolations, snap } from './browser.ts';
import { apiLogin, exact, label, loginContext, tr, WAIT, waitForPath } from './helpers.ts';

let browser: Browser;
let teacherContext: BrowserContext;
let studentContext: BrowserContext;
let teacher: Page;
let student: Page;
let classId = 0;
let code = '';
const CLASS = `Robotik ${stamp}`;
const de = (key: string, values: Record<string, string> = {}) => tr('de', key, values);
const en = (key: string, values: Record<string, string> = {}) => tr('en', key, values);
const STUDENT = `kid${stamp}`.slice(0, 28);
const EMAIL = `${STUDENT}@example.org`;
const PASSWORD = 'Tinker-Bolt-42';
const COMMENT = `Please add the motor's voltage ${stamp}`;

beforeAll(async () => {
  browser = await launch();
  teacherContext = await newContext(browser, 'de-DE');
  studentContext = await newContext(browser);
  teacherContext.setDefaultTimeout(WAIT);
  studentContext.setDefaultTimeout(WAIT);
  await loginContext(teacherContext, 'tmueller');
  teacher = await teacherContext.newPage();
  student = await studentContext.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('teachers and classes', () => {
  it('a teacher makes a class on the classes tab and prints its join sheet', async () => {
    await teacher.goto('/profile/tmueller/classes');
    await teacher.getByLabel(label(de('classes.tab.newName'))).fill(CLASS);
    await teacher.getByRole('button', { name: exact(de('classes.tab.create')) }).click();
    await teacher.getByRole('link', { name: CLASS }).click();
    await waitForPath(teacher, (url) => /^\/classes\/\d+$/.test(url.pathname));
    classId = Number(new URL(teacher.url()).pathname.split('/')[2]);
    code = ((await teacher.getByTestId('class-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await teacher.getByRole('heading', { name: de('classes.students.title') }).waitFor();
    await settled(teacher);
    expect(await seriousViolations(teacher)).toEqual([]);
    await snap(teacher, 'classes-01-class-page');

    await teacher.getByRole('link', { name: exact(de('classes.code.sheet')) }).click();
    await waitForPath(teacher, (url) => url.pathname === `/classes/${classId}/sheet`);
    expect(((await teacher.getByTestId('sheet-code').textContent()) ?? '').trim()).toBe(code);
    await teacher.getByRole('img', { name: de('classes.sheet.qr') }).waitFor();
    await teacher.getByRole('button', { name: exact(de('classes.sheet.print')) }).waitFor();
    expect(await seriousViolations(teacher)).toEqual([]);
    await snap(teacher, 'classes-02-join-sheet');
    // Back to the class page, left open while the student signs up.
    await teacher.goto(`/classes/${classId}`);
    await teacher.getByText(de('classes.students.empty')).waitFor();
  });

  it('a student signs up with the code and the open class page shows the request live; the teacher approves', async () => {
    await student.goto(`/oas/${code}`);
    await student.getByRole('heading', { name: en('classes.oas.title') }).waitFor();
    expect(await seriousViolations(student)).toEqual([]);
    await student.getByLabel(label(en('auth.signup.firstName'))).fill('Kim');
    await student.getByLabel(label(en('auth.signup.lastName'))).fill('Student');
    await student.getByLabel(label(en('auth.signup.email'))).fill(EMAIL);
    await student.getByLabel(label(en('auth.signup.userName'))).fill(STUDENT);
    await student.getByLabel(label(en('auth.signup.password'))).fill(PASSWORD);
    await student.getByLabel(label(en('auth.password.confirm'))).fill(PASSWORD);
    await student.getByLabel(label(en('auth.signup.birthDate'))).fill('2011-04-17');
    await student.getByText(en('auth.signup.userNameFree')).waitFor();
    await student.getByRole('button', { name: exact(en('common.continue')) }).click();
    for (const box of await student.getByRole('checkbox').all()) await box.check();
    await snap(student, 'classes-03-class-registration');
    await student.getByRole('button', { name: exact(en('auth.signup.submit')) }).click();
    await student.getByText(en('auth.verify.sentTo', { email: EMAIL })).waitFor();
    await student.getByLabel(en('auth.verify.codeLabel')).first().click();
    await student.keyboard.type(await codeFor(EMAIL));
    // Verified: on to the join page, where the class waits for the teacher.
    await waitForPath(student, (url) => url.pathname === '/teachers/join');
    await student.getByRole('heading', { name: CLASS }).waitFor();
    await student.getByText(en('classes.status.pending')).waitFor();
    expect(await seriousViolations(student)).toEqual([]);
    await snap(student, 'classes-04-join-page');

    // The teacher's page, never reloaded, shows the new student.
    const row = teacher.getByRole('row').filter({ hasText: `@${STUDENT}` });
    await row.waitFor({ timeout: WAIT });
    await row
      .getByRole('button', { name: de('classes.students.approveName', { name: 'Kim Student' }) })
      .click();
    await row.getByText(de('classes.status.approved')).waitFor();
    await snap(teacher, 'classes-05-approved');
    await student.reload();
    await student.getByText(en('classes.status.approved')).waitFor();
  });

  it('the teacher returns a section to Draft with a comment that the student reads', async () => {
    const session = await apiLogin(STUDENT, PASSWORD);
    const { categories } = await getAs<{ categories: { subCategories: { id: number }[] }[] }>(
      session,
      '/categories',
    );
    const call = async (method: string, path: string, body: object) => {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { result: Record<string, unknown> }).result;
    };
    const { project } = (await call('POST', '/projects', {
      title: `Line follower ${stamp}`,
      description: 'A robot that follows a black line.',
      categories: [categories[0]!.subCategories[0]!.id],
      sections: [{ title: 'Motors', body: '<p>Two DC motors.</p>' }],
    })) as { project: { id: number } };
    const { posts } = await getAs<{ posts: { id: number }[] }>(session, `/projects/${project.id}/posts`);
    await call('PUT', `/posts/updateStatus/${project.id}`, {
      postID: posts[0]!.id,
      status: 'Ready for Review',
    });

    // The review queue fills in live (the teacher is told by a notification).
    const item = teacher.locator('.mantine-Card-root').filter({ hasText: `Line follower ${stamp}` });
    await item.waitFor({ timeout: WAIT });
    await item.getByLabel(de('classes.review.comment')).fill(COMMENT);
    await item.getByRole('button', { name: exact(de('classes.review.returnToDraft')) }).click();
    await item.waitFor({ state: 'detached', timeout: WAIT });
    await snap(teacher, 'classes-06-review-done');

    await student.goto(`/story/${project.id}`);
    await student.getByRole('button', { name: en('boards.sectionComments.toggle', { count: '1' }) }).click();
    await student.getByText(COMMENT).waitFor();
    await snap(student, 'classes-07-student-reads-comment');
    const { posts: after } = await getAs<{ posts: { postStatus: string }[] }>(
      session,
      `/projects/${project.id}/posts`,
    );
    expect(after[0]!.postStatus).toBe('Draft');
  });
});
