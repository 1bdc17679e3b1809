import { z } from 'zod';
import { Id } from './contract.ts';

/** api.md "Paging": 20 by default, at most 100. */
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
/** Deeper than this an offset only scans: search or narrow the list instead. */
export const PAGE_OFFSET_MAX = 100_000;

/**
 * The one paging query of every list (api.md "Paging"): `limit` and `offset`;
 * `limit=0&offset=0` is count mode, which answers `{total}` only.
 */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(0).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).max(PAGE_OFFSET_MAX).default(0),
});
export type PageQuery = z.output<typeof PageQuery>;

/**
 * Comments, messages and sections also page by id (api.md): `before` (older than this id) and
 * `since` (newer than this id).
 */
export const CursorPageQuery = PageQuery.extend({
  before: Id.optional(),
  since: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type CursorPageQuery = z.output<typeof CursorPageQuery>;

/** True for `limit=0&offset=0`: only the total is wanted. */
export const isCountMode = (q: { limit: number; offset: number }) => q.limit === 0 && q.offset === 0;

/** The count-mode answer. */
export const CountResult = z.object({ total: z.number().int().min(0) });
export type CountResult = z.output<typeof CountResult>;

/**
 * A list answer, `{<key>: [...], total, hasMore}` (api.md), or `{total}` in count mode.
 * `extra` adds fields that a list carries beside its items (e.g. a conversation's unread total).
 */
export function pageResult<
  K extends string,
  T extends z.ZodType,
  X extends z.ZodRawShape = Record<never, never>,
>(key: K, item: T, extra?: X) {
  const items = z.object({
    ...(extra ?? ({} as X)),
    [key]: z.array(item),
    total: z.number().int().min(0),
    hasMore: z.boolean(),
  } as { [P in K]: z.ZodArray<T> } & { total: z.ZodNumber; hasMore: z.ZodBoolean } & X);
  return z.union([items, CountResult]);
}

/** A list answer that has no count mode (a fixed-size list such as the leaderboard). */
export function listResult<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });
}

/** The full page of a page-or-count answer type: what a caller gets when it asked for items. */
export type ItemsOf<R> = Extract<R, { hasMore: boolean }>;
