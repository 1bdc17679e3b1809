/**
 * Judging teams and which boards they judge, fair by construction (api.md "Judging", generateTeams
 * and linkByTags; issue 11 "Assignment that is fair by construction"). Pure and database-free: the
 * judging service reads judges, boards and conflicts, calls these and stores the plan.
 *
 * Rules, in the order they win:
 * 1. A board is never linked to a team holding a judge in conflict with it (hard rule).
 * 2. Coverage: a board is linked to teams until `judgesPerBoard` judges see it, the least-seen
 *    boards served first, so a shortage of judges falls on every board alike, not on the last ids.
 * 3. Balance: a board goes to one of the least loaded teams allowed for it (within `loadSlack`
 *    boards of the least loaded), and a last pass moves boards from busy teams to light ones where
 *    rules 1 and 2 allow, so every judge carries about the same number of boards.
 * 4. Spread: boards sharing a `diversity` value go to different teams where possible.
 * 5. Match: among those, the team whose judges know the board's categories, read its language and
 *    judge its grade band.
 * Every tie is broken by ids, so the same input always gives the same plan.
 */

export interface JudgeInput {
  id: number;
  expertise: number[];
  languages: string[];
  gradeBands: string[];
}

export interface BoardInput {
  id: number;
  categories: number[];
  language: string | null;
  gradeBand: string | null;
  diversity?: string | null;
}

export interface AssignmentInput {
  judges: JudgeInput[];
  boards: BoardInput[];
  teamSize: number; // judges per team (>= 1)
  judgesPerBoard: number; // coverage target, api.md default 3
  /** conflicted pairs as `${judgeId}:${boardId}` (member, teacher, classmate, private messages, recusal) */
  conflicts: ReadonlySet<string>;
  /**
   * How many boards above the least loaded allowed team a team may be and still be chosen for its
   * better match (default 0: always one of the least loaded; 1 lets matching choose among more
   * teams at the cost of judges' loads differing by one board more).
   */
  loadSlack?: number;
}

export interface TeamPlan {
  judgeIds: number[];
  boardIds: number[];
}

export interface AssignmentPlan {
  teams: TeamPlan[];
  /** boards that could not reach judgesPerBoard (with how many judges see them), least-seen first */
  uncovered: { boardId: number; seenBy: number }[];
}

/** The key of a conflicted pair in `AssignmentInput.conflicts`. */
export function conflictKey(judgeId: number, boardId: number): string {
  return `${judgeId}:${boardId}`;
}

/** Match weights: knowing the subject and reading the board's language count double. */
const WEIGHT = { expertise: 2, language: 2, gradeBand: 1 } as const;
/** What one more board of the same `diversity` value in a team costs against its match. */
const DIVERSITY_COST = 2;

interface Judge {
  id: number;
  expertise: ReadonlySet<number>;
  languages: ReadonlySet<string>;
  gradeBands: ReadonlySet<string>;
}

interface Board {
  id: number;
  categories: number[];
  language: string | null;
  gradeBand: string | null;
  diversity: string | null;
}

interface Team {
  judges: Judge[];
  judgeIds: number[];
  /** boards linked before this run (extendPlan), then the new ones */
  boardIds: number[];
  added: number[];
  load: number;
  diversity: Map<string, number>;
}

const text = (value: string) => value.trim().toLowerCase();

function toJudge(input: JudgeInput): Judge {
  return {
    id: input.id,
    expertise: new Set(input.expertise),
    languages: new Set(input.languages.map(text)),
    gradeBands: new Set(input.gradeBands.map(text)),
  };
}

function toBoard(input: BoardInput): Board {
  return {
    id: input.id,
    categories: [...new Set(input.categories)],
    language: input.language?.trim() ? text(input.language) : null,
    gradeBand: input.gradeBand?.trim() ? text(input.gradeBand) : null,
    diversity: input.diversity ?? null,
  };
}

function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Map<number, T>();
  for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

function checkTarget(judgesPerBoard: number, loadSlack: number) {
  if (!Number.isInteger(judgesPerBoard) || judgesPerBoard < 0)
    throw new RangeError('judgesPerBoard must be a whole number, 0 or more');
  if (!Number.isInteger(loadSlack) || loadSlack < 0)
    throw new RangeError('loadSlack must be a whole number, 0 or more');
}

/**
 * Groups judges into teams of at most `teamSize`, as even as possible (sizes differ by at most one,
 * the larger teams first), mixing expertise so that each team covers many categories: judges who
 * know the most categories are placed first, one per team, and each next judge joins the team
 * that gains the most categories it lacks (then languages and grade bands it lacks).
 */
export function formTeams(judges: JudgeInput[], teamSize: number): number[][] {
  if (!Number.isInteger(teamSize) || teamSize < 1)
    throw new RangeError('teamSize must be a whole number, 1 or more');
  const all = uniqueById(judges).map(toJudge);
  if (all.length === 0) return [];
  const count = Math.ceil(all.length / teamSize);
  const base = Math.floor(all.length / count);
  const larger = all.length % count;
  const teams = Array.from({ length: count }, (_, index) => ({
    capacity: base + (index < larger ? 1 : 0),
    members: [] as number[],
    categories: new Set<number>(),
    other: new Set<string>(),
  }));
  const order = [...all].sort((a, b) => b.expertise.size - a.expertise.size || a.id - b.id);
  for (const judge of order) {
    const other = [
      ...[...judge.languages].map((l) => `l:${l}`),
      ...[...judge.gradeBands].map((g) => `g:${g}`),
    ];
    let best: (typeof teams)[number] | undefined;
    let bestNew = -1;
    let bestOther = -1;
    for (const team of teams) {
      if (team.members.length >= team.capacity) continue;
      let gained = 0;
      for (const category of judge.expertise) if (!team.categories.has(category)) gained++;
      let gainedOther = 0;
      for (const key of other) if (!team.other.has(key)) gainedOther++;
      if (
        best === undefined ||
        gained > bestNew ||
        (gained === bestNew &&
          (gainedOther > bestOther ||
            (gainedOther === bestOther && team.members.length < best.members.length)))
      ) {
        best = team;
        bestNew = gained;
        bestOther = gainedOther;
      }
    }
    // There is always room: the capacities add up to the number of judges.
    const team = best!;
    team.members.push(judge.id);
    for (const category of judge.expertise) team.categories.add(category);
    for (const key of other) team.other.add(key);
  }
  return teams.map((team) => team.members.sort((a, b) => a - b));
}

/** How well a team suits a board: the judges who know its subject, read its language, judge its grade band. */
function matchScore(team: Team, board: Board): number {
  let score = 0;
  for (const judge of team.judges) {
    if (board.categories.some((category) => judge.expertise.has(category))) score += WEIGHT.expertise;
    if (board.language !== null && judge.languages.has(board.language)) score += WEIGHT.language;
    if (board.gradeBand !== null && judge.gradeBands.has(board.gradeBand)) score += WEIGHT.gradeBand;
  }
  return score;
}

/** A min-heap of boards waiting for a team: least seen first, then the most constrained, then by id. */
class Queue {
  private items: { board: Board; seen: number; blocked: number }[] = [];

  private before(i: number, j: number): boolean {
    const a = this.items[i]!;
    const b = this.items[j]!;
    return a.seen !== b.seen
      ? a.seen < b.seen
      : a.blocked !== b.blocked
        ? a.blocked > b.blocked
        : a.board.id < b.board.id;
  }

  private swap(i: number, j: number) {
    const item = this.items[i]!;
    this.items[i] = this.items[j]!;
    this.items[j] = item;
  }

  push(item: { board: Board; seen: number; blocked: number }) {
    this.items.push(item);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop() {
    const top = this.items[0];
    const last = this.items.pop();
    if (top === undefined || last === undefined || this.items.length === 0) return top;
    this.items[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < this.items.length && this.before(left, smallest)) smallest = left;
      if (right < this.items.length && this.before(right, smallest)) smallest = right;
      if (smallest === i) break;
      this.swap(i, smallest);
      i = smallest;
    }
    return top;
  }
}

/** Links `boards` to `teams` (whose existing links count as load and as coverage); returns the uncovered boards. */
function linkBoards(
  teams: Team[],
  boards: Board[],
  judgesPerBoard: number,
  conflicts: ReadonlySet<string>,
  loadSlack: number,
): AssignmentPlan['uncovered'] {
  const teamsOfJudge = new Map<number, number[]>();
  teams.forEach((team, index) => {
    for (const judgeId of team.judgeIds) {
      const list = teamsOfJudge.get(judgeId);
      if (list) list.push(index);
      else teamsOfJudge.set(judgeId, [index]);
    }
  });
  const boardIds = new Set(boards.map((board) => board.id));

  // A team is closed to a board if one of its judges is in conflict with it.
  const blocked = new Map<number, Set<number>>();
  for (const pair of conflicts) {
    const colon = pair.indexOf(':');
    const judgeId = Number(pair.slice(0, colon));
    const boardId = Number(pair.slice(colon + 1));
    const judgeTeams = teamsOfJudge.get(judgeId);
    if (!judgeTeams || !boardIds.has(boardId)) continue;
    let closed = blocked.get(boardId);
    if (!closed) {
      closed = new Set();
      blocked.set(boardId, closed);
    }
    for (const index of judgeTeams) closed.add(index);
  }

  // Teams that already judge a board (extendPlan) count towards its coverage.
  const linked = new Map<number, number[]>();
  teams.forEach((team, index) => {
    for (const boardId of team.boardIds) {
      if (!boardIds.has(boardId)) continue;
      const list = linked.get(boardId);
      if (list) {
        if (!list.includes(index)) list.push(index);
      } else linked.set(boardId, [index]);
    }
  });

  const queue = new Queue();
  const seenOf = new Map<number, number>();
  for (const board of boards) {
    const seen = (linked.get(board.id) ?? []).reduce((sum, index) => sum + teams[index]!.judges.length, 0);
    seenOf.set(board.id, seen);
    if (seen < judgesPerBoard) queue.push({ board, seen, blocked: blocked.get(board.id)?.size ?? 0 });
  }

  const uncovered: AssignmentPlan['uncovered'] = [];
  for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
    const { board } = item;
    const closed = blocked.get(board.id);
    const already = linked.get(board.id) ?? [];
    // One pass: the open teams within `loadSlack` of the least loaded one seen so far.
    let leastLoad = Number.POSITIVE_INFINITY;
    let candidates: number[] = [];
    for (let index = 0; index < teams.length; index++) {
      const team = teams[index]!;
      if (team.load > leastLoad + loadSlack || team.judges.length === 0) continue;
      if (closed?.has(index) || already.includes(index)) continue;
      if (team.load < leastLoad) {
        leastLoad = team.load;
        candidates = candidates.filter((other) => teams[other]!.load <= leastLoad + loadSlack);
      }
      candidates.push(index);
    }
    if (candidates.length === 0) {
      uncovered.push({ boardId: board.id, seenBy: item.seen });
      continue;
    }
    let leastSame = 0;
    if (board.diversity !== null) {
      leastSame = Number.POSITIVE_INFINITY;
      for (const index of candidates)
        leastSame = Math.min(leastSame, teams[index]!.diversity.get(board.diversity) ?? 0);
    }
    let chosen = -1;
    let chosenScore = Number.NEGATIVE_INFINITY;
    for (const index of candidates) {
      const team = teams[index]!;
      const same = board.diversity === null ? 0 : (team.diversity.get(board.diversity) ?? 0) - leastSame;
      const score = matchScore(team, board) - DIVERSITY_COST * same;
      // Candidates come in index order, so a tie on score and load keeps the lower index.
      if (score > chosenScore || (score === chosenScore && team.load < teams[chosen]!.load)) {
        chosen = index;
        chosenScore = score;
      }
    }

    const team = teams[chosen]!;
    team.added.push(board.id);
    team.load += 1;
    if (board.diversity !== null)
      team.diversity.set(board.diversity, (team.diversity.get(board.diversity) ?? 0) + 1);
    already.push(chosen);
    linked.set(board.id, already);
    const seen = item.seen + team.judges.length;
    seenOf.set(board.id, seen);
    if (seen < judgesPerBoard) queue.push({ board, seen, blocked: item.blocked });
  }

  rebalance(teams, boards, { judgesPerBoard, loadSlack, blocked, linked, seenOf });
  return uncovered.sort((a, b) => a.seenBy - b.seenBy || a.boardId - b.boardId);
}

/**
 * Evens out what the board-by-board pass left uneven. Serving boards one at a time can corner the
 * last ones: a board whose only open teams are already the busiest must go to one of them (three
 * single-judge teams, three boards, two judges each: the pass ends with loads 3, 2, 1). While some
 * team carries more than `loadSlack + 1` boards above the lightest, one of the boards linked in
 * this run moves from the busiest team that can give one to the lightest team that may take it:
 * never to a team in conflict with it or already judging it, and never leaving it short of
 * `judgesPerBoard` judges. Each move lowers the sum of the squared loads, so this ends.
 */
function rebalance(
  teams: Team[],
  boards: Board[],
  state: {
    judgesPerBoard: number;
    loadSlack: number;
    blocked: Map<number, Set<number>>;
    linked: Map<number, number[]>;
    seenOf: Map<number, number>;
  },
) {
  const boardById = new Map(boards.map((board) => [board.id, board]));
  const { judgesPerBoard, loadSlack, blocked, linked, seenOf } = state;
  const open = teams.map((_, index) => index).filter((index) => teams[index]!.judges.length > 0);
  for (;;) {
    const byLoad = [...open].sort((a, b) => teams[b]!.load - teams[a]!.load || a - b);
    const lightest = teams[byLoad[byLoad.length - 1] ?? 0]?.load ?? 0;
    let moved = false;
    for (const from of byLoad) {
      const giver = teams[from]!;
      if (giver.load - lightest <= loadSlack + 1) break;
      const takers = byLoad.filter((to) => teams[to]!.load <= giver.load - 2).reverse();
      for (const to of takers) {
        const taker = teams[to]!;
        let best: Board | undefined;
        let bestGain = Number.NEGATIVE_INFINITY;
        for (const boardId of giver.added) {
          const board = boardById.get(boardId)!;
          const already = linked.get(boardId)!;
          if (blocked.get(boardId)?.has(to) || already.includes(to)) continue;
          const seen = seenOf.get(boardId)!;
          const after = seen - giver.judges.length + taker.judges.length;
          if (after < Math.min(seen, judgesPerBoard)) continue;
          const gain = matchScore(taker, board) - matchScore(giver, board);
          if (gain > bestGain || (gain === bestGain && board.id < best!.id)) {
            best = board;
            bestGain = gain;
          }
        }
        if (best === undefined) continue;
        const board = best;
        giver.added.splice(giver.added.indexOf(board.id), 1);
        giver.load -= 1;
        taker.added.push(board.id);
        taker.load += 1;
        if (board.diversity !== null) {
          giver.diversity.set(board.diversity, giver.diversity.get(board.diversity)! - 1);
          taker.diversity.set(board.diversity, (taker.diversity.get(board.diversity) ?? 0) + 1);
        }
        const already = linked.get(board.id)!;
        already[already.indexOf(from)] = to;
        seenOf.set(board.id, seenOf.get(board.id)! - giver.judges.length + taker.judges.length);
        moved = true;
        break;
      }
      if (moved) break;
    }
    if (!moved) return;
  }
}

function toPlan(teams: Team[], uncovered: AssignmentPlan['uncovered']): AssignmentPlan {
  return {
    teams: teams.map((team) => ({
      judgeIds: [...team.judgeIds],
      boardIds: [...team.boardIds, ...team.added.sort((a, b) => a - b)],
    })),
    uncovered,
  };
}

/**
 * api.md generateTeams: judges grouped into teams of `teamSize` (sizes within one of each other,
 * expertise mixed), then every board linked to teams until `judgesPerBoard` judges see it, never
 * to a team holding a judge in conflict with it. Teams come back in a stable order, judge and board
 * ids ascending.
 */
export function planTeams(input: AssignmentInput): AssignmentPlan {
  const loadSlack = input.loadSlack ?? 0;
  checkTarget(input.judgesPerBoard, loadSlack);
  const judges = new Map(uniqueById(input.judges).map((judge) => [judge.id, toJudge(judge)]));
  const teams: Team[] = formTeams(input.judges, input.teamSize).map((judgeIds) => ({
    judgeIds,
    judges: judgeIds.map((id) => judges.get(id)!),
    boardIds: [],
    added: [],
    load: 0,
    diversity: new Map(),
  }));
  const boards = uniqueById(input.boards).map(toBoard);
  return toPlan(teams, linkBoards(teams, boards, input.judgesPerBoard, input.conflicts, loadSlack));
}

/**
 * Links more boards to existing teams (linkByTags, "add boards"): same rules, existing load counted.
 *
 * The teams keep their judges and their boards; the new boards are appended. A board some team
 * already judges counts those judges towards its coverage and is not linked to that team twice.
 * Judges missing from `input.judges` still count as judges (and conflicts), without a known
 * expertise. `input.teamSize` is not used: the teams exist. `uncovered` lists only the given boards.
 */
export function extendPlan(
  existing: TeamPlan[],
  boards: BoardInput[],
  input: Omit<AssignmentInput, 'judges' | 'boards'> & { judges: JudgeInput[] },
): AssignmentPlan {
  const loadSlack = input.loadSlack ?? 0;
  checkTarget(input.judgesPerBoard, loadSlack);
  const known = new Map(uniqueById(input.judges).map((judge) => [judge.id, toJudge(judge)]));
  const teams: Team[] = existing.map((plan) => {
    const judgeIds = [...new Set(plan.judgeIds)];
    return {
      judgeIds,
      judges: judgeIds.map(
        (id) => known.get(id) ?? { id, expertise: new Set(), languages: new Set(), gradeBands: new Set() },
      ),
      boardIds: [...plan.boardIds],
      added: [],
      load: new Set(plan.boardIds).size,
      diversity: new Map(),
    };
  });
  const unique = uniqueById(boards).map(toBoard);
  return toPlan(teams, linkBoards(teams, unique, input.judgesPerBoard, input.conflicts, loadSlack));
}
