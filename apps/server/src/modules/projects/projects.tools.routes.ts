import { boardToolEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { requestLanguage as lang } from '../../lib/language.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from './projects.access.ts';
import type { BoardCertificates } from './projects.certificate.ts';
import type { BoardLists } from './projects.lists.ts';
import type { Permission } from './projects.policy.ts';
import type { BoardTools } from './projects.tools.ts';

const board = (need: 'view' | Permission) => ({ kind: 'board', key: 'id', need }) as const;
const the = (request: FastifyRequest) => objectOf<BoardAccess>(request, 'board');
const person = { kind: 'user', key: 'username', need: 'exists' } as const;
/** The person themselves (or an admin): a 403 to others. */
const themselves = { kind: 'user', key: 'username', need: 'self' } as const;
const named = (request: FastifyRequest) => objectOf<UserRow>(request, 'user');

/**
 * The board calls issue 18 adds (docs/decisions.md "Board lists and tools"): pins per category,
 * is-online, premium and award-winner lists, a person's last board and draft, suggested
 * categories, search inside a board and certificates.
 */
export async function boardToolRoutes(
  app: FastifyInstance,
  deps: { tools: BoardTools; lists: BoardLists; certificates: BoardCertificates },
): Promise<void> {
  const { tools, lists, certificates } = deps;

  route(app, api.pin, { access: { roles: ['admin', 'curator'] }, object: board('view') }, async (request) =>
    tools.pin(the(request), request.body, viewerOf(request), lang(request)),
  );
  route(app, api.online, { access: 'user', object: board('editBoard') }, async (request) =>
    tools.setOnline(the(request), request.body.isOnline, viewerOf(request), lang(request)),
  );

  route(app, api.premium, { access: 'public' }, async (request) =>
    lists.premium(request.query, viewerOf(request), lang(request)),
  );
  route(app, api.awardWinners, { access: 'public' }, async (request) =>
    lists.awardWinners(request.query, viewerOf(request), lang(request)),
  );
  route(app, api.lastProject, { access: 'public', object: person }, async (request) =>
    lists.lastProject(named(request), viewerOf(request), lang(request)),
  );
  route(app, api.lastDraft, { access: 'user', object: themselves }, async (request) =>
    lists.lastDraft(named(request), signedIn(request), lang(request)),
  );

  route(app, api.suggestedCategories, { access: 'user', object: board('editBoard') }, async (request) =>
    tools.suggestFor(the(request), lang(request)),
  );
  // Asked as a person types in the editor: 600 an hour is typing, not a script.
  const typing = perPersonLimit(600, 60 * 60_000, app.ctx.config.rateLimitFactor);
  route(app, api.suggestCategories, { access: 'user', ...typing }, async (request) =>
    tools.suggest(request.body, lang(request)),
  );
  route(app, api.search, { access: 'public', object: board('view') }, async (request) =>
    tools.search(the(request), request.query),
  );

  // A PDF is made on each download: 60 an hour each is plenty for a team printing theirs.
  const printing = perPersonLimit(60, 60 * 60_000, app.ctx.config.rateLimitFactor);
  route(
    app,
    api.certificate,
    { access: 'public', object: board('view'), ...printing },
    async (request, reply) => {
      const { pdf, fileName } = await certificates.download(the(request), request.query.award, lang(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );
  route(app, api.verifyCertificate, { access: 'public' }, async (request) =>
    certificates.verify(request.params.code),
  );
}
