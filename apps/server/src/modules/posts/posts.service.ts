import {
  type AttachmentView,
  isCountMode,
  type PageQuery,
  POST_ATTACHMENT_LIMIT,
  POST_WORD_LIMIT,
  type PostPageQuery,
  type PostStatus,
  type Section,
  wordCount,
} from '@makerboard/shared';
import { and, asc, desc, eq, gt, inArray, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { idArray, preparedQuery } from '../../db/prepared.ts';
import {
  postLikes,
  postMembers,
  posts,
  projectMembers,
  projectSubscriptions,
  projects,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { boardCache, type RawJson, visitorAnswer } from '../../lib/events.ts';
import { countOf, pageOf } from '../../lib/paging.ts';
import { plainText, sanitizeRichText } from '../../lib/text.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import type { ActivityNotifier, NewNotification } from '../notifications/notifications.service.ts';
import { type BoardAccess, closedRefusal } from '../projects/projects.access.ts';
import { can, canView, ownerHidden, rolesWith } from '../projects/projects.policy.ts';
import { type ProjectRow, roleOnBoard } from '../projects/projects.repository.ts';
import { reactions } from '../reactions/reactions.ts';
import type { PostRow, SectionAccess } from './posts.access.ts';
import { canChangeStatus, canDeleteSection, canEditSection, mayReview } from './posts.policy.ts';

/** What sections need of the boards: the board of a new section, checked for its author. */
/**
 * A person's sections as they see them (`self`) or as others do: GET /users/{username}/posts.
 * Others see those on boards open to all, never an anonymous one nor one of a private section, nor
 * any on an anonymous board the person owns; the person sees all of theirs on boards they may
 * still see. `person` is an id or a placeholder of a prepared query.
 */
function personSectionsWhere(self: boolean, person: number | Placeholder): SQL | undefined {
  const open = sql`not ${projects.isPrivate} and not ${projects.isDraft} and ${projects.moderatedAt} is null`;
  return self
    ? and(
        eq(posts.userId, person as number),
        sql`(${open} or ${projects.ownerId} = ${person} or exists (select 1 from ${projectMembers} m
          where m.project_id = ${projects.id} and m.user_id = ${person} and m.status = 'active'))`,
      )
    : and(
        eq(posts.userId, person as number),
        eq(posts.anonymous, false),
        eq(posts.isPrivate, false),
        open,
        sql`not (${projects.isAnonymous} and ${projects.ownerId} = ${person})`,
      );
}

/**
 * A page of a person's sections with their boards, in one statement (issue 15): each with the
 * viewer's role on its board, their like and their section role, and how many match (a subquery of
 * the page's select, read once; a page past the end has no row to carry it). Built by drizzle once
 * per variant (two whole rows per section: building it was a third of the route's time).
 */
function sectionsOnBoards(db: Tx, where: SQL | undefined, signedIn: boolean, name: string) {
  const me = sql.placeholder('me');
  return db
    .select({
      post: posts,
      board: projects,
      // Inside the subquery `posts` and `projects` name its own tables, so `where` reads the same.
      total: sql<number>`(select count(*)::int from ${posts} inner join ${projects} on ${projects.id} = ${posts.projectId} where ${where})`,
      role: signedIn
        ? sql<
            string | null
          >`(select ${projectMembers.role} from ${projectMembers} where ${projectMembers.projectId} = ${posts.projectId} and ${projectMembers.userId} = ${me} and ${projectMembers.status} = 'active' limit 1)`
        : sql<string | null>`null`,
      liked: signedIn
        ? sql<number>`(exists (select 1 from ${postLikes} where ${postLikes.targetId} = ${posts.id} and ${postLikes.userId} = ${me}))::int`
        : sql<number>`0`,
      postRole: signedIn
        ? sql<
            string | null
          >`(select ${postMembers.role} from ${postMembers} where ${postMembers.postId} = ${posts.id} and ${postMembers.userId} = ${me} and ${postMembers.status} = 'active' limit 1)`
        : sql<string | null>`null`,
    })
    .from(posts)
    .innerJoin(projects, eq(projects.id, posts.projectId))
    .where(where)
    .orderBy(desc(posts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const personSections = {
  self: preparedQuery('person_sections_self', (db: Tx, name) =>
    sectionsOnBoards(db, personSectionsWhere(true, sql.placeholder('person')), true, name),
  ),
  signedIn: preparedQuery('person_sections_signed_in', (db: Tx, name) =>
    sectionsOnBoards(db, personSectionsWhere(false, sql.placeholder('person')), true, name),
  ),
  visitor: preparedQuery('person_sections_visitor', (db: Tx, name) =>
    sectionsOnBoards(db, personSectionsWhere(false, sql.placeholder('person')), false, name),
  ),
};

export interface SectionBoards {
  forChild: (projectId: number, viewer: Viewer) => Promise<BoardAccess>;
  /** A board read with the section and the viewer's role (`roleOnBoard`), checked as `forChild` does. */
  admit: (found: BoardAccess, viewer: Viewer) => Promise<BoardAccess>;
}

/** A section with its board and the reader's role on it, in one statement (the `section` rule). */
const sectionWithBoard = preparedQuery('section_with_board', (db: Tx, name) =>
  db
    .select({ section: posts, row: projects, role: roleOnBoard(sql.placeholder('userId')) })
    .from(posts)
    .innerJoin(projects, eq(projects.id, posts.projectId))
    .where(eq(posts.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);
/** What sections need of the media module: their attachments (compose.ts hands it over). */
export interface SectionMedia {
  listFor: (kind: 'post', ids: number[]) => Promise<Map<number, AttachmentView[]>>;
  attach: (
    tx: Tx,
    target: { postId: number },
    uploadIds: number[],
    ownerId: number,
    limit: number,
  ) => Promise<unknown>;
}
/** What sections need of the notifications: telling the reviewers. */
export interface SectionNotifications {
  notify: (items: NewNotification[]) => Promise<void>;
  activity: ActivityNotifier['activity'];
  team: ActivityNotifier['team'];
}

/** Sections of a board (spec/000 §3 Post, §4 section statuses; spec/001 §7 Posts). */
export function postsService(
  ctx: AppContext,
  deps: { boards: SectionBoards; media: SectionMedia; notifications: SectionNotifications },
) {
  const { boards, media, notifications } = deps;
  const db = ctx.database.db;
  const cache = boardCache(ctx.events);
  const likes = reactions(
    db,
    {
      table: postLikes,
      targetId: postLikes.targetId,
      userId: postLikes.userId,
      createdAt: postLikes.createdAt,
    },
    { table: posts, id: posts.id, counter: posts.likesCount },
  );
  const emit = (
    action: 'add' | 'update' | 'delete',
    projectId: number,
    postId: number,
    uuid?: string,
    actorId?: number,
  ) =>
    ctx.events.emit({
      type: 'project',
      action,
      id: projectId,
      childType: 'post',
      childTypeID: postId,
      uuid,
      actorId,
    });

  /** The author's teachers (the classes module hands this over: compose.ts). */
  let teachersOf: ((userId: number) => Promise<number[]>) | null = null;
  /** Whether a person coordinates a fair a board entered (the fairs module hands this over). */
  let coordinatorOf: ((projectId: number, userId: number) => Promise<boolean>) | null = null;
  const coordinates = async (projectId: number, viewer: Viewer) =>
    viewer.userId !== null && !!coordinatorOf && (await coordinatorOf(projectId, viewer.userId));

  /**
   * spec/000 §4: a section sent for review notifies the board's teachers: its managers, and the
   * teachers of the classes its author is an approved student of.
   */
  async function notifyReviewers(project: ProjectRow, post: PostRow, viewer: Viewer) {
    const teachers = teachersOf ? await teachersOf(post.userId) : [];
    const boardManagers = await db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.projectId, project.id),
          inArray(projectMembers.role, rolesWith('editBoard')),
          eq(projectMembers.status, 'active'),
        ),
      );
    const [actor] = viewer.userId
      ? await db
          .select({ firstName: users.firstName, lastName: users.lastName, userName: users.userName })
          .from(users)
          .where(eq(users.id, viewer.userId))
      : [];
    const name = actor ? `${actor.firstName} ${actor.lastName}`.trim() || actor.userName : '';
    const managers = [...new Set([...boardManagers.map((m) => m.userId), ...teachers])].map((userId) => ({
      userId,
    }));
    await notifications.notify(
      managers
        .filter((m) => m.userId !== viewer.userId)
        .map((m) => ({
          userId: m.userId,
          key: `section-review:${post.id}`,
          kind: 'sectionReview' as const,
          params: { name, section: post.title || `#${post.priority + 1}`, board: project.title },
          deepLink: `/story/${project.id}#section-${post.id}`,
        })),
    );
  }

  function checkBody(body: string) {
    const words = wordCount(body);
    if (words > POST_WORD_LIMIT) throw new AppError(400, 'SECTION_TOO_LONG', { max: POST_WORD_LIMIT });
  }

  type Author = { id: number; userName: string; uuid: string };
  // Only sections that have attachments cost a query.
  const filesOf = (rows: PostRow[]) =>
    media.listFor(
      'post',
      rows.filter((r) => r.attachmentsCount > 0).map((r) => r.id),
    );
  const authorsOf = (rows: PostRow[]): Promise<Author[]> =>
    db
      .select({ id: users.id, userName: users.userName, uuid: users.uuid })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));

  /** What a page of sections shows beside its rows, when the page's own statement read it. */
  interface SectionParts {
    authors?: Author[];
    liked?: Set<number>;
    /** The viewer's own section roles (post memberships, issue 4). */
    postRoles?: Map<number, string>;
    files?: Map<number, AttachmentView[]>;
  }

  /**
   * The viewer's likes and section roles (post memberships) among sections, in one statement
   * (issue 15: two, beside the page's own).
   */
  async function viewerOnSections(userId: number | null, ids: number[]) {
    const liked = new Set<number>();
    const postRoles = new Map<number, string>();
    if (!userId || ids.length === 0) return { liked, postRoles };
    const among = idArray(ids);
    const found = await queryRows<{ id: number; role: string | null }>(
      db,
      sql`select ${postLikes.targetId} as id, null as role from ${postLikes}
          where ${postLikes.userId} = ${userId} and ${postLikes.targetId} = any(${among})
        union all
        select ${postMembers.postId} as id, ${postMembers.role} as role from ${postMembers}
          where ${postMembers.userId} = ${userId} and ${postMembers.status} = 'active'
          and ${postMembers.postId} = any(${among})`,
    );
    for (const f of found) {
      if (f.role === null) liked.add(Number(f.id));
      else postRoles.set(Number(f.id), f.role);
    }
    return { liked, postRoles };
  }

  async function present(
    rows: PostRow[],
    project: ProjectRow,
    role: string | null,
    viewer: Viewer,
    known: SectionParts = {},
  ) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [authors, own, files] = await Promise.all([
      known.authors ?? authorsOf(rows),
      known.liked && known.postRoles
        ? { liked: known.liked, postRoles: known.postRoles }
        : viewerOnSections(viewer.userId, ids),
      known.files ?? filesOf(rows),
    ]);
    const liked = known.liked ?? own.liked;
    const postRoles = known.postRoles ?? own.postRoles;
    const authorById = new Map(authors.map((a) => [a.id, a]));
    const settings = project.templateSettings;
    const hideOwner = ownerHidden(project, viewer, role);
    // Outside the team, a coordinator of a fair the board entered may return sections to Draft.
    const team = canChangeStatus({ row: rows[0]!, project, role }, viewer);
    const coordinator =
      !team && rows.some((r) => r.status !== 'Draft') && (await coordinates(project.id, viewer));
    return rows.map((row) => {
      const mine = viewer.userId === row.userId;
      const section = { row, project, role };
      const canEdit = canEditSection(section, viewer, postRoles.get(row.id) ?? null);
      const canDelete = canDeleteSection(section, viewer);
      const canReturn =
        row.status !== 'Draft' &&
        (coordinator || (team && (row.status !== 'Ready for Review' || mayReview(viewer, role))));
      const author = authorById.get(row.userId);
      return {
        id: row.id,
        projectID: row.projectId,
        priority: row.priority,
        title: row.title,
        body: row.body,
        anonymous: row.anonymous,
        edited: row.edited,
        isPrivate: row.isPrivate,
        metadata: { likes: row.likesCount, comments: row.commentsCount, attachment: row.attachmentsCount },
        attachments: files.get(row.id) ?? [],
        postStatus: row.status as PostStatus,
        maxAttachments: POST_ATTACHMENT_LIMIT,
        maxWords: POST_WORD_LIMIT,
        postFeatures: { canEdit, canDelete, canReturn, name: row.title },
        project: {
          displaySwoosh: settings.displaySwoosh ?? false,
          swooshBackground: settings.swooshBackground ?? null,
          caption: settings.caption ?? null,
        },
        user:
          (row.anonymous && !mine) || (hideOwner && row.userId === project.ownerId)
            ? null
            : author
              ? { userName: author.userName, uuid: author.uuid }
              : null,
        liked: liked.has(row.id),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  /** A section and its board, or a 404 when the viewer may not see the board (the `section` rule). */
  async function load(id: number, viewer: Viewer): Promise<SectionAccess> {
    const [found] = await sectionWithBoard(db).execute({ id, userId: viewer.userId ?? 0 });
    if (!found) throw new AppError(404, 'NOT_FOUND');
    const { row: project, role } = await boards.admit(found, viewer);
    return { row: found.section, project, role };
  }

  /** The person's active role on the section (a post membership), or null. */
  async function postRole(postId: number, userId: number | null): Promise<string | null> {
    if (!userId) return null;
    const [found] = await db
      .select({ role: postMembers.role })
      .from(postMembers)
      .where(
        and(eq(postMembers.postId, postId), eq(postMembers.userId, userId), eq(postMembers.status, 'active')),
      )
      .limit(1);
    return found?.role ?? null;
  }

  const presentOne = async (section: SectionAccess, viewer: Viewer, row: PostRow = section.row) =>
    (await present([row], section.project, section.role, viewer))[0]!;

  return {
    load,
    postRole,
    likes,
    settings: () => ({
      attachmentLimit: POST_ATTACHMENT_LIMIT,
      wordLimit: POST_WORD_LIMIT,
      imageGeneration: ctx.config.imageGeneration !== undefined,
    }),

    /**
     * GET /users/{username}/posts (spec/001 §7 Posts "user's posts"): the person's sections, newest
     * first. Others see those on boards open to all, never an anonymous one nor one of a private
     * section, nor any on an anonymous board the person owns; the person sees all of theirs on
     * boards they may still see.
     */
    async byUser(person: Pick<UserRow, 'id' | 'userName' | 'uuid'>, q: PageQuery, viewer: Viewer) {
      const self = viewer.userId === person.id;
      const where = personSectionsWhere(self, person.id);
      const countWhere = async () =>
        countOf(
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(posts)
            .innerJoin(projects, eq(projects.id, posts.projectId))
            .where(where),
        );
      if (isCountMode(q)) return { total: await countWhere() };
      const variant = self ? 'self' : viewer.userId ? 'signedIn' : 'visitor';
      const found =
        q.limit === 0
          ? []
          : await personSections[variant](db).execute({
              person: person.id,
              me: viewer.userId ?? 0,
              limit: q.limit,
              offset: q.offset,
            });
      const total =
        found.length > 0 ? Number(found[0]!.total) : q.offset === 0 && q.limit > 0 ? 0 : await countWhere();
      const rows = found.map((f) => f.post);
      const liked = new Set(found.filter((f) => Number(f.liked) === 1).map((f) => f.post.id));
      const postRoles = new Map(found.flatMap((f) => (f.postRole ? [[f.post.id, f.postRole] as const] : [])));
      const files = await filesOf(rows);
      // Presented board by board (each board's role and settings), then put back in order. A board
      // the viewer's role does not open is asked of the boards (other ties may let them see it).
      const byBoard = new Map<number, { board: ProjectRow; role: string | null; rows: PostRow[] }>();
      for (const f of found) {
        const group = byBoard.get(f.board.id) ?? { board: f.board, role: f.role, rows: [] };
        group.rows.push(f.post);
        byBoard.set(f.board.id, group);
      }
      const shown = new Map<number, Section>();
      for (const { board, role, rows: group } of byBoard.values()) {
        const access = canView(board, viewer, role)
          ? { row: board, role }
          : await boards.forChild(board.id, viewer).catch(() => null);
        if (!access) continue;
        const known = { authors: [person], liked, postRoles, files };
        for (const one of await present(group, access.row, access.role, viewer, known))
          shown.set(one.id, one);
      }
      const items = rows.flatMap((r) => (shown.has(r.id) ? [shown.get(r.id)!] : []));
      return { ...pageOf('posts', items, total, q.offset + rows.length < total), paywall: false };
    },

    /** GET /projects/{id}/posts: by priority (or newest), with before/since ids and count mode. */
    async list(board: BoardAccess, q: z.output<typeof PostPageQuery>, viewer: Viewer) {
      const { row: project, role } = board;
      const projectId = project.id;
      // The page as everyone sees it is cached per board; only the viewer's likes are read.
      const page = (await cache.get(
        `${projectId}|posts|${q.limit}|${q.offset}|${q.before}|${q.since}|${q.sort}`,
        async () => {
          const conditions = [eq(posts.projectId, projectId)];
          if (q.before) conditions.push(lt(posts.id, q.before));
          if (q.since) conditions.push(gt(posts.id, q.since));
          const where = and(...conditions);
          const [{ n } = { n: 0 }] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(posts)
            .where(where);
          const order =
            q.sort === 'newest'
              ? [desc(posts.id)]
              : q.sort === 'oldest'
                ? [asc(posts.id)]
                : [asc(posts.priority), asc(posts.id)];
          const rows =
            q.limit === 0
              ? []
              : await db
                  .select()
                  .from(posts)
                  .where(where)
                  .orderBy(...order)
                  .limit(q.limit)
                  .offset(q.offset);
          // What the page shows of its sections' authors and files is the same for everyone: kept
          // with it (a board's events, an attachment's too, forget both).
          const [authors, files] = await Promise.all([authorsOf(rows), filesOf(rows)]);
          return { total: Number(n), rows, authors, files };
        },
      )) as {
        total: number;
        rows: PostRow[];
        authors: Author[];
        files: Map<number, AttachmentView[]>;
        visitor?: RawJson;
      };
      const { total, rows } = page;
      if (isCountMode(q)) return { total };
      const answer = async () => ({
        paywall: false,
        ...pageOf(
          'posts',
          await present(rows, project, role, viewer, { authors: page.authors, files: page.files }),
          total,
          q.offset + rows.length < total,
        ),
      });
      // Visitors all read the same page: presented and serialised once, kept as long as the page is
      // (a board's events forget both).
      if (viewer.userId === null) return visitorAnswer(page, answer);
      return answer();
    },

    async get(section: SectionAccess, viewer: Viewer) {
      return { post: await presentOne(section, viewer) };
    },

    /** POST /posts: a new section at the end; the author follows the board (autoSubscribed). */
    async create(
      viewer: Person,
      input: { projectID: number; title: string; body: string; anonymous: boolean; attachments?: number[] },
    ) {
      const { row: project, role } = await boards.forChild(input.projectID, viewer);
      if (!can(project, viewer, role, 'addSection'))
        throw new AppError(403, closedRefusal(project, role, 'addSection'));
      const max = project.templateSettings.maxSections;
      if (max && project.postsCount >= max) throw new AppError(400, 'SECTION_LIMIT', { max });
      const body = sanitizeRichText(input.body);
      checkBody(body);
      const result = await db.transaction(async (tx) => {
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${posts.priority}) + 1, 0)::int` })
          .from(posts)
          .where(eq(posts.projectId, project.id));
        const [row] = await tx
          .insert(posts)
          .values({
            projectId: project.id,
            userId: viewer.userId,
            title: plainText(input.title),
            body,
            anonymous: input.anonymous,
            priority: Number(next),
          })
          .returning();
        if (input.attachments?.length)
          await media.attach(
            tx,
            { postId: row!.id },
            input.attachments,
            viewer.userId,
            POST_ATTACHMENT_LIMIT,
          );
        await tx
          .update(projects)
          .set({ postsCount: sql`${projects.postsCount} + 1`, updatedAt: new Date() })
          .where(eq(projects.id, project.id));
        // Members hear of their board anyway: only an outside author (staff) gets a bookmark.
        const subscribed = role
          ? []
          : await tx
              .insert(projectSubscriptions)
              .values({ targetId: project.id, userId: viewer.userId })
              .onConflictDoNothing()
              .returning();
        if (subscribed.length > 0) {
          await tx
            .update(projects)
            .set({ subscribersCount: sql`${projects.subscribersCount} + 1` })
            .where(eq(projects.id, project.id));
        }
        const [fresh] = await tx.select().from(posts).where(eq(posts.id, row!.id));
        return { row: fresh!, autoSubscribed: subscribed.length > 0 };
      });
      emit('add', project.id, result.row.id, viewer.uuid, viewer.userId);
      return {
        post: (await present([result.row], project, role, viewer))[0]!,
        autoSubscribed: result.autoSubscribed,
      };
    },

    /** PUT /posts/{id}: the `section` rule has checked the edit right. */
    async update(
      section: SectionAccess,
      viewer: Viewer,
      input: { title?: string | undefined; body?: string | undefined; anonymous?: boolean | undefined },
    ) {
      const { row, project } = section;
      const id = row.id;
      const patch: Partial<PostRow> = { edited: true, updatedAt: new Date() };
      if (input.title !== undefined) patch.title = plainText(input.title);
      if (input.body !== undefined) {
        patch.body = sanitizeRichText(input.body);
        checkBody(patch.body);
      }
      if (input.anonymous !== undefined) patch.anonymous = input.anonymous;
      const [next] = await db.update(posts).set(patch).where(eq(posts.id, id)).returning();
      emit('update', project.id, id);
      return { post: await presentOne(section, viewer, next!) };
    },

    /** DELETE /posts/{id}: the board keeps at least one section (spec/001 §8). */
    async remove(section: SectionAccess) {
      const { row, project } = section;
      const id = row.id;
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ postsCount: projects.postsCount })
          .from(projects)
          .where(eq(projects.id, project.id))
          .for('update');
        if ((locked?.postsCount ?? 0) <= 1 && project.type !== 'discussion')
          throw new AppError(400, 'LAST_SECTION');
        await tx.delete(posts).where(eq(posts.id, id));
        await tx
          .update(projects)
          .set({
            postsCount: sql`greatest(${projects.postsCount} - 1, 0)`,
            completedPostCount:
              row.status === 'Completed'
                ? sql`greatest(${projects.completedPostCount} - 1, 0)`
                : projects.completedPostCount,
            commentsCount: sql`greatest(${projects.commentsCount} - ${row.commentsCount}, 0)`,
            updatedAt: new Date(),
          })
          .where(eq(projects.id, project.id));
      });
      emit('delete', project.id, id);
      return { deleted: true as const, id };
    },

    /** PUT /posts/{id}/priority: moves a section to a position; the others close ranks (drag to reorder). */
    async move(section: SectionAccess, priority: number) {
      const { row, project } = section;
      const order = await db.transaction(async (tx) => {
        const siblings = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(eq(posts.projectId, project.id))
          .orderBy(asc(posts.priority), asc(posts.id))
          .for('update');
        if (siblings.length < 2) throw new AppError(400, 'NO_POSTS_TO_MOVE');
        const ids = siblings.map((s) => s.id).filter((x) => x !== row.id);
        ids.splice(Math.min(priority, ids.length), 0, row.id);
        // One statement renumbers the board's sections in their new order.
        await tx.execute(
          sql`update ${posts} set priority = v.p from (select unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) as id, generate_series(0, ${ids.length - 1}) as p) v where ${posts.id} = v.id`,
        );
        await tx
          .update(projects)
          .set({ customPostOrder: true, updatedAt: new Date() })
          .where(eq(projects.id, project.id));
        return ids;
      });
      emit('update', project.id, row.id);
      return { order };
    },

    /**
     * PUT /posts/updateStatus/{projectID} (spec/001 §7): the completed-post count rises by one when a
     * section becomes Completed and falls by one when it leaves Completed, from the stored status
     * (read under a row lock), never from what the client believes it was. The `section` rule has
     * checked the right to change it; the section must be on the board of the path.
     */
    async updateStatus(board: BoardAccess, section: SectionAccess, viewer: Viewer, status: PostStatus) {
      const { row, project, role } = section;
      const projectId = board.row.id;
      const postId = row.id;
      if (row.projectId !== projectId) throw new AppError(404, 'NOT_FOUND');
      // A coordinator of a fair the board entered, outside the board's team, returns sections to
      // Draft and does nothing else (spec/000 §4 "section status returned to Draft").
      const team = canChangeStatus(section, viewer);
      if (!team && status !== 'Draft') throw new AppError(403, 'FORBIDDEN');
      const reviewer = mayReview(viewer, role) || (!team && (await coordinates(projectId, viewer)));
      const outcome = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
        if (!current) throw new AppError(404, 'NOT_FOUND');
        const previous = current.status as PostStatus;
        if (previous === status)
          return { updatedPostStatus: status, completedPostCount: project.completedPostCount };
        // Ready for Review is closed to the team; a teacher (board manager or staff) returns it.
        if (previous === 'Ready for Review' && !reviewer) throw new AppError(403, 'SECTION_NOT_EDITABLE');
        if (status !== 'Draft' && plainText(current.body) === '')
          throw new AppError(400, 'SECTION_TEXT_REQUIRED');
        await tx.update(posts).set({ status, updatedAt: new Date() }).where(eq(posts.id, postId));
        const delta = status === 'Completed' ? 1 : previous === 'Completed' ? -1 : 0;
        const [updated] = await tx
          .update(projects)
          .set({
            completedPostCount: sql`greatest(${projects.completedPostCount} + ${delta}, 0)`,
            updatedAt: new Date(),
          })
          .where(eq(projects.id, projectId))
          .returning({ completedPostCount: projects.completedPostCount });
        return {
          updatedPostStatus: status,
          previousPostStatus: previous,
          completedPostCount: updated?.completedPostCount ?? 0,
        };
      });
      emit('update', projectId, postId);
      if (
        status === 'Ready for Review' &&
        outcome.updatedPostStatus === status &&
        'previousPostStatus' in outcome
      ) {
        await notifyReviewers(project, row, viewer);
      }
      return outcome;
    },

    /** Hands over who teaches a section's author (issue 12: the teacher is told of a review). */
    watchTeachers(lookup: (userId: number) => Promise<number[]>) {
      teachersOf = lookup;
    },

    /** Hands over who coordinates a fair a board entered (issue 10: they return sections to Draft). */
    watchCoordinators(lookup: (projectId: number, userId: number) => Promise<boolean>) {
      coordinatorOf = lookup;
    },

    coordinates,

    /** A like or an unlike: the board's listeners hear it (even when it changed nothing, as ever). */

    async liked(section: SectionAccess, person: Person, result: { on: boolean; changed: boolean }) {
      emit('update', section.row.projectId, section.row.id);
      if (!result.on || !result.changed) return;
      // A new like of a section tells the board's owners and members, grouped per section.
      const { row, project } = section;
      await notifications.activity({
        kind: 'sectionLike',
        actorId: person.userId,
        recipients: await notifications.team(project.id),
        target: `post:${row.id}`,
        mutes: [`project:${project.id}`],
        boardId: project.id,
        params: { board: project.title, section: row.title },
        deepLink: `/story/${project.id}#section-${row.id}`,
      });
    },
  };
}
export type PostsService = ReturnType<typeof postsService>;
