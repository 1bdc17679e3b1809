import { awardEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { ProjectRow } from '../projects/projects.repository.ts';
import { type AwardAccess, type AwardsService, presentAward } from './awards.service.ts';

const admin = { roles: ['admin'] } as const;
const award = (need: 'view' | 'give') => ({ kind: 'award', key: 'id', need }) as const;
const the = (request: FastifyRequest) => objectOf<AwardAccess>(request, 'award');

/** api.md "Awards and nominations". The admins' writes are audited (`admin_actions`). */
export async function awardRoutes(app: FastifyInstance, service: AwardsService): Promise<void> {
  const audit = (request: FastifyRequest, action: string, targetId: number, data?: Record<string, unknown>) =>
    recordAdminAction(app.ctx.database.db, {
      actorId: signedIn(request).userId,
      action,
      targetType: 'award',
      targetId,
      ...(data ? { data } : {}),
    });
  route(app, api.create, { access: admin }, async (request) => {
    const result = await service.create(request.body);
    await audit(request, 'award.create', result.award.id);
    return result;
  });
  route(app, api.list, { access: 'public' }, async (request) => service.list(request.query));
  route(app, api.get, { access: 'public', object: award('view') }, async (request) => ({
    award: presentAward(the(request).row),
  }));
  route(app, api.update, { access: admin, object: award('view') }, async (request) => {
    const result = await service.update(the(request), request.body);
    await audit(request, 'award.update', result.award.id);
    return result;
  });
  route(app, api.remove, { access: admin, object: award('view') }, async (request) => {
    const result = await service.remove(the(request));
    await audit(request, 'award.remove', result.id);
    return result;
  });
  route(app, api.grant, { access: admin, object: award('view') }, async (request) => {
    const result = await service.setPermission(the(request), request.params.userID, true);
    await audit(request, 'award.grant', result.awardID, { userID: result.userID });
    return result;
  });
  route(app, api.revoke, { access: admin, object: award('view') }, async (request) => {
    const result = await service.setPermission(the(request), request.params.userID, false);
    await audit(request, 'award.revoke', result.awardID, { userID: result.userID });
    return result;
  });
  route(
    app,
    api.give,
    { access: 'user', object: [{ kind: 'board', key: 'projectID', need: 'view' }, award('give')] },
    async (request) =>
      service.give(
        the(request),
        objectOf<BoardAccess>(request, 'board').row,
        signedIn(request),
        requestLanguage(request),
      ),
  );
  route(app, api.myPermissions, { access: 'user' }, async (request) =>
    service.myPermissions(viewerOf(request)),
  );
  route(
    app,
    api.nominate,
    { access: 'user', object: { kind: 'entry', key: 'id', need: 'enter' } },
    async (request) =>
      service.nominate(objectOf<BoardAccess>(request, 'entry').row, signedIn(request), request.body.awardIDs),
  );
  route(
    app,
    api.boardAwards,
    { access: 'public', object: { kind: 'board', key: 'id', need: 'view' } },
    async (request) => service.boardAwards(objectOf<BoardAccess>(request, 'board').row.id),
  );
  route(
    app,
    api.userAwards,
    { access: 'public', object: { kind: 'user', key: 'username', need: 'exists' } },
    async (request) => service.userAwards(objectOf<UserRow>(request, 'user').id),
  );
  route(app, api.finalists, { access: 'public' }, async (request) =>
    service.finalists(request.query, viewerOf(request), requestLanguage(request)),
  );
  route(
    app,
    api.blueRibbon,
    // The fairs' coordinators and the staff who run them (the `submission` rule: a 404 to others).
    { access: 'user', object: { kind: 'submission', key: 'id', need: 'coordinate' } },
    async (request) =>
      service.blueRibbon(objectOf<{ row: ProjectRow }>(request, 'submission').row, request.body.BlueRibbon),
  );
}
