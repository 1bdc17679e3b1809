import type { Category } from '@makerboard/shared';
import { describe, expect, it } from 'vitest';
import { eventCategories } from './categories-rule.ts';

const category = (
  id: number,
  parentID: number,
  subCategories: Category[] = [],
  isPrivate = false,
): Category => ({
  id,
  name: `c${id}`,
  slug: `c${id}`,
  description: '',
  parentID,
  isPrivate,
  languages: [],
  subCategories,
});

describe('the categories of the scienceday and bsef pages (spec/000 §5)', () => {
  it('uses the categories with a non-zero parentID, in tree order, and never a private one', () => {
    const tree = [
      category(1, 0, [category(11, 1), category(12, 1, [], true)]),
      category(2, 0, [category(21, 2, [category(211, 21)])]),
      category(3, 0),
    ];
    expect(eventCategories(tree).map((c) => c.id)).toEqual([11, 21, 211]);
  });

  it('gives nothing when there are only top-level categories', () => {
    expect(eventCategories([category(1, 0), category(2, 0)])).toEqual([]);
  });
});
