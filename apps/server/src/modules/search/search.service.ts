import type { Board, Language, PageQuery, SEARCH_TYPES } from '@makerboard/shared';
import { VARIANT_BOARD_TYPES } from '@makerboard/shared';
import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { projects, users } from '../../db/schema/index.ts';
import { countOf, page, pageOf } from '../../lib/paging.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

/** What search needs of the boards: boards as the viewer sees them (the boards module presents them). */
export interface SearchBoards {
  present: (rows: (typeof projects.$inferSelect)[], viewer: Viewer, language: Language) => Promise<Board[]>;
}

/** `%q%` for ilike, with the pattern characters of `q` taken literally. */
const containing = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * Search (api.md GET /search): boards by PostgreSQL full-text search over title and description
 * (plus a trigram match on the title for typos and prefixes), people by trigram similarity of
 * their names. Private boards and drafts are never found.
 */
export function searchService(ctx: AppContext, deps: { boards: SearchBoards }) {
  const db = ctx.database.db;
  const types = [...VARIANT_BOARD_TYPES[ctx.config.siteVariant]];

  function searchProjects(q: string, paging: PageQuery, viewer: Viewer, language: Language) {
    const where = and(
      sql`not ${projects.isPrivate} and not ${projects.isHidden} and not ${projects.isDraft}`,
      inArray(projects.type, types),
      sql`(${projects.search} @@ websearch_to_tsquery('simple', ${q}) or ${projects.title} % ${q} or ${projects.title} ilike ${containing(q)})`,
    );
    return page(
      'projects',
      paging,
      async () => countOf(await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where)),
      async () =>
        deps.boards.present(
          await db
            .select()
            .from(projects)
            .where(where)
            .orderBy(
              sql`ts_rank(${projects.search}, websearch_to_tsquery('simple', ${q})) + similarity(${projects.title}, ${q}) desc`,
              desc(projects.id),
            )
            .limit(paging.limit)
            .offset(paging.offset),
          viewer,
          language,
        ),
    );
  }

  /** GET /users and the people of GET /search: by name, most similar first. */
  function searchUsers(q: string, paging: PageQuery) {
    const name = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName})`;
    const where = and(
      isNull(users.disabledAt),
      sql`(${name} ilike ${containing(q)} or ${users.userName} % ${q} or (${users.firstName} || ' ' || ${users.lastName}) % ${q})`,
    );
    return page(
      'users',
      paging,
      async () => countOf(await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where)),
      async () =>
        (
          await db
            .select()
            .from(users)
            .where(where)
            .orderBy(sql`similarity(${name}, ${q}) desc`, users.id)
            .limit(paging.limit)
            .offset(paging.offset)
        ).map(presentPublicUser),
    );
  }

  return {
    searchUsers,
    /** GET /search: `type=all` answers both lists with their own totals; nothing is found for an empty `q`. */
    async search(
      q: string,
      type: (typeof SEARCH_TYPES)[number],
      paging: PageQuery,
      viewer: Viewer,
      language: Language,
    ) {
      if (q.length === 0)
        return type === 'users'
          ? pageOf('users', [], 0, false)
          : { projects: [], users: [], total: 0, hasMore: false };
      if (type === 'users') return searchUsers(q, paging);
      if (type === 'projects') return searchProjects(q, paging, viewer, language);
      const [p, u] = await Promise.all([searchProjects(q, paging, viewer, language), searchUsers(q, paging)]);
      return {
        projects: 'projects' in p ? p.projects : [],
        users: 'users' in u ? u.users : [],
        totalProjects: p.total,
        totalUsers: u.total,
        total: p.total + u.total,
        hasMore: ('hasMore' in p && p.hasMore) || ('hasMore' in u && u.hasMore),
      };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
