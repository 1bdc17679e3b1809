import { describe, expect, it } from 'vitest';
import { jobSize, type PlanJob, runJob } from './assignment.job.ts';
import { plan, planInWorker, WORKER_THRESHOLD } from './assignment.pool.ts';
import { conflictKey, planTeams } from './assignment.ts';

/** Seeded made-up judges and boards (mulberry32), as bench/judging-assign.mjs makes them. */
function fair(judgeCount: number, boardCount: number, conflictShare = 0.02) {
  let seed = 11;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const some = <T>(list: T[]) => [...new Set([list[Math.floor(random() * list.length)]!])];
  const judges = Array.from({ length: judgeCount }, (_, i) => ({
    id: 100 + i,
    expertise: some([1, 2, 3, 4, 5, 6]),
    languages: some(['en', 'de', 'fr']),
    gradeBands: some(['Junior 7/8', 'Intermediate 9/10']),
  }));
  const boards = Array.from({ length: boardCount }, (_, i) => ({
    id: 5000 + i,
    categories: some([1, 2, 3, 4, 5, 6]),
    language: null,
    gradeBand: null,
    diversity: random() < 0.5 ? `school-${Math.floor(random() * 10)}` : null,
  }));
  const conflicts = new Set<string>();
  for (const j of judges)
    for (const b of boards) if (random() < conflictShare) conflicts.add(conflictKey(j.id, b.id));
  return { judges, boards, conflicts };
}

describe('planning off the main thread (issue 11: generateTeams must not block the server)', () => {
  it('a worker gives exactly the plan of the main thread, for new teams and for more boards', async () => {
    const { judges, boards, conflicts } = fair(60, 400);
    const job: PlanJob = {
      kind: 'plan',
      input: { judges, boards, teamSize: 3, judgesPerBoard: 3, conflicts },
    };
    const inline = runJob(job);
    expect(inline).toEqual(planTeams(job.input));
    expect(await planInWorker(job)).toEqual(inline);
    const more = fair(60, 450).boards.slice(400);
    const extend: PlanJob = {
      kind: 'extend',
      existing: inline.teams,
      boards: more,
      input: { judges, teamSize: 1, judgesPerBoard: 3, conflicts },
    };
    expect(await planInWorker(extend)).toEqual(runJob(extend));
  });

  it('big jobs go to the worker, small ones stay inline; the planner’s refusals come back as errors', async () => {
    const small = fair(10, 20);
    const smallJob: PlanJob = { kind: 'plan', input: { ...small, teamSize: 2, judgesPerBoard: 2 } };
    expect(jobSize(smallJob)).toBeLessThan(WORKER_THRESHOLD);
    const big = fair(200, 1000, 0);
    const bigJob: PlanJob = { kind: 'plan', input: { ...big, teamSize: 3, judgesPerBoard: 3 } };
    expect(jobSize(bigJob)).toBeGreaterThanOrEqual(WORKER_THRESHOLD);
    // While the worker plans the big job, this thread stays free: a timer fires before it is done.
    let ticked = false;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        ticked = true;
        resolve();
      }, 1),
    );
    const planned = plan(bigJob).then((p) => ({ p, tickedFirst: ticked }));
    await timer;
    const { p, tickedFirst } = await planned;
    expect(tickedFirst).toBe(true);
    expect(p).toEqual(runJob(bigJob));
    expect(await plan(smallJob)).toEqual(runJob(smallJob));
    await expect(
      planInWorker({ kind: 'plan', input: { ...small, teamSize: 2, judgesPerBoard: -1 } }),
    ).rejects.toThrow('judgesPerBoard must be a whole number, 0 or more');
  });
});
