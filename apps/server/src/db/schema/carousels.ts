import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';

/**
 * Banner carousels (spec/000 §3 Banner carousel: name, banners, delay in ms, default flag; category
 * set). At most one carousel is the default (home); a category is in at most one carousel's set.
 */
export const bannerCarousels = pgTable(
  'banner_carousels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    delayMs: integer('delay_ms').notNull().default(5000),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [uniqueIndex('banner_carousels_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);
export type BannerCarouselRow = typeof bannerCarousels.$inferSelect;

export const carouselBanners = pgTable(
  'carousel_banners',
  {
    id: serial('id').primaryKey(),
    carouselId: integer('carousel_id')
      .notNull()
      .references(() => bannerCarousels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
  },
  (t) => [index('carousel_banners_carousel_idx').on(t.carouselId)],
);

/** A carousel's category set: the category pages that show it (their category banners). */
export const carouselCategories = pgTable(
  'carousel_categories',
  {
    carouselId: integer('carousel_id')
      .notNull()
      .references(() => bannerCarousels.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.carouselId, t.categoryId] }),
    uniqueIndex('carousel_categories_category_key').on(t.categoryId),
  ],
);
