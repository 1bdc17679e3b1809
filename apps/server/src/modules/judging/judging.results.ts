import type { GenerateTeamsBody, LinkByTagsBody } from '@makerboard/shared';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/client.ts';
import { idArray } from '../../db/prepared.ts';
import {
  fairStaff,
  judgeRegistrations,
  judgingTeamBoards,
  judgingTeamMembers,
  judgingTeams,
  pollOptions,
  polls,
  projectCategories,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group.ts';
import type { Person } from '../../lib/viewer.ts';
import { plan as planJob } from './assignment.pool.ts';
import type { BoardInput, JudgeInput, TeamPlan } from './assignment.ts';
import { conflictPairs, pairKey } from './conflicts.ts';
import type { JudgingService } from './judging.service.ts';
import { isLocked } from './judging.service.ts';
import { maxTotal, normalise, passesFilter, rankResults } from './scoring.ts';

/** api.md: a board is covered when at least this many judges see it, unless the organiser says otherwise. */
export const DEFAULT_JUDGES_PER_PROJECT = 3;

type GenerateBody = z.output<typeof GenerateTeamsBody>;
type LinkByTagsInput = z.output<typeof LinkByTagsBody>;

/**
 * Assignment and results of a fair's judging (api.md "Judging"): generateTeams and linkByTags
 * (the fair-by-construction plan of assignment.ts over the fair's judges, boards and conflicts),
 * results (normalised, ranked, filtered; scoring.ts), the report as CSV or XLSX, and the floor.
 */
export function judgingResults(core: JudgingService) {
  const db = core.db;

  /**
   * The fair's judging questions (and, for choosing boards before judging, its project questions
   * that entrants answer) with their options (id, tag, score).
   */
  async function questionsOf(fairId: number, kinds: string[] = ['judging'], tx: Tx = db) {
    const rows = await tx
      .select({ id: polls.id, maxScore: polls.maxScore, kind: polls.kind })
      .from(polls)
      .where(and(eq(polls.fairId, fairId), inArray(polls.kind, kinds)))
      .orderBy(asc(polls.id));
    const options = rows.length
      ? await tx
          .select({
            id: pollOptions.id,
            pollId: pollOptions.pollId,
            tag: pollOptions.tag,
            score: pollOptions.score,
          })
          .from(pollOptions)
          .where(
            inArray(
              pollOptions.pollId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return { questions: rows, options };
  }

  /** The options chosen on each board on the fair's questions of `kinds` (by anyone who answers them). */
  async function chosenOptions(fairId: number, kinds: string[] = ['judging']) {
    const rows = await queryRows<{ project_id: number; option_id: number }>(
      db,
      sql`select distinct a.project_id, a.option_id from poll_answers a
            join polls p on p.id = a.poll_id and p.fair_id = ${fairId}
            where p.kind = any(${`{${kinds.join(',')}}`}::text[]) and a.project_id > 0`,
    );
    const by = new Map<number, Set<number>>();
    for (const r of rows) {
      const set = by.get(Number(r.project_id)) ?? new Set<number>();
      set.add(Number(r.option_id));
      by.set(Number(r.project_id), set);
    }
    return by;
  }

  /** Each judge's total per board (sum of the scores of their chosen options), conflicts left out. */
  async function judgeTotals(fairId: number) {
    const rows = await queryRows<{ user_id: number; project_id: number; total: number; answers: number }>(
      db,
      sql`select a.user_id, a.project_id, coalesce(sum(o.score), 0)::float8 as total, count(*)::int as answers
            from poll_answers a
            join polls p on p.id = a.poll_id and p.kind = 'judging' and p.fair_id = ${fairId}
            join poll_options o on o.id = a.option_id
            join fair_submissions s on s.fair_id = ${fairId} and s.project_id = a.project_id and s.status = 'approved'
            group by a.user_id, a.project_id`,
    );
    const conflicts = await conflictPairs(db, { fairId });
    return rows
      .map((r) => ({
        judgeId: Number(r.user_id),
        boardId: Number(r.project_id),
        total: Number(r.total),
        answers: Number(r.answers),
      }))
      .filter((r) => !conflicts.has(pairKey(r.judgeId, r.boardId)));
  }

  /** The judges of a fair with what they registered (expertise, languages, grade bands). */
  async function judgesOf(fairId: number, tx: Tx = db): Promise<JudgeInput[]> {
    const rows = await tx
      .select({
        id: fairStaff.userId,
        expertise: judgeRegistrations.expertise,
        languages: judgeRegistrations.languages,
        gradeBands: judgeRegistrations.gradeBands,
      })
      .from(fairStaff)
      .leftJoin(
        judgeRegistrations,
        and(eq(judgeRegistrations.fairId, fairStaff.fairId), eq(judgeRegistrations.userId, fairStaff.userId)),
      )
      .where(and(eq(fairStaff.fairId, fairId), eq(fairStaff.role, 'judge')))
      .orderBy(asc(fairStaff.userId));
    return rows.map((r) => ({
      id: r.id,
      expertise: r.expertise ?? [],
      languages: r.languages ?? [],
      gradeBands: r.gradeBands ?? [],
    }));
  }

  /**
   * The fair's approved boards (id, title), by id. The entries' ids come first through their
   * fair-status index, then the boards by primary key: a join lets the planner hash every board.
   */
  async function approvedTitles(fairId: number) {
    const rows = await queryRows<{ id: number; title: string }>(
      db,
      sql`select p.id, p.title from projects p
            where p.id = any(array(select s.project_id from fair_submissions s
                                   where s.fair_id = ${fairId} and s.status = 'approved'))
            order by p.id`,
    );
    return rows.map((r) => ({ id: Number(r.id), title: r.title }));
  }

  /** The fair's approved boards as the assignment reads them, with their template and answers. */
  async function boardsOf(fairId: number, tx: Tx = db) {
    const rows = await tx.execute(
      sql`select p.id, p.template_id, s.grade_band, s.language from fair_submissions s join projects p on p.id = s.project_id
            where s.fair_id = ${fairId} and s.status = 'approved' order by p.id`,
    );
    type Row = { id: number; template_id: number | null; grade_band: string | null; language: string | null };
    const boards = (rows as unknown as { rows: Row[] }).rows.map((r) => ({
      id: Number(r.id),
      templateId: r.template_id === null ? null : Number(r.template_id),
      gradeBand: r.grade_band,
      language: r.language,
    }));
    const categories = boards.length
      ? await tx
          .select({ projectId: projectCategories.projectId, categoryId: projectCategories.categoryId })
          .from(projectCategories)
          .where(
            inArray(
              projectCategories.projectId,
              boards.map((b) => b.id),
            ),
          )
      : [];
    const byBoard = new Map<number, number[]>();
    for (const c of categories) byBoard.set(c.projectId, [...(byBoard.get(c.projectId) ?? []), c.categoryId]);
    return boards.map((b) => ({ ...b, categories: byBoard.get(b.id) ?? [] }));
  }

  /** spec/000 §5 tag errors: template ids given empty, or a team template without board templates. */
  function checkTemplates(templateIds: number[] | null | undefined, teamTemplateId?: number | null) {
    if (templateIds && templateIds.length === 0) throw new AppError(400, 'TEAM_TEMPLATES_MISSING');
    if (teamTemplateId && !templateIds?.length) throw new AppError(400, 'TEAM_TEMPLATES_MISSING');
  }

  /** Teams of the fair as plans (judges and boards), in id order. */
  async function plansOf(fairId: number, tx: Tx = db) {
    const teams = await tx
      .select()
      .from(judgingTeams)
      .where(eq(judgingTeams.fairId, fairId))
      .orderBy(asc(judgingTeams.id));
    const ids = teams.map((t) => t.id);
    const [members, links] = ids.length
      ? await Promise.all([
          tx.select().from(judgingTeamMembers).where(inArray(judgingTeamMembers.teamId, ids)),
          tx.select().from(judgingTeamBoards).where(inArray(judgingTeamBoards.teamId, ids)),
        ])
      : [[], []];
    const judgesOf = groupBy(members, (m) => m.teamId);
    const boardsOfTeam = groupBy(links, (l) => l.teamId);
    return teams.map((row) => ({
      row,
      plan: {
        judgeIds: (judgesOf.get(row.id) ?? []).map((m) => m.userId),
        boardIds: (boardsOfTeam.get(row.id) ?? []).map((l) => l.projectId),
      } satisfies TeamPlan,
    }));
  }

  /**
   * GET /judging/results: each approved board with its raw and normalised score, the number of
   * judges behind it and its rank (ties share one); `optionIDs` keeps the boards passing the
   * spec/000 §5 filter; `maxTotal` is spec/000 §5's. Boards nobody scored yet come last, tied.
   */
  async function results(query: { fairID: number; sort: 'asc' | 'desc'; optionIDs?: number[] | undefined }) {
    const fairId = query.fairID;
    const [{ questions, options }, boards, totals, teams] = await Promise.all([
      questionsOf(fairId),
      approvedTitles(fairId),
      judgeTotals(fairId),
      db
        .select({ templateIds: judgingTeams.templateIds })
        .from(judgingTeams)
        .where(eq(judgingTeams.fairId, fairId)),
    ]);
    const titles = new Map(boards.map((b) => [b.id, b.title]));
    const optionById = new Map(options.map((o) => [o.id, o]));
    const filter = (query.optionIDs ?? []).map((id) => {
      const option = optionById.get(id);
      if (!option) throw new AppError(400, 'OPTION_NOT_FOUND');
      return { optionId: id, tag: option.tag ?? `poll:${option.pollId}` };
    });
    const chosen = filter.length ? await chosenOptions(fairId) : new Map<number, Set<number>>();
    const keep = (id: number) => !filter.length || passesFilter(chosen.get(id) ?? new Set(), filter);
    const scored = normalise(totals).filter((r) => titles.has(r.boardId) && keep(r.boardId));
    const ranked = rankResults(scored, 'desc');
    const seen = new Set(scored.map((r) => r.boardId));
    const unscored = [...titles.keys()]
      .filter((id) => !seen.has(id) && keep(id))
      .map((boardId) => ({
        boardId,
        rawScore: 0,
        normalizedScore: 0,
        judgeCount: 0,
        rank: ranked.length + 1,
      }));
    const all = [...ranked, ...unscored];
    const ordered = query.sort === 'asc' ? all.reverse() : all;
    const templates = new Set(teams.flatMap((t) => t.templateIds));
    return {
      projects: ordered.map((r) => ({
        id: r.boardId,
        title: titles.get(r.boardId) ?? '',
        rawScore: r.rawScore,
        normalizedScore: r.normalizedScore,
        judgeCount: r.judgeCount,
        rank: r.rank,
      })),
      maxTotal: maxTotal(questions, templates.size),
    };
  }

  /**
   * GET /judging/distribution: how each judge scored (their totals, to see a harsh or generous
   * judge) and what each board received, with `maxTotal` for the scale. Organisers only; scores of
   * a judge in conflict with the board are left out, as in the results.
   */
  async function distribution(fairId: number) {
    const [{ questions }, totals, boards, teams] = await Promise.all([
      questionsOf(fairId),
      judgeTotals(fairId),
      approvedTitles(fairId),
      db
        .select({ templateIds: judgingTeams.templateIds })
        .from(judgingTeams)
        .where(eq(judgingTeams.fairId, fairId)),
    ]);
    const judgeIds = [...new Set(totals.map((t) => t.judgeId))];
    const people = judgeIds.length
      ? await queryRows<{ id: number; user_name: string }>(
          db,
          sql`select id, user_name from users where id in (${sql.join(
            judgeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      : [];
    const name = new Map(people.map((p) => [Number(p.id), p.user_name]));
    const sorted = (values: number[] = []) => values.sort((a, b) => a - b);
    // Each judge's and each board's totals, gathered in one pass (not one scan per judge or board).
    const byJudge = groupBy(totals, (t) => t.judgeId);
    const byBoard = groupBy(totals, (t) => t.boardId);
    return {
      maxTotal: maxTotal(questions, new Set(teams.flatMap((t) => t.templateIds)).size),
      judges: judgeIds
        .map((id) => ({
          userName: name.get(id) ?? '',
          totals: sorted(byJudge.get(id)?.map((t) => t.total)),
        }))
        .sort((a, b) => a.userName.localeCompare(b.userName)),
      boards: boards.map((b) => ({
        id: b.id,
        title: b.title,
        totals: sorted(byBoard.get(b.id)?.map((t) => t.total)),
      })),
    };
  }

  return {
    results,
    distribution,

    /**
     * POST /judging/generateTeams: replaces the fair's teams by new ones of `teamSize` judges, every
     * approved board (of `templateIds`, passing `filterOptions`) linked until `judgesPerProject`
     * judges see it, never to a team holding a judge in conflict with it; `diversifiedQuestionIds`
     * spread boards with the same answers across teams. A fair with a locked team keeps its teams.
     */
    async generateTeams(body: GenerateBody, actor: Person) {
      checkTemplates(body.templateIds, body.teamTemplateId);
      const fairId = body.fairID;
      const { options } = await questionsOf(fairId, ['project', 'judging']);
      const optionById = new Map(options.map((o) => [o.id, o]));
      const filter = (body.filterOptions ?? []).map((id) => {
        const option = optionById.get(id);
        if (!option) throw new AppError(400, 'TEAM_FILTER_MISSING');
        if (!option.tag) throw new AppError(400, 'TEAM_FILTER_GROUP_MISSING');
        return { optionId: id, tag: option.tag };
      });
      const diversified = body.diversifiedQuestionIds ?? [];
      if (diversified.length) {
        const known = await db
          .select({ id: polls.id })
          .from(polls)
          .where(and(eq(polls.fairId, fairId), inArray(polls.id, diversified)));
        if (known.length !== new Set(diversified).size) throw new AppError(400, 'TEAM_FILTER_MISSING');
      }
      const judges = await judgesOf(fairId);
      if (judges.length === 0) throw new AppError(409, 'NO_JUDGES');
      const chosen = filter.length || diversified.length ? await chosenOptionsAll(fairId, diversified) : null;
      let boards = await boardsOf(fairId);
      if (body.templateIds?.length) {
        const allowed = new Set(body.templateIds);
        boards = boards.filter((b) => b.templateId !== null && allowed.has(b.templateId));
      }
      if (filter.length)
        boards = boards.filter((b) => passesFilter(chosen!.all.get(b.id) ?? new Set(), filter));
      const inputs: BoardInput[] = boards.map((b) => ({
        id: b.id,
        categories: b.categories,
        language: b.language,
        gradeBand: b.gradeBand,
        diversity: diversified.length ? (chosen!.diversity.get(b.id) ?? null) : null,
      }));
      const conflicts = await conflictPairs(db, { fairId, judgeIds: judges.map((j) => j.id) });
      // Large fairs plan in a worker thread (assignment.pool.ts): the server keeps answering.
      const plan = await planJob({
        kind: 'plan',
        input: {
          judges,
          boards: inputs,
          teamSize: body.teamSize,
          judgesPerBoard: body.judgesPerProject,
          conflicts,
        },
      });
      const teams = await db.transaction(async (tx) => {
        const existing = await tx.select().from(judgingTeams).where(eq(judgingTeams.fairId, fairId));
        if (existing.some((t) => isLocked(t.status))) throw new AppError(409, 'TEAM_LOCKED');
        await tx.delete(judgingTeams).where(eq(judgingTeams.fairId, fairId));
        const rows: (typeof judgingTeams.$inferSelect)[] = [];
        for (const [i, team] of plan.teams.entries()) {
          const [row] = await tx
            .insert(judgingTeams)
            .values({ fairId, name: `Team ${i + 1}`, templateIds: body.templateIds ?? [] })
            .returning();
          if (team.judgeIds.length)
            await tx.insert(judgingTeamMembers).values(
              team.judgeIds.map((userId, index) => ({
                teamId: row!.id,
                userId,
                role: index === 0 ? 'lead' : 'member',
              })),
            );
          if (team.boardIds.length)
            await tx
              .insert(judgingTeamBoards)
              .values(team.boardIds.map((projectId) => ({ teamId: row!.id, projectId })));
          rows.push(row!);
        }
        await core.audit(tx, fairId, actor.userId, 'teams.generate', {
          teamSize: body.teamSize,
          judgesPerProject: body.judgesPerProject,
          templateIds: body.templateIds ?? null,
          teamTemplateId: body.teamTemplateId ?? null,
          filterOptions: body.filterOptions ?? null,
          diversifiedQuestionIds: body.diversifiedQuestionIds ?? null,
          teams: plan.teams.map((t, i) => ({
            teamId: rows[i]!.id,
            judgeIds: t.judgeIds,
            boardIds: t.boardIds,
          })),
          uncovered: plan.uncovered,
        });
        return core.presentTeams(rows, tx);
      });
      return { teams };
    },

    /**
     * POST /judging/linkByTags: links the fair's approved boards whose answers carry a tag of every
     * group (`tagGroups`), of `templateIds`, at most `limit`, to the fair's unlocked teams by the
     * same rules as generateTeams (existing loads counted); `excludeLinkedProjects` skips boards
     * already linked, `replaceAll` unlinks every board first.
     */
    async linkByTags(body: LinkByTagsInput, actor: Person) {
      checkTemplates(body.templateIds);
      const fairId = body.fairID;
      const { options } = await questionsOf(fairId, ['project', 'judging']);
      const tags = new Set(options.map((o) => o.tag).filter((t): t is string => !!t));
      if (body.tagGroups.length && tags.size === 0) throw new AppError(400, 'TEAM_FILTER_MISSING');
      for (const group of body.tagGroups)
        if (!group.every((tag) => tags.has(tag))) throw new AppError(400, 'TEAM_FILTER_GROUP_MISSING');
      const chosen = await chosenOptions(fairId, ['project', 'judging']);
      const tagOf = new Map(options.map((o) => [o.id, o.tag]));
      let boards = await boardsOf(fairId);
      if (body.templateIds?.length) {
        const allowed = new Set(body.templateIds);
        boards = boards.filter((b) => b.templateId !== null && allowed.has(b.templateId));
      }
      boards = boards.filter((b) => {
        const mine = new Set([...(chosen.get(b.id) ?? [])].map((id) => tagOf.get(id)).filter(Boolean));
        return body.tagGroups.every((group) => group.some((tag) => mine.has(tag)));
      });
      const judges = await judgesOf(fairId);
      const teams = await db.transaction(async (tx) => {
        const plans = await plansOf(fairId, tx);
        if (plans.length === 0) throw new AppError(404, 'TEAM_NOT_FOUND');
        if (body.replaceAll) {
          if (plans.some((p) => isLocked(p.row.status))) throw new AppError(409, 'TEAM_LOCKED');
          await tx.delete(judgingTeamBoards).where(
            inArray(
              judgingTeamBoards.teamId,
              plans.map((p) => p.row.id),
            ),
          );
          for (const p of plans) p.plan.boardIds = [];
        }
        const linked = new Set(plans.flatMap((p) => p.plan.boardIds));
        let wanted = body.excludeLinkedProjects ? boards.filter((b) => !linked.has(b.id)) : boards;
        if (body.limit) wanted = wanted.slice(0, body.limit);
        const open = plans.filter((p) => !isLocked(p.row.status));
        const conflicts = await conflictPairs(tx, { fairId });
        const plan = await planJob({
          kind: 'extend',
          existing: open.map((p) => p.plan),
          boards: wanted.map((b) => ({
            id: b.id,
            categories: b.categories,
            language: b.language,
            gradeBand: b.gradeBand,
          })),
          input: { judges, teamSize: 1, judgesPerBoard: body.judgesPerProject, conflicts },
        });
        const added: { teamId: number; projectId: number }[] = [];
        plan.teams.forEach((team, i) => {
          const before = new Set(open[i]!.plan.boardIds);
          for (const projectId of team.boardIds)
            if (!before.has(projectId)) added.push({ teamId: open[i]!.row.id, projectId });
        });
        if (added.length) await tx.insert(judgingTeamBoards).values(added).onConflictDoNothing();
        if (body.templateIds?.length)
          for (const p of open)
            await tx
              .update(judgingTeams)
              .set({ templateIds: [...new Set([...p.row.templateIds, ...body.templateIds])] })
              .where(eq(judgingTeams.id, p.row.id));
        await core.audit(tx, fairId, actor.userId, 'teams.linkByTags', {
          tagGroups: body.tagGroups,
          templateIds: body.templateIds ?? null,
          limit: body.limit ?? null,
          excludeLinkedProjects: body.excludeLinkedProjects,
          replaceAll: body.replaceAll,
          links: added,
          uncovered: plan.uncovered,
        });
        const rows = await tx
          .select()
          .from(judgingTeams)
          .where(eq(judgingTeams.fairId, fairId))
          .orderBy(asc(judgingTeams.id));
        return core.presentTeams(rows, tx);
      });
      return { teams };
    },

    /** GET /judging/getReport: the results as a CSV (formula-safe cells) or an XLSX workbook. */
    async report(fairId: number, format: 'csv' | 'xlsx') {
      const { projects: rows, maxTotal: max } = await results({ fairID: fairId, sort: 'desc' });
      const header = ['Rank', 'Board ID', 'Title', 'Raw score', 'Normalised score', 'Judges', 'Max total'];
      const records = rows.map((r) => [
        r.rank,
        r.id,
        r.title,
        r.rawScore,
        r.normalizedScore,
        r.judgeCount,
        max,
      ]);
      if (format === 'csv') {
        // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
        const safe = (v: unknown) => {
          const text = String(v ?? '');
          return typeof v === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
        };
        return {
          body: stringify(
            [header, ...records].map((r) => r.map(safe)),
            { bom: true },
          ),
          type: 'text/csv',
        };
      }
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Results');
      sheet.addRow(header).font = { bold: true };
      for (const r of records) sheet.addRow(r);
      sheet.columns.forEach((c, i) => {
        c.width = i === 2 ? 40 : 14;
      });
      return {
        body: Buffer.from(await book.xlsx.writeBuffer()),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },

    /**
     * GET /judging/floor: per team and judge, the boards scored (every judging question answered)
     * of those assigned (linked, without a conflict) and when they last scored; `waiting`: the
     * approved boards with fewer complete scores than the fair needs, least-scored first.
     */
    async floor(fairId: number) {
      const [{ questions }, plans, totals, activity, people, boards] = await Promise.all([
        questionsOf(fairId),
        plansOf(fairId),
        judgeTotals(fairId),
        queryRows<{ user_id: number; at: Date }>(
          db,
          sql`select a.user_id, max(a.updated_at) as at from poll_answers a
                join polls p on p.id = a.poll_id and p.kind = 'judging' and p.fair_id = ${fairId}
                group by a.user_id`,
        ),
        db.execute(
          sql`select u.id, u.user_name from users u where u.id in (
                select m.user_id from judging_team_members m join judging_teams t on t.id = m.team_id
                where t.fair_id = ${fairId})`,
        ),
        approvedTitles(fairId),
      ]);
      const conflicts = await conflictPairs(db, { fairId });
      const complete = new Set(
        totals
          .filter((t) => t.answers >= Math.max(1, questions.length))
          .map((t) => pairKey(t.judgeId, t.boardId)),
      );
      const lastActive = new Map(activity.map((a) => [Number(a.user_id), new Date(a.at).toISOString()]));
      const names = new Map(
        (people as unknown as { rows: { id: number; user_name: string }[] }).rows.map((p) => [
          Number(p.id),
          p.user_name,
        ]),
      );
      const teams = plans.map(({ row, plan }) => {
        const judges = plan.judgeIds
          .sort((a, b) => a - b)
          .map((judgeId) => {
            const mine = plan.boardIds.filter((b) => !conflicts.has(pairKey(judgeId, b)));
            return {
              userName: names.get(judgeId) ?? '',
              scored: mine.filter((b) => complete.has(pairKey(judgeId, b))).length,
              assigned: mine.length,
              lastActiveAt: lastActive.get(judgeId) ?? null,
            };
          });
        return {
          id: row.id,
          scored: judges.reduce((n, j) => n + j.scored, 0),
          assigned: judges.reduce((n, j) => n + j.assigned, 0),
          judges,
        };
      });
      const scores = new Map<number, number>();
      for (const key of complete) {
        const boardId = Number(key.split(':')[1]);
        scores.set(boardId, (scores.get(boardId) ?? 0) + 1);
      }
      const waiting = boards
        .map((b) => ({ id: b.id, title: b.title, scores: scores.get(b.id) ?? 0 }))
        .filter((b) => b.scores < DEFAULT_JUDGES_PER_PROJECT)
        .sort((a, b) => a.scores - b.scores || a.id - b.id);
      return { teams, waiting };
    },
  };

  /** Every option chosen on each board (any judge, any judging question), and its answers to `questionIds`. */
  async function chosenOptionsAll(fairId: number, questionIds: number[]) {
    const all = await chosenOptions(fairId, ['project', 'judging']);
    const diversity = new Map<number, string>();
    if (questionIds.length) {
      const rows = await queryRows<{ project_id: number; poll_id: number; option_id: number }>(
        db,
        sql`select distinct a.project_id, a.poll_id, a.option_id from poll_answers a
              where a.poll_id in (select id from polls where fair_id = ${fairId} and id = any(${idArray(questionIds)}))
              order by a.project_id, a.poll_id, a.option_id`,
      );
      const by = new Map<number, string[]>();
      for (const r of rows)
        by.set(Number(r.project_id), [
          ...(by.get(Number(r.project_id)) ?? []),
          `${r.poll_id}=${r.option_id}`,
        ]);
      for (const [id, parts] of by) diversity.set(id, parts.join(','));
    }
    return { all, diversity };
  }
}
export type JudgingResults = ReturnType<typeof judgingResults>;
