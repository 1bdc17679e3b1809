import { BULK_INVITE_ROLE, type PageQuery } from '@makerboard/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { postMembers, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Person, Viewer } from '../../lib/viewer.ts';
import type { SectionAccess } from '../posts/posts.access.ts';
import { managesSectionMembers } from '../posts/posts.policy.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { findUserById, findUserByUserName } from '../users/users.repository.ts';
import { displayName, findInvitee, type MemberNotifications } from './members.service.ts';

type PostMemberRow = typeof postMembers.$inferSelect;

/**
 * Post (section) memberships with their own roles (spec/000 §3, spec/001 §7 Posts "Members").
 * A section's members are managed by its author and by those who manage the board's members
 * (the `section` rule's `manageMembers`, posts.policy.ts). A post role that allows editing
 * sections lets its holder edit that one section (posts.policy.ts). A post membership never
 * opens a private board: the board's visibility rule comes first.
 */
export function postMembersService(ctx: AppContext, deps: { notifications: MemberNotifications }) {
  const db = ctx.database.db;
  const { notifications } = deps;

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

  async function inviteUser(section: SectionAccess, viewer: Viewer, user: UserRow, role: string) {
    const [row] = await db
      .insert(postMembers)
      .values({ postId: section.row.id, userId: user.id, role, status: 'pending', invitedBy: viewer.userId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'ALREADY_MEMBER');
    const inviter = viewer.userId ? await findUserById(db, viewer.userId) : undefined;
    await notifications.notify([
      {
        userId: user.id,
        key: `post-invite:${section.row.id}`,
        kind: 'postInvite',
        params: {
          name: inviter ? displayName(inviter) : 'Makerboard',
          section: section.row.title || `#${section.row.priority + 1}`,
          board: section.project.title,
        },
        deepLink: `/story/${section.project.id}#section-${section.row.id}`,
      },
    ]);
    return present(row, user);
  }

  /** Section invitations reach accounts only. */
  async function lookupUser(lookup: string) {
    const user = await findInvitee(db, lookup);
    if (!user || user.disabledAt) throw new AppError(404, 'USER_NOT_FOUND_FOR_INVITE');
    return user;
  }

  return {
    /** GET /posts/{id}/membership → `{postMembership}` (the author holds an implicit owner membership). */
    async mine(section: SectionAccess, viewer: Viewer) {
      const post = section.row;
      const postId = post.id;
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
    async list(section: SectionAccess, viewer: Viewer, q: PageQuery) {
      const postId = section.row.id;
      const manager = managesSectionMembers(section, viewer);
      const where = and(
        eq(postMembers.postId, postId),
        isNull(users.disabledAt),
        manager
          ? undefined
          : sql`(${postMembers.status} = 'active' or ${postMembers.userId} = ${viewer.userId ?? 0})`,
      );
      return countedPage(
        'postMembers',
        q,
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(postMembers)
          .innerJoin(users, eq(users.id, postMembers.userId))
          .where(where),
        (total) =>
          db
            .select({ member: postMembers, user: users, total })
            .from(postMembers)
            .innerJoin(users, eq(users.id, postMembers.userId))
            .where(where)
            .orderBy(asc(postMembers.createdAt), asc(postMembers.userId))
            .limit(q.limit)
            .offset(q.offset),
        (rows) => rows.map((r) => present(r.member, r.user)),
      );
    },

    /** POST /posts/{id}/members/invite `{lookup, role}` → `{membership}` (managers: the `section` rule). */
    async invite(section: SectionAccess, viewer: Viewer, lookup: string, role: string) {
      const user = await lookupUser(lookup.trim());
      return { membership: await inviteUser(section, viewer, user, role) };
    },

    /** POST /posts/{id}/members/bulkInvite `{emails}` → `{memberships}`: accounts only, as Contributors. */
    async bulkInvite(section: SectionAccess, viewer: Viewer, emails: string[]) {
      const memberships = [];
      const skipped: { email: string; reason: string }[] = [];
      for (const email of [...new Set(emails.map((e) => e.trim().toLowerCase()))]) {
        try {
          memberships.push(await inviteUser(section, viewer, await lookupUser(email), BULK_INVITE_ROLE));
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) skipped.push({ email, reason: error.key });
          else throw error;
        }
      }
      return { memberships, skipped, total: memberships.length };
    },

    /** POST /posts/{id}/members/accept. */
    async accept(section: SectionAccess, viewer: Person) {
      const postId = section.row.id;
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
    async update(section: SectionAccess, user: UserRow | null, role: string) {
      const postId = section.row.id;
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
      section: SectionAccess,
      viewer: Viewer,
      input: { user: string; role?: string | undefined; checkedEdit: boolean },
    ) {
      const postId = section.row.id;
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
     * manager (the `member` rule's `remove`). Someone who is not a member fails with 'Post member
     * not removed'.
     */
    async remove(section: SectionAccess, user: UserRow | null) {
      const postId = section.row.id;
      const removed = user
        ? await db
            .delete(postMembers)
            .where(and(eq(postMembers.postId, postId), eq(postMembers.userId, user.id)))
            .returning()
        : [];
      if (removed.length === 0) throw new AppError(404, 'POST_MEMBER_NOT_REMOVED');
      return { removed: true as const, userName: user!.userName };
    },
  };
}
export type PostMembersService = ReturnType<typeof postMembersService>;
