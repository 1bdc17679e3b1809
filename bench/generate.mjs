// Fills a PostgreSQL database with the benchmark data set of quality.md: 20k users, 100k boards
// (with categories, one section each), 1M comments, 500k likes, 100k follows; and the event data
// at scale (fair entries, classes, notifications: below). Usage:
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
/** Whether a step's rows are there already: a second run adds only what is missing. */
const has = async (sql) => (await client.query(sql)).rowCount > 0;
const userBase = Number(
  (await client.query(`select min(id) as m from users where signup_source = 'bench'`)).rows[0].m,
);
const boardsThere = await has(`select 1 from projects where title like 'Bench board %' limit 1`);
if (!boardsThere)
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
if (!boardsThere) {
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
}
// The event domains at the size of a large regional fair and a school district: 10k entries in the
// demo fair (every status), 2,000 classes of 25 students, and 5,000 notifications for the signed-in
// person of bench/routes.mjs (ada), a third of them unread.
const eventsThere = await has(`select 1 from classes where name like 'Bench class %' limit 1`);
const fair = (await client.query('select id, grade_bands from fairs order by id limit 1')).rows[0];
if (fair && !eventsThere) {
  await step(
    'fair entries (10k)',
    `insert into fair_submissions (fair_id, project_id, status, grade_band, answers, snapshot, submitted_at, updated_at)
     select ${fair.id}, ${boardBase} + g * 7, (array['submitted','resubmitted','approved','declined','unsubmitted'])[1 + g % 5],
            (array[${(fair.grade_bands.length ? fair.grade_bands : ['junior']).map((b) => `'${b}'`).join(',')}])[1 + g % ${Math.max(1, fair.grade_bands.length)}],
            '[]'::jsonb,
            jsonb_build_object('title', 'Bench board ' || g, 'description', 'A generated entry.', 'coverImageUrl', null,
                               'tags', '[]'::jsonb, 'sections', '[]'::jsonb, 'takenAt', now()),
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, 10000) g on conflict do nothing`,
  );
}
if (!eventsThere)
  await step(
    'classes (2,000 of 25 students)',
    `insert into classes (teacher_id, name, code, created_at, updated_at)
   select ${userBase} + g * 4 + 1, 'Bench class ' || g, 'BC' || lpad(g::text, 6, '0'), now(), now()
   from generate_series(1, 2000) g`,
  );
if (!eventsThere)
  await step(
    'class students (50k)',
    `insert into class_students (class_id, user_id, status, created_at)
   select c.id, ${userBase} + ((c.id * 25 + s) * 4) % 20000, (array['approved','approved','approved','pending'])[1 + s % 4], now()
   from classes c cross join generate_series(1, 25) s where c.name like 'Bench class %' on conflict do nothing`,
  );
// The demo teacher's own class at the size of a whole school year (bench/routes.mjs reads its routes).
const teacher = (await client.query(`select id from users where user_name = 'tmueller'`)).rows[0];
if (teacher && !eventsThere) {
  await step(
    "the demo teacher's year class (800 students)",
    `with c as (insert into classes (teacher_id, name, code, created_at, updated_at)
                values (${teacher.id}, 'Bench class: year 9', 'BCYEAR9', now(), now()) returning id)
     insert into class_students (class_id, user_id, status, created_at)
     select c.id, ${userBase} + g * 4 + 4, case when g % 10 = 0 then 'pending' else 'approved' end, now()
     from c cross join generate_series(1, 800) g on conflict do nothing`,
  );
}
const ada = (await client.query(`select id from users where user_name = 'ada'`)).rows[0];
if (ada && !eventsThere) {
  await step(
    'notifications of ada (5,000)',
    `insert into notifications (user_id, key, kind, params, deep_link, read_at, created_at, actor_count)
     select ${ada.id}, 'bench-like:' || g, 'like', jsonb_build_object('name', 'First' || g || ' Last' || g, 'title', 'Bench board ' || g),
            '/story/' || (${boardBase} + g), case when g % 3 = 0 then null else now() end, now() - (g || ' minutes')::interval, 1 + g % 5
     from generate_series(1, 5000) g on conflict do nothing`,
  );
}
await step('analyze', 'analyze');
console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await client.end();
