import { z } from 'zod';
import { endpoint, IdParams, Timestamp, UserNameParams } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/**
 * A notification as its reader sees it (spec/000 §3: key, title, message, deep link, read): the
 * title and message come written in the reader's language.
 */
export const Notification = z
  .object({
    /** Names it for mark-read; the same key again refreshes it as unread. */
    key: z.string(),
    title: z.string(),
    message: z.string(),
    deepLink: z.string(),
    read: z.boolean(),
    error: z.boolean(),
    createdAt: Timestamp,
    /** What it tells of (`like`, `comment`, `message`…): the setting that switches it off names it. */
    kind: z.string().optional(),
    /** A grouped notification: how many different people it tells of ("Ada and 49 others"). */
    count: z.number().int().min(1).optional(),
  })
  .meta({ id: 'Notification' });

/**
 * The kinds a person may switch off in their settings: each is the free setting
 * `notify.<kind>` set to false (docs/decisions.md). Everything else always notifies.
 */
export const NOTIFICATION_SWITCHES = [
  'comment',
  'reply',
  'like',
  'bookmark',
  'follow',
  'mention',
  'commentLike',
  'sectionLike',
  'message',
] as const;
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];
export const notifySetting = (kind: NotificationSwitch) => `notify.${kind}` as const;

/** Muting a board or a comment thread: nothing more about it notifies the person. */
export const MuteBody = z.object({ muted: z.boolean() });
export const MutedResult = z.object({ muted: z.boolean() });
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = pageResult('notifications', Notification);
export const UnreadResult = z.object({ count: z.number().int().min(0) });

/** PUT /users/notifications/read: the keys to mark read, all of the person's when empty. */
export const MarkReadBody = z.object({ keys: z.array(z.string().max(200)).max(500).default([]) });
export const MarkReadResult = z.object({ marked: z.number().int().min(0) });

/** The VAPID public key that a browser subscribes with (base64url). */
export const PushKeyResult = z.object({ publicKey: z.string() });
/** A browser's push subscription as `PushSubscription.toJSON()` gives it (spec/001 §4 Push tokens). */
export const PushTokenBody = z.object({
  subscription: z.object({
    endpoint: z.string().url().max(2000).startsWith('https://'),
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
    }),
  }),
});
export const PushTokenSavedResult = z.object({ saved: z.literal(true) });
export const PushTokenQuery = z.object({ endpoint: z.string().max(2000) });
export const PushTokenRemovedResult = z.object({ removed: z.boolean() });

const tag = 'notifications';

/** In-app notifications and web push (spec/000 §3; spec/001 §7 Users; issue 5). */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users/:username/notifications',
    params: UserNameParams,
    query: PageQuery,
    result: NotificationPage,
    tag,
  }),
  unread: endpoint({
    method: 'GET',
    path: '/users/:username/notifications/unread',
    params: UserNameParams,
    result: UnreadResult,
    tag,
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/users/notifications/read',
    body: MarkReadBody,
    result: MarkReadResult,
    tag,
  }),
  boardMuted: endpoint({
    method: 'GET',
    path: '/projects/:id/notifications',
    params: IdParams,
    result: MutedResult,
    tag,
  }),
  muteBoard: endpoint({
    method: 'PUT',
    path: '/projects/:id/notifications',
    params: IdParams,
    body: MuteBody,
    result: MutedResult,
    tag,
  }),
  threadMuted: endpoint({
    method: 'GET',
    path: '/comments/:id/notifications',
    params: IdParams,
    result: MutedResult,
    tag,
  }),
  muteThread: endpoint({
    method: 'PUT',
    path: '/comments/:id/notifications',
    params: IdParams,
    body: MuteBody,
    result: MutedResult,
    tag,
  }),
  pushKey: endpoint({ method: 'GET', path: '/push/key', result: PushKeyResult, tag }),
  savePushToken: endpoint({
    method: 'PUT',
    path: '/users/pushToken',
    body: PushTokenBody,
    result: PushTokenSavedResult,
    tag,
  }),
  removePushToken: endpoint({
    method: 'DELETE',
    path: '/users/pushToken',
    query: PushTokenQuery,
    result: PushTokenRemovedResult,
    tag,
  }),
};
