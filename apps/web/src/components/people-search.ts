import type { PublicUser, searchEndpoints } from '@makerboard/shared';
import { call } from '../api/endpoint.ts';

type Api = typeof searchEndpoints;

/**
 * People whose name starts like what is typed (GET /users, api.md "People"): the one people
 * search of the mention list and the people pickers.
 */
export async function searchPeople(
  typed: string,
  limit: number,
  signal?: AbortSignal,
): Promise<PublicUser[]> {
  const page = await call<Api['people']>(
    { method: 'GET', path: '/users' },
    { query: { query: typed, limit, offset: 0, searchBy: 'name' }, signal },
  );
  return 'users' in page ? (page.users ?? []) : [];
}
