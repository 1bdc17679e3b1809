import { constants, inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeBoard, makeUser, withRoles } from '../../../test/factories.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.ts';
import { awards, projectAwards, projects, users } from '../../db/schema/index.ts';
import { printable } from './projects.certificate.ts';

// spec/001 §7 "Projects": certificate (spec/000 §3 Project.certificate; docs/decisions.md
// "Certificates"): a printable, verifiable certificate of a completed or awarded board.

let t: TestApp;
let owner: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await makeUser(t);
  admin = await withRoles(t, await makeUser(t), 'admin');
  await t.database.db
    .update(users)
    .set({ firstName: 'Ada', lastName: 'Lovelace' })
    .where(eq(users.id, owner.userId));
});
afterAll(async () => {
  await t.close();
});

/**
 * The text a PDF's pages draw: pdf-lib deflates the content streams and writes text as hex strings
 * with the standard fonts.
 */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'latin1');
    try {
      // The regex may cut a compressed stream's last byte (a final \r taken for the line end):
      // inflate what is there rather than fail on it (the text comes before the checksum).
      return inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return streams
    .flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)])
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('\n');
}

describe('certificate (GET /projects/{id}/certificate, GET /certificates/{code})', () => {
  it('a board neither completed nor awarded has none yet (409 with the reason)', async () => {
    const board = await makeBoard(t, owner);
    const r = await t.call('GET', `/api/projects/${board.id}/certificate`);
    expect(r.status).toBe(409);
    expect(r.data).toEqual({
      messages: ['A certificate comes when the board is completed or wins an award'],
      code: 'CERTIFICATE_NOT_EARNED',
    });
  });

  it('a completed board (spec/000 §4: submitted counts as completed) gets a PDF naming its team, verifiable by its code', async () => {
    const board = await makeBoard(t, owner, { title: 'Solar oven' });
    const helper = await makeUser(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Grace', lastName: 'Hopper' })
      .where(eq(users.id, helper.userId));
    await addMember(t, board.id, helper, 'contributor');
    const watcher = await makeUser(t);
    await addMember(t, board.id, watcher, 'viewer');
    await t.database.db.update(projects).set({ submitted: true }).where(eq(projects.id, board.id));

    const r = await t.call('GET', `/api/projects/${board.id}/certificate`, owner.accessToken);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="certificate-\d+-[A-Z2-9-]+\.pdf"$/,
    );
    const pdf = r.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const text = drawnText(pdf);
    expect(text).toContain('CERTIFICATE');
    expect(text).toContain('Ada Lovelace, Grace Hopper');
    expect(text).toContain('"Solar oven"');
    const code = /Code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(text)![1]!;
    expect(text).toContain(`/api/certificates/${code}`);

    // The same certificate every time; anyone checks it by its code (any case).
    const again = drawnText((await t.call('GET', `/api/projects/${board.id}/certificate`)).rawPayload);
    expect(again).toContain(`Code: ${code}`);
    const check = await t.call('GET', `/api/certificates/${code.toLowerCase()}`);
    expect(check.status).toBe(200);
    expect(check.data.result.certificate).toMatchObject({
      code,
      projectID: board.id,
      title: 'Solar oven',
      names: ['Ada Lovelace', 'Grace Hopper'],
      reason: 'completed',
      awardName: null,
    });
    const unknown = await t.call('GET', '/api/certificates/AAAA-BBBB-CCCC');
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('CERTIFICATE_NOT_FOUND');
  });

  it('an awarded board gets one per award, in the reader’s language; an award it did not win is a 409', async () => {
    const board = await makeBoard(t, owner, { title: 'Wind turbine' });
    const [won] = await t.database.db.insert(awards).values({ name: 'Bright spark' }).returning();
    const [other] = await t.database.db.insert(awards).values({ name: 'Not this one' }).returning();
    await t.database.db
      .insert(projectAwards)
      .values({ awardId: won!.id, projectId: board.id, givenBy: admin.userId });
    const r = await t.call('GET', `/api/projects/${board.id}/certificate`, undefined, undefined, {
      language: 'de',
    });
    expect(r.status).toBe(200);
    const text = drawnText(r.rawPayload);
    expect(text).toContain('URKUNDE');
    expect(text).toContain('"Bright spark"');
    const code = /Code: (\S+)/.exec(text)![1]!;
    expect((await t.call('GET', `/api/certificates/${code}`)).data.result.certificate).toMatchObject({
      reason: 'award',
      awardName: 'Bright spark',
    });
    expect((await t.call('GET', `/api/projects/${board.id}/certificate?award=${other!.id}`)).status).toBe(
      409,
    );
    expect((await t.call('GET', `/api/projects/${board.id}/certificate?award=${won!.id}`)).status).toBe(200);
  });

  it('an anonymous board names nobody; a private board’s certificate is a 404 to others', async () => {
    const anon = await makeBoard(t, owner, { body: { isAnonymous: true } });
    await t.database.db.update(projects).set({ submitted: true }).where(eq(projects.id, anon.id));
    const text = drawnText(
      (await t.call('GET', `/api/projects/${anon.id}/certificate`, owner.accessToken)).rawPayload,
    );
    expect(text).toContain('the team of the board');
    expect(text).not.toContain('Ada');

    const secret = await makeBoard(t, owner, { isPrivate: true });
    await t.database.db.update(projects).set({ submitted: true }).where(eq(projects.id, secret.id));
    const stranger = await makeUser(t);
    expect((await t.call('GET', `/api/projects/${secret.id}/certificate`, stranger.accessToken)).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/projects/${secret.id}/certificate`, owner.accessToken)).status).toBe(
      200,
    );
  });

  it('prints what the standard fonts can: typographic marks plainly, other scripts as "?"', () => {
    expect(printable('Zoë’s “oven” – 日本')).toBe('Zoë\'s "oven" - ??');
  });
});
