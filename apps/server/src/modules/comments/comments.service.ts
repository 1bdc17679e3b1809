import { COMMENT_MAX, POST_ATTACHMENT_LIMIT } from '@makerboard/shared';
import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
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
import { boardCache } from '../../lib/events.ts';
import { hasPastedMedia, hasProfanity, plainText } from '../../lib/text.ts';
import { mediaService } from '../media/media.service.ts';
import { can, type Viewer } from '../projects/projects.policy.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { hasReacted, react, reactors } from '../social/reactions.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { findUserByUserName } from '../users/users.repository.ts';

type CommentRow = typeof comments.$inferSelect;

const LIKES = {
  table: commentLikes,
  targetId: commentLikes.targetId,
  userId: commentLikes.userId,
  createdAt: commentLikes.createdAt,
};
const COUNTER = { table: comments, id: comments.id, counter: comments.likesCount };

export interface PageQuery {
  limit: number;
  offset: number;
  before?: number | undefined;
  since?: number | undefined;
}

/** Comments and replies (spec/001 §7 Comments; spec/000 §4 counters, §5 rules). */
export function commentsService(ctx: AppContext, boards: ProjectsService) {
  const db = ctx.database.db;
  const cache = boardCache(ctx.events);
  const media = mediaService(ctx);
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

  async function present(rows: CommentRow[], viewer: Viewer, known?: UserRow[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [authors, liked, files] = await Promise.all([
      known ? Promise.resolve(known) : authorsOf(rows),
      viewer.userId
        ? db
            .select({ id: commentLikes.targetId })
            .from(commentLikes)
            .where(and(eq(commentLikes.userId, viewer.userId), inArray(commentLikes.targetId, ids)))
        : Promise.resolve([]),
      // Only comments that have attachments cost a query.
      media.listFor(
        'comment',
        rows.filter((r) => r.attachmentsCount > 0).map((r) => r.id),
      ),
    ]);
    const byId = new Map(authors.map((a) => [a.id, a]));
    const likedSet = new Set(liked.map((l) => l.id));
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
        user: (row.anonymous && !mine) || !author || author.disabledAt ? null : presentPublicUser(author),
        metadata: { likes: row.likesCount, replies: row.repliesCount, attachment: row.attachmentsCount },
        attachments: files.get(row.id) ?? [],
        liked: likedSet.has(row.id),
        isMine: mine,
        edited: row.editedAt !== null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function load(id: number, viewer: Viewer) {
    const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    const board = await boards.forChild(row.projectId, viewer);
    return { row, project: board.row, role: board.role };
  }

  /**
   * A page of comments. Pages of a board's threads are cached per board as everyone sees them
   * (`cacheKey` starts with the board id); only the viewer's likes are read per request.
   */
  async function page(
    where: SQL | undefined,
    q: PageQuery,
    viewer: Viewer,
    cacheKey: string,
    ascending = false,
  ) {
    const load = async () => {
      const conditions = [where];
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
      `${cacheKey}|${q.limit}|${q.offset}|${q.before}|${q.since}`,
      load,
    )) as Awaited<ReturnType<typeof load>>;
    if (q.limit === 0 && q.offset === 0) return { total: cached.total };
    return {
      comments: await present(cached.rows, viewer, cached.authors),
      total: cached.total,
      hasMore: q.offset + cached.rows.length < cached.total,
    };
  }

  return {
    /** GET /projects/{id}/comments: the board's own top-level comments, newest first. */
    async forProject(projectId: number, q: PageQuery, viewer: Viewer) {
      await boards.forChildRead(projectId, viewer);
      return page(
        and(eq(comments.projectId, projectId), isNull(comments.postId), isNull(comments.parentId)),
        q,
        viewer,
        `${projectId}|comments`,
      );
    },

    async forPost(postId: number, q: PageQuery, viewer: Viewer) {
      const [post] = await db.select({ projectId: posts.projectId }).from(posts).where(eq(posts.id, postId));
      if (!post) throw new AppError(404, 'NOT_FOUND');
      await boards.forChildRead(post.projectId, viewer);
      return page(
        and(eq(comments.postId, postId), isNull(comments.parentId)),
        q,
        viewer,
        `${post.projectId}|post-comments|${postId}`,
      );
    },

    async replies(id: number, q: PageQuery, viewer: Viewer) {
      const { row } = await load(id, viewer);
      return page(eq(comments.parentId, id), q, viewer, `${row.projectId}|replies|${id}`, true);
    },

    async get(id: number, viewer: Viewer, postId?: number) {
      const { row } = await load(id, viewer);
      if (postId !== undefined && row.postId !== postId) throw new AppError(404, 'NOT_FOUND');
      return { comment: (await present([row], viewer))[0]! };
    },

    /**
     * POST /comments (and /comments/{id}/replies): every counter of spec/000 §4 moves in the same
     * transaction: the board's comments, the section's comments, the parent's replies.
     */
    async create(
      viewer: Viewer & { userId: number },
      input: {
        text: string;
        anonymous: boolean;
        projectID?: number | undefined;
        postID?: number | undefined;
        parentID?: number | undefined;
        attachments?: number[] | undefined;
      },
    ) {
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
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({
            projectId: project.id,
            postId,
            parentId: parent?.id ?? null,
            userId: viewer.userId,
            body: text,
            anonymous: input.anonymous,
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
      });
      // The author may have been bookmarked onto the board: their flags change too.
      emit('add', project.id, created.row.id, viewer.uuid, viewer.userId);
      const [fresh] = await db.select().from(comments).where(eq(comments.id, created.row.id));
      return { comment: (await present([fresh!], viewer))[0]!, autoSubscribed: created.autoSubscribed };
    },

    async update(id: number, viewer: Viewer, rawText: string | undefined, attachmentIds?: number[]) {
      const { row } = await load(id, viewer);
      if (row.userId !== viewer.userId) throw new AppError(403, 'FORBIDDEN');
      if (attachmentIds) {
        await media.replaceCommentAttachments(id, attachmentIds, row.userId, POST_ATTACHMENT_LIMIT);
        emit('update', row.projectId, id);
      }
      if (rawText === undefined) {
        const [fresh] = await db.select().from(comments).where(eq(comments.id, id));
        return { comment: (await present([fresh!], viewer))[0]! };
      }
      const text = checkText(rawText);
      const [next] = await db
        .update(comments)
        .set({ body: text, editedAt: new Date() })
        .where(eq(comments.id, id))
        .returning();
      emit('update', row.projectId, id);
      return { comment: (await present([next!], viewer))[0]! };
    },

    /** DELETE /comments/{id}: a comment goes with its replies; every count drops by what left. */
    async remove(id: number, viewer: Viewer) {
      const { row, project, role } = await load(id, viewer);
      const mayModerate = can(project, viewer, role, 'deleteComments');
      if (row.userId !== viewer.userId && !mayModerate) throw new AppError(403, 'FORBIDDEN');
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(comments)
          .where(sql`${comments.id} = ${id} or ${comments.parentId} = ${id}`)
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
      emit('delete', row.projectId, id);
      return { deleted: true, id, projectID: row.projectId, postID: row.postId, parentID: row.parentId };
    },

    async like(id: number, viewer: Viewer & { userId: number }, on: boolean) {
      const { row } = await load(id, viewer);
      const result = await react(db, LIKES, COUNTER, id, viewer.userId, on);
      emit('update', row.projectId, id);
      return { liked: on, likes: result.count };
    },
    async likes(id: number, viewer: Viewer, limit: number, offset: number) {
      await load(id, viewer);
      return reactors(db, LIKES, id, limit, offset);
    },
    async hasLiked(id: number, userName: string, viewer: Viewer) {
      await load(id, viewer);
      const user = await findUserByUserName(db, userName);
      if (!user) throw new AppError(404, 'NOT_FOUND');
      return { liked: await hasReacted(db, LIKES, id, user.id) };
    },
  };
}
