import { reportEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { objectOf } from '../../lib/access.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { ReportRow } from './reports.access.ts';
import type { ReportsService } from './reports.service.ts';

/** Who works the moderation queue (api.md "Reports, admin and the second API"). */
const moderators = { roles: ['admin', 'curator'] } as const;

/** Reports (issue 13): anyone signed in reports; admins and curators act on them. */
export async function reportRoutes(app: FastifyInstance, service: ReportsService): Promise<void> {
  const f = app.ctx.config.rateLimitFactor;
  route(app, api.create, { access: 'user', ...perPersonLimit(30, 60 * 60_000, f) }, async (request) =>
    service.create(signedIn(request), request.body),
  );
  route(app, api.list, { access: moderators }, async (request) => service.list(request.query));
  route(
    app,
    api.act,
    { access: moderators, object: { kind: 'report', key: 'id', need: 'exists' } },
    async (request) =>
      service.act(signedIn(request), objectOf<ReportRow>(request, 'report'), request.body.action),
  );
}
