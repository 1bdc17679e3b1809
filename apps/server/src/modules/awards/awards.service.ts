import type { Award, Board, CreateAwardBody, Language, PageQuery, UpdateAwardBody } from '@makerboard/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  awardPermissions,
  awards,
  nominations,
  projectAwards,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { RawJson } from '../../lib/events.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import { entersFairs } from '../fairs/fairs.access.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { ProjectRow } from '../projects/projects.repository.ts';
import type { BoardList } from '../projects/projects.service.ts';

export type AwardRow = typeof awards.$inferSelect;

/** An award as its rule resolves it, with whether the caller may give it. */
export interface AwardAccess {
  row: AwardRow;
  gives: boolean;
}

export interface AwardBoards {
  present: (rows: ProjectRow[], viewer: Viewer, language: Language) => Promise<Board[]>;
  boardPage: (
    where: SQL | undefined,
    order: SQL[],
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ) => Promise<BoardList>;
  /** A page that looks the same to everyone, kept until a board event (projects.service `sharedPage`). */
  sharedPage: (
    key: string,
    where: SQL | undefined,
    order: SQL[],
    q: PageQuery,
    viewer: Viewer,
    language: Language,
  ) => Promise<BoardList | RawJson>;
}
export interface AwardNotifications {
  stage: (items: NewNotification[], tx: Tx) => Promise<() => void>;
}

export function presentAward(row: AwardRow): Award {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    siteSource: row.siteSource,
    siteVisibility: row.siteVisibility as Award['siteVisibility'],
    fairID: row.fairId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Boards everyone may see (finalists and profiles list only those). */
const publicBoard = sql`not ${projects.isPrivate} and not ${projects.isDraft} and not ${projects.isHidden} and ${projects.moderatedAt} is null`;

/**
 * Awards and nominations (spec/000 §3 Award; spec/001 §7 Awards; issue 10 item 6): awards with
 * their site source and showcase list, who may give each, awards given to boards (on the board and
 * its owners' profiles), nominations by a board's owners, the blue ribbon and the finalists.
 */
export function awardsService(
  ctx: AppContext,
  deps: { boards: AwardBoards; notifications: AwardNotifications },
) {
  const db = ctx.database.db;

  async function givenTo(projectIds: number[]) {
    if (projectIds.length === 0) return [];
    const rows = await db
      .select({ a: awards, projectId: projectAwards.projectId, givenAt: projectAwards.createdAt })
      .from(projectAwards)
      .innerJoin(awards, eq(awards.id, projectAwards.awardId))
      .where(inArray(projectAwards.projectId, projectIds))
      .orderBy(desc(projectAwards.createdAt), asc(awards.id));
    return rows.map((r) =>
      Object.assign(presentAward(r.a), { projectID: r.projectId, givenAt: r.givenAt.toISOString() }),
    );
  }

  async function entrantsOf(tx: Tx, projectId: number) {
    const rows = await tx
      .select({ id: users.id, role: projectMembers.role, language: users.language })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.status, 'active')));
    return rows.filter((r) => entersFairs(r.role));
  }

  return {
    async access(id: number, viewer: Viewer): Promise<AwardAccess> {
      const [row] = await db.select().from(awards).where(eq(awards.id, id));
      if (!row) throw new AppError(404, 'AWARD_NOT_FOUND');
      let gives = viewer.roles.includes('admin');
      if (!gives && viewer.userId) {
        const [granted] = await db
          .select()
          .from(awardPermissions)
          .where(and(eq(awardPermissions.awardId, id), eq(awardPermissions.userId, viewer.userId)));
        gives = !!granted;
      }
      return { row, gives };
    },

    async create(body: z.output<typeof CreateAwardBody>) {
      const [row] = await db
        .insert(awards)
        .values({
          name: body.name,
          description: body.description,
          siteSource: body.siteSource ?? null,
          siteVisibility: body.siteVisibility,
          fairId: body.fairID ?? null,
        })
        .returning();
      return { award: presentAward(row!) };
    },

    /** GET /award: by site source and showcase list (awards or scholarships), newest first. */
    list(q: PageQuery & { siteSource?: string | undefined; siteVisibility?: string | undefined }) {
      const where = and(
        q.siteSource ? eq(awards.siteSource, q.siteSource) : undefined,
        q.siteVisibility ? eq(awards.siteVisibility, q.siteVisibility) : undefined,
      );
      return countedPage(
        'awards',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(awards).where(where),
        (total) =>
          db
            .select({ a: awards, total })
            .from(awards)
            .where(where)
            .orderBy(desc(awards.id))
            .limit(q.limit)
            .offset(q.offset),
        (rows) => rows.map((r) => presentAward(r.a)),
      );
    },

    async update({ row }: AwardAccess, body: z.output<typeof UpdateAwardBody>) {
      const patch: Partial<typeof awards.$inferInsert> = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.description !== undefined) patch.description = body.description;
      if (body.siteSource !== undefined) patch.siteSource = body.siteSource;
      if (body.siteVisibility !== undefined) patch.siteVisibility = body.siteVisibility;
      if (body.fairID !== undefined) patch.fairId = body.fairID;
      const [next] = Object.keys(patch).length
        ? await db.update(awards).set(patch).where(eq(awards.id, row.id)).returning()
        : [row];
      return { award: presentAward(next!) };
    },

    async remove({ row }: AwardAccess) {
      const boards = await db
        .select({ id: projectAwards.projectId })
        .from(projectAwards)
        .where(eq(projectAwards.awardId, row.id));
      await db.delete(awards).where(eq(awards.id, row.id));
      for (const b of boards) ctx.events.emit({ type: 'project', action: 'update', id: b.id });
      return { deleted: true as const, id: row.id };
    },

    /** POST, DELETE /award/{id}/user/{userID}: the right to give this award (spec/001 §6). */
    async setPermission({ row }: AwardAccess, userId: number, granted: boolean) {
      const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!person) throw new AppError(404, 'USER_NOT_FOUND');
      if (granted)
        await db.insert(awardPermissions).values({ awardId: row.id, userId }).onConflictDoNothing();
      else
        await db
          .delete(awardPermissions)
          .where(and(eq(awardPermissions.awardId, row.id), eq(awardPermissions.userId, userId)));
      return { awardID: row.id, userID: userId, granted };
    },

    /** GET /users/awardPermissions: the awards the caller may give. */
    async myPermissions(viewer: Viewer) {
      const rows = viewer.roles.includes('admin')
        ? await db.select().from(awards).orderBy(asc(awards.name))
        : await db
            .select({ a: awards })
            .from(awardPermissions)
            .innerJoin(awards, eq(awards.id, awardPermissions.awardId))
            .where(eq(awardPermissions.userId, viewer.userId ?? 0))
            .orderBy(asc(awards.name))
            .then((r) => r.map((x) => x.a));
      return { awards: rows.map(presentAward) };
    },

    /** POST /award/{id}/project/{projectID}: shown on the board and its owners' profiles; they are told. */
    async give({ row: award }: AwardAccess, board: ProjectRow, viewer: Person, language: Language) {
      const announce = await db.transaction(async (tx) => {
        const [given] = await tx
          .insert(projectAwards)
          .values({ awardId: award.id, projectId: board.id, givenBy: viewer.userId })
          .onConflictDoNothing()
          .returning();
        if (!given) throw new AppError(409, 'ALREADY_AWARDED');
        const people = await entrantsOf(tx, board.id);
        return deps.notifications.stage(
          people.map((p) => ({
            userId: p.id,
            key: `award-${award.id}-project-${board.id}`,
            kind: 'awarded' as const,
            params: { board: board.title, award: award.name },
            deepLink: `/project/${board.id}`,
          })),
          tx,
        );
      });
      ctx.events.emit({ type: 'project', action: 'update', id: board.id });
      announce();
      const [presented] = await deps.boards.present([board], viewer, language);
      return { project: { ...presented!, awards: await givenTo([board.id]) } };
    },

    /** PUT /projects/{id}/createNominations: each award once ("Awards to nominate must be unique"). */
    async nominate(board: ProjectRow, viewer: Person, awardIds: number[]) {
      if (new Set(awardIds).size !== awardIds.length) throw new AppError(400, 'AWARDS_NOT_UNIQUE');
      const found = await db.select().from(awards).where(inArray(awards.id, awardIds));
      if (found.length !== awardIds.length) throw new AppError(404, 'AWARD_NOT_FOUND');
      const announce = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(nominations)
          .values(awardIds.map((awardId) => ({ projectId: board.id, awardId, userId: viewer.userId })))
          .onConflictDoNothing()
          .returning();
        if (inserted.length !== awardIds.length) throw new AppError(409, 'ALREADY_NOMINATED');
        const [me] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, viewer.userId));
        const people = await entrantsOf(tx, board.id);
        return deps.notifications.stage(
          people.flatMap((p) =>
            found.map((award) => ({
              userId: p.id,
              key: `nomination-${award.id}-project-${board.id}`,
              kind: 'nominated' as const,
              params: { board: board.title, award: award.name, name: me?.name ?? '' },
              deepLink: `/project/${board.id}`,
            })),
          ),
          tx,
        );
      });
      announce();
      return { success: true as const };
    },

    async boardAwards(projectId: number) {
      return { awards: await givenTo([projectId]) };
    },

    /** The awards of the public boards a person owns or co-owns (their profile). */
    async userAwards(userId: number) {
      const boards = await db
        .select({ id: projects.id, role: projectMembers.role })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(and(eq(projectMembers.userId, userId), eq(projectMembers.status, 'active'), publicBoard));
      return { awards: await givenTo(boards.filter((b) => entersFairs(b.role)).map((b) => b.id)) };
    },

    /** GET /projects/awarded: the finalists, the boards holding an award, latest award first. */
    finalists(q: PageQuery, viewer: Viewer, language: Language) {
      // The same for everyone, read on the awards pages: kept until a board event (an award given
      // or taken is one).
      return deps.boards.sharedPage(
        'awarded',
        and(publicBoard, sql`exists (select 1 from project_awards pa where pa.project_id = ${projects.id})`),
        [
          sql`(select max(pa.created_at) from project_awards pa where pa.project_id = ${projects.id}) desc`,
          desc(projects.id),
        ],
        q,
        viewer,
        language,
      );
    },

    /** PUT /projects/{id}/blueRibbon (spec/000 §3 BlueRibbon). */
    async blueRibbon(board: ProjectRow, value: boolean) {
      await db
        .update(projects)
        .set({ blueRibbon: value, updatedAt: new Date() })
        .where(eq(projects.id, board.id));
      ctx.events.emit({ type: 'project', action: 'update', id: board.id });
      return { BlueRibbon: value };
    },
  };
}
export type AwardsService = ReturnType<typeof awardsService>;
