import { MAX_ID } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { auditoriumRoutes } from './auditoriums.routes.ts';
import { type AuditoriumVideos, auditoriumsService } from './auditoriums.service.ts';

/**
 * The auditorium module: its service, its routes, and the `auditorium` and `video` rules (named by
 * id, public: everyone may watch the event's stage).
 */
export function auditoriumsModule(ctx: AppContext, deps: { videos: AuditoriumVideos }) {
  const service = auditoriumsService(ctx, deps);
  const byId =
    <T>(find: (id: number) => Promise<T | undefined>, code: 'AUDITORIUM_NOT_FOUND' | 'VIDEO_NOT_FOUND') =>
    async (_request: unknown, value: unknown) => {
      const id = Number(value);
      const row = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await find(id) : undefined;
      if (!row) throw new AppError(404, code);
      return row;
    };
  ctx.guards.define('auditorium', {
    needs: { exists: { refusal: 404, open: true } },
    resolve: byId(service.byId, 'AUDITORIUM_NOT_FOUND'),
  });
  ctx.guards.define('video', {
    needs: { exists: { refusal: 404, open: true } },
    resolve: byId(service.videoById, 'VIDEO_NOT_FOUND'),
  });
  return { routes: (app: FastifyInstance) => auditoriumRoutes(app, service) };
}
