import {
  isMessageKey,
  type Language,
  type MessageKey,
  NOTIFICATION_SWITCHES,
  type Notification,
  type NotificationSwitch,
  notifySetting,
  type PageQuery,
  translate,
} from '@makerboard/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  notificationActors,
  notificationMutes,
  notifications,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { countedPage, countOf } from '../../lib/paging.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { mentionedNames } from './mentions.ts';

/** Kinds of notification: their title and message keys in the shared catalogue. */
const KINDS = {
  sectionReview: { title: 'NOTIFY_SECTION_REVIEW_TITLE', message: 'NOTIFY_SECTION_REVIEW_MESSAGE' },
  message: { title: 'NOTIFY_MESSAGE_TITLE', message: 'NOTIFY_MESSAGE_MESSAGE' },
  boardInvite: { title: 'NOTIFY_BOARD_INVITE_TITLE', message: 'NOTIFY_BOARD_INVITE_MESSAGE' },
  postInvite: { title: 'NOTIFY_POST_INVITE_TITLE', message: 'NOTIFY_POST_INVITE_MESSAGE' },
  classJoin: { title: 'NOTIFY_CLASS_JOIN_TITLE', message: 'NOTIFY_CLASS_JOIN_MESSAGE' },
  classApproved: { title: 'NOTIFY_CLASS_APPROVED_TITLE', message: 'NOTIFY_CLASS_APPROVED_MESSAGE' },
  classDeclined: { title: 'NOTIFY_CLASS_DECLINED_TITLE', message: 'NOTIFY_CLASS_DECLINED_MESSAGE' },
  sectionCompleted: { title: 'NOTIFY_SECTION_COMPLETED_TITLE', message: 'NOTIFY_SECTION_COMPLETED_MESSAGE' },
  sectionReturned: { title: 'NOTIFY_SECTION_RETURNED_TITLE', message: 'NOTIFY_SECTION_RETURNED_MESSAGE' },
  pinSwapAsked: { title: 'NOTIFY_PIN_SWAP_ASKED_TITLE', message: 'NOTIFY_PIN_SWAP_ASKED_MESSAGE' },
  pinSwapCompleted: {
    title: 'NOTIFY_PIN_SWAP_COMPLETED_TITLE',
    message: 'NOTIFY_PIN_SWAP_COMPLETED_MESSAGE',
  },
  fairSubmitted: { title: 'NOTIFY_FAIR_SUBMITTED_TITLE', message: 'NOTIFY_FAIR_SUBMITTED_MESSAGE' },
  fairUnsubmitted: { title: 'NOTIFY_FAIR_UNSUBMITTED_TITLE', message: 'NOTIFY_FAIR_UNSUBMITTED_MESSAGE' },
  fairApproved: { title: 'NOTIFY_FAIR_APPROVED_TITLE', message: 'NOTIFY_FAIR_APPROVED_MESSAGE' },
  fairDeclined: { title: 'NOTIFY_FAIR_DECLINED_TITLE', message: 'NOTIFY_FAIR_DECLINED_MESSAGE' },
  awarded: { title: 'NOTIFY_AWARDED_TITLE', message: 'NOTIFY_AWARDED_MESSAGE' },
  nominated: { title: 'NOTIFY_NOMINATED_TITLE', message: 'NOTIFY_NOMINATED_MESSAGE' },
  // What people do on each other's boards and profiles, grouped per target while unread.
  comment: { title: 'NOTIFY_COMMENT_TITLE', message: 'NOTIFY_COMMENT_MESSAGE', grouped: true },
  reply: { title: 'NOTIFY_REPLY_TITLE', message: 'NOTIFY_REPLY_MESSAGE', grouped: true },
  like: { title: 'NOTIFY_LIKE_TITLE', message: 'NOTIFY_LIKE_MESSAGE', grouped: true },
  bookmark: { title: 'NOTIFY_BOOKMARK_TITLE', message: 'NOTIFY_BOOKMARK_MESSAGE', grouped: true },
  follow: { title: 'NOTIFY_FOLLOW_TITLE', message: 'NOTIFY_FOLLOW_MESSAGE', grouped: true },
  commentLike: {
    title: 'NOTIFY_COMMENT_LIKE_TITLE',
    message: 'NOTIFY_COMMENT_LIKE_MESSAGE',
    grouped: true,
  },
  sectionLike: {
    title: 'NOTIFY_SECTION_LIKE_TITLE',
    message: 'NOTIFY_SECTION_LIKE_MESSAGE',
    grouped: true,
  },
  mention: { title: 'NOTIFY_MENTION_TITLE', message: 'NOTIFY_MENTION_MESSAGE' },
  reportHidden: { title: 'NOTIFY_REPORT_HIDDEN_TITLE', message: 'NOTIFY_REPORT_HIDDEN_MESSAGE' },
  reportDismissed: { title: 'NOTIFY_REPORT_DISMISSED_TITLE', message: 'NOTIFY_REPORT_DISMISSED_MESSAGE' },
} as const satisfies Record<string, { title: MessageKey; message: MessageKey; grouped?: true }>;
export type NotificationKind = keyof typeof KINDS;

export interface NewNotification {
  userId: number;
  /** Identifies the notification for mark-read; the same key again refreshes it as unread. */
  key: string;
  kind: NotificationKind;
  params: Record<string, string>;
  deepLink: string;
}

type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  'key' | 'kind' | 'params' | 'deepLink' | 'readAt' | 'createdAt'
> & { actorCount?: number };

/** Texts a parameter may name as `@KEY`: the server's own words, in the reader's language. */
const PARAM_TEXTS = new Set<MessageKey>(['NOTIFY_SOMEONE', 'NOTIFY_PLACE_MESSAGES']);

/**
 * `@NOTIFY_SOMEONE` ("Someone") and `@NOTIFY_PLACE_MESSAGES` ("a message") are written in the
 * reader's language; anything else (a board's title, a preview) is shown as it was typed.
 */
function paramsIn(language: Language, params: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const key = value.slice(1) as MessageKey;
    out[name] = value.startsWith('@') && PARAM_TEXTS.has(key) ? translate(language, key) : value;
  }
  return out;
}

/**
 * The message of a grouped notification names the latest person, the latest two, or the latest and
 * how many others: "Ada and 49 others liked …" (docs/decisions.md).
 */
function messageKey(kind: (typeof KINDS)[NotificationKind], count: number): string {
  if (!('grouped' in kind) || count < 2) return kind.message;
  return `${kind.message}_${count === 2 ? 'TWO' : 'MANY'}`;
}

/** A stored notification in the reader's language (spec/000 §3: key, title, message, deep link, read). */
export function presentNotification(row: NotificationRow, language: Language): Notification {
  const kind = KINDS[row.kind as NotificationKind] as (typeof KINDS)[NotificationKind] | undefined;
  const count = row.actorCount ?? 0;
  const params = paramsIn(language, { ...row.params, others: String(Math.max(count - 1, 0)) });
  const text = (key: string) => (isMessageKey(key) ? translate(language, key, params) : key);
  return {
    key: row.key,
    title: kind ? text(kind.title) : row.kind,
    message: kind ? text(messageKey(kind, count)) : '',
    deepLink: row.deepLink,
    read: row.readAt !== null,
    error: false,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    ...(count > 0 ? { count } : {}),
  };
}

/** Whose unread count changed, and how: by exactly one new notification, or otherwise. */
type Changes = Map<number, { uuid: string; fresh: number; changed: boolean }>;

/**
 * Something a person did that others hear of (issue "The community as a newcomer meets it", item 1):
 * a comment, a reply, a like, a bookmark, a follow, a mention.
 */
export interface Activity {
  kind: Extract<NotificationKind, NotificationSwitch>;
  actorId: number;
  /** Who may hear of it: the actor, the disabled, those who switched the kind off or muted it drop out. */
  recipients: number[];
  /** What the group is about (`project:5`, `comment:12`, `user:3`): one unread row per person, kind and target. */
  target: string;
  /** Mutes that silence it (`project:5`, `comment:12`). */
  mutes?: string[];
  /** The board it happened on: only people who can see the board hear of it. */
  boardId?: number;
  /** An anonymous actor is not named, and their activity is not grouped with others'. */
  anonymous?: boolean;
  params: Record<string, string>;
  deepLink: string;
}

/** Tells whether a person can see a board (the `board` rule's view, for someone other than the caller). */
export type BoardSight = (boardId: number, viewer: Viewer) => Promise<boolean>;

/** One unread row per person, kind and target; anonymous activity has a row of its own. */
const keyOf = (a: Activity) => `${a.kind}:${a.target}${a.anonymous ? ':anonymous' : ''}`;

const nameOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'userName'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.userName;

/**
 * In-app notifications (spec/000 §3; issue 5 item 5): stored, counted, read, and told live. A
 * person's list is theirs alone: the `user` rule's `personal` need resolves them (a 404 to others).
 */
export function notificationsService(
  ctx: AppContext,
  deps: { sees: BoardSight; log?: FastifyBaseLogger | undefined },
) {
  const db = ctx.database.db;

  /** Unread counts of these people. */
  async function unreadOf(tx: Tx, ids: number[]) {
    const rows = await tx
      .select({ id: notifications.userId, n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), isNull(notifications.readAt)))
      .groupBy(notifications.userId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /**
   * Tells each person's sockets: `new` when their unread count rose by exactly one (the client
   * raises its badge by one, spec/001 §4), `update` when it changed otherwise or a notification
   * changed in place (the client asks for the count and the list again), so the badge and the
   * panel always agree.
   */
  function announce(changes: Changes) {
    for (const [id, change] of changes) {
      if (!change.changed) continue;
      ctx.events.emit({
        type: 'notification',
        action: change.fresh === 1 ? 'new' : 'update',
        id,
        uuid: change.uuid,
      });
    }
  }

  /** The items whose kind their person has not switched off (settings `notify.<kind>` false). */
  async function wanted<T extends { userId: number; kind: string }>(items: T[], tx: Tx): Promise<T[]> {
    const switchable = items.filter((i) => (NOTIFICATION_SWITCHES as readonly string[]).includes(i.kind));
    if (switchable.length === 0) return items;
    const people = await tx
      .select({ id: users.id, settings: users.settings })
      .from(users)
      .where(inArray(users.id, [...new Set(switchable.map((i) => i.userId))]));
    const settings = new Map(people.map((p) => [p.id, p.settings]));
    return items.filter(
      (i) =>
        !(NOTIFICATION_SWITCHES as readonly string[]).includes(i.kind) ||
        settings.get(i.userId)?.[notifySetting(i.kind as NotificationSwitch)] !== false,
    );
  }

  /** The recipients of an activity who hear of it (see `Activity`). */
  async function audience(a: Activity): Promise<{ id: number; uuid: string }[]> {
    const ids = [...new Set(a.recipients)].filter((id) => id !== a.actorId);
    if (ids.length === 0) return [];
    const mutes = a.mutes ?? [];
    const rows = await db
      .select({ id: users.id, uuid: users.uuid, roles: users.roles })
      .from(users)
      .where(
        and(
          inArray(users.id, ids),
          isNull(users.disabledAt),
          sql`coalesce(${users.settings}->>${notifySetting(a.kind)}, 'true') <> 'false'`,
          mutes.length > 0
            ? sql`not exists (select 1 from ${notificationMutes} m where m.user_id = ${users.id} and m.target in ${mutes})`
            : undefined,
        ),
      );
    if (a.boardId === undefined) return rows;
    const boardId = a.boardId;
    const sight = await Promise.all(rows.map((r) => deps.sees(boardId, { userId: r.id, roles: r.roles })));
    return rows.filter((_, i) => sight[i]);
  }

  /**
   * One person's row of an activity: a new group (new, or the last one was read), or the unread
   * group it joins, updated in place with the count and the latest two names. Returns whether the
   * row is newly unread.
   */
  async function group(
    tx: Tx,
    a: Activity,
    userId: number,
    now: Date,
  ): Promise<{ fresh: boolean; params: Record<string, string>; actorCount: number }> {
    const grouped = 'grouped' in KINDS[a.kind] && !a.anonymous;
    const key = keyOf(a);
    const [inserted] = await tx
      .insert(notifications)
      .values({ userId, key, kind: a.kind, params: a.params, deepLink: a.deepLink, createdAt: now })
      .onConflictDoNothing()
      .returning();
    const [row] = inserted
      ? [inserted]
      : await tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.key, key)))
          .for('update');
    if (!row) return { fresh: false, params: a.params, actorCount: 0 };
    const fresh = inserted !== undefined || row.readAt !== null;
    let params = { ...a.params, name: '@NOTIFY_SOMEONE', other: '' };
    let actorCount = 0;
    if (grouped) {
      if (row.readAt !== null)
        await tx.delete(notificationActors).where(eq(notificationActors.notificationId, row.id));
      await tx
        .insert(notificationActors)
        .values({ notificationId: row.id, actorId: a.actorId, at: now })
        .onConflictDoUpdate({
          target: [notificationActors.notificationId, notificationActors.actorId],
          set: { at: now },
        });
      const latest = await tx
        .select({ firstName: users.firstName, lastName: users.lastName, userName: users.userName })
        .from(notificationActors)
        .innerJoin(users, eq(users.id, notificationActors.actorId))
        .where(eq(notificationActors.notificationId, row.id))
        .orderBy(desc(notificationActors.at))
        .limit(2);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(notificationActors)
        .where(eq(notificationActors.notificationId, row.id));
      actorCount = Number(n);
      params = {
        ...a.params,
        name: latest[0] ? nameOf(latest[0]) : '@NOTIFY_SOMEONE',
        other: latest[1] ? nameOf(latest[1]) : '',
      };
    } else if (!a.anonymous) {
      const [actor] = await tx.select().from(users).where(eq(users.id, a.actorId));
      if (actor) params = { ...a.params, name: nameOf(actor), other: '' };
    }
    await tx
      .update(notifications)
      .set({ params, actorCount, deepLink: a.deepLink, readAt: null, emailedAt: null, createdAt: now })
      .where(eq(notifications.id, row.id));
    return { fresh, params, actorCount };
  }

  return {
    /** Stores notifications after the change they tell of, then tells their people's sockets. */
    async notify(items: NewNotification[], tx: Tx = db) {
      (await this.stage(items, tx))();
    },

    /**
     * Writes the notifications in `tx` (the transaction of the change they tell of, so that the
     * change and its notifications are kept or lost together) and returns what announces them:
     * the live message and the push, to be called once that transaction has committed. Kinds a
     * person switched off in their settings are not written for them.
     */
    async stage(all: NewNotification[], tx: Tx = db): Promise<() => void> {
      const items = await wanted(all, tx);
      if (items.length === 0) return () => {};
      const ids = [...new Set(items.map((i) => i.userId))];
      const before = await unreadOf(tx, ids);
      await tx
        .insert(notifications)
        .values(items)
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.key],
          set: { params: sql`excluded.params`, readAt: null, createdAt: new Date() },
        });
      const after = await unreadOf(tx, ids);
      const people = await tx
        .select({ id: users.id, uuid: users.uuid })
        .from(users)
        .where(inArray(users.id, ids));
      const changes: Changes = new Map(
        people.map((p) => [
          p.id,
          { uuid: p.uuid, fresh: (after.get(p.id) ?? 0) - (before.get(p.id) ?? 0), changed: true },
        ]),
      );
      return () => {
        announce(changes);
        // Browsers that allowed it get a push too; a slow push service never holds up the change.
        void ctx.push.deliver(items).catch(() => {});
      };
    },

    /**
     * Tells the people of an activity (see `Activity`), after the change committed. A failure is
     * logged, never thrown: the like or the comment itself is kept.
     */
    async activity(a: Activity): Promise<void> {
      try {
        const people = await audience(a);
        if (people.length === 0) return;
        const now = new Date();
        const changes: Changes = new Map();
        const told: (NewNotification & { actorCount: number })[] = [];
        await db.transaction(async (tx) => {
          for (const person of people) {
            const row = await group(tx, a, person.id, now);
            changes.set(person.id, { uuid: person.uuid, fresh: row.fresh ? 1 : 0, changed: true });
            told.push({
              userId: person.id,
              key: keyOf(a),
              kind: a.kind,
              params: row.params,
              deepLink: a.deepLink,
              actorCount: row.actorCount,
            });
          }
        });
        announce(changes);
        // The push says what the row says now ("Ada and 3 others liked …").
        void ctx.push.deliver(told).catch(() => {});
      } catch (error) {
        deps.log?.warn({ err: error, kind: a.kind }, 'notification not written');
      }
    },

    /** A board's active owners and members: who hears of what happens on it. */
    async team(boardId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select owner_id as id from projects where id = ${boardId}
            union select user_id as id from project_members where project_id = ${boardId} and status = 'active'`,
      );
      return rows.map((r) => Number(r.id));
    },

    /** The people a text mentions (`@username`), by id. */
    async mentioned(text: string): Promise<number[]> {
      const names = mentionedNames(text);
      if (names.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.userName}) in ${names}`, isNull(users.disabledAt)));
      return rows.map((r) => r.id);
    },

    /** Whether a person muted a target (`project:5`, `comment:12`). */
    async muted(userId: number, target: string) {
      const rows = await db
        .select({ t: notificationMutes.target })
        .from(notificationMutes)
        .where(and(eq(notificationMutes.userId, userId), eq(notificationMutes.target, target)));
      return { muted: rows.length > 0 };
    },

    /** Mutes or unmutes a board or a comment thread for a person. */
    async mute(userId: number, target: string, muted: boolean) {
      if (muted) await db.insert(notificationMutes).values({ userId, target }).onConflictDoNothing();
      else
        await db
          .delete(notificationMutes)
          .where(and(eq(notificationMutes.userId, userId), eq(notificationMutes.target, target)));
      return { muted };
    },

    /** A person's notifications, newest first. */
    async list(user: UserRow, q: PageQuery, language: Language) {
      const mine = eq(notifications.userId, user.id);
      return countedPage(
        'notifications',
        q,
        db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(mine),
        (total) =>
          db
            .select({ n: notifications, total })
            .from(notifications)
            .where(mine)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(q.limit)
            .offset(q.offset),
        (rows) => rows.map((r) => presentNotification(r.n, language)),
      );
    },

    async unread(user: UserRow) {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
      return { count: countOf(rows) };
    },

    /** Marks a person's notifications read where something else read them (a conversation opened). */
    async read(userId: number, keys: string[]) {
      if (keys.length === 0) return { marked: 0 };
      return this.markRead(userId, keys);
    },

    /**
     * PUT /users/notifications/read `{keys}`: all of the person's when empty. Their other screens
     * hear of it (an `update`), so every badge shows the same count.
     */
    async markRead(userId: number, keys: string[]) {
      const where = and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        keys.length > 0 ? inArray(notifications.key, keys) : undefined,
      );
      const marked = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(where)
        .returning({ key: notifications.key });
      if (marked.length > 0) {
        const [person] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, userId));
        if (person)
          announce(new Map([[userId, { uuid: person.uuid, fresh: -marked.length, changed: true }]]));
      }
      return { marked: marked.length };
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;

/** What other modules use to tell people of activity: the activity itself, a board's team, mentions. */
export type ActivityNotifier = Pick<NotificationsService, 'activity' | 'team' | 'mentioned'>;
