import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutText } from '../src/lib/text.ts';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from './helpers.ts';

/**
 * A message with an emoji where its preview is cut (issue "nothing an outsider can break",
 * finding 3) was a 500 after the message was stored, and the recipient's notification was lost:
 * the preview cut a surrogate pair in two. Text is cut by character now, and the message and its
 * notification are written in one transaction.
 */
let t: TestApp;
let ann: Session;
let ben: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  ann = await makeUser(t);
  ben = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

describe('cutting text', () => {
  it('never splits a character, a flag or a family', () => {
    expect(cutText(`${'a'.repeat(78)}😀😀`, 80)).toBe(`${'a'.repeat(78)}…`);
    expect(cutText('🇩🇪🇫🇷🇬🇧', 5)).toBe('🇩🇪…');
    expect(cutText('👨‍👩‍👧 family', 4)).toBe('…');
    expect(cutText('short', 80)).toBe('short');
    expect(cutText('a😀b', 2, false)).toBe('a');
  });
});

describe('a message with an emoji at the preview boundary', () => {
  it('is sent once, and its recipient is told with a well-formed preview', async () => {
    const text = `${'a'.repeat(79)}😀 and more`;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(ann.accessToken),
      payload: { users: [ben.userName], message: text },
    });
    expect(r.statusCode).toBe(201);
    const id = json(r).result.conversation.id;
    const messages = json(
      await t.app.inject({ url: `/api/conversations/${id}/messages`, headers: bearer(ann.accessToken) }),
    ).result.messages;
    expect(messages).toHaveLength(1);
    const notes = json(
      await t.app.inject({
        url: `/api/users/${ben.userName}/notifications`,
        headers: bearer(ben.accessToken),
      }),
    ).result.notifications as { message: string }[];
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(`${'a'.repeat(79)}…`);
    expect(/[\ud800-\udfff]/u.test(notes[0]!.message)).toBe(false);
  });
});
