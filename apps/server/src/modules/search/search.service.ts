import type { Board, Language, PageQuery, SEARCH_TYPES } from '@makerboard/shared';
import { hasAdminTypeRole, isCountMode, VARIANT_BOARD_TYPES } from '@makerboard/shared';
import { and, desc, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { projects, users } from '../../db/schema/index.ts';
import { countOf, page, pageOf } from '../../lib/paging.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

/** What search needs of the boards: boards as the viewer sees them (the boards module presents them). */
export interface SearchBoards {
  present: (rows: (typeof projects.$inferSelect)[], viewer: Viewer, language: Language) => Promise<Board[]>;
}

/**
 * Minors (under 18 by their birth date, or students without one: the rule of the child-safe
 * conversations) are findable only by the people who already share an active board with them,
 * and by staff (quality.md: minors are not findable by people outside their boards and classes).
 * `relations` are the other ties that make a minor known (a class: the classes module adds it).
 */
export type MinorRelation = (viewerId: number) => SQL;

const isMinorSql = sql`(case when ${users.birthDate} is not null then ${users.birthDate} > current_date - interval '18 years' else ${users.userType} = 'student' end)`;
const sharesBoard: MinorRelation = (viewerId) =>
  sql`exists (select 1 from project_members theirs join project_members mine on mine.project_id = theirs.project_id
        where theirs.user_id = ${users.id} and theirs.status = 'active' and mine.user_id = ${viewerId} and mine.status = 'active')`;

/** `%q%` for ilike, with the pattern characters of `q` taken literally. */
const containing = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * Search (api.md GET /search): boards by PostgreSQL full-text search over title and description
 * (plus a trigram match on the title for typos and prefixes), people by trigram similarity of
 * their names. Private boards and drafts are never found.
 */
export function searchService(
  ctx: AppContext,
  deps: { boards: SearchBoards; minorRelations?: MinorRelation[] },
) {
  const db = ctx.database.db;
  const relations = [sharesBoard, ...(deps.minorRelations ?? [])];
  const findable = (viewer: Viewer): SQL => {
    if (hasAdminTypeRole(viewer.roles as string[])) return sql`true`;
    const me = viewer.userId!;
    return sql`(not ${isMinorSql} or ${users.id} = ${me} or ${sql.join(
      relations.map((known) => known(me)),
      sql` or `,
    )})`;
  };
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
  function searchUsers(q: string, paging: PageQuery, viewer: Viewer) {
    // Visitors list nobody; a signed-in person finds minors only where they already know them.
    if (!viewer.userId)
      return Promise.resolve(isCountMode(paging) ? { total: 0 } : pageOf('users', [], 0, false));
    const name = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName})`;
    const where = and(
      isNull(users.disabledAt),
      findable(viewer),
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
        )
          // Only a minor's circle (or staff) finds them: the whole name is theirs to read.
          .map((row) => presentPublicUser(row, true)),
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
      if (type === 'users') return searchUsers(q, paging, viewer);
      if (type === 'projects') return searchProjects(q, paging, viewer, language);
      const [p, u] = await Promise.all([
        searchProjects(q, paging, viewer, language),
        searchUsers(q, paging, viewer),
      ]);
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
