import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

/**
 * Screens that are not counted here (spec/000 §2): a board's own views are counted on the board
 * (POST /projects/{id}/view), and the article/{id} address only redirects to it.
 */
export const UNTRACKED = /^(?:\/[^/]+)?\/(?:story|article)(?:\/|$)/;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The app has a few dozen screens; the call is open to anyone, so a day takes at most this many
 * distinct paths. Beyond it only paths already counted that day go up: made-up paths cannot grow
 * the table without bound or push the real screens out of the admin summary.
 */
export const MAX_PATHS_PER_DAY = 500;

export function pageViewsService(db: Db, maxPathsPerDay = MAX_PATHS_PER_DAY) {
  return {
    /** Counts one view of a screen today; false when the screen is not tracked or not counted. */
    async record(path: string): Promise<boolean> {
      if (UNTRACKED.test(path)) return false;
      const day = today();
      const rows = await queryRows<{ views: number }>(
        db,
        sql`insert into ${pageViews} (day, path, views)
              select ${day}, ${path}, 1
               where exists (select 1 from ${pageViews} where day = ${day} and path = ${path})
                  or (select count(*) from ${pageViews} where day = ${day}) < ${maxPathsPerDay}
            on conflict (day, path) do update set views = ${pageViews}.views + 1
            returning views`,
      );
      return rows.length > 0;
    },

    /** The most viewed screens over the last `days` days, most viewed first. */
    async summary(days: number, limit: number) {
      const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const pages = await db
        .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.views})::int` })
        .from(pageViews)
        .where(sql`${pageViews.day} >= ${since}`)
        .groupBy(pageViews.path)
        .orderBy(sql`sum(${pageViews.views}) desc`, pageViews.path)
        .limit(limit);
      return { pages: pages.map((p) => ({ path: p.path, views: Number(p.views) })), days, since };
    },
  };
}
export type PageViewsService = ReturnType<typeof pageViewsService>;
