/**
 * Limits and small helpers the web app needs as values, apart from the API's schemas: importing a
 * value from a schema module brings zod and every schema of that module into the page (about 25 KB
 * compressed on a board page), so the screens import these from `@makerboard/shared/limits`.
 */

/** Ours (spec/000 §9 says "not shown"): the board description word limit. */
export const DESCRIPTION_WORD_LIMIT = 300;
export const BOARD_TITLE_MAX = 140;
export const COMMENT_MAX = 5000;

export function wordCount(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ');
  return plain.split(/\s+/u).filter(Boolean).length;
}

/** spec/000 §4: section statuses. */
export const POST_STATUSES = ['Draft', 'Ready for Review', 'Completed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Ours: per-section limits served by /posts/settings. */
export const POST_WORD_LIMIT = 2000;
export const POST_ATTACHMENT_LIMIT = 10;
