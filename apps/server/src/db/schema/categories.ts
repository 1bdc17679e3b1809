import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export interface CategoryTexts {
  name: string;
  description: string;
}

/**
 * Categories (spec/000 §3): top level has parentID 0. Names and descriptions are kept per language
 * (en is the default and always present).
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    isPrivate: boolean('is_private').notNull().default(false),
    position: integer('position').notNull().default(0),
    languages: jsonb('languages').$type<Record<string, CategoryTexts>>().notNull(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);
export type CategoryRow = typeof categories.$inferSelect;
