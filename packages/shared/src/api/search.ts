import { z } from 'zod';
import { Board, BoardPage } from './boards.ts';
import { endpoint } from './contract.ts';
import { CountResult, PageQuery } from './paging.ts';
import { PeoplePage } from './social.ts';
import { PublicUser } from './users.ts';

export const SEARCH_TYPES = ['all', 'users', 'projects'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SearchQuery = PageQuery.extend({
  q: z.string().trim().max(200).default(''),
  type: z.enum(SEARCH_TYPES).default('all'),
});

/**
 * `type=all`: both lists, each with its own total (left out when nothing was asked: an empty `q`).
 * `hasMore` says whether either list goes on.
 */
export const SearchAllResult = z.object({
  projects: z.array(Board),
  users: z.array(PublicUser),
  totalProjects: z.number().int().min(0).optional(),
  totalUsers: z.number().int().min(0).optional(),
  total: z.number().int().min(0),
  hasMore: z.boolean(),
});
/**
 * GET /search answers `type=all` with both lists, `type=projects` with a page of boards and
 * `type=users` with a page of people (`{total}` in count mode). The order matters: an answer is
 * read as the first shape it fits, and every page fits the count-mode `{total}`.
 */
export const SearchResult = z.union([
  SearchAllResult,
  BoardPage.options[0],
  PeoplePage.options[0],
  CountResult,
]);

/** GET /users: people by name (`searchBy=school` is taken, and searches by name too for now). */
export const PeopleQuery = PageQuery.extend({
  query: z.string().trim().max(200).default(''),
  searchBy: z.enum(['name', 'school']).default('name'),
});

/** api.md GET /search, and the people search of GET /users. */
export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/search',
    query: SearchQuery,
    result: SearchResult,
    tag: 'search',
  }),
  people: endpoint({ method: 'GET', path: '/users', query: PeopleQuery, result: PeoplePage, tag: 'people' }),
};
