import { BULK_INVITE_ROLE, isValidEmail, type Language } from '@makerboard/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { postMembers, posts, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { notificationsService } from '../notifications/notifications.service.ts';
import { can, isStaff } from '../projects/projects.policy.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { findUserByEmail, findUserById, findUserByUserName } from '../users/users.repository.ts';
import { displayName } from './members.service.ts';

type PostMemberRow = typeof postMembers.$inferSelect;

/**
 * Post (section) memberships with their own roles (spec/000 §3, spec/001 §7 Posts "Members").
 * A section's members are managed by its author and by those who manage the board's members.
 * A post role that allows editing sections lets its holder edit that one section (posts.service).
 * A post membership never opens a private board: the board's visibility rule comes first.
 */
export function postMembersService(ctx: AppContext, boards: ProjectsService) {
  const db = ctx.database.db;
  const notifications = notificationsService(ctx);

  async function load(postId: number, viewer: Viewer) {
    const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
    if (!post) throw new AppError(404, 'NOT_FOUND');
    const { row: project, role } = await boards.forChild(post.projectId, viewer);
    const manager =
      isStaff(viewer) || post.userId === viewer.userId || can(project, viewer, role, 'manageMembers');
    return { post, project, role, manager };
  }

  const present = (row: PostMemberRow, user: UserRow) => ({
    user: presentPublicUser(user),
    role: row.role,
    status: row.status as 'pending' | 'active',
    postID: row.postId,
    createdAt: row.createdAt.toISOString(),
  });

  async function find(postId: number, userId: number) {
    const [row] = await db
      .select()
      .from(postMembers)
      .where(and(eq(postMembers.postId, postId), eq(postMembers.userId, userId)))
      .limit(1);
    return row;
  }

  async function inviteUser(
    loaded: Awaited<ReturnType<typeof load>>,
    viewer: Viewer,
    user: UserRow,
    role: string,
  ) {
    const [row] = await db
      .insert(postMembers)
      .values({ postId: loaded.post.id, userId: user.id, role, status: 'pending', invitedBy: viewer.userId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'ALREADY_MEMBER');
    const inviter = viewer.userId ? await findUserById(db, viewer.userId) : undefined;
    await notifications.notify([
      {
        userId: user.id,
        key: `post-invite:${loaded.post.id}`,
        kind: 'postInvite',
        params: {
          name: inviter ? displayName(inviter) : 'Makerboard',
          section: loaded.post.title || `#${loaded.post.priority + 1}`,
          board: loaded.project.title,
        },
        deepLink: `/story/${loaded.project.id}#section-${loaded.post.id}`,
      },
    ]);
    return present(row, user);
  }

  async function lookupUser(lookup: string) {
    const byEmail = lookup.includes('@');
    if (byEmail && !isValidEmail(lookup))
      throw new AppError(400, 'INVALID_EMAIL', {}, [], { lookup: 'INVALID_EMAIL' });
    const user = byEmail ? await findUserByEmail(db, lookup) : await findUserByUserName(db, lookup);
    if (!user || user.disabledAt) throw new AppError(404, 'USER_NOT_FOUND_FOR_INVITE');
    return user;
  }

  return {
    /** GET /posts/{id}/membership → `{postMembership}` (the author holds an implicit owner membership). */
    async mine(postId: number, viewer: Viewer) {
      const { post } = await load(postId, viewer);
      if (!viewer.userId) return { postMembership: null };
      const row = await find(postId, viewer.userId);
      const user = await findUserById(db, viewer.userId);
      if (row && user) return { postMembership: present(row, user) };
      if (post.userId === viewer.userId && user)
        return {
          postMembership: {
            user: presentPublicUser(user),
            role: 'owner',
            status: 'active' as const,
            postID: postId,
            createdAt: post.createdAt.toISOString(),
          },
        };
      return { postMembership: null };
    },

    /** GET /posts/{id}/members → `{postMembers, total, hasMore}`; pending ones for managers and themselves. */
    async list(postId: number, viewer: Viewer, limit: number, offset: number) {
      const { manager } = await load(postId, viewer);
      const where = and(
        eq(postMembers.postId, postId),
        isNull(users.disabledAt),
        manager
          ? undefined
          : sql`(${postMembers.status} = 'active' or ${postMembers.userId} = ${viewer.userId ?? 0})`,
      );
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)` })
        .from(postMembers)
        .innerJoin(users, eq(users.id, postMembers.userId))
        .where(where);
      const total = Number(n);
      const rows =
        limit === 0
          ? []
          : await db
              .select({ member: postMembers, user: users })
              .from(postMembers)
              .innerJoin(users, eq(users.id, postMembers.userId))
              .where(where)
              .orderBy(asc(postMembers.createdAt), asc(postMembers.userId))
              .limit(limit)
              .offset(offset);
      return {
        postMembers: rows.map((r) => present(r.member, r.user)),
        total,
        hasMore: offset + rows.length < total,
      };
    },

    /** POST /posts/{id}/members/invite `{lookup, role}` → `{membership}`. */
    async invite(postId: number, viewer: Viewer, lookup: string, role: string) {
      const loaded = await load(postId, viewer);
      if (!loaded.manager) throw new AppError(403, 'FORBIDDEN');
      const user = await lookupUser(lookup.trim());
      return { membership: await inviteUser(loaded, viewer, user, role) };
    },

    /** POST /posts/{id}/members/bulkInvite `{emails}` → `{memberships}`: accounts only, as Contributors. */
    async bulkInvite(postId: number, viewer: Viewer, emails: string[], _language: Language) {
      const loaded = await load(postId, viewer);
      if (!loaded.manager) throw new AppError(403, 'FORBIDDEN');
      const memberships = [];
      const skipped: { email: string; reason: string }[] = [];
      for (const email of [...new Set(emails.map((e) => e.trim().toLowerCase()))]) {
        try {
          memberships.push(await inviteUser(loaded, viewer, await lookupUser(email), BULK_INVITE_ROLE));
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) skipped.push({ email, reason: error.key });
          else throw error;
        }
      }
      return { memberships, skipped, total: memberships.length };
    },

    /** POST /posts/{id}/members/accept. */
    async accept(postId: number, viewer: Viewer & { userId: number }) {
      await load(postId, viewer);
      const row = await find(postId, viewer.userId);
      if (!row) throw new AppError(404, 'INVITE_NOT_FOUND');
      if (row.status === 'active') throw new AppError(409, 'INVITE_ALREADY_ACCEPTED');
      const [next] = await db
        .update(postMembers)
        .set({ status: 'active' })
        .where(and(eq(postMembers.postId, postId), eq(postMembers.userId, viewer.userId)))
        .returning();
      return { membership: present(next!, (await findUserById(db, viewer.userId))!) };
    },

    /**
     * PUT /posts/{id}/members/{username} `{role}`. Someone who is not a member here fails with
     * 'Post member not updated' (spec/000 §5, spec/001 §8).
     */
    async update(postId: number, userName: string, viewer: Viewer, role: string) {
      const { manager } = await load(postId, viewer);
      if (!manager) throw new AppError(403, 'FORBIDDEN');
      const user = await findUserByUserName(db, userName);
      const row = user ? await find(postId, user.id) : undefined;
      if (!user || !row) throw new AppError(404, 'POST_MEMBER_NOT_UPDATED');
      const [next] = await db
        .update(postMembers)
        .set({ role })
        .where(and(eq(postMembers.postId, postId), eq(postMembers.userId, user.id)))
        .returning();
      return { membership: present(next!, user) };
    },

    /**
     * PUT /posts/{id}/memberships `{user, role, checkedEdit}`: a manager ticks or unticks a
     * person's right to edit this section. Ticked gives `role` (Contributor when none); unticked
     * leaves them a Viewer of the section. The person must have an account.
     */
    async setMembership(
      postId: number,
      viewer: Viewer,
      input: { user: string; role?: string | undefined; checkedEdit: boolean },
    ) {
      const { manager } = await load(postId, viewer);
      if (!manager) throw new AppError(403, 'FORBIDDEN');
      const user = await findUserByUserName(db, input.user);
      if (!user || user.disabledAt) throw new AppError(404, 'POST_MEMBER_NOT_UPDATED');
      const role = input.checkedEdit ? (input.role ?? BULK_INVITE_ROLE) : 'viewer';
      const [row] = await db
        .insert(postMembers)
        .values({ postId, userId: user.id, role, status: 'active', invitedBy: viewer.userId })
        .onConflictDoUpdate({ target: [postMembers.postId, postMembers.userId], set: { role } })
        .returning();
      return { postMembership: present(row!, user) };
    },

    /**
     * DELETE /posts/{id}/members/{username}: one's own name is leaving, another's is removal by a
     * manager. Someone who is not a member fails with 'Post member not removed'.
     */
    async remove(postId: number, userName: string, viewer: Viewer & { userId: number }) {
      const { manager } = await load(postId, viewer);
      const user = await findUserByUserName(db, userName);
      if (user?.id !== viewer.userId && !manager) throw new AppError(403, 'FORBIDDEN');
      const removed = user
        ? await db
            .delete(postMembers)
            .where(and(eq(postMembers.postId, postId), eq(postMembers.userId, user.id)))
            .returning()
        : [];
      if (removed.length === 0) throw new AppError(404, 'POST_MEMBER_NOT_REMOVED');
      return { removed: true, userName: user!.userName };
    },
  };
}
export type PostMembersService = ReturnType<typeof postMembersService>;
