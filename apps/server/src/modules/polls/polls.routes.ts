import { pollEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { PollAccess, PollsService } from './polls.service.ts';

const poll = (key: 'id' | 'pollID', need: 'view' | 'manage') => ({ kind: 'poll', key, need }) as const;
const the = (request: FastifyRequest) => objectOf<PollAccess>(request, 'poll');
const runners = { roles: ['admin', 'judgingAdmin'] } as const;

/** api.md "Polls": the spec's `/poll…` paths. */
export async function pollRoutes(app: FastifyInstance, service: PollsService): Promise<void> {
  route(app, api.create, { access: 'user' }, async (request) =>
    service.create(request.body, viewerOf(request)),
  );
  route(app, api.list, { access: 'public' }, async (request) => service.list(request.query));
  route(app, api.all, { access: 'public' }, async (request) => service.all(request.query));
  route(app, api.get, { access: 'public', object: poll('id', 'view') }, async (request) => ({
    poll: await service.presentOne(the(request).row),
  }));
  route(app, api.update, { access: 'user', object: poll('id', 'manage') }, async (request) =>
    service.update(the(request), request.body),
  );
  route(app, api.addOptions, { access: 'user', object: poll('id', 'manage') }, async (request) =>
    service.addOptions(the(request), request.body),
  );
  route(app, api.answer, { access: 'user' }, async (request) =>
    service.answer(request.body, signedIn(request)),
  );
  route(app, api.answerFor, { access: runners }, async (request) =>
    service.answerFor(request.body, request.params.userID),
  );
  route(app, api.mine, { access: 'user', object: poll('pollID', 'view') }, async (request) =>
    service.mine(the(request).row.id, viewerOf(request), request.query.projectID),
  );
  route(app, api.summary, { access: 'public', object: poll('pollID', 'view') }, async (request) =>
    service.summary(the(request), request.query.projectID),
  );
  route(app, api.userAnswer, { access: 'user', object: poll('pollID', 'view') }, async (request) =>
    service.userAnswer(the(request), viewerOf(request), request.params.userID, request.params.projectID),
  );
  route(app, api.forProjects, { access: 'public' }, async (request) =>
    service.forProjects(request.query.projectIDs),
  );
  route(app, api.filter, { access: 'public' }, async (request) => service.filter(request.query.projectIDs));
  route(app, api.myProjectAnswers, { access: 'user' }, async (request) =>
    service.myProjectAnswers(request.query.projectIDs, viewerOf(request)),
  );
  route(
    app,
    api.summaries,
    { access: 'public', object: { kind: 'board', key: 'projectId', need: 'view' } },
    async (request) => service.summaries(objectOf<BoardAccess>(request, 'board').row.id),
  );
  route(
    app,
    api.incomplete,
    { access: 'user', object: { kind: 'entry', key: 'id', need: 'enter' } },
    async (request) => service.incomplete(objectOf<BoardAccess>(request, 'entry').row.id),
  );
}
