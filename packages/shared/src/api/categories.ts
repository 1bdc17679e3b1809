import { z } from 'zod';
import { LANGUAGES } from '../messages/index.ts';
import { endpoint } from './contract.ts';

export const CategoriesQuery = z.object({
  language: z.enum(LANGUAGES).optional(),
  /** Any user preference (spec/000 §5): the community build then leaves out tips and games. */
  preference: z.string().max(100).optional(),
  /** How many public boards of that year each category holds (explore/categories/{year}). */
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** A category in one language, with its subcategories (spec/000 §3, §5). */
export const Category = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    /** 0 for a top-level category. */
    parentID: z.number().int(),
    /** Private categories are shown to staff (admin-type roles) only. */
    isPrivate: z.boolean(),
    languages: z.array(z.object({ language: z.string(), name: z.string(), description: z.string() })),
    get subCategories(): z.ZodArray<typeof Category> {
      return z.array(Category);
    },
    /** With `year`: public boards of that year (a top-level count includes its subcategories'). */
    count: z.number().int().optional(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const CategoriesResult = z.object({ categories: z.array(Category) });

export const categoryEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/categories',
    query: CategoriesQuery,
    result: CategoriesResult,
    tag: 'boards',
  }),
};
