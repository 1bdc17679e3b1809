// Judging assignment at fair scale (issue 11: 500 judges and 5,000 boards in under 5 s): builds
// teams and links every board to enough of them with planTeams, on made-up but seeded data, and
// prints the time, the memory and how fair the plan came out. No server or database is needed.
// Usage: node --expose-gc --import tsx bench/judging-assign.mjs [judges=500] [boards=5000]
//          [judgesPerBoard=3] [teamSize=3] [conflictShare=0.01] [runs=5] [loadSlack=0]
// Conflicts are that share of all judge-board pairs, drawn at random (1% of 500 x 5,000 is 25,000).
// Then it plans once more in the assignment worker thread and checks that the plan is the same.
import { tsImport } from 'tsx/esm/api';

const { planTeams } = await tsImport('../apps/server/src/modules/judging/assignment.ts', import.meta.url);

const [judgeCount, boardCount, judgesPerBoard, teamSize] = [500, 5000, 3, 3].map((fallback, i) =>
  Number(process.argv[2 + i] ?? fallback),
);
const conflictShare = Number(process.argv[6] ?? 0.01);
const runs = Number(process.argv[7] ?? 5);
const loadSlack = Number(process.argv[8] ?? 0);

// mulberry32: the same data on every run and every machine.
let seed = 2026;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const categories = Array.from({ length: 30 }, (_, i) => i + 1);
const languages = ['en', 'de', 'fr'];
const bands = ['Junior 7/8', 'Intermediate 9/10'];
const some = (list, most) => [
  ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list))),
];

const judges = Array.from({ length: judgeCount }, (_, i) => ({
  id: 1000 + i,
  expertise: random() < 0.1 ? [] : some(categories, 3),
  languages: some(languages, 2),
  gradeBands: some(bands, 2),
}));
const boards = Array.from({ length: boardCount }, (_, i) => ({
  id: 100_000 + i,
  categories: some(categories, 2),
  language: pick(languages),
  gradeBand: pick(bands),
  diversity: pick(['a', 'b', 'c', 'd']),
}));
const conflicts = new Set();
const wanted = Math.round(judgeCount * boardCount * conflictShare);
while (conflicts.size < wanted) conflicts.add(`${pick(judges).id}:${pick(boards).id}`);

const input = { judges, boards, teamSize, judgesPerBoard, conflicts, loadSlack };
const times = [];
let plan;
let heapGrowth = 0;
for (let run = 0; run < runs; run++) {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  plan = planTeams(input);
  times.push(performance.now() - started);
  heapGrowth = Math.max(heapGrowth, process.memoryUsage().heapUsed - heapBefore);
}

// Check the plan as an organiser would: conflicts, coverage, loads, matches.
const byId = new Map(judges.map((judge) => [judge.id, judge]));
const boardById = new Map(boards.map((board) => [board.id, board]));
let violations = 0;
let links = 0;
let matched = 0;
const seen = new Map();
for (const team of plan.teams) {
  for (const boardId of team.boardIds) {
    links++;
    const board = boardById.get(boardId);
    if (team.judgeIds.some((judgeId) => conflicts.has(`${judgeId}:${boardId}`))) violations++;
    if (
      team.judgeIds.some((judgeId) => byId.get(judgeId).expertise.some((c) => board.categories.includes(c)))
    )
      matched++;
    seen.set(boardId, (seen.get(boardId) ?? 0) + team.judgeIds.length);
  }
}
const loads = plan.teams.map((team) => team.boardIds.length);
const sizes = plan.teams.map((team) => team.judgeIds.length);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

console.log(
  `${judgeCount} judges, ${boardCount} boards, ${judgesPerBoard} per board, teams of ${teamSize}, ` +
    `${conflicts.size} conflicted pairs, load slack ${loadSlack}`,
);
console.log(
  `planTeams: median ${median(times).toFixed(0)} ms of ${runs} [${times.map((t) => t.toFixed(0)).join(', ')}]`,
);
console.log(
  `memory: heap growth during a run ${mb(heapGrowth)}, process RSS ${mb(process.memoryUsage().rss)}` +
    (globalThis.gc ? '' : ' (run with --expose-gc for a steadier heap figure)'),
);
console.log(
  `plan: ${plan.teams.length} teams of ${Math.min(...sizes)}-${Math.max(...sizes)} judges, ` +
    `boards per team ${Math.min(...loads)}-${Math.max(...loads)}, ${links} links, ` +
    `${plan.uncovered.length} boards short of ${judgesPerBoard} judges, ` +
    `${[...seen.values()].filter((n) => n < judgesPerBoard).length + boardCount - seen.size} seen by fewer, ` +
    `${((100 * matched) / links).toFixed(1)}% of links with a judge who knows the category, ` +
    `${violations} conflicted links`,
);
if (violations > 0) process.exitCode = 1;

// The same plan through the assignment worker (what generateTeams does from 200,000 judge-board
// pairs): the time an organiser waits, including the worker's start and copying the data both
// ways, while the server's main thread stays free. BENCH_WORKER=0 skips it.
if (process.env.BENCH_WORKER !== '0') {
  const { planInWorker } = await tsImport(
    '../apps/server/src/modules/judging/assignment.pool.ts',
    import.meta.url,
  );
  const started = performance.now();
  const fromWorker = await planInWorker({ kind: 'plan', input });
  const same = JSON.stringify(fromWorker) === JSON.stringify(plan);
  console.log(
    `in a worker thread: ${(performance.now() - started).toFixed(0)} ms, same plan: ${same ? 'yes' : 'NO'}`,
  );
  if (!same) process.exitCode = 1;
}
