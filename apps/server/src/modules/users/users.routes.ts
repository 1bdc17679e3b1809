import { ProfileUpdateBody, SettingsBody, USER_TYPES } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UsersService } from './users.service.ts';

const UserNameParams = z.object({ username: z.string().min(1).max(64) });

export async function userRoutes(
  scope: FastifyInstance,
  { users: service }: { users: UsersService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];

  app.get(
    '/users/:username/profile',
    { config: { access: 'public' }, schema: { tags, params: UserNameParams } },
    async (request) => ({
      result: await service.profile(request.params.username, request.auth?.userId ?? null),
    }),
  );

  app.put(
    '/users/:username/profile',
    { config: { access: 'user' }, schema: { tags, params: UserNameParams, body: ProfileUpdateBody } },
    async (request) => ({
      result: await service.updateProfile(request.params.username, request.auth!, request.body),
    }),
  );

  app.delete(
    '/users/:username',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: UserNameParams,
        body: z.object({ password: z.string().max(512).optional() }).nullish(),
      },
    },
    async (request) => ({
      result: await service.deleteAccount(request.params.username, request.auth!, request.body?.password),
    }),
  );

  app.get('/users/settings', { config: { access: 'limited' }, schema: { tags } }, async (request) => ({
    result: await service.settings(request.auth!.userId),
  }));

  app.put(
    '/users/settings',
    { config: { access: 'user' }, schema: { tags, body: SettingsBody } },
    async (request) => ({
      result: await service.updateSettings(request.auth!.userId, request.body.settings),
    }),
  );

  app.put(
    '/users/:username/userType',
    {
      config: { access: { roles: ['admin'] } },
      schema: { tags, params: UserNameParams, body: z.object({ userType: z.enum(USER_TYPES) }) },
    },
    async (request) => ({
      result: await service.setUserType(request.params.username, request.body.userType),
    }),
  );
}
