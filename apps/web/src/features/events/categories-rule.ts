import type { Category } from '@makerboard/shared';

/**
 * The categories an event page lists (spec/000 §5): on scienceday and bsef pages the categories
 * with a non-zero parentID are used, i.e. every subcategory of the tree, in the tree's order;
 * top-level categories (parentID 0) are left out. Private ones never reach the list (the server
 * shows them to staff only, and an event page is for everyone).
 */
export function eventCategories(tree: readonly Category[]): Category[] {
  const out: Category[] = [];
  const walk = (list: readonly Category[]) => {
    for (const c of list) {
      if (c.parentID !== 0 && !c.isPrivate) out.push(c);
      walk(c.subCategories);
    }
  };
  walk(tree);
  return out;
}
