import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByUserName } from '../users/users.repository.ts';
import { pinRoutes } from './pins.routes.ts';
import { type PinImages, type PinNotifications, type PinsHeld, pinsService } from './pins.service.ts';

/**
 * The pins module: its service built once, its routes, and the `pinPartner` rule (the other person
 * of a swap path, who may be anyone with an account; the first is the `user` rule's).
 */
export function pinsModule(
  ctx: AppContext,
  deps: { images: PinImages; notifications: PinNotifications; held?: PinsHeld },
) {
  const service = pinsService(ctx, deps);
  ctx.guards.define('pinPartner', {
    needs: { exists: { refusal: 404, open: true } },
    async resolve(_request, value) {
      const user = await findUserByUserName(ctx.database.db, String(value ?? ''));
      if (!user || user.disabledAt) throw new AppError(404, 'NOT_FOUND');
      return user;
    },
  });
  return {
    count: service.count,
    routes: (app: FastifyInstance) => pinRoutes(app, service),
  };
}
