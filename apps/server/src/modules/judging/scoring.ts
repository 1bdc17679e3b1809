/**
 * Judging results, pure and database-free: the normalised scores of api.md "Judging" (every judge
 * on one scale), ranks with ties, the answer-tag filter and `maxTotal` of spec/000 §5.
 */

/** One judge's total for one board: the sum of the scores of the options they chose on the fair's judging polls. */
export interface JudgeScore {
  judgeId: number;
  boardId: number;
  total: number;
}

export interface BoardResult {
  boardId: number;
  rawScore: number;
  normalizedScore: number;
  judgeCount: number;
}

/** Scores are shown and compared at four decimals, so two boards equal on paper are equal here. */
export function round4(value: number): number {
  // `+ 0` turns -0 into 0, so a rounded tiny negative never prints as "-0".
  return Math.round(value * 10_000) / 10_000 + 0;
}

/** Below this a judge's spread is floating-point noise: they gave every board the same total. */
const FLAT = 1e-9;

/**
 * Raw = mean of the judges' totals; normalised = mean over the board's judges of each judge's z-score
 * ((total - judge mean) / judge population sd; a judge with one score or sd 0 gives z = 0). Rounded to 4 decimals.
 *
 * A z-score says how far a total sits above or below what that judge usually gives, in units of
 * that judge's own spread: a harsh judge's best board and a generous judge's best board both come
 * out well above zero, so neither moves a board just by being harsh or generous. Two rows for the
 * same judge and board are added together (a total is a sum of option scores). Boards come back
 * in ascending id order.
 */
export function normalise(scores: JudgeScore[]): BoardResult[] {
  const totals = new Map<number, Map<number, number>>(); // judge → board → total
  for (const { judgeId, boardId, total } of scores) {
    if (!Number.isFinite(total))
      throw new RangeError(`judge ${judgeId}, board ${boardId}: total is not a number`);
    let byBoard = totals.get(judgeId);
    if (!byBoard) {
      byBoard = new Map();
      totals.set(judgeId, byBoard);
    }
    byBoard.set(boardId, (byBoard.get(boardId) ?? 0) + total);
  }

  const boards = new Map<number, { raw: number; z: number; judges: number }>();
  for (const byBoard of totals.values()) {
    const values = [...byBoard.values()];
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
    const flat = values.length < 2 || sd < FLAT;
    for (const [boardId, total] of byBoard) {
      const entry = boards.get(boardId) ?? { raw: 0, z: 0, judges: 0 };
      entry.raw += total;
      entry.z += flat ? 0 : (total - mean) / sd;
      entry.judges += 1;
      boards.set(boardId, entry);
    }
  }

  return [...boards.entries()]
    .sort(([a], [b]) => a - b)
    .map(([boardId, { raw, z, judges }]) => ({
      boardId,
      rawScore: round4(raw / judges),
      normalizedScore: round4(z / judges),
      judgeCount: judges,
    }));
}

/**
 * api.md: order by normalizedScore, then rawScore, then id; descending unless 'asc'; equal scores
 * (normalised AND raw) share a rank (1,2,2,4).
 *
 * A rank is a board's standing, best first, whichever way the list is shown: turning the sort
 * order round (spec/000 §4, the score-order toggle) reverses the list, never the ranks.
 */
export function rankResults<T extends { boardId: number; rawScore: number; normalizedScore: number }>(
  rows: T[],
  sort: 'asc' | 'desc',
): (T & { rank: number })[] {
  const best = [...rows].sort(
    (a, b) => b.normalizedScore - a.normalizedScore || b.rawScore - a.rawScore || b.boardId - a.boardId,
  );
  const ranked: (T & { rank: number })[] = [];
  best.forEach((row, index) => {
    const previous = ranked[index - 1];
    const tied =
      previous !== undefined &&
      previous.normalizedScore === row.normalizedScore &&
      previous.rawScore === row.rawScore;
    ranked.push({ ...row, rank: tied ? previous.rank : index + 1 });
  });
  return sort === 'asc' ? ranked.reverse() : ranked;
}

/**
 * spec/000 §5 judging filter: chosen options grouped by tag; a board passes if for every tag group it
 * has at least one chosen option of that group; with no chosen options every board passes; a board
 * without answers fails whenever a filter is set.
 */
export function passesFilter(
  boardOptionIds: ReadonlySet<number>,
  chosen: { optionId: number; tag: string }[],
): boolean {
  if (chosen.length === 0) return true;
  const groups = new Map<string, number[]>();
  for (const { optionId, tag } of chosen) {
    const group = groups.get(tag);
    if (group) group.push(optionId);
    else groups.set(tag, [optionId]);
  }
  for (const optionIds of groups.values()) {
    if (!optionIds.some((id) => boardOptionIds.has(id))) return false;
  }
  return true;
}

/** spec/000 §5: sum of the questions' maxScore divided by the number of team project templates (1 if none/0). */
export function maxTotal(
  questions: { maxScore: number | null }[],
  templateCount: number | null | undefined,
): number {
  const sum = questions.reduce(
    (total, { maxScore }) => total + (maxScore !== null && Number.isFinite(maxScore) ? maxScore : 0),
    0,
  );
  const divisor =
    typeof templateCount === 'number' && Number.isFinite(templateCount) && templateCount > 0
      ? templateCount
      : 1;
  return round4(sum / divisor);
}
