import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

/**
 * Screens that are not counted here (spec/000 §2): a board's own views are counted on the board
 * (POST /projects/{id}/view), and the article/{id} address only redirects to it.
 */
export const UNTRACKED = /^(?:\/[^/]+)?\/(?:story|article)(?:\/|$)/;

/** A route pattern as the web app sends it: `/`, `/profile/:username`, `/:partner/explore/:page`. */
export const PAGE_PATH = /^\/[A-Za-z0-9_\-.:/?]{0,199}$/;

const today = () => new Date().toISOString().slice(0, 10);

export function pageViewsService(db: Db) {
  return {
    /** Counts one view of a screen today; false when the screen is one that is not tracked. */
    async record(path: string): Promise<boolean> {
      if (UNTRACKED.test(path)) return false;
      await db
        .insert(pageViews)
        .values({ day: today(), path, views: 1 })
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path],
          set: { views: sql`${pageViews.views} + 1` },
        });
      return true;
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
