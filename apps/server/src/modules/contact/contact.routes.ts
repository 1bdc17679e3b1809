import { ContactBody, isValidEmail, SignupTrackBody } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contacts, signupTracking } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { render } from '../../mail/templates.ts';
import { uniqueViolation } from '../users/users.repository.ts';

export async function contactRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const f = app.ctx.config.rateLimitFactor;

  /** POST /users/createContact (spec/001 §7): the spec's exact messages for a bad or known address. */
  app.post(
    '/users/createContact',
    {
      config: { access: 'public', rateLimit: { max: Math.ceil(10 * f), timeWindow: 60_000 } },
      schema: { tags: ['contact'], body: ContactBody },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.trim();
      if (!isValidEmail(email))
        throw new AppError(400, 'CONTACT_INVALID_EMAIL', {}, [], { email: 'CONTACT_INVALID_EMAIL' });
      try {
        await db.insert(contacts).values({
          email,
          userAgent: body.user_agent ?? null,
          referrer: body.referrer ?? null,
          path: body.path ?? null,
          subject: body.subject ?? null,
          message: body.message ?? null,
          userId: request.auth?.userId ?? null,
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'CONTACT_EXISTS');
        throw error;
      }
      const mail = render('contactConfirm', requestLanguage(request), {});
      await app.ctx.mailer.send({ to: email, ...mail });
      reply.code(201);
      return { result: { contact: { email } } };
    },
  );

  /** POST /users/signup/track (spec/001 §7): marketing tracking, recorded once per browser by the client. */
  app.post(
    '/users/signup/track',
    {
      config: { access: 'public', rateLimit: { max: Math.ceil(30 * f), timeWindow: 60_000 } },
      schema: { tags: ['contact'], body: SignupTrackBody },
    },
    async (request, reply) => {
      const { userId, action, path, ...data } = request.body;
      await db.insert(signupTracking).values({
        userId: request.auth?.userId ?? userId ?? null,
        action: action ?? null,
        path: path ?? null,
        data,
      });
      reply.code(201);
      return { result: { tracked: true } };
    },
  );
}
