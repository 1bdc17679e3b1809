import { userEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { route } from '../../lib/route.ts';
import { sessionOf, signedIn, viewerOf } from '../../lib/viewer.ts';
import type { UsersService } from './users.service.ts';

const person = (need: 'exists' | 'self') => ({ kind: 'user', key: 'username', need }) as const;
const the = (request: Parameters<typeof objectOf>[0]) => objectOf<UserRow>(request, 'user');

/** Profiles and settings (spec/001 §7 Users; api.md "People"). */
export async function userRoutes(app: FastifyInstance, service: UsersService): Promise<void> {
  // Whoever holds a token for the account sees its own fields, a limited (unverified) one too.
  route(app, api.profile, { access: 'public', object: person('exists') }, async (request) =>
    service.profile(the(request), viewerOf(request)),
  );
  // The picture moves to a signed, expiring URL: a short private cache, the `v` of the link names it.
  route(app, api.avatar, { access: 'public', object: person('exists') }, async (request, reply) => {
    const url = await service.avatar(the(request), request.query.k);
    return reply.header('cache-control', 'private, max-age=3600').redirect(url, 302);
  });
  route(app, api.updateProfile, { access: 'user', object: person('self') }, async (request) =>
    service.updateProfile(the(request), request.body),
  );
  route(app, api.deleteAccount, { access: 'user', object: person('self') }, async (request) =>
    service.deleteAccount(the(request), sessionOf(request), request.body?.password),
  );
  route(app, api.settings, { access: 'limited' }, async (request) =>
    service.settings(signedIn(request).userId),
  );
  route(app, api.updateSettings, { access: 'user' }, async (request) =>
    service.updateSettings(
      signedIn(request).userId,
      request.body.settings,
      request.auth!.impersonatorId !== null,
    ),
  );
  route(app, api.setUserType, { access: { roles: ['admin'] }, object: person('exists') }, async (request) => {
    const target = the(request);
    const result = await service.setUserType(target, request.body.userType);
    await recordAdminAction(app.ctx.database.db, {
      actorId: signedIn(request).userId,
      action: 'user.type',
      targetType: 'user',
      targetId: target.id,
      data: { before: target.userType, after: request.body.userType },
    });
    return result;
  });
}
