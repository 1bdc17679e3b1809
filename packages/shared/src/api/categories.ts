import { z } from 'zod';
import { LANGUAGES } from '../messages/index.ts';
import { endpoint, Id, IdParams, SLUG_PATTERN } from './contract.ts';

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

/** A category's slug: its address (`category/{category}`), lower-case letters, digits and dashes. */
export const CategorySlug = z.string().trim().min(1).max(60).regex(SLUG_PATTERN, 'SLUG_INVALID');
/** A category's name and description in one language. */
export const CategoryTexts = z.object({
  name: z.string().trim().min(1, 'CATEGORY_NAME_REQUIRED').max(80),
  description: z.string().trim().max(500).default(''),
});
/** Its texts per language: English always (the default, spec/000 §3), German and French when given. */
export const CategoryLanguages = z.object({
  en: CategoryTexts,
  de: CategoryTexts.optional(),
  fr: CategoryTexts.optional(),
});
export type CategoryLanguages = z.infer<typeof CategoryLanguages>;

/** POST /categories (admins): a top-level category (parentID 0) or a subcategory of one. */
export const CreateCategoryBody = z.object({
  slug: CategorySlug,
  parentID: z.union([z.literal(0), Id]).default(0),
  isPrivate: z.boolean().default(false),
  languages: CategoryLanguages,
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;
/** PUT /categories/{id} (admins): what is given changes; `languages` replaces all the texts. */
export const UpdateCategoryBody = z.object({
  slug: CategorySlug.optional(),
  parentID: z.union([z.literal(0), Id]).optional(),
  isPrivate: z.boolean().optional(),
  languages: CategoryLanguages.optional(),
});
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;
/** A category as written, in the language asked for (its subcategories are not listed here). */
export const CategoryResult = z.object({ category: Category });

export const categoryEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/categories',
    query: CategoriesQuery,
    result: CategoriesResult,
    tag: 'boards',
  }),
  create: endpoint({
    method: 'POST',
    path: '/categories',
    body: CreateCategoryBody,
    result: CategoryResult,
    status: 201,
    tag: 'boards',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/categories/:id',
    params: IdParams,
    body: UpdateCategoryBody,
    result: CategoryResult,
    tag: 'boards',
  }),
};
