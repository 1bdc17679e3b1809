import {
  type AwardWinnersQuery,
  type Board,
  isCountMode,
  type Language,
  type PageQuery,
} from '@makerboard/shared';
import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { awards, projectAwards, projects, type UserRow } from '../../db/schema/index.ts';
import { countOf, pageOf } from '../../lib/paging.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { isStaff } from './projects.policy.ts';
import { explorable, openToAll, type ProjectsService } from './projects.service.ts';

/** How many winning boards each award of the award-winner list shows. */
export const WINNERS_PER_AWARD = 24;

/**
 * The board lists of spec/001 §7 that are not filters of GET /projects (docs/decisions.md "Board
 * lists and tools"): premium boards, challenge and annual award winners, a person's last board
 * and last draft.
 */
export function boardLists(ctx: AppContext, boards: ProjectsService) {
  const db = ctx.database.db;

  /** The newest of a person's boards matching `where`, as the viewer sees it, or null. */
  async function latest(where: SQL | undefined, viewer: Viewer, language: Language) {
    const [row] = await db
      .select()
      .from(projects)
      .where(where)
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(1);
    return { project: row ? (await boards.present([row], viewer, language))[0]! : null };
  }

  return {
    /**
     * GET /projects/premium: Makerboard sells nothing, so "premium" is the staff's distinction, the
     * blue ribbon (docs/decisions.md "Premium boards and paywall"), newest first.
     */
    premium(q: PageQuery, viewer: Viewer, language: Language) {
      return boards.boardPage(
        and(explorable, eq(projects.blueRibbon, true)),
        [desc(projects.createdAt), desc(projects.id)],
        q,
        viewer,
        language,
      );
    },

    /**
     * GET /projects/awardWinners: challenge awards (given at a fair; `fairID` narrows to one) or
     * annual awards (given outside any fair; `year` narrows to the awards given that year), the
     * award given most recently first, each with the boards that won it and that everyone may see.
     */
    async awardWinners(q: z.output<typeof AwardWinnersQuery>, viewer: Viewer, language: Language) {
      const yearOf = sql`extract(year from ${projectAwards.createdAt})::int`;
      const given = and(
        eq(projectAwards.awardId, awards.id),
        q.kind === 'annual' && q.year ? sql`${yearOf} = ${q.year}` : undefined,
      );
      const where = and(
        q.kind === 'challenge' ? sql`${awards.fairId} is not null` : sql`${awards.fairId} is null`,
        q.kind === 'challenge' && q.fairID ? eq(awards.fairId, q.fairID) : undefined,
        sql`exists (select 1 from ${projectAwards} join ${projects} on ${projects.id} = ${projectAwards.projectId} where ${given} and ${explorable})`,
      );
      const total = countOf(await db.select({ n: sql<number>`count(*)::int` }).from(awards).where(where));
      if (isCountMode(q)) return { total };
      const lastGiven = sql`(select max(pa.created_at) from ${projectAwards} pa where pa.award_id = ${awards.id})`;
      const list = await db
        .select()
        .from(awards)
        .where(where)
        .orderBy(sql`${lastGiven} desc nulls last`, desc(awards.id))
        .limit(q.limit)
        .offset(q.offset);
      if (list.length === 0) return pageOf('awards', [], total, false);
      // The winning boards of the whole page in one query, at most WINNERS_PER_AWARD per award.
      const winners = await db
        .select({ awardId: sql<number>`w.award_id`, projectId: sql<number>`w.project_id` })
        .from(
          sql`(select ${projectAwards.awardId} as award_id, ${projectAwards.projectId} as project_id,
            row_number() over (partition by ${projectAwards.awardId} order by ${projectAwards.createdAt} desc, ${projectAwards.projectId} desc) as n
            from ${projectAwards} join ${projects} on ${projects.id} = ${projectAwards.projectId}
            where ${inArray(
              projectAwards.awardId,
              list.map((a) => a.id),
            )} and ${explorable}${q.kind === 'annual' && q.year ? sql` and ${yearOf} = ${q.year}` : sql``}) w`,
        )
        .where(sql`w.n <= ${WINNERS_PER_AWARD}`)
        .orderBy(sql`w.award_id`, sql`w.n`);
      const ids = [...new Set(winners.map((w) => Number(w.projectId)))];
      const rows = ids.length ? await db.select().from(projects).where(inArray(projects.id, ids)) : [];
      const presented = new Map<number, Board>(
        (await boards.present(rows, viewer, language)).map((b) => [b.id, b]),
      );
      const items = list.map((a) => ({
        award: {
          id: a.id,
          name: a.name,
          description: a.description,
          fairID: a.fairId,
          siteVisibility: a.siteVisibility,
        },
        projects: winners
          .filter((w) => Number(w.awardId) === a.id)
          .flatMap((w) => presented.get(Number(w.projectId)) ?? []),
      }));
      return pageOf('awards', items, total, q.offset + list.length < total);
    },

    /**
     * GET /users/{username}/lastProject: the board the person worked on last (not a draft, not a
     * template). Others see only the boards everyone may open, and never an anonymous one as theirs.
     */
    lastProject(person: Pick<UserRow, 'id'>, viewer: Viewer, language: Language) {
      const self = viewer.userId === person.id || isStaff(viewer);
      return latest(
        and(
          eq(projects.ownerId, person.id),
          not(projects.isDraft),
          not(projects.isTemplate),
          self ? undefined : and(openToAll, not(projects.isAnonymous), sql`${projects.moderatedAt} is null`),
        ),
        viewer,
        language,
      );
    },

    /** GET /users/{username}/lastDraft: the person's own latest draft (the route lets in only them and admins). */
    lastDraft(person: Pick<UserRow, 'id'>, viewer: Viewer, language: Language) {
      return latest(and(eq(projects.ownerId, person.id), eq(projects.isDraft, true)), viewer, language);
    },
  };
}
export type BoardLists = ReturnType<typeof boardLists>;
