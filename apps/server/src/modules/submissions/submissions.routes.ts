import { submissionEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { SubmissionsService } from './submissions.service.ts';

const staff = { roles: ['admin', 'curator', 'analytic', 'judgingAdmin'] } as const;
const submission = { kind: 'submission', key: 'id', need: 'review' } as const;
const the = (request: FastifyRequest) => objectOf<BoardAccess>(request, 'submission');

/** The staff's review of boards (api.md "Boards": status, flags, review, partner submissions). */
export async function submissionRoutes(app: FastifyInstance, service: SubmissionsService): Promise<void> {
  route(app, api.setStatus, { access: staff, object: submission }, async (request) =>
    service.setStatus(the(request), request.body.add, request.body.remove),
  );
  route(app, api.setFlags, { access: staff, object: submission }, async (request) =>
    service.setFlags(the(request), request.body),
  );
  route(app, api.review, { access: staff, object: submission }, async (request) =>
    service.review(the(request), request.body.status, request.body.reason),
  );
  route(app, api.list, { access: staff }, async (request) =>
    service.list(request.query, viewerOf(request), requestLanguage(request)),
  );
}
