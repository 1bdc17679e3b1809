import {
  isMessageKey,
  type Language,
  type MessageKey,
  type Notification,
  type PageQuery,
  translate,
} from '@makerboard/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notifications, type UserRow, users } from '../../db/schema/index.ts';
import { countOf, page } from '../../lib/paging.ts';

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
} as const satisfies Record<string, { title: MessageKey; message: MessageKey }>;
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
>;

/** A stored notification in the reader's language (spec/000 §3: key, title, message, deep link, read). */
export function presentNotification(row: NotificationRow, language: Language): Notification {
  const kind = KINDS[row.kind as NotificationKind];
  const text = (key: string) => (isMessageKey(key) ? translate(language, key, row.params) : key);
  return {
    key: row.key,
    title: kind ? text(kind.title) : row.kind,
    message: kind ? text(kind.message) : '',
    deepLink: row.deepLink,
    read: row.readAt !== null,
    error: false,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * In-app notifications (spec/000 §3; issue 5 item 5): stored, counted, read, and told live. A
 * person's list is theirs alone: the `user` rule's `personal` need resolves them (a 404 to others).
 */
export function notificationsService(ctx: AppContext) {
  const db = ctx.database.db;

  return {
    /** Stores notifications after the change they tell of, then tells their people's sockets. */
    async notify(items: NewNotification[], tx: Tx = db) {
      (await this.stage(items, tx))();
    },

    /**
     * Writes the notifications in `tx` (the transaction of the change they tell of, so that the
     * change and its notifications are kept or lost together) and returns what announces them:
     * the live message and the push, to be called once that transaction has committed.
     */
    async stage(items: NewNotification[], tx: Tx = db): Promise<() => void> {
      if (items.length === 0) return () => {};
      await tx
        .insert(notifications)
        .values(items)
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.key],
          set: { params: sql`excluded.params`, readAt: null, createdAt: new Date() },
        });
      const people = await tx
        .select({ id: users.id, uuid: users.uuid })
        .from(users)
        .where(inArray(users.id, [...new Set(items.map((i) => i.userId))]));
      return () => {
        for (const person of people)
          ctx.events.emit({ type: 'notification', action: 'new', id: person.id, uuid: person.uuid });
        // Browsers that allowed it get a push too; a slow push service never holds up the change.
        void ctx.push.deliver(items).catch(() => {});
      };
    },

    /** A person's notifications, newest first. */
    async list(user: UserRow, q: PageQuery, language: Language) {
      const mine = eq(notifications.userId, user.id);
      return page(
        'notifications',
        q,
        async () =>
          countOf(await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(mine)),
        async () => {
          const rows = await db
            .select()
            .from(notifications)
            .where(mine)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(q.limit)
            .offset(q.offset);
          return rows.map((r) => presentNotification(r, language));
        },
      );
    },

    async unread(user: UserRow) {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
      return { count: countOf(rows) };
    },

    /** PUT /users/notifications/read `{keys}`: all of the person's when empty. */
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
      return { marked: marked.length };
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
