import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JudgeScore, maxTotal, normalise, passesFilter, rankResults } from './scoring.ts';

const scoresOf = (judgeId: number, totals: Record<number, number>): JudgeScore[] =>
  Object.entries(totals).map(([boardId, total]) => ({ judgeId, boardId: Number(boardId), total }));

/** Board ids best first by normalised score (then raw, then id), as the results list shows them. */
const order = (scores: JudgeScore[]) => rankResults(normalise(scores), 'desc').map((row) => row.boardId);

describe('maxTotal (spec/000 §5: the judging total score)', () => {
  it('is the sum of the questions’ maxScore when no template count is given (§5: 1 if unspecified)', () => {
    const questions = [{ maxScore: 10 }, { maxScore: 5 }, { maxScore: 5 }];
    expect(maxTotal(questions, undefined)).toBe(20);
    expect(maxTotal(questions, null)).toBe(20);
    expect(maxTotal(questions, 0)).toBe(20);
  });

  it('is divided by the number of team project templates (§5)', () => {
    expect(maxTotal([{ maxScore: 10 }, { maxScore: 20 }], 2)).toBe(15);
    expect(maxTotal([{ maxScore: 10 }], 3)).toBe(3.3333);
  });

  it('counts a question without a maxScore as 0, and no questions as 0', () => {
    expect(maxTotal([{ maxScore: 8 }, { maxScore: null }], 1)).toBe(8);
    expect(maxTotal([], 2)).toBe(0);
  });
});

describe('passesFilter (spec/000 §5: the judging filter)', () => {
  const chosen = [
    { optionId: 1, tag: 'energy' },
    { optionId: 2, tag: 'energy' },
    { optionId: 10, tag: 'grade' },
  ];

  it('lets every board through when no option is chosen, even one without answers', () => {
    expect(passesFilter(new Set([1, 2, 3]), [])).toBe(true);
    expect(passesFilter(new Set(), [])).toBe(true);
  });

  it('leaves out a board without answers whenever a filter is set (§5)', () => {
    expect(passesFilter(new Set(), [{ optionId: 1, tag: 'energy' }])).toBe(false);
  });

  it('keeps a board with any one chosen option of a single tag group', () => {
    const energy = chosen.slice(0, 2);
    expect(passesFilter(new Set([1]), energy)).toBe(true);
    expect(passesFilter(new Set([2, 99]), energy)).toBe(true);
    expect(passesFilter(new Set([99]), energy)).toBe(false);
  });

  it('needs one chosen option of every tag group, not of all options (§5: for every selected tag group)', () => {
    expect(passesFilter(new Set([1, 10]), chosen)).toBe(true);
    expect(passesFilter(new Set([2, 10, 50]), chosen)).toBe(true);
    expect(passesFilter(new Set([1, 2]), chosen)).toBe(false); // no option of the "grade" group
    expect(passesFilter(new Set([10]), chosen)).toBe(false); // no option of the "energy" group
  });

  it('ignores the board’s answers that were not chosen', () => {
    expect(passesFilter(new Set([3, 4, 11]), chosen)).toBe(false);
  });
});

describe('normalise (api.md Judging: normalizedScore puts every judge on one scale)', () => {
  it('gives the raw mean of the judges’ totals and the number of judges behind it', () => {
    const results = normalise([...scoresOf(1, { 7: 10, 8: 4 }), ...scoresOf(2, { 7: 5 })]);
    expect(results).toEqual([
      { boardId: 7, rawScore: 7.5, normalizedScore: 0.5, judgeCount: 2 },
      { boardId: 8, rawScore: 4, normalizedScore: -1, judgeCount: 1 },
    ]);
  });

  it('averages each judge’s z-score, (total − judge mean) / judge population sd, to 4 decimals', () => {
    // Judge 1: mean 4, population sd √(8/3) ≈ 1.63299, so z = −1.2247, 0, 1.2247.
    const results = normalise(scoresOf(1, { 1: 2, 2: 4, 3: 6 }));
    expect(results.map((r) => r.normalizedScore)).toEqual([-1.2247, 0, 1.2247]);
    expect(results.map((r) => r.rawScore)).toEqual([2, 4, 6]);
  });

  it('gives z = 0 for a judge with a single score or with the same total everywhere', () => {
    expect(normalise(scoresOf(1, { 5: 17 }))).toEqual([
      { boardId: 5, rawScore: 17, normalizedScore: 0, judgeCount: 1 },
    ]);
    expect(normalise(scoresOf(2, { 5: 3, 6: 3, 7: 3 })).map((r) => r.normalizedScore)).toEqual([0, 0, 0]);
  });

  it('a harsh judge and a generous judge scoring the same boards give the same normalised order', () => {
    const harsh = scoresOf(1, { 1: 2, 2: 5, 3: 3, 4: 1 });
    const generous = scoresOf(2, { 1: 8, 2: 10, 3: 9, 4: 7 });
    expect(order(harsh)).toEqual([2, 3, 1, 4]);
    expect(order(generous)).toEqual([2, 3, 1, 4]);
    expect(order([...harsh, ...generous])).toEqual([2, 3, 1, 4]);
  });

  it('a harsh judge on some boards and a generous one on others move nobody: their best boards tie', () => {
    // Raw means put the generous judge's two boards first; normalised, each judge's better board
    // is +1 and worse board −1, whoever judged it.
    const scores = [...scoresOf(1, { 1: 2, 2: 4 }), ...scoresOf(2, { 3: 8, 4: 10 })];
    const ranked = rankResults(normalise(scores), 'desc');
    expect(ranked.map((r) => [r.boardId, r.normalizedScore, r.rawScore])).toEqual([
      [4, 1, 10],
      [2, 1, 4],
      [3, -1, 8],
      [1, -1, 2],
    ]);
  });

  it('a constant judge moves nobody', () => {
    const judges = [...scoresOf(1, { 1: 6, 2: 9, 3: 4, 4: 7 }), ...scoresOf(2, { 1: 3, 2: 5, 3: 4, 4: 2 })];
    const constant = scoresOf(3, { 1: 5, 2: 5, 3: 5, 4: 5 });
    expect(order([...judges, ...constant])).toEqual(order(judges));
  });

  it('does not change when a judge’s totals are all shifted or stretched (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: -20, max: 20 }),
        (first, second, stretch, shift) => {
          const a = first.map((total, i) => ({ judgeId: 1, boardId: i + 1, total }));
          const b = second.map((total, i) => ({ judgeId: 2, boardId: i + 1, total }));
          const moved = a.map((s) => ({ ...s, total: s.total * stretch + shift }));
          const z = (scores: JudgeScore[]) => normalise(scores).map((r) => r.normalizedScore);
          expect(z([...moved, ...b])).toEqual(z([...a, ...b]));
        },
      ),
    );
  });

  it('adds two rows of the same judge and board together (a total is a sum of option scores)', () => {
    const results = normalise([
      { judgeId: 1, boardId: 1, total: 2 },
      { judgeId: 1, boardId: 1, total: 3 },
      { judgeId: 1, boardId: 2, total: 1 },
    ]);
    expect(results.map((r) => [r.boardId, r.rawScore, r.judgeCount])).toEqual([
      [1, 5, 1],
      [2, 1, 1],
    ]);
  });

  it('refuses a total that is not a number', () => {
    expect(() => normalise([{ judgeId: 1, boardId: 1, total: Number.NaN }])).toThrow(RangeError);
  });
});

describe('rankResults (api.md Judging: sort and rank)', () => {
  const rows = [
    { boardId: 1, rawScore: 5, normalizedScore: 0.5, title: 'Solar oven' },
    { boardId: 2, rawScore: 8, normalizedScore: 1.2, title: 'Wind turbine' },
    { boardId: 3, rawScore: 5, normalizedScore: 0.5, title: 'Water filter' },
    { boardId: 4, rawScore: 2, normalizedScore: -1.7, title: 'Robot arm' },
    { boardId: 5, rawScore: 6, normalizedScore: 0.5, title: 'Bee counter' },
  ];

  it('orders by normalizedScore, then rawScore, then id, descending by default (spec/000 §4)', () => {
    expect(rankResults(rows, 'desc').map((r) => r.boardId)).toEqual([2, 5, 3, 1, 4]);
  });

  it('gives equal scores (normalised and raw) one rank, and skips the ranks they fill (1, 2, 2, 4)', () => {
    const ranked = rankResults(
      [
        { boardId: 1, rawScore: 9, normalizedScore: 1 },
        { boardId: 2, rawScore: 5, normalizedScore: 0.2 },
        { boardId: 3, rawScore: 5, normalizedScore: 0.2 },
        { boardId: 4, rawScore: 1, normalizedScore: -1 },
      ],
      'desc',
    );
    expect(ranked.map((r) => [r.boardId, r.rank])).toEqual([
      [1, 1],
      [3, 2],
      [2, 2],
      [4, 4],
    ]);
  });

  it('does not tie boards equal on the normalised score but not on the raw one', () => {
    expect(rankResults(rows, 'desc').map((r) => [r.boardId, r.rank])).toEqual([
      [2, 1],
      [5, 2],
      [3, 3],
      [1, 3],
      [4, 5],
    ]);
  });

  it('turns the list round for asc and keeps each board’s rank (the score-order toggle, spec/000 §4)', () => {
    const asc = rankResults(rows, 'asc');
    expect(asc.map((r) => r.boardId)).toEqual([4, 1, 3, 5, 2]);
    expect(asc.map((r) => r.rank)).toEqual([5, 3, 3, 2, 1]);
  });

  it('keeps the other fields of each row and leaves the input as it was', () => {
    const copy = structuredClone(rows);
    const ranked = rankResults(rows, 'desc');
    expect(ranked[0]).toEqual({
      boardId: 2,
      rawScore: 8,
      normalizedScore: 1.2,
      title: 'Wind turbine',
      rank: 1,
    });
    expect(rows).toEqual(copy);
    expect(rankResults([], 'asc')).toEqual([]);
  });
});
