import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';

const admin = { roles: ['admin'] } as const;

export async function adminRoutes(scope: FastifyInstance, { auth }: { auth: AuthService }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('/admin/maintenance', { config: { access: admin }, schema: { tags } }, async () => ({
    result: { enabled: await app.ctx.maintenance.isEnabled() },
  }));

  /** The maintenance switch (issue 2): while on, the API answers 503 to everyone but admins. */
  app.put(
    '/admin/maintenance',
    { config: { access: admin }, schema: { tags, body: z.object({ enabled: z.boolean() }) } },
    async (request) => {
      await app.ctx.maintenance.set(request.body.enabled);
      await app.ctx.database.db.insert(auditLog).values({
        actorId: request.auth!.userId,
        action: request.body.enabled ? 'maintenance.on' : 'maintenance.off',
      });
      return { result: { enabled: request.body.enabled } };
    },
  );

  app.post(
    '/admin/impersonate/:username',
    {
      config: { access: admin },
      schema: { tags, params: z.object({ username: z.string().min(1).max(64) }) },
    },
    async (request, reply) => {
      if (request.auth!.impersonatorId) throw new AppError(403, 'NOT_WHILE_IMPERSONATING');
      const result = await auth.impersonate(request.auth!.userId, request.params.username);
      reply.header('authorization', result.accessToken);
      reply.header('refresh-token', result.refreshToken);
      return { result };
    },
  );

  /** Limited-login and last-verified links (spec/000 §5) for a user, e.g. to send by email. */
  app.post(
    '/admin/users/:username/links',
    {
      config: { access: admin },
      schema: {
        tags,
        params: z.object({ username: z.string().min(1).max(64) }),
        body: z.object({ kind: z.enum(['limited', 'lastVerified']) }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        result: await auth.createUserLink(request.auth!.userId, request.params.username, request.body.kind),
      };
    },
  );
}
