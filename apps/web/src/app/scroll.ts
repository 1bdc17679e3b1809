import { SCROLL_RESTORE_DELAY_MS } from '@makerboard/shared/constants';

export type ScrollPlan =
  | { kind: 'hash'; id: string }
  | { kind: 'restore'; y: number; delayMs: number }
  | { kind: 'top' };

/**
 * spec/000 §2: on navigation the scroll position is restored after 2000 ms, or scrolls to a hash
 * target, or goes to the top. Restoring applies to back and forward (POP) with a saved position.
 */
export function planScroll(
  hash: string,
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  saved: number | undefined,
): ScrollPlan {
  const id = decodeURIComponent(hash.replace(/^#/u, ''));
  if (id) return { kind: 'hash', id };
  if (navigationType === 'POP' && saved !== undefined) {
    return { kind: 'restore', y: saved, delayMs: SCROLL_RESTORE_DELAY_MS };
  }
  return { kind: 'top' };
}
