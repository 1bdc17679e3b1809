import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { notificationsService } from './notifications.service.ts';

const UserNameParams = z.object({ username: z.string().min(1).max(64) });

export async function notificationRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const service = notificationsService(app.ctx);
  const tags = ['notifications'];

  app.get(
    '/users/:username/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: UserNameParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(0).max(100).default(20),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
      },
    },
    async (request) => ({
      result: await service.list(
        request.params.username,
        request.auth!.userId,
        request.query.limit,
        request.query.offset,
        requestLanguage(request),
      ),
    }),
  );
  app.get(
    '/users/:username/notifications/unread',
    { config: { access: 'user' }, schema: { tags, params: UserNameParams } },
    async (request) => ({ result: await service.unread(request.params.username, request.auth!.userId) }),
  );
  app.put(
    '/users/notifications/read',
    {
      config: { access: 'user' },
      schema: { tags, body: z.object({ keys: z.array(z.string().max(200)).max(500).default([]) }) },
    },
    async (request) => ({ result: await service.markRead(request.auth!.userId, request.body.keys) }),
  );
}
