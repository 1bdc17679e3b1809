import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { peopleRoutes } from './people.routes.ts';
import { peopleService } from './people.service.ts';
import { defineUserAccess } from './users.access.ts';
import { userRoutes } from './users.routes.ts';
import {
  type UserCircle,
  type UserCredentials,
  type UserFollows,
  type UserImages,
  usersService,
} from './users.service.ts';

/**
 * The users module: its service built once from the narrow ports it needs (the profile counts of
 * the social module, the password check and session ending of auth, the circle of
 * boards and classes a minor's whole surname is shown in), the `user` object kind that
 * every `:username` route names, and its routes.
 */
export function usersModule(
  ctx: AppContext,
  deps: { follows: UserFollows; credentials: UserCredentials; circle?: UserCircle; images?: UserImages },
) {
  const service = usersService(ctx, deps);
  const people = peopleService(ctx);
  defineUserAccess(ctx.guards, ctx.database.db);
  return {
    service,
    routes: async (app: FastifyInstance) => {
      await userRoutes(app, service);
      await peopleRoutes(app, people);
    },
  };
}
