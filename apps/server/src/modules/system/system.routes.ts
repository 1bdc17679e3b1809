import { systemEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

/** Who reads the online count: admins and analytics (the admin area's system screens). */
const readers = { roles: ['admin', 'analytic'] } as const;

/** GET /version (spec/001 §4 version check): the build time in seconds; and the online count. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.version, { access: 'public' }, async () => ({ version: app.ctx.config.version }));
  /** spec/001 §7 Users: online count: the people with a live socket on this instance. */
  route(app, api.onlineCount, { access: readers }, async () => app.sockets.online());
}
