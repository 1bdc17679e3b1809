import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  grantRole,
  json,
  login,
  type Session,
  signupAndVerify,
  type TestApp,
} from '../../../test/helpers.ts';
import { multipart } from '../media/multipart.test-support.ts';

let t: TestApp;
let booth: Session;
let alice: Session;
let bob: Session;
let carol: Session;
let admin: Session;
let category: number;

const call = (method: string, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/** Uploads a small image as the person and answers its URL as POST /uploads gave it. */
async function uploadImage(who: Session, colour = '#3a7'): Promise<string> {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = multipart([{ name: 'file', filename: 'pin.png', content: png, type: 'image/png' }]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...bearer(who.accessToken), ...form.headers },
    payload: form.payload,
  });
  expect(r.statusCode, r.body).toBe(201);
  return json(r).result.upload.url;
}

async function givePin(who: Session, questions?: string[]) {
  const pinURL = await uploadImage(who);
  const r = await call('PUT', `/api/user/${who.userName}/pin`, who.accessToken, {
    pinURL,
    ...(questions ? { questions } : {}),
  });
  expect(r.statusCode, r.body).toBe(200);
  return json(r).result.pin as { url: string; questions: { id: number; text: string }[] };
}

const held = async (who: Session) =>
  json(await call('GET', `/api/user/${who.userName}/pins`, who.accessToken)).result.pins as {
    id: number;
    owner: { userName: string };
    via: string;
    url: string | null;
  }[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  booth = await signupAndVerify(t);
  const { sql } = await import('drizzle-orm');
  await t.database.db.execute(sql`update users set user_type = 'booth' where id = ${booth.userId}`);
  alice = await signupAndVerify(t);
  bob = await signupAndVerify(t);
  carol = await signupAndVerify(t);
  const a = await signupAndVerify(t);
  await grantRole(t, a.userName, 'admin');
  admin = await login(t, a.userName);
  category = json(await call('GET', '/api/categories')).result.categories[0].subCategories[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('pins (api.md "Pins"; spec/001 §7 Pins; spec/000 §3 Pin)', () => {
  it('sets a person’s pin from one of their own uploads, and never from someone else’s', async () => {
    const url = await uploadImage(alice, '#123456');
    const r = await call('PUT', `/api/user/${alice.userName}/pin`, alice.accessToken, {
      pinURL: url,
      userName: alice.userName,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).result.pin).toEqual({ url: expect.stringContaining('/api/files/'), questions: [] });
    const read = json(await call('GET', `/api/user/${alice.userName}/pin`)).result.pin;
    expect(read.url).toContain('/api/files/');
    const bobs = await uploadImage(bob);
    const stolen = await call('PUT', `/api/user/${alice.userName}/pin`, alice.accessToken, { pinURL: bobs });
    expect(stolen.statusCode).toBe(400);
    const forged = await call('PUT', `/api/user/${alice.userName}/pin`, alice.accessToken, {
      pinURL: url.replace(/sig=[^&]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(400);
    // Only the person sets their pin.
    expect(
      (await call('PUT', `/api/user/${alice.userName}/pin`, bob.accessToken, { pinURL: bobs })).statusCode,
    ).toBe(403);
    expect(json(await call('GET', `/api/user/${carol.userName}/pin`)).result.pin).toBeNull();
  });

  it('collects a booth’s pin only with every question answered, and once per booth', async () => {
    const pin = await givePin(booth, ['What does a solar cell make?', 'Name one planet']);
    expect(pin.questions.map((q) => q.text)).toEqual(['What does a solar cell make?', 'Name one planet']);
    const [q1, q2] = pin.questions;
    const none = await call('POST', `/api/user/collect/${booth.userName}`, carol.accessToken, {
      answers: [],
    });
    expect(none.statusCode).toBe(400);
    const half = await call('POST', `/api/user/collect/${booth.userName}`, carol.accessToken, {
      answers: [{ questionID: q1!.id, answer: 'Electricity' }],
    });
    expect(half.statusCode).toBe(400);
    const answers = [
      { questionID: q1!.id, answer: 'Electricity' },
      { questionID: q2!.id, answer: 'Mars' },
    ];
    // Carol's profile counts as others read them are kept (issue 15), yet her new pin shows at once.
    const counted = async () =>
      json(await call('GET', `/api/users/${carol.userName}/profile`, bob.accessToken)).result.counts.pins;
    const before = await counted();
    const ok = await call('POST', `/api/user/collect/${booth.userName}`, carol.accessToken, { answers });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await counted()).toBe(before + 1);
    expect(json(ok).result.pin).toMatchObject({ owner: { userName: booth.userName }, via: 'collect' });
    const twice = await call('POST', `/api/user/collect/${booth.userName}`, carol.accessToken, { answers });
    expect(twice.statusCode).toBe(409);
    const mine = await held(carol);
    expect(mine.filter((p) => p.owner.userName === booth.userName)).toHaveLength(1);
    const collected = json(await call('GET', '/api/pin/collected', carol.accessToken)).result.pins;
    expect(collected.map((p: { owner: { userName: string } }) => p.owner.userName)).toContain(booth.userName);
    // Nobody collects their own pin.
    expect(
      (await call('POST', `/api/user/collect/${booth.userName}`, booth.accessToken, { answers })).statusCode,
    ).toBe(400);
  });

  it('lets a booth collect for a visitor by the visitor’s code', async () => {
    const visitor = await signupAndVerify(t);
    const code = json(await call('GET', '/api/user/pins/code', visitor.accessToken)).result.code as string;
    expect(code).toMatch(/^[0-9A-Z]{6}$/);
    const { questions } = json(await call('GET', `/api/user/${booth.userName}/pin`)).result.pin;
    const answers = questions.map((q: { id: number }) => ({ questionID: q.id, answer: 'yes' }));
    const r = await call('POST', `/api/user/collect/${booth.userName}/visitor`, booth.accessToken, {
      visitorCode: code.toLowerCase(),
      answers,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(json(r).result.visitor.userName).toBe(visitor.userName);
    expect((await held(visitor)).map((p) => p.owner.userName)).toEqual([booth.userName]);
    // Only the booth collects for its visitors; an unknown code is a 404.
    expect(
      (
        await call('POST', `/api/user/collect/${booth.userName}/visitor`, carol.accessToken, {
          visitorCode: code,
          answers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/user/collect/${booth.userName}/visitor`, booth.accessToken, {
          visitorCode: 'ZZZZZZ',
          answers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('completes a swap only when the other side confirms; nobody confirms for them', async () => {
    await givePin(bob);
    const ask = await call('POST', `/api/pin/swap/${alice.userName}/${bob.userName}`, alice.accessToken, {
      sendingUser: alice.userName,
      receivingUser: bob.userName,
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const swap = json(ask).result.swap;
    expect(swap.status).toBe('pending');
    expect((await held(alice)).some((p) => p.owner.userName === bob.userName)).toBe(false);
    expect((await held(bob)).some((p) => p.owner.userName === alice.userName)).toBe(false);
    // Asking again changes nothing; a third person, or an admin, cannot confirm on Bob's behalf.
    const again = await call('POST', `/api/pin/swap/${alice.userName}/${bob.userName}`, alice.accessToken, {
      sendingUser: alice.userName,
      receivingUser: bob.userName,
    });
    expect(json(again).result.swap).toMatchObject({ id: swap.id, status: 'pending' });
    for (const who of [carol, admin, alice]) {
      const r = await call('POST', `/api/pin/swap/${bob.userName}/${alice.userName}`, who.accessToken, {
        sendingUser: bob.userName,
        receivingUser: alice.userName,
      });
      expect(r.statusCode, who.userName).toBe(403);
    }
    // Each one's profile counts as others read them are kept (issue 15): the swap shows at once.
    const counted = async (who: Session) =>
      json(await call('GET', `/api/users/${who.userName}/profile`, carol.accessToken)).result.counts.pins;
    const before = [await counted(alice), await counted(bob)];
    const mismatch = await call('POST', `/api/pin/swap/${bob.userName}/${alice.userName}`, bob.accessToken, {
      sendingUser: carol.userName,
      receivingUser: alice.userName,
    });
    expect(mismatch.statusCode).toBe(400);
    const confirm = await call('POST', `/api/pin/swap/${bob.userName}/${alice.userName}`, bob.accessToken, {
      sendingUser: bob.userName,
      receivingUser: alice.userName,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(json(confirm).result.swap).toMatchObject({ id: swap.id, status: 'completed' });
    expect([await counted(alice), await counted(bob)]).toEqual([before[0]! + 1, before[1]! + 1]);
    expect((await held(alice)).filter((p) => p.owner.userName === bob.userName)).toEqual([
      expect.objectContaining({ via: 'swap' }),
    ]);
    expect((await held(bob)).filter((p) => p.owner.userName === alice.userName)).toEqual([
      expect.objectContaining({ via: 'swap' }),
    ]);
    const swaps = json(await call('GET', '/api/pin/swapped', alice.accessToken)).result.swaps;
    expect(swaps).toEqual([expect.objectContaining({ id: swap.id, status: 'completed' })]);
    // A person without a pin cannot swap.
    const noPin = await call('POST', `/api/pin/swap/${carol.userName}/${bob.userName}`, carol.accessToken, {
      sendingUser: carol.userName,
      receivingUser: bob.userName,
    });
    expect(noPin.statusCode).toBe(400);
  });

  it('reorders one’s pins with every id in the new order, and refuses any other list', async () => {
    const before = await held(alice);
    const flipped = before.map((p) => p.id).reverse();
    const r = await call('PUT', '/api/user/pins/reorder', alice.accessToken, { ids: flipped });
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).result.userPins).toEqual(flipped);
    expect((await held(alice)).map((p) => p.id)).toEqual(flipped);
    expect(
      (await call('PUT', '/api/user/pins/reorder', alice.accessToken, { ids: flipped.slice(1) })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/user/pins/reorder', alice.accessToken, { ids: [...flipped, flipped[0]] }))
        .statusCode,
    ).toBe(400);
    // Someone else's pin ids are not in one's list.
    const bobs = (await held(bob)).map((p) => p.id);
    expect((await call('PUT', '/api/user/pins/reorder', alice.accessToken, { ids: bobs })).statusCode).toBe(
      400,
    );
  });

  it('collects a board’s own pin once', async () => {
    const board = json(
      await call('POST', '/api/projects', alice.accessToken, {
        title: 'Pinned board',
        description: 'It has a pin.',
        categories: [category],
        isPrivate: false,
        sections: [{ title: 'A', body: '<p>a</p>' }],
      }),
    ).result.project;
    const url = await uploadImage(alice, '#aa0000');
    expect(
      (await call('PUT', `/api/projects/${board.id}/pin`, bob.accessToken, { pinURL: url })).statusCode,
    ).toBe(403);
    const set = await call('PUT', `/api/projects/${board.id}/pin`, alice.accessToken, { pinURL: url });
    expect(set.statusCode, set.body).toBe(200);
    expect(json(await call('GET', `/api/projects/${board.id}/pin`)).result.pin.url).toContain('/api/files/');
    const got = await call('POST', `/api/projects/${board.id}/pin/collect`, carol.accessToken);
    expect(got.statusCode, got.body).toBe(201);
    expect(json(got).result.pin.project).toEqual({ id: board.id, title: 'Pinned board' });
    expect((await call('POST', `/api/projects/${board.id}/pin/collect`, carol.accessToken)).statusCode).toBe(
      409,
    );
  });

  it('shows a booth owner, and only them, how many visitors collected by hour', async () => {
    const stats = await call('GET', `/api/user/${booth.userName}/pin/stats`, booth.accessToken);
    expect(stats.statusCode, stats.body).toBe(200);
    const result = json(stats).result;
    expect(result.total).toBe(2);
    expect(result.hours.at(-1).count).toBe(2);
    expect((await call('GET', `/api/user/${booth.userName}/pin/stats`, carol.accessToken)).statusCode).toBe(
      403,
    );
  });
});
