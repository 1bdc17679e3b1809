// Conflicts of interest at fair scale (issue 11: 500 judges and 5,000 boards): fills an in-memory
// PGlite database with a fair, its judges and approved boards (two members each), classes that mix
// judges and members, private conversations and recusals, then times conflictPairs, the one
// statement that finds every conflicted judge-board pair of the fair (modules/judging/conflicts.ts).
// Usage: node --import tsx bench/judging-conflicts.mjs [judges=500] [boards=5000] [runs=5]
// With DATABASE_URL set, it runs on that PostgreSQL database instead (it must be empty).
import { sql } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';

const { openDatabase } = await tsImport('../apps/server/src/db/client.ts', import.meta.url);
const { conflictPairs } = await tsImport('../apps/server/src/modules/judging/conflicts.ts', import.meta.url);

const [judges, boards, runs] = [500, 5000, 5].map((fallback, i) => Number(process.argv[2 + i] ?? fallback));
/** A whole number written into the statement (generate_series needs typed bounds). */
const n = (value) => sql.raw(String(Math.trunc(Number(value))));
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await database.migrate();
const db = database.db;
const people = judges + boards * 2;

const started = performance.now();
await db.execute(sql`insert into users (user_name, email, first_name, referral_code)
  select 'bench_' || g, 'bench_' || g || '@example.org', 'Bench', 'bench' || g from generate_series(1, ${n(people)}) g`);
const [{ first }] = (
  await db.execute(sql`select min(id)::int as first from users where user_name like 'bench_%'`)
).rows;
const [{ id: fairId }] = (
  await db.execute(sql`insert into fairs (abbreviation, name) values ('BENCH', 'Bench fair') returning id`)
).rows;
await db.execute(sql`insert into fair_staff (fair_id, user_id, role)
  select ${n(fairId)}, ${n(first)} + g, 'judge' from generate_series(0, ${n(judges - 1)}) g`);
// Boards: owned by the people after the judges, two members each.
await db.execute(sql`insert into projects (type, title, description, owner_id)
  select 'project', 'Board ' || g, '', ${n(first)} + ${n(judges)} + g * 2 from generate_series(0, ${n(boards - 1)}) g`);
await db.execute(sql`insert into project_members (project_id, user_id, role)
  select p.id, p.owner_id + m, case when m = 0 then 'owner' else 'contributor' end
  from projects p cross join generate_series(0, 1) m where p.title like 'Board %'`);
await db.execute(sql`insert into fair_submissions (fair_id, project_id, status, snapshot)
  select ${n(fairId)}, id, 'approved', '{}'::jsonb from projects where title like 'Board %'`);
// 100 classes of 30 students (members), one in ten taught by a judge; every judge's own class place.
await db.execute(sql`insert into classes (teacher_id, name)
  select case when g % 10 = 0 then ${n(first)} + g else ${n(first)} + ${n(judges)} + g end, 'Class ' || g
  from generate_series(0, 99) g`);
await db.execute(sql`insert into class_students (class_id, user_id, status)
  select c.id, ${n(first)} + ${n(judges)} + ((row_number() over ()) * 7 % ${n(boards * 2)})::int, 'approved'
  from classes c cross join generate_series(1, 30) s where c.name like 'Class %'
  on conflict do nothing`);
await db.execute(sql`insert into class_students (class_id, user_id, status)
  select (select min(id) from classes where name like 'Class %') + (g % 100), ${n(first)} + g, 'approved'
  from generate_series(0, ${n(judges - 1)}, 25) g on conflict do nothing`);
// 2,000 private conversations between a judge and a member; 500 recusals.
await db.execute(sql`insert into conversations (kind, pair_key)
  select 'private', 'bench:' || g from generate_series(1, 2000) g`);
await db.execute(sql`insert into conversation_users (conversation_id, user_id)
  select c.id, ${n(first)} + (c.id % ${n(judges)}) from conversations c where c.pair_key like 'bench:%'
  union all
  select c.id, ${n(first)} + ${n(judges)} + (c.id * 13 % ${n(boards * 2)}) from conversations c where c.pair_key like 'bench:%'`);
await db.execute(sql`insert into judging_recusals (user_id, project_id, reason)
  select ${n(first)} + (g % ${n(judges)}), (select min(id) from projects where title like 'Board %') + (g * 11 % ${n(boards)}), 'bench'
  from generate_series(1, 500) g on conflict do nothing`);
const filled = performance.now() - started;

const times = [];
let pairs = 0;
for (let run = 0; run < runs; run++) {
  const t0 = performance.now();
  pairs = (await conflictPairs(db, { fairId })).size;
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const memory = process.memoryUsage();
console.log(
  JSON.stringify(
    {
      judges,
      boards,
      database: database.kind,
      fillMs: Math.round(filled),
      conflictedPairs: pairs,
      medianMs: Math.round(times[Math.floor(times.length / 2)]),
      maxMs: Math.round(times.at(-1)),
      rssMB: Math.round(memory.rss / 1e6),
    },
    null,
    2,
  ),
);
await database.close();
