import { PAGE_DEFAULT, PAGE_MAX } from '@makerboard/shared';

export interface Page {
  limit: number;
  offset: number;
  /** api.md: limit=0&offset=0 is count mode, only `total` is returned. */
  countOnly: boolean;
}

export function page(limit: number | undefined, offset: number | undefined): Page {
  const l = limit ?? PAGE_DEFAULT;
  const o = offset ?? 0;
  return { limit: Math.min(l, PAGE_MAX), offset: o, countOnly: l === 0 && o === 0 };
}
