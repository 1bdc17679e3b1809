import {
  COMMENT_MAX,
  type CursorPageQuery,
  isCountMode,
  type PageQuery,
  POST_ATTACHMENT_LIMIT,
} from '@makerboard/shared';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  commentLikes,
  comments,
  posts,
  projectSubscriptions,
  projects,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { boardCache, type RawJson, visitorAnswer } from '../../lib/events.ts';
import { countOf, pageOf } from '../../lib/paging.ts';
import { cutText, hasPastedMedia, hasProfanity, plainText } from '../../lib/text.ts';
import { moderates, type Person, type Viewer } from '../../lib/viewer.ts';
import type { ActivityNotifier } from '../notifications/notifications.service.ts';
import type { SectionAccess } from '../posts/posts.access.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { ownerHidden } from '../projects/projects.policy.ts';
import { roleOnBoard } from '../projects/projects.repository.ts';
import { reactions } from '../reactions/reactions.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import type { CommentAccess, CommentRow } from './comments.access.ts';

/** What comments need of the boards: the board of a new comment, checked for the commenter. */
export interface CommentBoards {
  forChild: (projectId: number, viewer: Viewer) => Promise<BoardAccess>;
  /** A board read with the comment and the viewer's role (`roleOnBoard`), checked as `forChild` does. */
  admit: (found: BoardAccess, viewer: Viewer) => Promise<BoardAccess>;
}

/** A comment with its board and the reader's role on it, in one statement (the `comment` rule). */
const commentWithBoard = preparedQuery('comment_with_board', (db: Tx, name) =>
  db
    .select({ comment: comments, row: projects, role: roleOnBoard(sql.placeholder('userId')) })
    .from(comments)
    .innerJoin(projects, eq(projects.id, comments.projectId))
    .where(eq(comments.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);
/** What comments need of the media module: their attachments. */
export interface CommentMedia {
  listFor: (
    kind: 'comment',
    ids: number[],
  ) => Promise<Map<number, import('@makerboard/shared').AttachmentView[]>>;
  attach: (
    tx: Tx,
    target: { commentId: number },
    uploadIds: number[],
    ownerId: number,
    limit: number,
  ) => Promise<unknown>;
  replaceCommentAttachments: (
    commentId: number,
    uploadIds: number[],
    ownerId: number,
    limit: number,
  ) => Promise<void>;
}

/** Comments and replies (spec/001 §7 Comments; spec/000 §4 counters, §5 rules). */
export function commentsService(
  ctx: AppContext,
  deps: { boards: CommentBoards; media: CommentMedia; activity: ActivityNotifier },
) {
  const { boards, media, activity } = deps;
  const db = ctx.database.db;
  const cache = boardCache(ctx.events);
  const likes = reactions(
    db,
    {
      table: commentLikes,
      targetId: commentLikes.targetId,
      userId: commentLikes.userId,
      createdAt: commentLikes.createdAt,
    },
    { table: comments, id: comments.id, counter: comments.likesCount },
  );
  const emit = (
    action: 'add' | 'update' | 'delete',
    projectId: number,
    commentId: number,
    uuid?: string,
    actorId?: number,
  ) =>
    ctx.events.emit({
      type: 'project',
      action,
      id: projectId,
      childType: 'comment',
      childTypeID: commentId,
      uuid,
      actorId,
    });

  /** The text rules of spec/000 §5, in the spec's words. */
  function checkText(raw: string): string {
    if (hasPastedMedia(raw)) throw new AppError(400, 'PASTED_MEDIA');
    const text = plainText(raw);
    if (!text) throw new AppError(400, 'COMMENT_EMPTY');
    if (text.length > COMMENT_MAX) throw new AppError(400, 'COMMENT_TOO_LONG', { max: COMMENT_MAX });
    if (hasProfanity(text)) throw new AppError(400, 'PROFANITY');
    return text;
  }

  const authorsOf = (rows: CommentRow[]) =>
    rows.length === 0
      ? Promise.resolve([] as UserRow[])
      : db
          .select()
          .from(users)
          .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));

  /** The author whose name a viewer may not read here: an anonymous board's owner (projects.policy). */
  const hiddenOwner = (project: BoardAccess['row'], role: string | null, viewer: Viewer) =>
    ownerHidden(project, viewer, role) ? project.ownerId : null;

  async function present(
    rows: CommentRow[],
    viewer: Viewer,
    known: { authors?: UserRow[]; liked?: Set<number> } = {},
    hidden: number | null = null,
  ) {
    if (rows.length === 0) return [];
    const [authors, liked, files] = await Promise.all([
      known.authors ?? authorsOf(rows),
      known.liked ??
        likes.among(
          viewer.userId,
          rows.map((r) => r.id),
        ),
      // Only comments that have attachments cost a query.
      media.listFor(
        'comment',
        rows.filter((r) => r.attachmentsCount > 0).map((r) => r.id),
      ),
    ]);
    const byId = new Map(authors.map((a) => [a.id, a]));
    return rows.map((row) => {
      const author = byId.get(row.userId);
      const mine = viewer.userId === row.userId;
      return {
        id: row.id,
        projectID: row.projectId,
        postID: row.postId,
        parentID: row.parentId,
        body: row.body,
        comment: row.body,
        anonymous: row.anonymous,
        // Anonymous comments show no author to others; a deleted account shows none either.
        user:
          (row.anonymous && !mine) || !author || author.disabledAt || row.userId === hidden
            ? null
            : presentPublicUser(author),
        metadata: { likes: row.likesCount, replies: row.repliesCount, attachment: row.attachmentsCount },
        attachments: files.get(row.id) ?? [],
        liked: liked.has(row.id),
        isMine: mine,
        edited: row.editedAt !== null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /**
   * The comment a person's earlier request with this Idempotency-Key made, answered again; the key
   * sent again with another text is a 422 (docs/decisions.md).
   */
  async function replayOf(viewer: Person, clientKey: string, text: string) {
    const [row] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.userId, viewer.userId), eq(comments.clientKey, clientKey)));
    if (!row) return null;
    if (plainText(text) !== row.body) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
    return { comment: await presentOne(row.id, viewer), autoSubscribed: false, replayed: true };
  }

  /**
   * Who hears of a new comment (issue "The community as a newcomer meets it", item 1): the people
   * it mentions, the author of the comment it replies to, and the board's owners and members; each
   * once, by the most personal of these, and only if they can see the board (the notifications
   * module drops the author, the muted, and those who switched the kind off).
   */
  async function tell(
    row: CommentRow,
    project: BoardAccess['row'],
    parent: CommentRow | undefined,
    onlyMentions?: string,
  ) {
    const thread = parent?.id ?? row.id;
    const common = {
      actorId: row.userId,
      mutes: [`project:${project.id}`, `comment:${thread}`],
      boardId: project.id,
      anonymous: row.anonymous,
      // The thread on the board (a reply shows under it), or the section whose comments it is in.
      deepLink: `/story/${project.id}#${row.postId ? `section-${row.postId}` : `comment-${thread}`}`,
    };
    const preview = cutText(row.body, 80);
    // An edited comment tells only the people it newly mentions.
    const before = onlyMentions === undefined ? [] : await activity.mentioned(onlyMentions);
    const mentioned = (await activity.mentioned(row.body)).filter((id) => !before.includes(id));
    const told = new Set([...mentioned, row.userId]);
    await activity.activity({
      ...common,
      kind: 'mention',
      recipients: mentioned,
      target: `comment:${row.id}`,
      params: { place: project.title, preview },
    });
    if (onlyMentions !== undefined) return;
    if (parent && !told.has(parent.userId)) {
      told.add(parent.userId);
      await activity.activity({
        ...common,
        kind: 'reply',
        recipients: [parent.userId],
        target: `comment:${parent.id}`,
        params: { board: project.title, preview },
      });
    }
    await activity.activity({
      ...common,
      kind: 'comment',
      recipients: (await activity.team(project.id)).filter((id) => !told.has(id)),
      target: `project:${project.id}`,
      params: { board: project.title, preview },
    });
  }

  const presentOne = async (id: number, viewer: Viewer) => {
    const [fresh] = await db.select().from(comments).where(eq(comments.id, id));
    return (await present([fresh!], viewer))[0]!;
  };

  /** A comment and its board, or a 404 when the viewer may not see the board (the `comment` rule). */
  async function load(id: number, viewer: Viewer): Promise<CommentAccess> {
    const [found] = await commentWithBoard(db).execute({ id, userId: viewer.userId ?? 0 });
    if (!found) throw new AppError(404, 'NOT_FOUND');
    const row = found.comment;
    // A comment a moderator hid after a report is its author's, admins' and curators' only.
    if (row.moderatedAt && row.userId !== viewer.userId && !moderates(viewer))
      throw new AppError(404, 'NOT_FOUND');
    const board = await boards.admit(found, viewer);
    return { row, project: board.row, role: board.role };
  }

  /**
   * Which comments the viewer sees of those a moderator hid after a report: all of them for admins
   * and curators, their own for their authors, none for anyone else. Pages are cached per view;
   * a person has a view of their own only while one of their comments is hidden.
   */
  async function shownTo(viewer: Viewer): Promise<{ where: SQL | undefined; key: string }> {
    if (moderates(viewer)) return { where: undefined, key: 'moderator' };
    if (viewer.userId !== null) {
      const [own] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.userId, viewer.userId), isNotNull(comments.moderatedAt)))
        .limit(1);
      if (own)
        return {
          where: sql`(${comments.moderatedAt} is null or ${comments.userId} = ${viewer.userId})`,
          key: `person-${viewer.userId}`,
        };
    }
    return { where: isNull(comments.moderatedAt), key: 'everyone' };
  }

  /**
   * A page of comments. Pages of a board's threads are cached per board as everyone sees them
   * (`cacheKey` starts with the board id); only the viewer's likes are read per request.
   */
  async function page(
    where: SQL | undefined,
    q: CursorPageQuery,
    viewer: Viewer,
    cacheKey: string,
    hidden: number | null,
    ascending = false,
  ) {
    const view = await shownTo(viewer);
    const read = async () => {
      const conditions = [where, view.where];
      if (q.before) conditions.push(lt(comments.id, q.before));
      if (q.since) conditions.push(gt(comments.id, q.since));
      const all = and(...conditions);
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(comments).where(all);
      const rows =
        q.limit === 0
          ? []
          : await db
              .select()
              .from(comments)
              .where(all)
              .orderBy(ascending ? comments.id : desc(comments.id))
              .limit(q.limit)
              .offset(q.offset);
      return { total: Number(n), rows, authors: await authorsOf(rows) };
    };
    const cached = (await cache.get(
      `${cacheKey}|${view.key}|${q.limit}|${q.offset}|${q.before}|${q.since}`,
      read,
    )) as Awaited<ReturnType<typeof read>> & { visitor?: RawJson };
    if (isCountMode(q)) return { total: cached.total };
    if (viewer.userId === null) {
      // Visitors all read the same page (the author hidden on an anonymous board is the board's, in
      // its cache key): presented and serialised once, kept as long as the page is.
      return visitorAnswer(cached, async () =>
        pageOf(
          'comments',
          await present(cached.rows, viewer, { authors: cached.authors, liked: new Set() }, hidden),
          cached.total,
          q.offset + cached.rows.length < cached.total,
        ),
      );
    }
    return pageOf(
      'comments',
      await present(cached.rows, viewer, { authors: cached.authors }, hidden),
      cached.total,
      q.offset + cached.rows.length < cached.total,
    );
  }

  return {
    /**
     * GET /users/{username}/comments (issue 18 item 3): the person's comments, newest first. Others
     * see those on boards open to all, not hidden by a moderator, not anonymous, not in a private
     * section, and none on an anonymous board the person owns; the person sees all of theirs on
     * boards they may still see.
     */
    async byUser(person: UserRow, q: PageQuery, viewer: Viewer) {
      const self = viewer.userId === person.id;
      const open = sql`not ${projects.isPrivate} and not ${projects.isDraft} and ${projects.moderatedAt} is null`;
      const where = self
        ? and(
            eq(comments.userId, person.id),
            sql`(${open} or ${projects.ownerId} = ${person.id} or exists (select 1 from project_members m
              where m.project_id = ${projects.id} and m.user_id = ${person.id} and m.status = 'active'))`,
          )
        : and(
            eq(comments.userId, person.id),
            eq(comments.anonymous, false),
            isNull(comments.moderatedAt),
            open,
            sql`not (${projects.isAnonymous} and ${projects.ownerId} = ${person.id})`,
            sql`not exists (select 1 from ${posts} p where p.id = ${comments.postId} and p.is_private)`,
          );
      const countWhere = async () =>
        countOf(
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(comments)
            .innerJoin(projects, eq(projects.id, comments.projectId))
            .where(where),
        );
      if (isCountMode(q)) return { total: await countWhere() };
      // The page with its total and the viewer's likes on it, in one statement (issue 15): the total
      // is a subquery of the page's select, read once (inside it `comments` and `projects` name its
      // own tables, so `where` reads the same); a page past the end has no row to carry it.
      const me = viewer.userId;
      const found =
        q.limit === 0
          ? []
          : await db
              .select({
                comment: comments,
                total: sql<number>`(select count(*)::int from ${comments} inner join ${projects} on ${projects.id} = ${comments.projectId} where ${where})`,
                liked: me
                  ? sql<number>`(exists (select 1 from ${commentLikes} where ${commentLikes.targetId} = ${comments.id} and ${commentLikes.userId} = ${me}))::int`
                  : sql<number>`0`,
              })
              .from(comments)
              .innerJoin(projects, eq(projects.id, comments.projectId))
              .where(where)
              .orderBy(desc(comments.id))
              .limit(q.limit)
              .offset(q.offset);
      const total =
        found.length > 0 ? Number(found[0]!.total) : q.offset === 0 && q.limit > 0 ? 0 : await countWhere();
      const rows = found.map((f) => f.comment);
      // Every comment here is the person's: the author is the person the route read.
      const liked = new Set(found.filter((f) => Number(f.liked) === 1).map((f) => f.comment.id));
      return pageOf(
        'comments',
        await present(rows, viewer, { authors: [person], liked }),
        total,
        q.offset + rows.length < total,
      );
    },
    load,
    likes,

    /** GET /projects/{id}/comments: the board's own top-level comments, newest first. */
    forBoard(board: BoardAccess, q: CursorPageQuery, viewer: Viewer) {
      const id = board.row.id;
      return page(
        and(eq(comments.projectId, id), isNull(comments.postId), isNull(comments.parentId)),
        q,
        viewer,
        `${id}|comments`,
        hiddenOwner(board.row, board.role, viewer),
      );
    },

    /** GET /posts/{id}/comments: a section's top-level comments, newest first. */
    forSection(section: SectionAccess, q: CursorPageQuery, viewer: Viewer) {
      return page(
        and(eq(comments.postId, section.row.id), isNull(comments.parentId)),
        q,
        viewer,
        `${section.row.projectId}|post-comments|${section.row.id}`,
        hiddenOwner(section.project, section.role, viewer),
      );
    },

    /** GET /comments/{id}/replies: a thread's replies, oldest first. */
    replies(comment: CommentAccess, q: CursorPageQuery, viewer: Viewer) {
      const { row } = comment;
      const hidden = hiddenOwner(comment.project, comment.role, viewer);
      return page(
        eq(comments.parentId, row.id),
        q,
        viewer,
        `${row.projectId}|replies|${row.id}`,
        hidden,
        true,
      );
    },

    /** GET /comments/{id}, and /posts/{postID}/comments/{id} (a 404 when it is not that section's). */
    async get(comment: CommentAccess, viewer: Viewer, postId?: number) {
      if (postId !== undefined && comment.row.postId !== postId) throw new AppError(404, 'NOT_FOUND');
      const hidden = hiddenOwner(comment.project, comment.role, viewer);
      return { comment: (await present([comment.row], viewer, {}, hidden))[0]! };
    },

    /**
     * POST /comments (and /comments/{id}/replies): every counter of spec/000 §4 moves in the same
     * transaction: the board's comments, the section's comments, the parent's replies.
     */
    async create(
      viewer: Person,
      input: {
        text: string;
        anonymous: boolean;
        projectID?: number | undefined;
        postID?: number | undefined;
        parentID?: number | undefined;
        attachments?: number[] | undefined;
        /** The request's Idempotency-Key: a retry answers the comment the first request made. */
        clientKey?: string | undefined;
      },
    ) {
      if (input.clientKey) {
        const done = await replayOf(viewer, input.clientKey, input.text);
        if (done) return done;
      }
      let projectId = input.projectID;
      let postId = input.postID ?? null;
      let parent: CommentRow | undefined;
      if (input.parentID) {
        [parent] = await db.select().from(comments).where(eq(comments.id, input.parentID));
        if (!parent) throw new AppError(404, 'NOT_FOUND');
        // Replies are one level deep: a reply to a reply joins the same thread.
        if (parent.parentId)
          [parent] = await db.select().from(comments).where(eq(comments.id, parent.parentId));
        if (!parent) throw new AppError(404, 'NOT_FOUND');
        projectId = parent.projectId;
        postId = parent.postId;
      } else if (postId) {
        const [post] = await db
          .select({ projectId: posts.projectId })
          .from(posts)
          .where(eq(posts.id, postId));
        if (!post) throw new AppError(404, 'NOT_FOUND');
        projectId = post.projectId;
      }
      if (!projectId) throw new AppError(400, 'INVALID_REQUEST');
      const { row: project, role } = await boards.forChild(projectId, viewer);
      const text = checkText(input.text);
      if (parent) {
        const [dupe] = await db
          .select({ id: comments.id })
          .from(comments)
          .where(
            and(
              eq(comments.parentId, parent.id),
              eq(comments.userId, viewer.userId),
              sql`lower(${comments.body}) = ${text.toLowerCase()}`,
            ),
          )
          .limit(1);
        if (dupe) throw new AppError(409, 'DUPLICATE_REPLY');
      }
      const created = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(comments)
            .values({
              projectId: project.id,
              postId,
              parentId: parent?.id ?? null,
              userId: viewer.userId,
              body: text,
              anonymous: input.anonymous,
              clientKey: input.clientKey ?? null,
            })
            .returning();
          if (input.attachments?.length)
            await media.attach(
              tx,
              { commentId: row!.id },
              input.attachments,
              viewer.userId,
              POST_ATTACHMENT_LIMIT,
            );
          await tx
            .update(projects)
            .set({ commentsCount: sql`${projects.commentsCount} + 1` })
            .where(eq(projects.id, project.id));
          if (postId)
            await tx
              .update(posts)
              .set({ commentsCount: sql`${posts.commentsCount} + 1` })
              .where(eq(posts.id, postId));
          if (parent)
            await tx
              .update(comments)
              .set({ repliesCount: sql`${comments.repliesCount} + 1` })
              .where(eq(comments.id, parent.id));
          // Commenting bookmarks the board for an outsider; members hear of their board anyway.
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
          return { row: row!, autoSubscribed: subscribed.length > 0 };
        })
        .catch(async (error: unknown) => {
          // The same key sent twice at once: the other request made the comment.
          if (input.clientKey && uniqueViolation(error) === 'comments_client_key_idx') return null;
          throw error;
        });
      if (!created) {
        const done = await replayOf(viewer, input.clientKey!, input.text);
        if (done) return done;
        throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED');
      }
      // The author may have been bookmarked onto the board: their flags change too.
      emit('add', project.id, created.row.id, viewer.uuid, viewer.userId);
      await tell(created.row, project, parent);
      return {
        comment: await presentOne(created.row.id, viewer),
        autoSubscribed: created.autoSubscribed,
        replayed: false,
      };
    },

    /** PUT /comments/{id}: the author changes the text, the attachments, or both. */
    async update(
      comment: CommentAccess,
      viewer: Viewer,
      rawText: string | undefined,
      attachmentIds?: number[],
    ) {
      const { row } = comment;
      if (attachmentIds) {
        await media.replaceCommentAttachments(row.id, attachmentIds, row.userId, POST_ATTACHMENT_LIMIT);
        emit('update', row.projectId, row.id);
      }
      if (rawText === undefined) return { comment: await presentOne(row.id, viewer) };
      const text = checkText(rawText);
      const [next] = await db
        .update(comments)
        .set({ body: text, editedAt: new Date() })
        .where(eq(comments.id, row.id))
        .returning();
      emit('update', row.projectId, row.id);
      await tell(next!, comment.project, undefined, row.body);
      return { comment: (await present([next!], viewer))[0]! };
    },

    /** DELETE /comments/{id}: a comment goes with its replies; every count drops by what left. */
    async remove(comment: CommentAccess) {
      const { row } = comment;
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(comments)
          .where(sql`${comments.id} = ${row.id} or ${comments.parentId} = ${row.id}`)
          .returning({ id: comments.id });
        const gone = removed.length;
        await tx
          .update(projects)
          .set({ commentsCount: sql`greatest(${projects.commentsCount} - ${gone}, 0)` })
          .where(eq(projects.id, row.projectId));
        if (row.postId)
          await tx
            .update(posts)
            .set({ commentsCount: sql`greatest(${posts.commentsCount} - ${gone}, 0)` })
            .where(eq(posts.id, row.postId));
        if (row.parentId) {
          await tx
            .update(comments)
            .set({ repliesCount: sql`greatest(${comments.repliesCount} - 1, 0)` })
            .where(eq(comments.id, row.parentId));
        }
      });
      emit('delete', row.projectId, row.id);
      return {
        deleted: true as const,
        id: row.id,
        projectID: row.projectId,
        postID: row.postId,
        parentID: row.parentId,
      };
    },

    /** A like or an unlike changed a comment: its board's listeners hear it; a new like tells its author. */
    async liked(comment: CommentAccess, person: Person, result: { on: boolean; changed: boolean }) {
      emit('update', comment.row.projectId, comment.row.id);
      if (!result.on || !result.changed) return;
      const { row, project } = comment;
      await activity.activity({
        kind: 'commentLike',
        actorId: person.userId,
        recipients: [row.userId],
        target: `comment:${row.id}`,
        mutes: [`project:${project.id}`, `comment:${row.parentId ?? row.id}`],
        boardId: project.id,
        params: { board: project.title },
        deepLink: `/story/${project.id}#${row.postId ? `section-${row.postId}` : `comment-${row.parentId ?? row.id}`}`,
      });
    },

    /** The thread a comment belongs to (its first comment), for muting it. */
    threadOf: (comment: CommentAccess) => comment.row.parentId ?? comment.row.id,
  };
}
export type CommentsService = ReturnType<typeof commentsService>;
