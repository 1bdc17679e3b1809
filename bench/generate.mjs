// Fills a PostgreSQL database with the benchmark data set of quality.md: 20k users, 100k boards
// (with categories, one section each), 1M comments, 500k likes, 100k follows. Usage:
//   DATABASE_URL=postgres://root@127.0.0.1:5432/mb_bench node bench/generate.mjs
// Run the server once against the database first (it migrates), or pass --migrate.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const client = new pg.Client({ connectionString: url });
await client.connect();
const started = Date.now();
const step = async (label, sql) => {
  const t = Date.now();
  await client.query(sql);
  console.log(`${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

await step(
  'users (20k)',
  `insert into users (user_name, email, first_name, last_name, user_type, referral_code, verified_at, signup_source, created_at)
   select 'bench_' || g, 'bench_' || g || '@bench.local', 'First' || g, 'Last' || g,
          (array['standard','student','teacher','mentor'])[1 + g % 4], 'bref' || g, now(), 'bench', now() - (g || ' minutes')::interval
   from generate_series(1, 20000) g on conflict do nothing`,
);
const userBase = Number(
  (await client.query(`select min(id) as m from users where signup_source = 'bench'`)).rows[0].m,
);
await step(
  'boards (100k)',
  `insert into projects (type, title, description, owner_id, primary_category_id, tags, is_private, created_at, updated_at, year, posts_count)
   select 'story', 'Bench board ' || g || ' about ' || (array['solar','robots','bridges','plants','rockets','water'])[1 + g % 6],
          'A generated board number ' || g || ' for load tests with words like energy, sensors and experiments.',
          ${userBase} + g % 20000, 0, array[(array['solar','robots','bridges','plants','rockets','water'])[1 + g % 6]], g % 10 = 0,
          now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, 2026, 1
   from generate_series(1, 100000) g`,
);
const boardBase = Number(
  (await client.query(`select min(id) as m from projects where title like 'Bench board %'`)).rows[0].m,
);
const subcategories = (
  await client.query('select id from categories where parent_id <> 0 order by id')
).rows.map((r) => r.id);
await step(
  'board categories',
  `insert into project_categories (project_id, category_id)
   select ${boardBase} + g - 1, (array[${subcategories.join(',')}])[1 + g % ${subcategories.length}]
   from generate_series(1, 100000) g on conflict do nothing`,
);
await step(
  'owners as members',
  `insert into project_members (project_id, user_id, role)
   select id, owner_id, 'owner' from projects where id >= ${boardBase} on conflict do nothing`,
);
await step(
  'sections (100k)',
  `insert into posts (project_id, user_id, title, body, priority)
   select id, owner_id, 'Section', '<p>Generated section.</p>', 0 from projects where id >= ${boardBase}`,
);
await step(
  'comments (1M)',
  `insert into comments (project_id, user_id, body, created_at)
   select ${boardBase} + g % 100000, ${userBase} + (g::bigint * 7919) % 20000, 'Generated comment ' || g, now() - (g || ' seconds')::interval
   from generate_series(1, 1000000) g`,
);
await step(
  'likes (500k)',
  `insert into project_likes (project_id, user_id)
   select ${boardBase} + (g * 31) % 100000, ${userBase} + (g * 17) % 20000 from generate_series(1, 500000) g
   on conflict do nothing`,
);
await step(
  'follows (100k)',
  `insert into follows (follower_id, followee_id)
   select ${userBase} + g % 20000, ${userBase} + (g * 13 + 1) % 20000 from generate_series(1, 100000) g
   where g % 20000 <> (g * 13 + 1) % 20000 on conflict do nothing`,
);
await step(
  'counters',
  `update projects p set
     comments_count = coalesce(c.n, 0), likes_count = coalesce(l.n, 0)
   from projects x
   left join (select project_id, count(*) n from comments group by project_id) c on c.project_id = x.id
   left join (select project_id, count(*) n from project_likes group by project_id) l on l.project_id = x.id
   where p.id = x.id and x.id >= ${boardBase}`,
);
await step('analyze', 'analyze');
console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await client.end();
