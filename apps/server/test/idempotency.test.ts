import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makeUser } from './factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from './helpers.ts';

/**
 * A client that lost the answer to a comment or a message retries it with the same
 * `Idempotency-Key`, and nothing is made twice (issue "nothing an outsider can break", finding 3;
 * docs/decisions.md "Idempotency keys").
 */
let t: TestApp;
let author: Session;
let other: Session;
let board: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  author = await makeUser(t);
  other = await makeUser(t);
  board = (
    await makeBoard(t, author, {
      title: 'Rain gauge',
      description: 'Measuring rain with a bottle',
      sections: ['Build'],
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, who: Session, payload: object, key?: string) =>
  t.call(
    'POST',
    url,
    who.accessToken,
    payload,
    key === undefined ? {} : { headers: { 'idempotency-key': key } },
  );
const commentsOnBoard = async () =>
  json(await t.app.inject(`/api/projects/${board}/comments?limit=0&offset=0`)).result.total as number;

describe('Idempotency-Key on comments', () => {
  it('answers a retried comment with the comment the first request made, and makes one', async () => {
    const before = await commentsOnBoard();
    const first = await post('/api/comments', author, { projectID: board, comment: 'Lovely gauge' }, 'c-1');
    const retry = await post('/api/comments', author, { projectID: board, comment: 'Lovely gauge' }, 'c-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json(retry).result.comment.id).toBe(json(first).result.comment.id);
    expect(await commentsOnBoard()).toBe(before + 1);
  });

  it('makes one comment when the same key arrives twice at once', async () => {
    const before = await commentsOnBoard();
    const [a, b] = await Promise.all([
      post('/api/comments', author, { projectID: board, comment: 'At once' }, 'c-race'),
      post('/api/comments', author, { projectID: board, comment: 'At once' }, 'c-race'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(json(a).result.comment.id).toBe(json(b).result.comment.id);
    expect(await commentsOnBoard()).toBe(before + 1);
  });

  it('refuses the key sent again with another text (422), and keeps the first comment', async () => {
    await post('/api/comments', author, { projectID: board, comment: 'First words' }, 'c-2');
    const before = await commentsOnBoard();
    const reused = await post('/api/comments', author, { projectID: board, comment: 'Other words' }, 'c-2');
    expect(reused.statusCode).toBe(422);
    expect(json(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await commentsOnBoard()).toBe(before);
  });

  it('keeps keys per person: the same key from someone else is their own comment', async () => {
    const mine = await post('/api/comments', author, { projectID: board, comment: 'Same key' }, 'shared-key');
    const theirs = await post(
      '/api/comments',
      other,
      { projectID: board, comment: 'Same key' },
      'shared-key',
    );
    expect(theirs.statusCode).toBe(201);
    expect(json(theirs).result.comment.id).not.toBe(json(mine).result.comment.id);
  });

  it('retries a reply without a "Duplicate reply"', async () => {
    const parent = json(await post('/api/comments', author, { projectID: board, comment: 'Question?' }))
      .result.comment.id;
    const first = await post(`/api/comments/${parent}/replies`, other, { comment: 'Answer' }, 'r-1');
    const retry = await post(`/api/comments/${parent}/replies`, other, { comment: 'Answer' }, 'r-1');
    expect(retry.statusCode).toBe(201);
    expect(json(retry).result.comment.id).toBe(json(first).result.comment.id);
    // Without the key, the same reply again is still the duplicate the spec refuses.
    expect((await post(`/api/comments/${parent}/replies`, other, { comment: 'Answer' })).statusCode).toBe(
      409,
    );
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters, and writes nothing', async () => {
    const before = await commentsOnBoard();
    for (const key of ['', 'has space', 'ключ', 'x'.repeat(256)]) {
      const r = await post('/api/comments', author, { projectID: board, comment: 'Bad key' }, key);
      expect(r.statusCode, JSON.stringify(key)).toBe(400);
      expect(json(r).fields).toHaveProperty('idempotency-key');
    }
    expect(await commentsOnBoard()).toBe(before);
  });
});

describe('Idempotency-Key on messages', () => {
  it('answers a retried message with the first one, and counts it unread once', async () => {
    const chat = json(await post('/api/conversations', author, { users: [other.userName] })).result
      .conversation;
    const url = `/api/conversations/${chat.id}/messages`;
    const first = await post(url, author, { message: 'See you at the fair' }, 'm-1');
    const retry = await post(url, author, { message: 'See you at the fair' }, 'm-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json(retry).result.message.id).toBe(json(first).result.message.id);
    const inbox = json(await t.app.inject({ url: '/api/conversations', headers: bearer(other.accessToken) }))
      .result.conversations;
    const theirs = inbox.find((c: { id: number }) => c.id === chat.id);
    expect(theirs.unread).toBe(1);
    const list = json(await t.app.inject({ url, headers: bearer(other.accessToken) })).result;
    expect(
      list.messages.filter(
        (m: { body?: string; message?: string }) => (m.message ?? m.body) === 'See you at the fair',
      ),
    ).toHaveLength(1);
  });

  it('refuses the key sent again to another conversation (422)', async () => {
    const third = await makeUser(t);
    const a = json(await post('/api/conversations', author, { users: [other.userName] })).result.conversation;
    const b = json(await post('/api/conversations', author, { users: [third.userName] })).result.conversation;
    await post(`/api/conversations/${a.id}/messages`, author, { message: 'Hello' }, 'm-2');
    const reused = await post(`/api/conversations/${b.id}/messages`, author, { message: 'Hello' }, 'm-2');
    expect(reused.statusCode).toBe(422);
    expect(json(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
