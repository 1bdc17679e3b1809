import { z } from 'zod';
import { SOCKET_ACTIONS, SOCKET_CHILD_TYPES, SOCKET_TYPES } from './realtime-protocol.ts';

/**
 * The live socket at `/ws` (spec/001 §3, §4; api.md "Conversations and the socket"): JSON frames
 * `{action, type, id, childType, childTypeID, uuid, subType, subTypeID}` and the answers to the
 * client's own requests. The server's hub (apps/server/src/realtime) sends them and the web app's
 * socket client (apps/web/src/realtime) reads them, both typed by these schemas.
 */

/** A frame from the server. */
export const ServerMessage = z.object({
  action: z.enum(SOCKET_ACTIONS),
  type: z.enum(SOCKET_TYPES).optional(),
  id: z.number().optional(),
  childType: z.enum(SOCKET_CHILD_TYPES).optional(),
  childTypeID: z.number().optional(),
  /** Who did it (a person's uuid), or whom a logout is for. */
  uuid: z.string().optional(),
  subType: z.string().optional(),
  subTypeID: z.number().optional(),
  /** The answer to an `auth`, `subscribe` or `unsubscribe`. */
  ok: z.boolean().optional(),
  /** What went wrong, on an `error` frame. */
  message: z.string().optional(),
});
export type ServerMessage = z.output<typeof ServerMessage>;

/** A frame from the client: identify with a token, follow or stop following a topic, keep alive. */
export const ClientMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('auth'), token: z.string() }),
  z.object({
    action: z.literal('subscribe'),
    type: z.enum(['project', 'conversation', 'fair']),
    id: z.number(),
  }),
  z.object({
    action: z.literal('unsubscribe'),
    type: z.enum(['project', 'conversation', 'fair']),
    id: z.number(),
  }),
  z.object({ action: z.literal('ping') }),
]);
export type ClientMessage = z.output<typeof ClientMessage>;
