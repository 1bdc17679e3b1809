import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let teacher: Session;
let student: Session;
let category: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  teacher = await makeUser(t);
  student = await makeUser(t);
  category = json(await t.app.inject('/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('notifications (spec/000 §3, §4 "teacher notified")', () => {
  it('tells the board managers when a section goes to Ready for Review, in their language', async () => {
    const board = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(teacher.accessToken),
        payload: {
          title: 'Class board',
          description: 'Our class',
          categories: [category],
          sections: [{ title: 'Method', body: '<p>Steps</p>' }],
        },
      }),
    ).result.project;
    // The student joins the board as a contributor (memberships come with the collaboration issue).
    await t.database.db.execute(
      sql`insert into project_members (project_id, user_id, role) values (${board.id}, ${student.userId}, 'contributor')`,
    );
    const [post] = json(await t.app.inject(`/api/projects/${board.id}/posts`)).result.posts;
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/updateStatus/${board.id}`,
      headers: bearer(student.accessToken),
      payload: { postID: post.id, status: 'Ready for Review' },
    });
    expect(r.statusCode).toBe(200);
    const unread = json(
      await t.app.inject({
        url: `/api/users/${teacher.userName}/notifications/unread`,
        headers: bearer(teacher.accessToken),
      }),
    );
    expect(unread.result).toEqual({ count: 1 });
    const list = json(
      await t.app.inject({
        url: `/api/users/${teacher.userName}/notifications`,
        headers: { ...bearer(teacher.accessToken), 'accept-language': 'de' },
      }),
    ).result;
    expect(list.notifications[0]).toMatchObject({
      key: `section-review:${post.id}`,
      title: 'Ein Abschnitt ist bereit zur Prüfung',
      deepLink: `/story/${board.id}#section-${post.id}`,
      read: false,
    });
    expect(list.notifications[0].message).toContain('Method');
    // The student (who did it) is not notified; nobody reads someone else's notifications.
    expect(
      json(
        await t.app.inject({
          url: `/api/users/${student.userName}/notifications/unread`,
          headers: bearer(student.accessToken),
        }),
      ).result.count,
    ).toBe(0);
    expect(
      (
        await t.app.inject({
          url: `/api/users/${teacher.userName}/notifications`,
          headers: bearer(student.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications/read',
      headers: bearer(teacher.accessToken),
      payload: { keys: [] },
    });
    expect(json(read).result).toEqual({ marked: 1 });
    expect(
      json(
        await t.app.inject({
          url: `/api/users/${teacher.userName}/notifications/unread`,
          headers: bearer(teacher.accessToken),
        }),
      ).result.count,
    ).toBe(0);
    // The contributor cannot edit it now; the teacher returns it to Draft.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      headers: bearer(student.accessToken),
      payload: { body: '<p>x</p>' },
    });
    expect(json(edit).code).toBe('SECTION_NOT_EDITABLE');
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/updateStatus/${board.id}`,
      headers: bearer(teacher.accessToken),
      payload: { postID: post.id, status: 'Draft' },
    });
    expect(json(back).result.updatedPostStatus).toBe('Draft');
  });
});
