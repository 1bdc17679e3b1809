import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser, sectionsOf } from '../../../test/factories.ts';
import { createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let owner: Session;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  [owner, alice, bob] = [await makeUser(t), await makeUser(t), await makeUser(t)];
});
afterAll(async () => {
  await t.close();
});

async function board() {
  const project = await makeBoard(t, owner, {
    title: 'Bridge of straws',
    description: 'How much weight can 50 straws hold?',
    sections: ['Plan'],
  });
  const [post] = await sectionsOf(t, project.id);
  return { project, post: post! };
}
const counts = async (projectId: number) =>
  json(await t.call('GET', `/api/projects/${projectId}`)).result.project.metadata;

describe('comments and replies (spec/001 §7 Comments)', () => {
  it('comments, replies and keeps every counter (spec/000 §4)', async () => {
    const { project, post } = await board();
    const c = await t.call('POST', '/api/comments', alice.accessToken, {
      projectID: project.id,
      comment: 'Great idea!',
    });
    expect(c.statusCode).toBe(201);
    const comment = json(c).result.comment;
    expect(json(c).result.autoSubscribed).toBe(true);
    expect(comment.user.userName).toBe(alice.userName);
    const onPost = json(
      await t.call('POST', '/api/comments', bob.accessToken, { postID: post.id, comment: 'Why triangles?' }),
    ).result.comment;
    expect(onPost.projectID).toBe(project.id);
    const reply = await t.call('POST', `/api/comments/${comment.id}/replies`, bob.accessToken, {
      comment: 'Agreed',
    });
    expect(reply.statusCode).toBe(201);
    const replyToPost = await t.call('POST', '/api/comments', owner.accessToken, {
      parentID: onPost.id,
      comment: 'They are rigid.',
    });
    expect(json(replyToPost).result.comment.postID).toBe(post.id);
    expect((await counts(project.id)).comments).toBe(4);
    expect(json(await t.call('GET', `/api/posts/${post.id}`)).result.post.metadata.comments).toBe(2);
    expect(json(await t.call('GET', `/api/comments/${comment.id}`)).result.comment.metadata.replies).toBe(1);
    const replies = json(await t.call('GET', `/api/comments/${comment.id}/replies`)).result;
    expect(replies.total).toBe(1);
    expect(json(await t.call('GET', `/api/posts/${post.id}/comments/${onPost.id}`)).result.comment.id).toBe(
      onPost.id,
    );
    expect((await t.call('GET', `/api/posts/${post.id}/comments/${comment.id}`)).statusCode).toBe(404);

    // Deleting a comment takes its replies and lowers every count.
    expect((await t.call('DELETE', `/api/comments/${comment.id}`, bob.accessToken)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/comments/${comment.id}`, alice.accessToken)).statusCode).toBe(200);
    expect((await counts(project.id)).comments).toBe(2);
    // The board owner may remove comments on their board.
    const replyId = json(replyToPost).result.comment.id;
    expect((await t.call('DELETE', `/api/comments/${replyId}`, owner.accessToken)).statusCode).toBe(200);
    expect(json(await t.call('GET', `/api/comments/${onPost.id}`)).result.comment.metadata.replies).toBe(0);
    expect((await counts(project.id)).comments).toBe(1);
    expect(json(await t.call('GET', `/api/posts/${post.id}`)).result.post.metadata.comments).toBe(1);
  });

  it.each([
    ['This is shit', 'Profanity in comment'],
    ['Du bist ein Arschloch', 'Profanity in comment'],
    ['Quelle merde', 'Profanity in comment'],
    [
      'Look <img src="x.png">',
      'Images and videos cannot be pasted into the text. Please attach them instead',
    ],
    [
      '![pic](data:image/png;base64,AAAA)',
      'Images and videos cannot be pasted into the text. Please attach them instead',
    ],
    ['   ', 'Comments cannot be empty'],
  ])('refuses %j', async (text, message) => {
    const { project } = await board();
    const r = await t.call('POST', '/api/comments', alice.accessToken, {
      projectID: project.id,
      comment: text,
    });
    expect(r.statusCode).toBe(400);
    expect(json(r).messages).toEqual([message]);
  });

  it('refuses a duplicate reply ("Duplicate reply")', async () => {
    const { project } = await board();
    const parent = json(
      await t.call('POST', '/api/comments', alice.accessToken, {
        projectID: project.id,
        comment: 'Question?',
      }),
    ).result.comment;
    await t.call('POST', `/api/comments/${parent.id}/replies`, bob.accessToken, { comment: 'Same answer' });
    const again = await t.call('POST', `/api/comments/${parent.id}/replies`, bob.accessToken, {
      comment: 'same answer ',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).messages).toEqual(['Duplicate reply']);
  });

  it('hides the author of anonymous comments from others', async () => {
    const { project } = await board();
    const c = json(
      await t.call('POST', '/api/comments', alice.accessToken, {
        projectID: project.id,
        comment: 'Secret fan',
        anonymous: true,
      }),
    ).result.comment;
    expect(
      json(await t.call('GET', `/api/comments/${c.id}`, bob.accessToken)).result.comment.user,
    ).toBeNull();
    expect(
      json(await t.call('GET', `/api/comments/${c.id}`, alice.accessToken)).result.comment.user.userName,
    ).toBe(alice.userName);
  });

  it('pages with limit, offset, before and since, and counts', async () => {
    const { project } = await board();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        json(
          await t.call('POST', '/api/comments', alice.accessToken, {
            projectID: project.id,
            comment: `Note ${i}`,
          }),
        ).result.comment.id,
      );
    }
    const page1 = json(await t.call('GET', `/api/projects/${project.id}/comments?limit=2`)).result;
    expect(page1.comments.map((c: { id: number }) => c.id)).toEqual([ids[4], ids[3]]);
    expect(page1).toMatchObject({ total: 5, hasMore: true });
    const before = json(await t.call('GET', `/api/projects/${project.id}/comments?before=${ids[2]}`)).result;
    expect(before.comments.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
    const since = json(await t.call('GET', `/api/projects/${project.id}/comments?since=${ids[2]}`)).result;
    expect(since.comments.map((c: { id: number }) => c.id)).toEqual([ids[4], ids[3]]);
    expect(json(await t.call('GET', `/api/projects/${project.id}/comments?limit=0&offset=0`)).result).toEqual(
      {
        total: 5,
      },
    );
  });

  it("edits only one's own comment, with the same rules", async () => {
    const { project } = await board();
    const c = json(
      await t.call('POST', '/api/comments', alice.accessToken, { projectID: project.id, comment: 'Frist!' }),
    ).result.comment;
    expect(
      (await t.call('PUT', `/api/comments/${c.id}`, bob.accessToken, { body: 'hijack' })).statusCode,
    ).toBe(403);
    expect(
      json(await t.call('PUT', `/api/comments/${c.id}`, alice.accessToken, { body: 'First!' })).result
        .comment,
    ).toMatchObject({ body: 'First!', edited: true });
    expect(
      (await t.call('PUT', `/api/comments/${c.id}`, alice.accessToken, { body: 'shit' })).statusCode,
    ).toBe(400);
  });

  it('likes comments, lists likers and answers has-liked', async () => {
    const { project } = await board();
    const c = json(
      await t.call('POST', '/api/comments', alice.accessToken, { projectID: project.id, comment: 'Like me' }),
    ).result.comment;
    await Promise.all([
      t.call('POST', `/api/comments/${c.id}/like`, bob.accessToken),
      t.call('POST', `/api/comments/${c.id}/like`, bob.accessToken),
    ]);
    expect(json(await t.call('GET', `/api/comments/${c.id}`)).result.comment.metadata.likes).toBe(1);
    expect(json(await t.call('GET', `/api/comments/${c.id}/like/${bob.userName}`)).result).toEqual({
      liked: true,
    });
    expect(json(await t.call('GET', `/api/comments/${c.id}/likes`)).result.total).toBe(1);
  });

  it('takes a like back: only the caller’s own, never below 0, not on a board one cannot see', async () => {
    const { project } = await board();
    const c = json(
      await t.call('POST', '/api/comments', alice.accessToken, {
        projectID: project.id,
        comment: 'Unlike me',
      }),
    ).result.comment;
    await t.call('POST', `/api/comments/${c.id}/like`, bob.accessToken);
    await t.call('POST', `/api/comments/${c.id}/like`, owner.accessToken);
    expect((await t.call('DELETE', `/api/comments/${c.id}/like`)).statusCode).toBe(401);
    const bad = await t.call('DELETE', '/api/comments/abc/like', bob.accessToken);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).fields)).toEqual(['id']);
    expect((await t.call('DELETE', '/api/comments/999999999/like', bob.accessToken)).statusCode).toBe(404);
    // Alice never liked it: her unlike leaves the others' likes alone.
    expect(
      json(await t.call('DELETE', `/api/comments/${c.id}/like`, alice.accessToken)).result,
    ).toMatchObject({
      liked: false,
      likes: 2,
    });
    const taken = await t.call('DELETE', `/api/comments/${c.id}/like`, bob.accessToken);
    expect(taken.statusCode).toBe(200);
    expect(json(taken).result).toMatchObject({ liked: false, likes: 1 });
    // Twice is once (spec/000 §4 Counters).
    expect(json(await t.call('DELETE', `/api/comments/${c.id}/like`, bob.accessToken)).result.likes).toBe(1);
    expect(json(await t.call('GET', `/api/comments/${c.id}/like/${bob.userName}`)).result).toEqual({
      liked: false,
    });
    const read = json(await t.call('GET', `/api/comments/${c.id}`, bob.accessToken)).result.comment;
    expect(read).toMatchObject({ liked: false, metadata: { likes: 1 } });
    expect(
      json(await t.call('GET', `/api/comments/${c.id}/likes`)).result.users.map(
        (u: { userName: string }) => u.userName,
      ),
    ).toEqual([owner.userName]);
    // A comment on a private board is not found by an outsider.
    const hidden = await makeBoard(t, owner, { isPrivate: true });
    const secret = json(
      await t.call('POST', '/api/comments', owner.accessToken, {
        projectID: hidden.id,
        comment: 'Team only',
      }),
    ).result.comment;
    await t.call('POST', `/api/comments/${secret.id}/like`, owner.accessToken);
    expect((await t.call('DELETE', `/api/comments/${secret.id}/like`, bob.accessToken)).statusCode).toBe(404);
    expect(
      json(await t.call('GET', `/api/comments/${secret.id}`, owner.accessToken)).result.comment.metadata
        .likes,
    ).toBe(1);
  });
});

describe('follows, profiles and the leaderboard', () => {
  it('follows and unfollows, with lists and counts', async () => {
    expect((await t.call('POST', `/api/users/${bob.userName}/follow`, alice.accessToken)).statusCode).toBe(
      200,
    );
    await t.call('POST', `/api/users/${bob.userName}/follow`, alice.accessToken);
    expect(
      json(await t.call('GET', `/api/users/${bob.userName}/isFollowing`, alice.accessToken)).result,
    ).toEqual({ isFollowing: true });
    expect(
      json(await t.call('GET', `/api/users/${bob.userName}/followers`)).result.users.map(
        (u: { userName: string }) => u.userName,
      ),
    ).toEqual([alice.userName]);
    expect(json(await t.call('GET', `/api/users/${alice.userName}/following`)).result.total).toBe(1);
    const profile = json(await t.call('GET', `/api/users/${bob.userName}/profile`)).result;
    expect(profile.counts.followers).toBe(1);
    expect((await t.call('POST', `/api/users/${alice.userName}/follow`, alice.accessToken)).statusCode).toBe(
      400,
    );
    await t.call('DELETE', `/api/users/${bob.userName}/follow`, alice.accessToken);
    expect(json(await t.call('GET', `/api/users/${bob.userName}/followers`)).result.total).toBe(0);
  });

  it('lists followers newest first, a page at a time, without disabled accounts', async () => {
    const star = await makeUser(t);
    const fans = [await makeUser(t), await makeUser(t), await makeUser(t)];
    for (const fan of fans) await t.call('POST', `/api/users/${star.userName}/follow`, fan.accessToken);
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update users set disabled_at = now() where user_name = ${fans[1]!.userName}`,
    );
    const at = async (query: string) =>
      json(await t.call('GET', `/api/users/${star.userName}/followers?${query}`)).result;
    const first = await at('limit=1&offset=0');
    expect(first.users.map((u: { userName: string }) => u.userName)).toEqual([fans[2]!.userName]);
    expect(first).toMatchObject({ total: 2, hasMore: true });
    const second = await at('limit=1&offset=1');
    expect(second.users.map((u: { userName: string }) => u.userName)).toEqual([fans[0]!.userName]);
    expect(second).toMatchObject({ total: 2, hasMore: false });
    expect(await at('limit=0&offset=0')).toEqual({ total: 2 });
    const theirs = json(await t.call('GET', `/api/users/${fans[0]!.userName}/following`)).result;
    expect(theirs).toMatchObject({ total: 1, hasMore: false });
    expect(theirs.users[0].userName).toBe(star.userName);
  });

  it('ranks the top 20 by engagement', async () => {
    const { project } = await board();
    await t.call('POST', `/api/projects/${project.id}/like`, alice.accessToken);
    const top = json(await t.call('GET', '/api/users/leaderboard')).result.users;
    expect(top.length).toBeLessThanOrEqual(20);
    expect(top[0].user.userName).toBe(owner.userName);
    expect(top[0].score).toBeGreaterThan(0);
  });
});
