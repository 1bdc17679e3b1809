import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { defineMemberAccess } from './members.access.ts';
import { memberRoutes } from './members.routes.ts';
import { type MemberBoards, type MemberNotifications, membersService } from './members.service.ts';
import { postMembersService } from './post-members.service.ts';

/**
 * The members module: board memberships, linked boards and contributions, and section
 * memberships; its services built once, its object rules (`member`, `membershipBoard`), its routes.
 */
export function membersModule(
  ctx: AppContext,
  deps: { boards: MemberBoards; notifications: MemberNotifications },
) {
  const members = membersService(ctx, deps);
  const postMembers = postMembersService(ctx, { notifications: deps.notifications });
  defineMemberAccess(ctx.guards, ctx.database.db);
  return {
    routes: (app: FastifyInstance) => memberRoutes(app, { members, postMembers }),
  };
}
