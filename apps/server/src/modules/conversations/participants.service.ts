import type { PageQuery } from '@makerboard/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { conversationUsers, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import type { Person } from '../../lib/viewer.ts';
import { memberRole } from '../projects/projects.repository.ts';
import { findUserByUserName } from '../users/users.repository.ts';
import type { ConversationAccess } from './conversations.access.ts';
import type { ConversationEmit } from './conversations.events.ts';
import { checkChildSafe, supervises } from './conversations.policy.ts';
import { presentConversationUser } from './conversations.presenter.ts';
import type { ConversationsRepository } from './conversations.repository.ts';
import { type ConversationNotifications, conversationKey } from './messages.service.ts';

/**
 * A person who may be put in a conversation: verified and not disabled, else "User not found".
 * `user` is the row a path's `user` rule resolved, or a username from a body.
 */
export async function reachable(repo: ConversationsRepository, user: UserRow | string): Promise<UserRow> {
  const row = typeof user === 'string' ? await findUserByUserName(repo.db, user) : user;
  if (!row || row.disabledAt || !row.verifiedAt) throw new AppError(404, 'USER_NOT_FOUND');
  return row;
}

/**
 * The people of a conversation and each one's own view of it (spec/001 §7; spec/000 §3): who is
 * in it and who supervises, the caller's unread count, mute and pin.
 */
export function participantsService(deps: {
  repo: ConversationsRepository;
  emit: ConversationEmit;
  notifications: Pick<ConversationNotifications, 'read'>;
}) {
  const { repo, emit, notifications } = deps;
  const { db } = repo;

  /** Changes the caller's own settings of a conversation, joining it first (a public topic). */
  async function setOwn(
    { row }: ConversationAccess,
    person: Person,
    change: Partial<{ muted: boolean; pinned: boolean }>,
  ) {
    await repo.join(row.id, person.userId);
    await db
      .update(conversationUsers)
      .set(change)
      .where(and(eq(conversationUsers.conversationId, row.id), eq(conversationUsers.userId, person.userId)));
  }

  return {
    /** GET /conversations/{id}/users: supervisors first, then by when they joined. */
    users({ row }: ConversationAccess, q: PageQuery) {
      const where = eq(conversationUsers.conversationId, row.id);
      return countedPage(
        'users',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(conversationUsers).where(where),
        (total) =>
          db
            .select({ cu: conversationUsers, user: users, total })
            .from(conversationUsers)
            .innerJoin(users, eq(users.id, conversationUsers.userId))
            .where(where)
            .orderBy(
              desc(conversationUsers.isSupervisor),
              conversationUsers.joinedAt,
              conversationUsers.userId,
            )
            .limit(q.limit)
            .offset(q.offset),
        (rows) => rows.map((r) => presentConversationUser(r.user, r.cu.isSupervisor)),
      );
    },

    /** POST /conversations/{id}/users: a supervisor adds someone (never to a private conversation). */
    async add({ row }: ConversationAccess, person: Person, userName: string, isSupervisor: boolean) {
      if (row.kind === 'private') throw new AppError(400, 'INVALID_REQUEST');
      const user = await reachable(repo, userName);
      if (await repo.participant(row.id, user.id)) throw new AppError(409, 'CONVERSATION_ALREADY_MEMBER');
      // A board chat is for the board's active members only (and so keeps the child-safe rule).
      if (row.kind === 'project' && row.projectId && !(await memberRole(db, row.projectId, user.id)))
        throw new AppError(404, 'MEMBERSHIP_NOT_FOUND');
      if (row.kind === 'group') {
        for (const p of await repo.people(row.id)) await checkChildSafe([p, user], repo.shareBoard);
      }
      await db.insert(conversationUsers).values({ conversationId: row.id, userId: user.id, isSupervisor });
      await emit('add', row.id, 'user', user.id, person);
      return { user: presentConversationUser(user, isSupervisor) };
    },

    /** PUT /conversations/{id}/users/{userName} `{isSupervisor}`: a supervisor promotes or demotes. */
    async update({ row }: ConversationAccess, person: Person, named: UserRow, isSupervisor: boolean) {
      const user = await reachable(repo, named);
      const updated = await db
        .update(conversationUsers)
        .set({ isSupervisor })
        .where(and(eq(conversationUsers.conversationId, row.id), eq(conversationUsers.userId, user.id)))
        .returning();
      if (updated.length === 0) throw new AppError(404, 'USER_NOT_FOUND');
      await emit('update', row.id, 'user', user.id, person);
      return { user: presentConversationUser(user, isSupervisor) };
    },

    /** DELETE /conversations/{id}/users/{userName}: leave, or a supervisor removes someone. */
    async remove({ row, mine }: ConversationAccess, person: Person, named: UserRow) {
      const user = await reachable(repo, named);
      if (row.kind === 'private') throw new AppError(400, 'INVALID_REQUEST');
      if (user.id !== person.userId && !supervises(mine, person))
        throw new AppError(403, 'CONVERSATION_SUPERVISOR_ONLY');
      const removed = await db
        .delete(conversationUsers)
        .where(and(eq(conversationUsers.conversationId, row.id), eq(conversationUsers.userId, user.id)))
        .returning();
      if (removed.length === 0) throw new AppError(404, 'USER_NOT_FOUND');
      // The removed person hears it too, and their sockets stop following the conversation.
      await emit('delete', row.id, 'user', user.id, person, [user.uuid]);
      return { removed: true as const, userName: user.userName };
    },

    /** GET /conversations/{id}/role. */
    role({ mine }: ConversationAccess, person: Person) {
      return { isSupervisor: supervises(mine, person) };
    },

    /** PUT /conversations/{id}/read: the unread count goes to 0, the badge down by one. */
    async read({ row, mine }: ConversationAccess, person: Person) {
      if (mine && mine.unread > 0) {
        await db
          .update(conversationUsers)
          .set({ unread: 0 })
          .where(
            and(eq(conversationUsers.conversationId, row.id), eq(conversationUsers.userId, person.userId)),
          );
      }
      // A conversation read reads its notification too: the bell and the inbox agree (issue item 2).
      await notifications.read(person.userId, [conversationKey(row.id)]);
      return { read: true as const, unread: 0, totalUnread: await repo.totalUnread(person.userId) };
    },

    /** GET /conversations/{id}/notifications. */
    notifications({ mine }: ConversationAccess) {
      return { muted: mine?.muted ?? false };
    },

    /** PUT /conversations/{id}/notifications `{muted}`: a muted conversation still delivers, but tells nobody. */
    async setMuted(conversation: ConversationAccess, person: Person, muted: boolean) {
      await setOwn(conversation, person, { muted });
      return { muted, totalUnread: await repo.totalUnread(person.userId) };
    },

    /** PUT /conversations/{id}/pin `{pinned}`: the caller's own pin, which sorts it first. */
    async setPinned(conversation: ConversationAccess, person: Person, pinned: boolean) {
      await setOwn(conversation, person, { pinned });
      return { pinned };
    },

    /** GET /conversations/unread → `{total}`: the header badge. */
    async unread(person: Person) {
      return { total: await repo.totalUnread(person.userId) };
    },
  };
}
export type ParticipantsService = ReturnType<typeof participantsService>;
