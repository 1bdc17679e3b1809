import { submissionEndpoints as api, fairEndpoints } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';
import { requestLanguage } from '../../lib/language.ts';
import { route, serialised } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { SubmissionBoard } from './submissions.access.ts';
import type { SubmissionsService } from './submissions.service.ts';

const review = { kind: 'submission', key: 'id', need: 'review' } as const;
const coordinate = { kind: 'submission', key: 'id', need: 'coordinate' } as const;
const entry = { kind: 'entry', key: 'id', need: 'enter' } as const;
/** The fair a review list names (optional): its reviewers and coordinators only. */
const listedFair = { kind: 'fair', key: 'fairID', need: 'review', from: 'query' } as const;
const the = (request: FastifyRequest) => objectOf<SubmissionBoard>(request, 'submission');
const board = (request: FastifyRequest) => objectOf<BoardAccess>(request, 'entry');

/** The fair pipeline (api.md "Fairs and submissions", "Boards": status, flags, review, partner submissions). */
export async function submissionRoutes(app: FastifyInstance, service: SubmissionsService): Promise<void> {
  route(app, fairEndpoints.eligible, { access: 'user', object: entry }, async (request) =>
    service.eligible(board(request), viewerOf(request), requestLanguage(request)),
  );
  route(app, fairEndpoints.submit, { access: 'user', object: entry }, async (request) =>
    service.submit(board(request), signedIn(request), request.body, requestLanguage(request)),
  );
  route(app, fairEndpoints.unsubmit, { access: 'user', object: coordinate }, async (request) =>
    service.unsubmit(
      the(request),
      signedIn(request),
      request.body.fairID,
      request.body.message,
      requestLanguage(request),
    ),
  );
  route(app, api.review, { access: 'user', object: review }, async (request) =>
    service.review(the(request), signedIn(request), request.body, requestLanguage(request)),
  );
  route(app, fairEndpoints.declineReasons, { access: 'public' }, async () => service.declineReasons());
  route(app, api.setStatus, { access: 'user', object: coordinate }, async (request) =>
    service.setStatus(the(request), request.body.add, request.body.remove),
  );
  route(app, api.setFlags, { access: 'user', object: coordinate }, async (request) =>
    service.setFlags(the(request), request.body),
  );
  // A fair's review list and its CSV (10k entries in the benchmark), each reviewer's own, built once
  // while nothing changes (lib/kept-answers.ts: any decision or entry shows at once).
  const kept = new KeptAnswers(app.ctx.events, 1000, 200);
  const keptFiles = new KeptAnswers(app.ctx.events, 1000, 20); // up to 10k rows each
  const keyOf = (request: FastifyRequest, what: string) =>
    `${what}|${viewerOf(request).userId}|${requestLanguage(request)}|${JSON.stringify(request.query)}`;
  route(app, api.list, { access: 'user', object: listedFair }, async (request) =>
    kept.get(keyOf(request, 'list'), async () =>
      serialised(api.list, await service.list(request.query, viewerOf(request), requestLanguage(request))),
    ),
  );
  route(
    app,
    fairEndpoints.exportSubmissions,
    { access: 'user', object: listedFair },
    async (request, reply) => {
      const csv = await keptFiles.get(keyOf(request, 'export'), () =>
        service.exportCsv(request.query, viewerOf(request), requestLanguage(request)),
      );
      const name = `submissions-${request.query.fairID ?? 'all'}-${request.query.filter}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
}
