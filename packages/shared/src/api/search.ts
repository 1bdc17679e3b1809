import { z } from 'zod';
import { Board } from './boards.ts';
import { endpoint } from './contract.ts';
import { CountResult, PageQuery, pageResult } from './paging.ts';
import { PeoplePage } from './social.ts';
import { PublicUser } from './users.ts';

export const SEARCH_TYPES = ['all', 'users', 'projects'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SearchQuery = PageQuery.extend({
  q: z.string().trim().max(200).default(''),
  type: z.enum(SEARCH_TYPES).default('all'),
});

/**
 * Where a found board matched (docs/decisions.md "Search"): its title and up to two pieces of its
 * description, with the words that matched in `<mark>…</mark>`. Everything else is escaped text:
 * `<mark>` and `</mark>` are the only tags, and `&amp; &lt; &gt; &quot; &#39;` the only entities.
 */
export const SearchHighlight = z.object({
  id: z.number().int(),
  title: z.string(),
  snippet: z.string(),
});
export type SearchHighlight = z.output<typeof SearchHighlight>;

/**
 * What a board search adds to its page: the highlights of the boards on it, and, when no board
 * was found, a query that finds some ("Did you mean …"), made of words similar to the ones asked.
 */
const foundBoards = {
  highlights: z.array(SearchHighlight).optional(),
  suggestion: z.string().optional(),
};

/** `type=projects`: a page of boards with their highlights (`{total}` in count mode). */
export const SearchBoardPage = pageResult('projects', Board, foundBoards);

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
  ...foundBoards,
});
/**
 * GET /search answers `type=all` with both lists, `type=projects` with a page of boards and
 * `type=users` with a page of people (`{total}` in count mode). The order matters: an answer is
 * read as the first shape it fits, and every page fits the count-mode `{total}`.
 */
export const SearchResult = z.union([
  SearchAllResult,
  SearchBoardPage.options[0],
  PeoplePage.options[0],
  CountResult,
]);

/** GET /users: people by name, or `searchBy=school` the schools people named (`{schools, total, hasMore}`). */
export const PeopleQuery = PageQuery.extend({
  query: z.string().trim().max(200).default(''),
  searchBy: z.enum(['name', 'school']).default('name'),
});

/**
 * A school people named in their location (issue 18 item 4), with how many people named it. Minors'
 * schools are never counted or listed: a school with only minors in it is not found.
 */
export const School = z.object({ name: z.string(), people: z.number().int().min(0) });
export const SchoolPage = pageResult('schools', School);
/** GET /users answers people, schools (`searchBy=school`) or, in count mode, `{total}`. */
export const PeopleSearchResult = z.union([PeoplePage.options[0], SchoolPage.options[0], CountResult]);

/** api.md GET /search, and the people search of GET /users. */
export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/search',
    query: SearchQuery,
    result: SearchResult,
    tag: 'search',
  }),
  people: endpoint({
    method: 'GET',
    path: '/users',
    query: PeopleQuery,
    result: PeopleSearchResult,
    tag: 'people',
  }),
};
