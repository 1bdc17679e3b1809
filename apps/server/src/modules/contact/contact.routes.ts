import { contactEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import type { ContactService } from './contact.service.ts';

/** The contact form and signup tracking (spec/001 §7): open to everyone, limited per address. */
export async function contactRoutes(app: FastifyInstance, service: ContactService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;

  route(
    app,
    api.create,
    { access: 'public', rateLimit: { max: Math.ceil(10 * f), timeWindow: 60_000 } },
    async (request) => service.create(request.body, request.auth?.userId ?? null, requestLanguage(request)),
  );
  route(
    app,
    api.trackSignup,
    { access: 'public', rateLimit: { max: Math.ceil(30 * f), timeWindow: 60_000 } },
    async (request) => service.track(request.body, request.auth?.userId ?? null),
  );
}
