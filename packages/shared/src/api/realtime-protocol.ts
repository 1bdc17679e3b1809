/**
 * The constants of the live socket's protocol (spec/001 §3, §4), free of zod so that the web app's
 * first screen can use them without the schema library; realtime.ts builds the schemas from them.
 */

/**
 * What a frame is about: a board, a person, a conversation, a notification, an upload, the server
 * version; `post` and `comment` frames are part of spec/001 §4 (the client ignores post-type
 * messages about a board).
 */
export const SOCKET_TYPES = [
  'project',
  'post',
  'comment',
  'user',
  'conversation',
  'notification',
  'upload',
  'version',
  /** A fair's review lists (its staff follow them; issue 10). */
  'fair',
  /** A fair's judging: scores as judges give them (its organisers, and each judge's own progress). */
  'judging',
] as const;
export type SocketType = (typeof SOCKET_TYPES)[number];

/** What changed inside it. */
export const SOCKET_CHILD_TYPES = [
  'post',
  'comment',
  'link',
  'like',
  'subscription',
  'message',
  'user',
  'upload',
  'submission',
  'score',
] as const;
export type SocketChildType = (typeof SOCKET_CHILD_TYPES)[number];

/** The actions of spec/001 §4 and the answers to the client's requests. */
export const SOCKET_ACTIONS = [
  'subscribe',
  'unsubscribe',
  'add',
  'delete',
  'update',
  'log',
  'view',
  'recommendation',
  'share',
  'new',
  'logout',
  'auth',
  'ping',
  'pong',
  'error',
] as const;
export type SocketAction = (typeof SOCKET_ACTIONS)[number];

/** Sent on a frame the server cannot read (spec/001 §4 wording). */
export const SOCKET_DECODE_ERROR = 'Unable to decode socket message';
