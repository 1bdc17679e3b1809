import { resourceEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PartnerResourceRow, ResourceSectionRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { ResourcesService } from './resources.service.ts';

const resource = { kind: 'resource', key: 'id', need: 'exists' } as const;
const section = { kind: 'resourceSection', key: 'id', need: 'exists' } as const;
const resourceOf = (request: FastifyRequest) => objectOf<PartnerResourceRow>(request, 'resource');
const sectionOf = (request: FastifyRequest) => objectOf<ResourceSectionRow>(request, 'resourceSection');
/** spec/000 §6: resource editors (and admins) edit the library. */
const editors = { roles: ['admin', 'resourceEditor'] } as const;
/**
 * Attaching a board (and taking it off) is its owner's and editors' (the board's `editBoard` right,
 * which staff hold on every board): the resource must exist, the board is the caller's to change.
 */
const attachment = [resource, { kind: 'board', key: 'projectID', need: 'editBoard' }] as const;
const boardOf = (request: FastifyRequest) => objectOf<BoardAccess>(request, 'board');
const actor = (request: FastifyRequest) => signedIn(request).userId;

/**
 * The resources library: `/partner/…` and `/partnerResource/…` (the spec's paths, api.md) and the
 * person's own calls under `/resources/{id}/…` (registration, answers, downloads).
 */
export async function resourceRoutes(app: FastifyInstance, service: ResourcesService): Promise<void> {
  route(app, api.getResources, { access: 'public' }, async (request) =>
    service.getResources(request.query.type),
  );
  route(app, api.createPartnerResource, { access: editors }, async (request) =>
    service.create(actor(request), request.body),
  );
  route(app, api.sections, { access: 'public' }, async () => service.sections());
  route(app, api.section, { access: 'public', object: section }, async (request) =>
    service.section(sectionOf(request), request.query.type),
  );
  route(app, api.createSection, { access: editors }, async (request) =>
    service.createSection(actor(request), request.body),
  );
  route(app, api.updateSection, { access: editors, object: section }, async (request) =>
    service.updateSection(actor(request), sectionOf(request), request.body),
  );
  route(app, api.removeSection, { access: editors, object: section }, async (request) =>
    service.removeSection(actor(request), sectionOf(request)),
  );
  route(app, api.list, { access: 'public' }, async (request) => service.list(request.query));
  route(app, api.get, { access: 'public', object: resource }, async (request) =>
    service.get(resourceOf(request)),
  );
  route(app, api.create, { access: editors }, async (request) =>
    service.create(actor(request), request.body),
  );
  route(app, api.update, { access: editors, object: resource }, async (request) =>
    service.update(actor(request), resourceOf(request), request.body),
  );
  route(app, api.remove, { access: editors, object: resource }, async (request) =>
    service.remove(actor(request), resourceOf(request)),
  );
  route(app, api.embedHosts, { access: editors }, async () => service.embedHosts());
  route(app, api.putEmbedHosts, { access: editors }, async (request) =>
    service.putEmbedHosts(actor(request), request.body.hosts),
  );
  route(app, api.registration, { access: 'user', object: resource }, async (request) =>
    service.registration(actor(request), resourceOf(request)),
  );
  route(app, api.register, { access: 'user', object: resource }, async (request) =>
    service.register(actor(request), resourceOf(request)),
  );
  route(app, api.unregister, { access: 'user', object: resource }, async (request) =>
    service.unregister(actor(request), resourceOf(request)),
  );
  route(app, api.answers, { access: 'user', object: resource }, async (request) =>
    service.answers(actor(request), resourceOf(request)),
  );
  route(app, api.putAnswers, { access: 'user', object: resource }, async (request) =>
    service.putAnswers(actor(request), resourceOf(request), request.body.answers),
  );
  route(app, api.download, { access: 'user', object: resource }, async (request) =>
    service.download(actor(request), resourceOf(request), request.body),
  );
  route(app, api.downloads, { access: editors, object: resource }, async (request) =>
    service.downloads(resourceOf(request), request.query),
  );
  route(app, api.boards, { access: 'public', object: resource }, async (request) =>
    service.boards(resourceOf(request), request.query, viewerOf(request), requestLanguage(request)),
  );
  route(app, api.attachBoard, { access: 'user', object: attachment }, async (request) =>
    service.attachBoard(actor(request), resourceOf(request), boardOf(request).row.id),
  );
  route(app, api.detachBoard, { access: 'user', object: attachment }, async (request) =>
    service.detachBoard(resourceOf(request), boardOf(request).row.id),
  );
}
