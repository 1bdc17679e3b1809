import { devEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listOutbox } from './dev.service.ts';

/** Development helpers, registered only outside production without SMTP (api.md). */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.outbox, { access: 'public' }, async () => ({
    messages: await listOutbox(app.ctx.database.db),
  }));
}

/**
 * The outbox at the root: one path for people and tools, told apart by content negotiation. A
 * browser asking for a page gets the web app (its outbox screen); anything else gets the JSON.
 */
export function devOutboxPage(app: FastifyInstance, webDist: string | undefined): void {
  route(app, api.outboxPage, { access: 'public', hide: true }, async (request, reply) => {
    if (webDist && (request.headers.accept ?? '').includes('text/html')) {
      // sendFile streams the page and answers nothing itself: hand the reply back so nothing is sent twice.
      await reply.type('text/html').sendFile('index.html');
      return reply;
    }
    return { messages: await listOutbox(app.ctx.database.db) };
  });
}
