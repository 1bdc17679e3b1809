import { searchEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { SearchService } from './search.service.ts';

/** GET /search, and the people search of GET /users (api.md). */
export async function searchRoutes(app: FastifyInstance, search: SearchService): Promise<void> {
  route(app, api.search, { access: 'public' }, async (request) => {
    const { q, type, ...paging } = request.query;
    return search.search(q, type, paging, viewerOf(request), requestLanguage(request));
  });
  route(app, api.people, { access: 'public' }, async (request) =>
    request.query.searchBy === 'school'
      ? search.searchSchools(request.query.query, request.query, viewerOf(request))
      : search.searchUsers(request.query.query, request.query, viewerOf(request)),
  );
}
