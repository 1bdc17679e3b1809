import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssignmentInput,
  type AssignmentPlan,
  type BoardInput,
  conflictKey,
  extendPlan,
  formTeams,
  type JudgeInput,
  planTeams,
} from './assignment.ts';

const judge = (
  id: number,
  expertise: number[] = [],
  languages: string[] = [],
  gradeBands: string[] = [],
) => ({
  id,
  expertise,
  languages,
  gradeBands,
});
const board = (id: number, categories: number[] = [], more: Partial<BoardInput> = {}): BoardInput => ({
  id,
  categories,
  language: null,
  gradeBand: null,
  ...more,
});
const input = (more: Partial<AssignmentInput>): AssignmentInput => ({
  judges: [],
  boards: [],
  teamSize: 3,
  judgesPerBoard: 3,
  conflicts: new Set(),
  ...more,
});
/** Board id → the teams (by index) it is linked to. */
const teamsOf = (plan: AssignmentPlan) => {
  const map = new Map<number, number[]>();
  plan.teams.forEach((team, index) => {
    for (const id of team.boardIds) map.set(id, [...(map.get(id) ?? []), index]);
  });
  return map;
};
const seenBy = (plan: AssignmentPlan, boardId: number) =>
  (teamsOf(plan).get(boardId) ?? []).reduce((sum, index) => sum + plan.teams[index]!.judgeIds.length, 0);

// ---- generated fairs for the properties ----
const languages = ['en', 'de', 'fr'];
const bands = ['Junior 7/8', 'Intermediate 9/10'];
const arbitraryJudge = (id: number) =>
  fc.record({
    id: fc.constant(id),
    expertise: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    languages: fc.subarray(languages),
    gradeBands: fc.subarray(bands),
  });
const arbitraryBoard = (id: number) =>
  fc.record({
    id: fc.constant(id),
    categories: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
    language: fc.option(fc.constantFrom(...languages)),
    gradeBand: fc.option(fc.constantFrom(...bands)),
    diversity: fc.option(fc.constantFrom('a', 'b', 'c')),
  });
/** Ids are spread out and shuffled so nothing leans on them being 1..n or sorted. */
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: max });
const fair = (options: { conflictShare?: number; maxJudges?: number; maxBoards?: number } = {}) =>
  fc
    .record({
      judgeIds: ids(options.maxJudges ?? 24),
      boardIds: ids(options.maxBoards ?? 50),
      teamSize: fc.integer({ min: 1, max: 5 }),
      judgesPerBoard: fc.integer({ min: 0, max: 6 }),
      loadSlack: fc.integer({ min: 0, max: 2 }),
      seed: fc.integer(),
    })
    .chain(({ judgeIds, boardIds, ...rest }) =>
      fc.record({
        judges: fc.tuple(...judgeIds.map(arbitraryJudge)),
        boards: fc.tuple(...boardIds.map(arbitraryBoard)),
        conflictPicks: fc.array(fc.tuple(fc.nat(), fc.nat()), {
          maxLength: Math.ceil(judgeIds.length * boardIds.length * (options.conflictShare ?? 0.1)),
        }),
        rest: fc.constant(rest),
      }),
    )
    .map(({ judges, boards, conflictPicks, rest }) => {
      const conflicts = new Set<string>();
      if (judges.length > 0 && boards.length > 0) {
        for (const [j, b] of conflictPicks)
          conflicts.add(conflictKey(judges[j % judges.length]!.id, boards[b % boards.length]!.id));
      }
      return { ...rest, judges: judges as JudgeInput[], boards: boards as BoardInput[], conflicts };
    });

describe('planTeams (api.md Judging: generateTeams)', () => {
  it('never links a board to a team holding a judge in conflict with it (issue 11: conflicts of interest)', () => {
    fc.assert(
      fc.property(fair({ conflictShare: 0.3 }), (fairInput) => {
        const plan = planTeams(fairInput);
        for (const team of plan.teams)
          for (const boardId of team.boardIds)
            for (const judgeId of team.judgeIds)
              expect(fairInput.conflicts.has(conflictKey(judgeId, boardId))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('puts every judge in exactly one team, teams of at most teamSize and within one of each other', () => {
    fc.assert(
      fc.property(fair(), (fairInput) => {
        const plan = planTeams(fairInput);
        const all = plan.teams.flatMap((team) => team.judgeIds).sort((a, b) => a - b);
        expect(all).toEqual(fairInput.judges.map((j) => j.id).sort((a, b) => a - b));
        expect(plan.teams.length).toBe(Math.ceil(fairInput.judges.length / fairInput.teamSize));
        const sizes = plan.teams.map((team) => team.judgeIds.length);
        if (sizes.length > 0) {
          expect(Math.max(...sizes)).toBeLessThanOrEqual(fairInput.teamSize);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('brings every board to judgesPerBoard judges whenever the teams free of conflict with it hold enough', () => {
    fc.assert(
      fc.property(fair({ conflictShare: 0.2 }), (fairInput) => {
        const plan = planTeams(fairInput);
        const uncovered = new Map(plan.uncovered.map((u) => [u.boardId, u.seenBy]));
        for (const { id } of fairInput.boards) {
          const free = plan.teams
            .filter((team) => !team.judgeIds.some((j) => fairInput.conflicts.has(conflictKey(j, id))))
            .reduce((sum, team) => sum + team.judgeIds.length, 0);
          const conflicted = fairInput.judges.filter((j) =>
            fairInput.conflicts.has(conflictKey(j.id, id)),
          ).length;
          const seen = seenBy(plan, id);
          if (free >= fairInput.judgesPerBoard) expect(seen).toBeGreaterThanOrEqual(fairInput.judgesPerBoard);
          // A conflicted judge closes at most one team to the board.
          if (fairInput.judges.length - conflicted * fairInput.teamSize >= fairInput.judgesPerBoard)
            expect(seen).toBeGreaterThanOrEqual(fairInput.judgesPerBoard);
          if (seen < fairInput.judgesPerBoard) {
            expect(uncovered.get(id)).toBe(seen);
            expect(seen).toBe(free); // every team it may go to sees it
          } else expect(uncovered.has(id)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with teams of one, covers a board exactly when enough judges are free of conflict with it', () => {
    fc.assert(
      fc.property(fair({ conflictShare: 0.3 }), (fairInput) => {
        const single = { ...fairInput, teamSize: 1 };
        const plan = planTeams(single);
        for (const { id } of single.boards) {
          const free = single.judges.filter((j) => !single.conflicts.has(conflictKey(j.id, id))).length;
          expect(seenBy(plan, id)).toBe(Math.min(free, single.judgesPerBoard));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('links a board to no team twice and to no more teams than its coverage needs', () => {
    fc.assert(
      fc.property(fair(), (fairInput) => {
        const plan = planTeams(fairInput);
        const boardIds = new Set(fairInput.boards.map((b) => b.id));
        for (const team of plan.teams) {
          expect(new Set(team.boardIds).size).toBe(team.boardIds.length);
          for (const id of team.boardIds) expect(boardIds.has(id)).toBe(true);
        }
        for (const [id, linked] of teamsOf(plan)) {
          const largest = Math.max(...linked.map((index) => plan.teams[index]!.judgeIds.length));
          // Without the last team linked it was still short of the target.
          expect(seenBy(plan, id) - largest).toBeLessThan(fairInput.judgesPerBoard);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('balances the boards per team: within loadSlack + 1 of each other with equal teams and no conflicts', () => {
    fc.assert(
      fc.property(fair({ conflictShare: 0 }), (fairInput) => {
        const plan = planTeams(fairInput);
        const loads = plan.teams.map((team) => team.boardIds.length);
        if (new Set(plan.teams.map((team) => team.judgeIds.length)).size !== 1) return;
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(fairInput.loadSlack + 1);
      }),
      { numRuns: 400 },
    );
  });

  it('leaves no board that could move from an overloaded team to one two boards lighter (any sizes, conflicts)', () => {
    // With teams one judge smaller, or conflicts, loads may differ more (5 judges in teams of 3
    // for 3 judges a board: every board needs the team of 3), but only when no move helps.
    fc.assert(
      fc.property(fair({ conflictShare: 0.05 }), (fairInput) => {
        const plan = planTeams(fairInput);
        const loads = plan.teams.map((team) => team.boardIds.length);
        if (loads.length === 0) return;
        const lightest = Math.min(...loads);
        const linked = teamsOf(plan);
        plan.teams.forEach((giver, from) => {
          // Within loadSlack + 1 of the lightest team, a team is balanced enough.
          if (loads[from]! - lightest <= fairInput.loadSlack + 1) return;
          plan.teams.forEach((taker, to) => {
            if (taker.judgeIds.length === 0 || loads[to]! > loads[from]! - 2) return;
            for (const boardId of giver.boardIds) {
              const free = !taker.judgeIds.some((j) => fairInput.conflicts.has(conflictKey(j, boardId)));
              const seen = seenBy(plan, boardId);
              const after = seen - giver.judgeIds.length + taker.judgeIds.length;
              const movable =
                free &&
                !linked.get(boardId)!.includes(to) &&
                after >= Math.min(seen, fairInput.judgesPerBoard);
              expect(movable, `board ${boardId} could move from team ${from} to team ${to}`).toBe(false);
            }
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('lists the uncovered boards least-seen first, then by id', () => {
    fc.assert(
      fc.property(fair({ conflictShare: 0.4, maxJudges: 8 }), (fairInput) => {
        const { uncovered } = planTeams(fairInput);
        const sorted = [...uncovered].sort((a, b) => a.seenBy - b.seenBy || a.boardId - b.boardId);
        expect(uncovered).toEqual(sorted);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same plan for the same fair, whatever order judges, boards and conflicts come in', () => {
    fc.assert(
      fc.property(fair(), (fairInput) => {
        const plan = planTeams(fairInput);
        expect(planTeams(fairInput)).toEqual(plan);
        const reversed = {
          ...fairInput,
          judges: [...fairInput.judges].reverse(),
          boards: [...fairInput.boards].reverse(),
          conflicts: new Set([...fairInput.conflicts].reverse()),
        };
        expect(planTeams(reversed)).toEqual(plan);
      }),
      { numRuns: 200 },
    );
  });

  it('serves the least-seen boards first when judges are short: every board gets its first team', () => {
    // 2 teams of one, 3 needed: a board-by-board plan would give the first boards both judges;
    // least-seen first gives every board one judge before any gets a second.
    const plan = planTeams(
      input({ judges: [judge(1), judge(2)], boards: [board(10), board(11), board(12)], teamSize: 1 }),
    );
    expect(plan.uncovered).toEqual([
      { boardId: 10, seenBy: 2 },
      { boardId: 11, seenBy: 2 },
      { boardId: 12, seenBy: 2 },
    ]);
  });

  it('mixes expertise: experts in the same category go to different teams', () => {
    const teams = formTeams([judge(1, [1]), judge(2, [1]), judge(3, [2]), judge(4, [2])], 2);
    expect(teams).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('makes teams as even as possible, the smaller ones last (10 judges in teams of 4: 4, 3, 3)', () => {
    const judges = Array.from({ length: 10 }, (_, i) => judge(i + 1));
    expect(formTeams(judges, 4).map((team) => team.length)).toEqual([4, 3, 3]);
  });

  it('among equally loaded teams, sends a board to the judges who know its category', () => {
    const plan = planTeams(
      input({
        judges: [judge(1, [1]), judge(2, [2])],
        boards: [board(101, [2]), board(102, [1]), board(103, [2]), board(104, [1])],
        teamSize: 1,
        judgesPerBoard: 1,
      }),
    );
    expect(plan.teams).toEqual([
      { judgeIds: [1], boardIds: [102, 104] },
      { judgeIds: [2], boardIds: [101, 103] },
    ]);
    expect(plan.uncovered).toEqual([]);
  });

  it('matches the board’s language (in any case) and grade band', () => {
    const plan = planTeams(
      input({
        judges: [
          judge(1, [], ['de']),
          judge(2, [], ['EN'], ['Junior 7/8']),
          judge(3, [], [], ['Intermediate 9/10']),
        ],
        boards: [
          board(201, [], { language: 'en ' }),
          board(202, [], { gradeBand: 'Intermediate 9/10' }),
          board(203, [], { language: 'DE' }),
        ],
        teamSize: 1,
        judgesPerBoard: 1,
      }),
    );
    expect(plan.teams.map((team) => [team.judgeIds[0], team.boardIds])).toEqual([
      [1, [203]],
      [2, [201]],
      [3, [202]],
    ]);
  });

  it('spreads boards of the same diversity value across teams (diversifiedQuestionIds)', () => {
    const boards = [
      board(1, [], { diversity: 'a' }),
      board(2, [], { diversity: 'b' }),
      board(3, [], { diversity: 'a' }),
      board(4, [], { diversity: 'b' }),
    ];
    const plan = planTeams(input({ judges: [judge(1), judge(2)], boards, teamSize: 1, judgesPerBoard: 1 }));
    expect(plan.teams.map((team) => team.boardIds)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    // Without the values, the same boards simply alternate.
    const plain = planTeams(
      input({
        judges: [judge(1), judge(2)],
        boards: boards.map((b) => board(b.id)),
        teamSize: 1,
        judgesPerBoard: 1,
      }),
    );
    expect(plain.teams.map((team) => team.boardIds)).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('keeps a conflicted judge’s whole team off the board and reports the board short when no team is left', () => {
    const plan = planTeams(
      input({
        judges: [judge(1), judge(2), judge(3), judge(4)],
        boards: [board(50), board(51)],
        teamSize: 2,
        judgesPerBoard: 2,
        conflicts: new Set([conflictKey(1, 50), conflictKey(3, 50)]),
      }),
    );
    expect(plan.teams.map((team) => team.judgeIds)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(plan.teams[0]!.boardIds).not.toContain(50);
    expect(plan.teams[1]!.boardIds).toContain(50);
    expect(plan.uncovered).toEqual([]);

    const everyone = planTeams(
      input({
        judges: [judge(1), judge(2)],
        boards: [board(50), board(51)],
        teamSize: 1,
        judgesPerBoard: 2,
        conflicts: new Set([conflictKey(1, 50), conflictKey(2, 50)]),
      }),
    );
    expect(everyone.uncovered).toEqual([{ boardId: 50, seenBy: 0 }]);
  });

  it('with no judges, every board is uncovered, seen by nobody', () => {
    expect(planTeams(input({ boards: [board(2), board(1)] }))).toEqual({
      teams: [],
      uncovered: [
        { boardId: 1, seenBy: 0 },
        { boardId: 2, seenBy: 0 },
      ],
    });
  });

  it('refuses a team size below 1 or a coverage that is not a whole number', () => {
    expect(() => planTeams(input({ judges: [judge(1)], teamSize: 0 }))).toThrow(RangeError);
    expect(() => planTeams(input({ judgesPerBoard: 1.5 }))).toThrow(RangeError);
    expect(() => planTeams(input({ judgesPerBoard: -1 }))).toThrow(RangeError);
  });
});

describe('extendPlan (api.md Judging: linkByTags, adding boards to existing teams)', () => {
  const rest = { teamSize: 1, judgesPerBoard: 1, conflicts: new Set<string>() };

  it('counts the boards a team already has: new boards go to the lighter teams first', () => {
    const plan = extendPlan(
      [
        { judgeIds: [1], boardIds: [900, 901, 902] },
        { judgeIds: [2], boardIds: [] },
      ],
      [board(1), board(2), board(3), board(4), board(5)],
      { ...rest, judges: [judge(1), judge(2)] },
    );
    expect(plan.teams).toEqual([
      { judgeIds: [1], boardIds: [900, 901, 902, 4] },
      { judgeIds: [2], boardIds: [1, 2, 3, 5] },
    ]);
    expect(plan.uncovered).toEqual([]);
  });

  it('counts the judges already seeing a board and never links it to the same team twice', () => {
    const plan = extendPlan(
      [
        { judgeIds: [1, 2], boardIds: [7] },
        { judgeIds: [3], boardIds: [] },
        { judgeIds: [4], boardIds: [] },
      ],
      [board(7)],
      { ...rest, judgesPerBoard: 3, judges: [judge(1), judge(2), judge(3), judge(4)] },
    );
    expect(plan.teams.map((team) => team.boardIds)).toEqual([[7], [7], []]);
  });

  it('keeps the same rules: conflicts, coverage, matching', () => {
    const plan = extendPlan(
      [
        { judgeIds: [1], boardIds: [] },
        { judgeIds: [2], boardIds: [] },
        { judgeIds: [3], boardIds: [] },
      ],
      [board(20, [5]), board(21)],
      {
        ...rest,
        judgesPerBoard: 2,
        conflicts: new Set([conflictKey(1, 20), conflictKey(3, 20)]),
        judges: [judge(1), judge(2, [5]), judge(3, [5])],
      },
    );
    expect(plan.teams.map((team) => team.boardIds)).toEqual([[21], [20], [21]]);
    expect(plan.uncovered).toEqual([{ boardId: 20, seenBy: 1 }]);
  });

  it('counts a judge missing from the judge list as a judge without known expertise, and their conflicts', () => {
    const plan = extendPlan([{ judgeIds: [8, 9], boardIds: [] }], [board(30), board(31)], {
      ...rest,
      judgesPerBoard: 2,
      conflicts: new Set([conflictKey(9, 31)]),
      judges: [judge(8)],
    });
    expect(plan.teams).toEqual([{ judgeIds: [8, 9], boardIds: [30] }]);
    expect(plan.uncovered).toEqual([{ boardId: 31, seenBy: 0 }]);
  });

  it('never assigns a conflicted pair and covers what the teams allow (fast-check)', () => {
    fc.assert(
      fc.property(fair({ conflictShare: 0.2 }), fc.nat(), (fairInput, split) => {
        // Plan half the boards, then add the other half to the same teams.
        const cut = fairInput.boards.length === 0 ? 0 : split % fairInput.boards.length;
        const first = planTeams({ ...fairInput, boards: fairInput.boards.slice(0, cut) });
        const added = fairInput.boards.slice(cut);
        const plan = extendPlan(first.teams, added, fairInput);
        plan.teams.forEach((team, index) => {
          expect(team.judgeIds).toEqual(first.teams[index]!.judgeIds);
          expect(team.boardIds.slice(0, first.teams[index]!.boardIds.length)).toEqual(
            first.teams[index]!.boardIds,
          );
          for (const boardId of team.boardIds)
            for (const judgeId of team.judgeIds)
              expect(fairInput.conflicts.has(conflictKey(judgeId, boardId))).toBe(false);
        });
        const uncovered = new Map(plan.uncovered.map((u) => [u.boardId, u.seenBy]));
        for (const { id } of added) {
          const free = plan.teams
            .filter((team) => !team.judgeIds.some((j) => fairInput.conflicts.has(conflictKey(j, id))))
            .reduce((sum, team) => sum + team.judgeIds.length, 0);
          const seen = seenBy(plan, id);
          if (free >= fairInput.judgesPerBoard) {
            expect(seen).toBeGreaterThanOrEqual(fairInput.judgesPerBoard);
            expect(uncovered.has(id)).toBe(false);
          } else {
            expect(seen).toBe(free);
            expect(uncovered.get(id)).toBe(free);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
