import { postEndpoints as api, peopleEndpoints } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { reactionRoutes } from '../reactions/reactions.ts';
import type { SectionAccess } from './posts.access.ts';
import type { PostsService } from './posts.service.ts';

type SectionNeed = 'view' | 'edit' | 'delete' | 'reorder';
const section = (need: SectionNeed) => ({ kind: 'section', key: 'id', need }) as const;
const the = (request: Parameters<typeof objectOf>[0]) => objectOf<SectionAccess>(request, 'section');
const boardOf = (request: Parameters<typeof objectOf>[0]) => objectOf<BoardAccess>(request, 'board');

/** Sections (api.md "Sections (posts), comments, media"; attachments are media's). */
export async function postRoutes(app: FastifyInstance, service: PostsService): Promise<void> {
  route(app, api.settings, { access: 'public' }, async () => service.settings());
  route(
    app,
    api.list,
    { access: 'public', object: { kind: 'board', key: 'id', need: 'view' } },
    async (request) => service.list(boardOf(request), request.query, viewerOf(request)),
  );
  // The board comes in the body: the service checks it as comments do theirs.
  route(app, api.create, { access: 'user' }, async (request) =>
    service.create(signedIn(request), request.body),
  );
  // A person's sections: anyone may name them; what each viewer sees is the service's filter.
  route(
    app,
    peopleEndpoints.posts,
    { access: 'public', object: { kind: 'user', key: 'username', need: 'exists' } },
    async (request) => service.byUser(objectOf<UserRow>(request, 'user'), request.query, viewerOf(request)),
  );
  route(app, api.get, { access: 'public', object: section('view') }, async (request) =>
    service.get(the(request), viewerOf(request)),
  );
  route(app, api.update, { access: 'user', object: section('edit') }, async (request) =>
    service.update(the(request), viewerOf(request), request.body),
  );
  route(app, api.remove, { access: 'user', object: section('delete') }, async (request) =>
    service.remove(the(request)),
  );
  route(app, api.move, { access: 'user', object: section('reorder') }, async (request) =>
    service.move(the(request), request.body.priority),
  );
  // The path names the board (spec/001 §7 "updateStatus/{projectID}"), the body the section.
  route(
    app,
    api.updateStatus,
    {
      access: 'user',
      object: [
        { kind: 'board', key: 'id', need: 'view' },
        { kind: 'section', key: 'postID', need: 'changeStatus', from: 'body' },
      ],
    },
    async (request) =>
      service.updateStatus(boardOf(request), the(request), signedIn(request), request.body.status),
  );
  reactionRoutes<SectionAccess>(app, api, {
    kit: service.likes,
    target: section('view'),
    read: 'public',
    idOf: (s) => s.row.id,
    changed: (s, person, result) => service.liked(s, person, result),
  });
}
