import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser, sectionsOf } from '../../../test/factories.ts';
import { createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';
import { sanitizeRichText } from '../../lib/text.ts';

let t: TestApp;
let owner: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  stranger = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

async function board(sections = 3) {
  const project = await makeBoard(t, owner, {
    title: 'Wind turbine',
    description: 'Blades from plastic bottles.',
    sections: Array.from({ length: sections }, (_, i) => `Step ${i + 1}`),
  });
  // biome-ignore lint/suspicious/noExplicitAny: sections read loosely, by index.
  const posts: any[] = await sectionsOf(t, project.id);
  return { project, posts };
}

const projectOf = async (id: number) =>
  json(await t.call('GET', `/api/projects/${id}`, owner.accessToken)).result.project;

describe('sections (spec/000 §3 Post, spec/001 §7 Posts)', () => {
  it('adds a section at the end and serves the settings', async () => {
    const { project } = await board(1);
    const r = await t.call('POST', '/api/posts', owner.accessToken, {
      projectID: project.id,
      title: 'Test run',
      body: '<p>It spins!</p>',
    });
    expect(r.statusCode).toBe(201);
    expect(json(r).result.post.priority).toBe(1);
    expect(json(r).result.autoSubscribed).toBe(false);
    expect((await projectOf(project.id)).metadata.posts).toBe(2);
    expect(json(await t.call('GET', '/api/posts/settings')).result).toEqual({
      attachmentLimit: 10,
      wordLimit: 2000,
      // No image-generation service is configured in tests (IMAGE_GENERATION_URL).
      imageGeneration: false,
    });
    expect(
      (await t.call('POST', '/api/posts', stranger.accessToken, { projectID: project.id, body: 'x' }))
        .statusCode,
    ).toBe(403);
    const tooLong = await t.call('POST', '/api/posts', owner.accessToken, {
      projectID: project.id,
      body: 'word '.repeat(2001),
    });
    expect(json(tooLong).code).toBe('SECTION_TOO_LONG');
  });

  it('reorders by priority (drag to reorder)', async () => {
    const { project, posts } = await board(4);
    const last = posts[3];
    const r = await t.call('PUT', `/api/posts/${last.id}/priority`, owner.accessToken, { priority: 0 });
    expect(r.statusCode).toBe(200);
    const after = json(await t.call('GET', `/api/projects/${project.id}/posts`)).result.posts;
    expect(after.map((p: { id: number }) => p.id)).toEqual([last.id, posts[0].id, posts[1].id, posts[2].id]);
    expect(after.map((p: { priority: number }) => p.priority)).toEqual([0, 1, 2, 3]);
    expect(
      (await t.call('PUT', `/api/posts/${last.id}/priority`, stranger.accessToken, { priority: 2 }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps completedPostCount exact through status changes (spec/001 §7 updateStatus)', async () => {
    const { project, posts } = await board(3);
    const status = (postID: number, s: string, previousPostStatus = 'Draft') =>
      t.call('PUT', `/api/posts/updateStatus/${project.id}`, owner.accessToken, {
        postID,
        projectID: project.id,
        status: s,
        previousPostStatus,
      });
    expect(json(await status(posts[0].id, 'Completed')).result.updatedPostStatus).toBe('Completed');
    expect(json(await status(posts[1].id, 'Completed')).result.completedPostCount).toBe(2);
    // Repeating, or lying about the previous status, changes nothing.
    await status(posts[1].id, 'Completed', 'Draft');
    expect((await projectOf(project.id)).completedPostCount).toBe(2);
    await status(posts[0].id, 'Draft', 'Completed');
    expect((await projectOf(project.id)).completedPostCount).toBe(1);
    // Concurrent flips settle on the truth.
    await Promise.all([
      status(posts[2].id, 'Completed'),
      status(posts[2].id, 'Completed'),
      status(posts[2].id, 'Completed'),
    ]);
    expect((await projectOf(project.id)).completedPostCount).toBe(2);
    // Deleting a completed section lowers the count.
    await t.call('DELETE', `/api/posts/${posts[2].id}`, owner.accessToken);
    expect((await projectOf(project.id)).completedPostCount).toBe(1);
  });

  it('locks a section while it is Ready for Review and needs text to submit', async () => {
    const { project, posts } = await board(2);
    await t.call('PUT', `/api/posts/${posts[1].id}`, owner.accessToken, { body: '<p> </p>' });
    const empty = await t.call('PUT', `/api/posts/updateStatus/${project.id}`, owner.accessToken, {
      postID: posts[1].id,
      status: 'Ready for Review',
    });
    expect(json(empty).messages).toEqual(['Please add text to this section before submitting']);
    const ready = await t.call('PUT', `/api/posts/updateStatus/${project.id}`, owner.accessToken, {
      postID: posts[0].id,
      status: 'Ready for Review',
    });
    expect(ready.statusCode).toBe(200);
    const got = json(await t.call('GET', `/api/posts/${posts[0].id}`, owner.accessToken)).result.post;
    expect(got.postStatus).toBe('Ready for Review');
  });

  it('keeps at least one section and only lets allowed people delete', async () => {
    const { posts } = await board(1);
    expect((await t.call('DELETE', `/api/posts/${posts[0].id}`, stranger.accessToken)).statusCode).toBe(403);
    const last = await t.call('DELETE', `/api/posts/${posts[0].id}`, owner.accessToken);
    expect(last.statusCode).toBe(400);
    expect(json(last).messages).toEqual(['A project must contain at least one section']);
  });

  it('likes sections idempotently', async () => {
    const { posts } = await board(1);
    await t.call('POST', `/api/posts/${posts[0].id}/like`, stranger.accessToken);
    const again = await t.call('POST', `/api/posts/${posts[0].id}/like`, stranger.accessToken);
    expect(json(again).result).toEqual({ liked: true, likes: 1 });
    const likers = json(await t.call('GET', `/api/posts/${posts[0].id}/likes`)).result;
    expect(likers.users.map((u: { userName: string }) => u.userName)).toEqual([stranger.userName]);
    expect(
      json(await t.call('DELETE', `/api/posts/${posts[0].id}/like`, stranger.accessToken)).result.likes,
    ).toBe(0);
    expect(
      json(await t.call('DELETE', `/api/posts/${posts[0].id}/like`, stranger.accessToken)).result.likes,
    ).toBe(0);
  });

  it('lists who liked, newest first, a page at a time with the total (api.md "Paging")', async () => {
    const { posts } = await board(1);
    const likers = [await makeUser(t), await makeUser(t), await makeUser(t, { birthDate: '2012-04-04' })];
    for (const person of likers) await t.call('POST', `/api/posts/${posts[0].id}/like`, person.accessToken);
    const at = async (query: string) =>
      json(await t.call('GET', `/api/posts/${posts[0].id}/likes?${query}`)).result;
    const first = await at('limit=2&offset=0');
    expect(first.users.map((u: { userName: string }) => u.userName)).toEqual([
      likers[2]!.userName,
      likers[1]!.userName,
    ]);
    expect(first).toMatchObject({ total: 3, hasMore: true });
    // A minor's surname is shortened to its initial, as everywhere people are listed.
    expect(first.users[0].lastName).toMatch(/^.\.$/);
    const second = await at('limit=2&offset=2');
    expect(second.users.map((u: { userName: string }) => u.userName)).toEqual([likers[0]!.userName]);
    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(await at('limit=2&offset=5')).toEqual({ users: [], total: 3, hasMore: false });
    expect(await at('limit=0&offset=0')).toEqual({ total: 3 });
  });
});

describe('rich text is sanitised on the server (quality.md)', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="x()">Hi <a href="javascript:alert(1)">a</a><img src=x onerror=alert(1)><script>bad()</script><a href="https://ok.example">ok</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/onclick|javascript:|onerror|<script|<img/i);
    expect(clean).toContain('href="https://ok.example"');
  });

  it('is idempotent (property-tested)', () => {
    const html = fc.array(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          '<p>',
          '</p>',
          '<a href="https://x.org">',
          '</a>',
          '<script>',
          '<b>',
          '</b>',
          '<img src=x onerror=y>',
          '&amp;',
          '<',
          '>',
          '"',
          "'",
          '<ul><li>',
          '</li></ul>',
        ),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(html, (parts) => {
        const once = sanitizeRichText(parts.join(''));
        return sanitizeRichText(once) === once && !/<script|javascript:|onerror/i.test(once);
      }),
      { numRuns: 500 },
    );
  });
});
