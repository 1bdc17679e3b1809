import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { bearer, createTestApp, json, type Session, type TestApp } from '../../../test/helpers.ts';
import { adminActions } from '../../db/schema/index.ts';
import { DEMO_LOBBY_ROOMS, seedLobby } from '../../seed/venues.ts';
import { multipart } from '../media/multipart.test-support.ts';

let t: TestApp;
let admin: Session;
let analytic: Session;
let someone: Session;
let picture: string;

async function uploadPicture(session: Session): Promise<string> {
  const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const body = multipart([{ name: 'file', filename: 'hall.png', content: png }]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...bearer(session.accessToken), ...body.headers },
    payload: body.payload,
  });
  expect(r.statusCode).toBe(201);
  return json(r).result.upload.url;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  admin = await makeUser(t, { roles: ['admin'] });
  analytic = await makeUser(t, { roles: ['analytic'] });
  someone = await makeUser(t);
  picture = await uploadPicture(admin);
});
afterAll(async () => {
  await t.close();
});

const area = (over: Record<string, unknown> = {}) => ({
  name: 'Main stage',
  x: 10,
  y: 20,
  width: 30,
  height: 25,
  href: '/auditorium/main-stage',
  ...over,
});

async function lobby(path: string) {
  const r = await t.call('POST', '/api/lobbies', admin.accessToken, {
    path,
    title: `Lobby ${path}`,
    image: picture,
  });
  expect(r.status).toBe(201);
  return r.data.result.lobby;
}

describe('the virtual lobby (spec/000 §2 2d/{path}, admin/clickableAreas/create and View)', () => {
  it('lets an admin draw areas on a picture, which every visitor reads by the page path', async () => {
    const made = await lobby('main-hall');
    expect(made).toMatchObject({ path: 'main-hall', title: 'Lobby main-hall', areas: [], areaCount: 0 });
    expect(made.imageUrl).toMatch(/^\/api\/files\/[\w-]+\/original\?exp=/);
    const added = await t.call(
      'POST',
      `/api/lobbies/${made.id}/areas`,
      admin.accessToken,
      area({ x: 10.123 }),
    );
    expect(added.status).toBe(201);
    expect(added.data.result.area).toMatchObject({
      name: 'Main stage',
      x: 10.12,
      y: 20,
      width: 30,
      height: 25,
    });
    await t.call('POST', `/api/lobbies/${made.id}/areas`, admin.accessToken, {
      name: 'Workshop room',
      x: 60,
      y: 50,
      width: 40,
      height: 50,
      href: '/2d/workshop?from=hall#tables',
    });

    const page = await t.call('GET', '/api/lobbies/path/main-hall');
    expect(page.status).toBe(200);
    expect(page.data.result.lobby.areas.map((a: { name: string; href: string }) => [a.name, a.href])).toEqual(
      [
        ['Main stage', '/auditorium/main-stage'],
        ['Workshop room', '/2d/workshop?from=hall#tables'],
      ],
    );
    // The picture's URL is signed anew on every read and serves the picture itself.
    const image = await t.app.inject({ url: page.data.result.lobby.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const list = await t.call('GET', '/api/lobbies', someone.accessToken);
    expect(list.data.result.lobbies).toContainEqual(
      expect.objectContaining({ path: 'main-hall', areaCount: 2 }),
    );
    expect((await t.call('GET', `/api/lobbies/${made.id}`)).data.result.lobby.areaCount).toBe(2);
  });

  it('moves, renames and removes areas, and removes a lobby with its areas', async () => {
    const made = await lobby('moving');
    const added = (await t.call('POST', `/api/lobbies/${made.id}/areas`, admin.accessToken, area())).data
      .result.area;
    const moved = await t.call(
      'PUT',
      `/api/lobbies/${made.id}/areas/${added.id}`,
      admin.accessToken,
      area({ name: 'Stage', x: 0, y: 0, width: 100, height: 100 }),
    );
    expect(moved.status).toBe(200);
    expect(moved.data.result.area).toMatchObject({ id: added.id, name: 'Stage', x: 0, width: 100 });
    // An area is found within the lobby the path names: another lobby's id is a 404.
    const other = await lobby('other');
    const elsewhere = await t.call(
      'PUT',
      `/api/lobbies/${other.id}/areas/${added.id}`,
      admin.accessToken,
      area(),
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.data.messages).toEqual(['Clickable area not found']);
    const updated = await t.call('PUT', `/api/lobbies/${made.id}`, admin.accessToken, { title: 'Entrance' });
    expect(updated.data.result.lobby.title).toBe('Entrance');
    expect(
      (await t.call('DELETE', `/api/lobbies/${made.id}/areas/${added.id}`, admin.accessToken)).status,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/lobbies/${made.id}/areas/${added.id}`, admin.accessToken)).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/lobbies/${made.id}`, admin.accessToken)).status).toBe(200);
    const gone = await t.call('GET', '/api/lobbies/path/moving');
    expect(gone.status).toBe(404);
    expect(gone.data.messages).toEqual(['Lobby not found']);
  });

  it('keeps every link on this site and every area inside the picture', async () => {
    const made = await lobby('checked');
    for (const href of [
      'https://evil.example.org',
      '//evil.example.org/x',
      'javascript:alert(1)',
      'auditorium/x',
    ]) {
      const r = await t.call('POST', `/api/lobbies/${made.id}/areas`, admin.accessToken, area({ href }));
      expect(r.status, href).toBe(400);
      expect(r.data.messages).toContain('Links must be paths of this site, starting with /');
    }
    const outside = await t.call(
      'POST',
      `/api/lobbies/${made.id}/areas`,
      admin.accessToken,
      area({ x: 80, width: 30 }),
    );
    expect(outside.status).toBe(400);
    expect(outside.data.messages).toContain('The area must lie inside the picture');
    const negative = await t.call(
      'POST',
      `/api/lobbies/${made.id}/areas`,
      admin.accessToken,
      area({ y: -1 }),
    );
    expect(negative.status).toBe(400);
    const noName = await t.call(
      'POST',
      `/api/lobbies/${made.id}/areas`,
      admin.accessToken,
      area({ name: ' ' }),
    );
    expect(noName.status).toBe(400);

    const twice = await t.call('POST', '/api/lobbies', admin.accessToken, {
      path: 'checked',
      title: 'x',
      image: picture,
    });
    expect(twice.status).toBe(409);
    expect(twice.data.messages).toEqual(['Another lobby already uses this address']);
    const badPath = await t.call('POST', '/api/lobbies', admin.accessToken, {
      path: 'Main Hall',
      title: 'x',
      image: picture,
    });
    expect(badPath.status).toBe(400);
    // The picture is one the admin uploaded: not an outside address, not another person's upload.
    for (const image of ['https://cdn.example.org/hall.png', await uploadPicture(someone)]) {
      const r = await t.call('POST', '/api/lobbies', admin.accessToken, {
        path: 'pictured',
        title: 'x',
        image,
      });
      expect(r.status).toBe(400);
      expect(r.data.messages).toEqual(['Choose a picture you uploaded yourself']);
    }
  });

  it('lets admins and curators draw areas, not analytics or anyone else; every write is audited', async () => {
    const made = await lobby('guarded');
    expect((await t.call('POST', `/api/lobbies/${made.id}/areas`, analytic.accessToken, area())).status).toBe(
      403,
    );
    expect((await t.call('POST', `/api/lobbies/${made.id}/areas`, someone.accessToken, area())).status).toBe(
      403,
    );
    expect((await t.call('POST', `/api/lobbies/${made.id}/areas`, undefined, area())).status).toBe(401);
    const curator = await makeUser(t, { roles: ['curator'] });
    const drawn = await t.call('POST', `/api/lobbies/${made.id}/areas`, curator.accessToken, area());
    expect(drawn.status).toBe(201);
    const audited = await t.app.ctx.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.actorId, curator.userId), eq(adminActions.targetType, 'clickableArea')));
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'clickableArea.create',
        targetId: drawn.data.result.area.id,
        data: { lobbyID: made.id, href: '/auditorium/main-stage' },
      }),
    ]);
  });
});

describe('the demo lobby (npm start with demo content)', () => {
  it('is a floor plan at /2d/hall whose rooms lead to pages of the demo', async () => {
    await seedLobby(t.app, admin.userName);
    const { lobby } = json(await t.app.inject({ url: '/api/lobbies/path/hall' })).result;
    expect(lobby.title).toBe('The demo fair hall');
    expect(lobby.imageUrl).toEqual(expect.any(String));
    expect(lobby.areas.map((a: { name: string; href: string }) => [a.name, a.href])).toEqual(
      DEMO_LOBBY_ROOMS.map((room) => [room.name, room.href]),
    );
    const picture = await t.app.inject({ url: lobby.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
  });
});
