import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../context.ts';

/** Who is looking: a person (with the roles of their token) or a visitor. */
export interface Viewer {
  userId: number | null;
  roles: readonly string[];
  /** Sent with live messages so that clients know who did it (api.md). */
  uuid?: string | undefined;
}

/** A signed-in person with a full session. */
export type Person = Viewer & { userId: number; uuid: string };

export const visitor: Viewer = { userId: null, roles: [] };

/** The caller as a viewer: a limited (unverified) session sees what a visitor sees. */
export const viewerOf = (request: FastifyRequest): Viewer =>
  request.auth && !request.auth.limited
    ? { userId: request.auth.userId, roles: request.auth.roles }
    : visitor;

/** The caller of a route whose access rule requires a session (the guard has checked it). */
export function signedIn(request: FastifyRequest): Person {
  const auth = request.auth;
  if (!auth) throw new Error(`signedIn() on ${request.routeOptions.url}, which lets visitors in`);
  return { userId: auth.userId, roles: auth.roles, uuid: auth.uuid };
}

/**
 * The whole session of a caller whose route requires one: account calls also need its refresh
 * family (to keep it when others end) and who impersonates (some calls are refused then).
 */
export function sessionOf(request: FastifyRequest): AuthContext {
  const auth = request.auth;
  if (!auth) throw new Error(`sessionOf() on ${request.routeOptions.url}, which lets visitors in`);
  return auth;
}

/** Roles that see and act on what a moderator hid after a report (api.md "Reports, admin…"). */
export const MODERATOR_ROLES = ['admin', 'curator'] as const;
/** Whether the viewer holds the admin or curator role: hidden things stay visible to them. */
export const moderates = (viewer: Pick<Viewer, 'roles'>): boolean =>
  MODERATOR_ROLES.some((role) => viewer.roles.includes(role));
