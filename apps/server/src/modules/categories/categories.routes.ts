import { categoryEndpoints as api, hasAdminTypeRole } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CategoryRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { requestLanguage } from '../../lib/language.ts';
import { route, serialised } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import type { CategoriesService } from './categories.service.ts';

const category = { kind: 'category', key: 'id', need: 'exists' } as const;
const categoryOf = (request: FastifyRequest) => objectOf<CategoryRow>(request, 'category');
const admin = { roles: ['admin'] } as const;
const actor = (request: FastifyRequest) => signedIn(request).userId;

/** The category tree (spec/000 §3, §5); admins add and edit categories in en, de and fr (audited). */
export async function categoryRoutes(app: FastifyInstance, service: CategoriesService): Promise<void> {
  route(app, api.tree, { access: 'public' }, async (request) =>
    service.keptTree(
      request.query.language ?? requestLanguage(request),
      {
        // Private categories are for staff (admin-type roles) only.
        includePrivate: hasAdminTypeRole(request.auth?.roles),
        preference: !!request.query.preference,
        year: request.query.year,
      },
      (tree) => serialised(api.tree, tree),
    ),
  );
  route(app, api.create, { access: admin }, async (request) =>
    service.create(actor(request), request.body, requestLanguage(request)),
  );
  route(app, api.update, { access: admin, object: category }, async (request) =>
    service.update(actor(request), categoryOf(request), request.body, requestLanguage(request)),
  );
}
