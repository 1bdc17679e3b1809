import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { queryRows } from '../db/client.ts';
import { seedDemo } from './demo.ts';
import { seedPictures } from './pictures.ts';

let t: TestApp;
let took = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await seedDemo(t.database.db);
  const started = Date.now();
  await seedPictures(t.app);
  took = Date.now() - started;
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('demo pictures (issue 16, item 3)', () => {
  it('gives every demo section that promises photos or a chart its pictures', async () => {
    console.log(`demo pictures made in ${took} ms`);
    const missing = await queryRows<{ id: number }>(
      t.database.db,
      // Templates ask for photos ("Add photos or a video"): they promise none.
      sql`select p.id from posts p join projects b on b.id = p.project_id
           where p.attachments_count = 0 and not b.is_template
             and (p.body ilike '%photo%' or p.body ilike '%chart%' or p.body ilike '%picture%')`,
    );
    expect(missing).toEqual([]);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from attachments a join uploads u on u.id = a.upload_id where u.kind = 'image'`,
    );
    expect(Number(count?.n)).toBeGreaterThan(30);
  });

  it('makes a public demo board’s first picture the cover of its card, a real image', async () => {
    const { projects } = json(await t.app.inject({ url: '/api/projects?sort=newest&limit=20' })).result;
    const covered = projects.filter((p: { coverImageUrl: string | null }) => p.coverImageUrl);
    expect(covered.length).toBeGreaterThan(5);
    const file = await t.app.inject({ url: covered[0].coverImageUrl });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.width).toBeGreaterThan(200);
  });
});
