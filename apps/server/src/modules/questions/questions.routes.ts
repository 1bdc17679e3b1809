import { questionEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { QuestionsService } from './questions.service.ts';

/**
 * Questions (spec/001 §7; docs/decisions.md "Questions"). The list is anyone's to ask: what it
 * shows depends on who asks (the service's visibility rules). A person's visibility is theirs and
 * the admins' to read (the `user` rule's `self`, from the query).
 */
export async function questionRoutes(app: FastifyInstance, service: QuestionsService): Promise<void> {
  route(app, api.list, { access: 'public' }, async (request) =>
    service.list(request.query, viewerOf(request)),
  );
  route(
    app,
    api.visibility,
    { access: 'user', object: { kind: 'user', key: 'user', from: 'query', need: 'self' } },
    async (request) => service.visibility(objectOf<UserRow>(request, 'user'), request.query),
  );
}
