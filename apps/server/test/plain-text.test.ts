import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainText } from '../src/lib/text.ts';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from './helpers.ts';

/**
 * Plain text stays as people typed it, and names carry no markup or links (issue "nothing an
 * outsider can break", finding 9: titles were stored HTML-escaped, so people read
 * "Tom &amp; Jerry"; names were stored as raw HTML and put verbatim into invitation e-mails).
 */
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  user = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

describe('plain text', () => {
  it('removes tags and keeps ampersands and angle brackets as typed', () => {
    expect(plainText('Tom & Jerry <b>bold</b>')).toBe('Tom & Jerry bold');
    expect(plainText('1 < 2 &amp; 3 > 2')).toBe('1 < 2 & 3 > 2');
    expect(plainText('&amp;lt;')).toBe('&lt;');
    expect(plainText('<script>alert(1)</script>Hi')).toBe('Hi');
  });

  it('keeps a board title as typed', async () => {
    const category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: bearer(user.accessToken),
      payload: {
        title: 'Tom & Jerry’s <i>bridge</i>',
        description: 'Salt & pepper',
        categories: [category],
        sections: [{ title: 'R&D', body: '<p>x</p>' }],
      },
    });
    expect(json(r).result.project.title).toBe('Tom & Jerry’s bridge');
    expect(json(r).result.project.description).toBe('Salt & pepper');
  });
});

describe('names', () => {
  const rename = (firstName: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.userName}/profile`,
      headers: bearer(user.accessToken),
      payload: { firstName },
    });

  it('refuses markup and links, and keeps everything else a name may hold', async () => {
    for (const bad of [
      '<a href="x">Ada</a>',
      'Visit http://evil.example',
      'www.evil.example',
      'evil.com/login',
    ]) {
      const r = await rename(bad);
      expect(r.statusCode, bad).toBe(400);
      expect(json(r).fields).toEqual({ firstName: 'NAME_INVALID' });
      expect(json(r).messages[0]).toBe('Names cannot contain links or markup');
    }
    for (const good of ['Zoë-Marie', "O'Brien", 'Ada 🚀', 'Jean-Luc Jr.', '李雷']) {
      expect((await rename(good)).statusCode, good).toBe(200);
    }
  });

  it('refuses a linked name at signup too', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email: 'linky@example.org',
        userName: 'linky_person',
        password: 'Tinker-Bolt-42',
        firstName: 'Click https://evil.example',
        lastName: 'Maker',
        userType: 'standard',
        birthDate: '2000-01-01',
        receiveEmails: false,
        certifications: {
          ownWork: true,
          over12OrParent: true,
          parentPresent: true,
          positiveConduct: true,
          riskAcceptance: true,
          disclaimer: true,
        },
      },
    });
    expect(r.statusCode).toBe(400);
  });
});
