import { z } from 'zod';
import { endpoint } from './contract.ts';

/** A route pattern as the web app sends it: `/`, `/profile/:username`, `/:partner/explore/:page`. */
export const PAGE_PATH = /^\/[A-Za-z0-9_\-.:/?]{0,199}$/;

export const PageViewBody = z.object({ path: z.string().regex(PAGE_PATH) });
/** False when the screen is not counted here (a board's story view) or the day is full. */
export const PageViewResult = z.object({ recorded: z.boolean() });

export const PageViewSummaryQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** The most viewed screens over the last `days` days (since the day `since`), most viewed first. */
export const PageViewSummary = z.object({
  pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  days: z.number().int(),
  since: z.string().meta({ format: 'date' }),
});

const tag = 'system';

/** Page-view tracking (spec/000 §2) and its admin summary. */
export const pageViewEndpoints = {
  record: endpoint({ method: 'POST', path: '/pageviews', body: PageViewBody, result: PageViewResult, tag }),
  summary: endpoint({
    method: 'GET',
    path: '/admin/pageviews',
    query: PageViewSummaryQuery,
    result: PageViewSummary,
    tag,
  }),
};
