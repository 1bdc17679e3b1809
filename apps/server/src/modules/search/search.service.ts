import type { Language } from '@makerboard/shared';
import { VARIANT_BOARD_TYPES } from '@makerboard/shared';
import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { projects, users } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { presentProject } from '../projects/projects.presenter.ts';
import { hydrate } from '../projects/projects.repository.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

/**
 * Search (api.md GET /search): boards by PostgreSQL full-text search over title and description
 * (plus a trigram match on the title for typos and prefixes), people by trigram similarity of
 * their names. Private boards and drafts are never found.
 */
export function searchService(ctx: AppContext) {
  const db = ctx.database.db;
  const types = [...VARIANT_BOARD_TYPES[ctx.config.siteVariant]];

  async function searchProjects(
    q: string,
    limit: number,
    offset: number,
    viewer: Viewer,
    language: Language,
  ) {
    const where = and(
      sql`not ${projects.isPrivate} and not ${projects.isHidden} and not ${projects.isDraft}`,
      inArray(projects.type, types),
      sql`(${projects.search} @@ websearch_to_tsquery('simple', ${q}) or ${projects.title} % ${q} or ${projects.title} ilike ${`%${q.replace(/[%_\\]/g, '\\$&')}%`})`,
    );
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where);
    const total = Number(n);
    if (limit === 0 && offset === 0) return { total };
    const rows = await db
      .select()
      .from(projects)
      .where(where)
      .orderBy(
        sql`ts_rank(${projects.search}, websearch_to_tsquery('simple', ${q})) + similarity(${projects.title}, ${q}) desc`,
        desc(projects.id),
      )
      .limit(limit)
      .offset(offset);
    const hydrated = await hydrate(db, rows, viewer.userId, language);
    return {
      projects: hydrated.map((h) => presentProject(h, viewer)),
      total,
      hasMore: offset + rows.length < total,
    };
  }

  async function searchUsers(q: string, limit: number, offset: number) {
    const name = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName})`;
    const where = and(
      isNull(users.disabledAt),
      sql`(${name} ilike ${`%${q.replace(/[%_\\]/g, '\\$&')}%`} or ${users.userName} % ${q} or (${users.firstName} || ' ' || ${users.lastName}) % ${q})`,
    );
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    const total = Number(n);
    if (limit === 0 && offset === 0) return { total };
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`similarity(${name}, ${q}) desc`, users.id)
      .limit(limit)
      .offset(offset);
    return { users: rows.map(presentPublicUser), total, hasMore: offset + rows.length < total };
  }

  return {
    searchProjects,
    searchUsers,
    async search(
      q: string,
      type: 'all' | 'users' | 'projects',
      limit: number,
      offset: number,
      viewer: Viewer,
      language: Language,
    ) {
      if (q.length === 0)
        return type === 'users'
          ? { users: [], total: 0, hasMore: false }
          : { projects: [], users: [], total: 0, hasMore: false };
      if (type === 'users') return searchUsers(q, limit, offset);
      if (type === 'projects') return searchProjects(q, limit, offset, viewer, language);
      const [p, u] = await Promise.all([
        searchProjects(q, limit, offset, viewer, language),
        searchUsers(q, limit, offset),
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
