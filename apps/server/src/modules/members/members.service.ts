import {
  type Board,
  BULK_INVITE_ROLE,
  baseRoleOf,
  isAnonymousRole,
  isValidEmail,
  type Language,
  type MessageKey,
  type PageQuery,
  translate,
} from '@makerboard/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  conversations,
  conversationUsers,
  linkTokens,
  projectLinks,
  projectMembers,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage, sqlCount } from '../../lib/paging.ts';
import { cutText, plainText } from '../../lib/text.ts';
import { type Person, type Viewer, visitor } from '../../lib/viewer.ts';
import { render } from '../../mail/templates.ts';
import { createLinkToken, markLinkUsed, readLinkToken } from '../auth/link-tokens.ts';
import { BOARD_SUPERVISORS } from '../conversations/conversations.policy.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { can, canView, isStaff, mayGrant, ownerHidden } from '../projects/projects.policy.ts';
import { findProject, type ProjectRow } from '../projects/projects.repository.ts';
import { shownName } from '../users/minors.ts';
import { presentPublicUser } from '../users/users.presenter.ts';
import { findUserByEmail, findUserById, findUserByUserName } from '../users/users.repository.ts';

type MemberRow = typeof projectMembers.$inferSelect;

/** The inviter's name in an invitation, as anyone may read it (a minor's surname cut; users/minors.ts). */
export const displayName = shownName;

export const mailLanguage = (u: Pick<UserRow, 'language'> | undefined, fallback: Language): Language =>
  u && (u.language === 'de' || u.language === 'fr' || u.language === 'en') ? u.language : fallback;

/** A role's name as people read it, in their language (a custom role by its own name). */
export function roleName(role: string, customRole: string | null, language: Language): string {
  const base = baseRoleOf(role) ?? 'viewer';
  const name =
    base === 'custom' && customRole
      ? customRole
      : translate(language, `ROLE_NAME_${base.toUpperCase()}` as MessageKey);
  return isAnonymousRole(role) ? translate(language, 'ROLE_NAME_ANONYMOUS', { role: name }) : name;
}

/**
 * The person an invitation names by username or e-mail address (a board's or a section's), or
 * undefined when no account has that name or address. A malformed address is a 400 on `lookup`.
 */
export async function findInvitee(db: Tx, lookup: string): Promise<UserRow | undefined> {
  const byEmail = lookup.includes('@');
  if (byEmail && !isValidEmail(lookup))
    throw new AppError(400, 'INVALID_EMAIL', {}, [], { lookup: 'INVALID_EMAIL' });
  return byEmail ? findUserByEmail(db, lookup) : findUserByUserName(db, lookup);
}

/** The join link of an invitation e-mail (spec/000 §2 "join"; spec/001 §5: the project id travels along). */
export const joinLink = (publicUrl: string, token: string, projectID: number) =>
  `${publicUrl}/join?token=${encodeURIComponent(token)}&projectID=${projectID}`;

/** What memberships need of the boards: a board the caller names, and the linked boards. */
export interface MemberBoards {
  /** The board with the viewer's role, or a 404 when they may not see it. */
  forChild: (id: number, viewer: Viewer) => Promise<BoardAccess>;
  /** The linked child boards of a board that the viewer may see, presented as boards are. */
  linked: (
    id: number,
    viewer: Viewer,
    q: PageQuery,
    language: Language,
  ) => Promise<{ links: Board[]; total: number; hasMore: boolean } | { total: number }>;
}
/** What memberships need of the notifications: telling the people invited. */
export interface MemberNotifications {
  notify: (items: NewNotification[]) => Promise<void>;
}

/**
 * Board memberships (spec/000 §3 Membership, §6; issue 4): invitations by username or e-mail,
 * bulk invitations, accept, leave, role changes and removal; linked boards and the board's
 * contributions. The rules of who may do what are the policy's (ROLE_PERMISSIONS, ROLE_GRANTS):
 * the `board` object rule has checked the route's permission (manageMembers, linkBoards) before
 * these run; what depends on the people involved (the grant table, leaving) is checked here.
 */
export function membersService(
  ctx: AppContext,
  deps: { boards: MemberBoards; notifications: MemberNotifications },
) {
  const db = ctx.database.db;
  const { boards, notifications } = deps;

  function present(member: MemberRow, user: UserRow, viewer: Viewer, manager: boolean, hideOwner = false) {
    const hidden =
      (isAnonymousRole(member.role) && !manager && viewer.userId !== user.id) ||
      (hideOwner && member.role === 'owner');
    return {
      user: hidden ? null : presentPublicUser(user),
      role: member.role,
      customRole: member.customRole,
      invitedByUserRole: member.invitedByUserRole,
      status: member.status as 'pending' | 'active',
      anonymous: isAnonymousRole(member.role),
      createdAt: member.createdAt.toISOString(),
    };
  }

  const manages = (board: BoardAccess, viewer: Viewer) => can(board.row, viewer, board.role, 'manageMembers');

  async function membership(tx: Tx, projectId: number, userId: number) {
    const [row] = await tx
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
      .limit(1);
    return row;
  }

  /** The inviter's role as recorded on the invitation (spec/000 §6 invitedByUserRole). */
  const inviterRole = (viewer: Viewer, role: string | null) => role ?? (isStaff(viewer) ? 'admin' : null);

  /** Membership changes alter the person's own view of the board (their cached roles). */
  const changed = (projectId: number, userId: number) =>
    ctx.events.emit({ type: 'project', action: 'update', id: projectId, actorId: userId });

  async function sendInvite(
    project: ProjectRow,
    viewer: Viewer,
    invitee: { user?: UserRow; email: string | null },
    role: string,
    customRole: string | null,
    invitedByUserRole: string | null,
    language: Language,
  ) {
    const inviter = viewer.userId ? await findUserById(db, viewer.userId) : undefined;
    const { token } = await createLinkToken(db, 'invite', {
      userId: invitee.user?.id ?? null,
      email: invitee.email,
      data: { projectID: project.id, role, customRole, invitedByUserRole },
      createdBy: viewer.userId,
    });
    const name = inviter ? displayName(inviter) : 'Makerboard';
    const inviteeLanguage = mailLanguage(invitee.user ?? inviter, language);
    if (invitee.email) {
      const mail = render('boardInvite', inviteeLanguage, {
        inviter: name,
        board: project.title,
        role: roleName(role, customRole, inviteeLanguage),
        link: joinLink(ctx.config.publicUrl, token, project.id),
      });
      await ctx.mailer.send({ to: invitee.email, ...mail });
    }
    if (invitee.user) {
      await notifications.notify([
        {
          userId: invitee.user.id,
          key: `board-invite:${project.id}`,
          kind: 'boardInvite',
          params: { name, board: project.title, role: roleName(role, customRole, inviteeLanguage) },
          deepLink: `/join?projectID=${project.id}`,
        },
      ]);
    }
    return token;
  }

  /** Invites one person: an account gets a pending membership, an unknown e-mail a link. */
  async function inviteOne(
    project: ProjectRow,
    viewer: Viewer,
    actorRole: string | null,
    lookup: string,
    role: string,
    customRole: string | null,
    language: Language,
  ) {
    const user = await findInvitee(db, lookup);
    // An unknown address gets a link (below); an unknown username has nobody to reach.
    if (user?.disabledAt || (!user && !lookup.includes('@')))
      throw new AppError(404, 'USER_NOT_FOUND_FOR_INVITE');
    const invitedByUserRole = inviterRole(viewer, actorRole);
    if (!user) {
      // An open invitation to this address is a duplicate (api.md 409), not a second e-mail.
      const [open] = await db
        .select({ id: linkTokens.id })
        .from(linkTokens)
        .where(
          and(
            eq(linkTokens.kind, 'invite'),
            isNull(linkTokens.usedAt),
            isNull(linkTokens.userId),
            gt(linkTokens.expiresAt, new Date()),
            sql`lower(${linkTokens.email}) = ${lookup.toLowerCase()}`,
            sql`(${linkTokens.data}->>'projectID')::int = ${project.id}`,
          ),
        )
        .limit(1);
      if (open) throw new AppError(409, 'ALREADY_MEMBER');
      await sendInvite(project, viewer, { email: lookup }, role, customRole, invitedByUserRole, language);
      return {
        user: null,
        email: lookup,
        role,
        customRole,
        invitedByUserRole,
        status: 'pending' as const,
        anonymous: isAnonymousRole(role),
        createdAt: new Date().toISOString(),
      };
    }
    const [row] = await db
      .insert(projectMembers)
      .values({
        projectId: project.id,
        userId: user.id,
        role,
        customRole,
        invitedByUserRole,
        invitedBy: viewer.userId,
        status: 'pending',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'ALREADY_MEMBER');
    await sendInvite(
      project,
      viewer,
      { user, email: user.email },
      role,
      customRole,
      invitedByUserRole,
      language,
    );
    return { ...present(row, user, viewer, true), email: null };
  }

  function checkCustomRole(role: string, customRole: string | undefined) {
    if (baseRoleOf(role) === 'custom' && !customRole?.trim())
      throw new AppError(400, 'VALIDATION_FAILED', {}, [], { customRole: 'REQUIRED' });
    return baseRoleOf(role) === 'custom' ? customRole!.trim() : null;
  }

  return {
    /** GET /projects/{id}/members: active members; managers also see pending ones and e-mail invitations. */
    async list(board: BoardAccess, viewer: Viewer) {
      const id = board.row.id;
      const manager = manages(board, viewer);
      const rows = await db
        .select({ member: projectMembers, user: users })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(
          and(
            eq(projectMembers.projectId, id),
            isNull(users.disabledAt),
            manager
              ? undefined
              : sql`(${projectMembers.status} = 'active' or ${projectMembers.userId} = ${viewer.userId ?? 0})`,
          ),
        )
        .orderBy(asc(projectMembers.createdAt), asc(projectMembers.userId));
      const hideOwner = ownerHidden(board.row, viewer, board.role);
      const memberships = rows.map((r) => present(r.member, r.user, viewer, manager, hideOwner));
      const invitations = manager
        ? (
            await db
              .select()
              .from(linkTokens)
              .where(
                and(
                  eq(linkTokens.kind, 'invite'),
                  isNull(linkTokens.usedAt),
                  isNull(linkTokens.userId),
                  gt(linkTokens.expiresAt, new Date()),
                  sql`(${linkTokens.data}->>'projectID')::int = ${id}`,
                ),
              )
              .orderBy(asc(linkTokens.id))
          ).map((t) => ({
            email: t.email,
            role: String(t.data.role ?? BULK_INVITE_ROLE),
            customRole: (t.data.customRole as string | null) ?? null,
            expiresAt: t.expiresAt.toISOString(),
          }))
        : [];
      return { memberships, invitations, total: memberships.length, hasMore: false };
    },

    /** POST /projects/{id}/members/invite `{lookup, role, customRole}` → `{membership}`. */
    async invite(
      board: BoardAccess,
      viewer: Viewer,
      input: { lookup: string; role: string; customRole?: string | undefined },
      language: Language,
    ) {
      const { row, role } = board;
      if (!mayGrant(viewer, role, input.role)) throw new AppError(403, 'ROLE_NOT_ALLOWED');
      const customRole = checkCustomRole(input.role, input.customRole);
      const membership = await inviteOne(
        row,
        viewer,
        role,
        input.lookup.trim(),
        input.role,
        customRole,
        language,
      );
      return { membership };
    },

    /** POST /projects/{id}/members/bulkInvite `{emails}` → `{memberships}`, all Contributors (spec/000 §6). */
    async bulkInvite(board: BoardAccess, viewer: Viewer, emails: string[], language: Language) {
      const { row, role } = board;
      if (!mayGrant(viewer, role, BULK_INVITE_ROLE)) throw new AppError(403, 'ROLE_NOT_ALLOWED');
      const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
      const invalid = unique.filter((e) => !isValidEmail(e));
      if (invalid.length > 0)
        throw new AppError(
          400,
          'INVALID_EMAIL',
          {},
          [],
          Object.fromEntries(invalid.map((e) => [e, 'INVALID_EMAIL'])),
        );
      const memberships = [];
      const skipped: { email: string; reason: string }[] = [];
      for (const email of unique) {
        try {
          memberships.push(await inviteOne(row, viewer, role, email, BULK_INVITE_ROLE, null, language));
        } catch (error) {
          if (error instanceof AppError && (error.statusCode === 409 || error.statusCode === 404))
            skipped.push({ email, reason: error.key });
          else throw error;
        }
      }
      return { memberships, skipped, total: memberships.length };
    },

    /**
     * POST /projects/{id}/members/accept `{token?}`: a pending membership becomes active. With an
     * invitation link's token, a link sent to an e-mail address without an account is claimed by
     * the signed-in person. A pending invitee may not see a private board yet: the `invitation`
     * rule hands over the board without the visibility check.
     */
    async accept(board: BoardAccess, viewer: Person, token: string | undefined) {
      const id = board.row.id;
      const link = token ? await readLinkToken(db, token, 'invite') : null;
      if (link) {
        if (Number(link.data.projectID ?? 0) !== id) throw new AppError(400, 'INVALID_INVITE');
        if (link.userId !== null && link.userId !== viewer.userId) throw new AppError(403, 'INVITE_PROBLEM');
      }
      const result = await db.transaction(async (tx) => {
        const current = await membership(tx, id, viewer.userId);
        if (current?.status === 'active') throw new AppError(409, 'INVITE_ALREADY_ACCEPTED');
        if (link && !(await markLinkUsed(tx, link.id))) throw new AppError(409, 'INVITE_ALREADY_ACCEPTED');
        if (current) {
          const [next] = await tx
            .update(projectMembers)
            .set({ status: 'active' })
            .where(and(eq(projectMembers.projectId, id), eq(projectMembers.userId, viewer.userId)))
            .returning();
          return next!;
        }
        if (!link) throw new AppError(404, 'INVITE_NOT_FOUND');
        const [next] = await tx
          .insert(projectMembers)
          .values({
            projectId: id,
            userId: viewer.userId,
            role: String(link.data.role ?? BULK_INVITE_ROLE),
            customRole: (link.data.customRole as string | null) ?? null,
            invitedByUserRole: (link.data.invitedByUserRole as string | null) ?? null,
            invitedBy: link.createdBy,
            status: 'active',
          })
          .returning();
        return next!;
      });
      changed(id, viewer.userId);
      const user = (await findUserById(db, viewer.userId))!;
      return { membership: present(result, user, viewer, true), projectID: id, redirect: `/project/${id}` };
    },

    /**
     * GET /projects/{id}/invitation: the join page names the board, who invited and the role before
     * anyone accepts (issue 16, item 11). Only to the invitation's holder: its token (from the
     * e-mail), or the caller's own pending invitation; anyone else learns nothing (404).
     */
    async invitation(row: ProjectRow, viewer: Viewer, token: string | undefined) {
      const link = token ? await readLinkToken(db, token, 'invite') : null;
      let invitedBy: number | null = null;
      let role: string | null = null;
      // The token was mailed to the invitee: holding it is enough to read what it invites to.
      if (link && Number(link.data.projectID ?? 0) === row.id) {
        invitedBy = link.createdBy;
        role = String(link.data.role ?? BULK_INVITE_ROLE);
      } else if (viewer.userId !== null) {
        const mine = await membership(db, row.id, viewer.userId);
        if (mine && mine.status !== 'active') {
          invitedBy = mine.invitedBy;
          role = mine.role;
        }
      }
      if (role === null) throw new AppError(404, 'INVITE_NOT_FOUND');
      const inviter = invitedBy === null ? undefined : await findUserById(db, invitedBy);
      return {
        board: { id: row.id, title: row.title },
        inviter: inviter ? presentPublicUser(inviter) : null,
        role,
      };
    },

    /** PUT /projects/{id}/members/{username} `{role, customRole}`. */
    async update(
      board: BoardAccess,
      user: UserRow | null,
      viewer: Viewer,
      input: { role: string; customRole?: string | undefined },
    ) {
      const { role } = board;
      const id = board.row.id;
      const current = user ? await membership(db, id, user.id) : undefined;
      if (!user || !current) throw new AppError(404, 'MEMBERSHIP_NOT_FOUND');
      if (baseRoleOf(current.role) === 'owner') throw new AppError(403, 'ROLE_NOT_ALLOWED');
      if (!mayGrant(viewer, role, current.role) || !mayGrant(viewer, role, input.role))
        throw new AppError(403, 'ROLE_NOT_ALLOWED');
      const customRole = checkCustomRole(input.role, input.customRole);
      const [next] = await db
        .update(projectMembers)
        .set({ role: input.role, customRole })
        .where(and(eq(projectMembers.projectId, id), eq(projectMembers.userId, user.id)))
        .returning();
      // Supervising the board's chats goes with the role: a demoted co-owner no longer moderates them.
      const base = baseRoleOf(input.role);
      await db
        .update(conversationUsers)
        .set({ isSupervisor: !!base && BOARD_SUPERVISORS.has(base) })
        .where(
          and(
            eq(conversationUsers.userId, user.id),
            inArray(
              conversationUsers.conversationId,
              db
                .select({ id: conversations.id })
                .from(conversations)
                .where(and(eq(conversations.kind, 'project'), eq(conversations.projectId, id))),
            ),
          ),
        );
      changed(id, user.id);
      return { membership: present(next!, user, viewer, true) };
    },

    /**
     * DELETE /projects/{id}/members/{username}: one's own name is leaving (or declining a pending
     * invitation, which needs no sight of a private board), anyone else's is removal by a manager
     * (the `member` rule's `remove` has checked both). The owner neither leaves nor is removed.
     */
    async remove(id: number, board: BoardAccess | null, user: UserRow | null, viewer: Person) {
      const self = user?.id === viewer.userId;
      if (self) {
        const current = await membership(db, id, viewer.userId);
        if (!current) throw new AppError(404, 'MEMBERSHIP_NOT_FOUND');
        if (baseRoleOf(current.role) === 'owner') throw new AppError(409, 'OWNER_CANNOT_LEAVE');
      } else {
        const role = board?.role ?? null;
        const current = user ? await membership(db, id, user.id) : undefined;
        if (!user || !current) throw new AppError(404, 'MEMBERSHIP_NOT_FOUND');
        if (baseRoleOf(current.role) === 'owner') throw new AppError(403, 'OWNER_CANNOT_LEAVE');
        if (!mayGrant(viewer, role, current.role)) throw new AppError(403, 'ROLE_NOT_ALLOWED');
      }
      const chats = await db.transaction(async (tx) => {
        await tx
          .delete(projectMembers)
          .where(and(eq(projectMembers.projectId, id), eq(projectMembers.userId, user!.id)));
        // They leave the board's chats too: no more messages, unread counts or list entries.
        return tx
          .delete(conversationUsers)
          .where(
            and(
              eq(conversationUsers.userId, user!.id),
              inArray(
                conversationUsers.conversationId,
                tx
                  .select({ id: conversations.id })
                  .from(conversations)
                  .where(and(eq(conversations.kind, 'project'), eq(conversations.projectId, id))),
              ),
            ),
          )
          .returning({ id: conversationUsers.conversationId });
      });
      changed(id, user!.id);
      // As when someone is taken out of a conversation: they hear it, and their sockets stop following it.
      for (const chat of chats)
        ctx.events.emit({
          type: 'conversation',
          action: 'delete',
          id: chat.id,
          childType: 'user',
          childTypeID: user!.id,
          uuid: viewer.uuid,
          to: [user!.uuid],
        });
      return { removed: true as const, userName: user!.userName };
    },

    /** GET /projects/{id}/links: the linked boards the viewer may see (a private child stays hidden). */
    async links(board: BoardAccess, viewer: Viewer, q: PageQuery, language: Language) {
      return boards.linked(board.row.id, viewer, q, language);
    },

    /**
     * POST /projects/{id}/links `{childID}`: the `board` rule has checked the parent's linkBoards
     * right (its owner and co-owners); the child must be visible to them.
     */
    async link(board: BoardAccess, viewer: Person, childID: number) {
      const id = board.row.id;
      if (childID === id) throw new AppError(400, 'CANNOT_LINK_SELF');
      const { row: child } = await boards.forChild(childID, viewer);
      const [inserted] = await db
        .insert(projectLinks)
        .values({ parentId: id, childId: childID, createdBy: viewer.userId })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new AppError(409, 'LINK_EXISTS');
      ctx.events.emit({
        type: 'project',
        action: 'add',
        id,
        childType: 'link',
        // Everyone following an open parent hears this; a private child's id stays out of it
        // (the clients reload the links, which the server filters per viewer).
        childTypeID: canView(child, visitor, null) ? childID : undefined,
        uuid: viewer.uuid,
      });
      return { link: { parentID: id, childID, createdAt: inserted.createdAt.toISOString() } };
    },

    /**
     * DELETE /projects/{id}/links/{childID}: the parent's linkBoards right is the `board` rule's.
     * The child is only the link's other end: it need not be visible, nor exist any more.
     */
    async unlink(board: BoardAccess, viewer: Person, childID: number) {
      const id = board.row.id;
      const removed = await db
        .delete(projectLinks)
        .where(and(eq(projectLinks.parentId, id), eq(projectLinks.childId, childID)))
        .returning();
      if (removed.length === 0) throw new AppError(404, 'LINK_NOT_FOUND');
      const child = await findProject(db, childID);
      ctx.events.emit({
        type: 'project',
        action: 'delete',
        id,
        childType: 'link',
        childTypeID: child && canView(child, visitor, null) ? childID : undefined,
        uuid: viewer.uuid,
      });
      return { removed: true as const, childID };
    },

    /**
     * GET /projects/{id}/contributions: the board's sections and comments, newest first, as one
     * list (spec/001 §7 "project posts and comments returns contributions, total"). Anonymous
     * authors stay hidden from others; private sections are for the board's team.
     */
    async contributions(board: BoardAccess, viewer: Viewer, q: PageQuery) {
      const { role } = board;
      const id = board.row.id;
      const team = role !== null || isStaff(viewer);
      const me = viewer.userId ?? 0;
      const hideOwner = ownerHidden(board.row, viewer, role);
      const source = sql`(
        select 'post' as type, p.id, p.id as post_id, p.user_id, p.anonymous, p.title, p.body, p.created_at
          from posts p where p.project_id = ${id}${team ? sql`` : sql` and not p.is_private`}
        union all
        select 'comment', c.id, c.post_id, c.user_id, c.anonymous, '' as title, c.body, c.created_at
          from comments c left join posts cp on cp.id = c.post_id
          where c.project_id = ${id}${team ? sql`` : sql` and (cp.id is null or not cp.is_private)`}
      )`;
      const counted = sql`select count(*)::int as n from ${source} s`;
      type Row = {
        type: 'post' | 'comment';
        id: number;
        post_id: number | null;
        user_id: number;
        anonymous: boolean;
        title: string;
        body: string;
        created_at: Date | string;
        user_name: string;
        uuid: string;
        first_name: string;
        last_name: string;
        avatar_url: string | null;
        avatar_upload_id: number | null;
        avatar_key: string | null;
        total: number;
      };
      // Written in SQL, so the count goes in as its text (not as `countedPage`'s drizzle column).
      const rows = () =>
        queryRows<Row>(
          db,
          sql`select s.*, u.user_name, u.uuid, u.first_name, u.last_name, u.avatar_url, u.avatar_upload_id, u.avatar_key,
                (${counted}) as total
              from ${source} s join users u on u.id = s.user_id
             order by s.created_at desc, s.type, s.id desc
             limit ${q.limit} offset ${q.offset}`,
        );
      return countedPage('contributions', q, sqlCount(db, counted), rows, (found) =>
        found.map((r) => {
          const hidden =
            (r.anonymous && Number(r.user_id) !== me && !isStaff(viewer)) ||
            (hideOwner && Number(r.user_id) === board.row.ownerId);
          return {
            type: r.type,
            id: Number(r.id),
            postID: r.post_id === null ? null : Number(r.post_id),
            projectID: id,
            title: r.title,
            excerpt: excerpt(r.body),
            anonymous: r.anonymous,
            user: hidden
              ? null
              : {
                  userName: r.user_name,
                  uuid: r.uuid,
                  fullName: `${r.first_name} ${r.last_name}`.trim() || r.user_name,
                  // Named whole here: the picture goes with the name (users.presenter `avatarOf`).
                  avatarUrl:
                    r.avatar_upload_id && r.avatar_key
                      ? `/api/users/${encodeURIComponent(r.user_name)}/avatar?k=${r.avatar_key}`
                      : r.avatar_url,
                },
            createdAt: new Date(r.created_at).toISOString(),
          };
        }),
      );
    },
  };
}

/** The first 200 characters of a section's or comment's text. */
function excerpt(html: string): string {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  return cutText(text, 200);
}
export type MembersService = ReturnType<typeof membersService>;
