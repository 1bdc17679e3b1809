import type { FastifyInstance } from 'fastify';
import { listOutbox } from './dev.service.ts';

/** Development helpers, registered only outside production without SMTP (api.md). */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', { config: { access: 'public' }, schema: { tags: ['development'] } }, async () => ({
    result: { messages: await listOutbox(app.ctx.database.db) },
  }));
}
