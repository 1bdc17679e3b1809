import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import type { NotificationsService } from './notifications.service.ts';

const UserNameParams = z.object({ username: z.string().min(1).max(64) });

export async function notificationRoutes(
  scope: FastifyInstance,
  { notifications: service }: { notifications: NotificationsService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
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

  // Web push (issue 5): the VAPID key for the browser, and the push-token save the client sends
  // at most once per 2 s (spec/001 §4 Push tokens).
  app.get('/push/key', { config: { access: 'public' }, schema: { tags } }, async () => ({
    result: { publicKey: await app.ctx.push.publicKey() },
  }));
  app.put(
    '/users/pushToken',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: z.object({
          subscription: z.object({
            endpoint: z.string().url().max(2000).startsWith('https://'),
            keys: z.object({
              p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
              auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
            }),
          }),
        }),
      },
    },
    async (request) => ({ result: await app.ctx.push.save(request.auth!.userId, request.body.subscription) }),
  );
  app.delete(
    '/users/pushToken',
    {
      config: { access: 'user' },
      schema: { tags, querystring: z.object({ endpoint: z.string().max(2000) }) },
    },
    async (request) => ({ result: await app.ctx.push.remove(request.auth!.userId, request.query.endpoint) }),
  );
}
