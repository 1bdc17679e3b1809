import type { RouteRules } from '@makerboard/shared';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Partners of the second API (spec/001 §7; spec/000 §3 Partner resource): partners, sponsors and
 * special-award organisations. `name` is the slug of the partner's build (`/{partner}/…`).
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** partner, sponsor or specialAward. */
    kind: text('kind').notNull().default('partner'),
    /** An https logo address; a stored `logo` wins over it. */
    imageUrl: text('image_url'),
    /** The logo as a PNG, re-encoded on the way in (served by GET /api/v2/partners/{name}/logo). */
    logo: bytea('logo'),
    website: text('website'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    defaultLanguage: text('default_language').notNull().default('en'),
    /**
     * The route rules of the partner's build (packages/shared/src/route-rules.ts): the science-fair
     * variant, coming-soon to the landing page. Null: every route, as in the plain variant.
     */
    routeRules: jsonb('route_rules').$type<RouteRules>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partners_name_key').on(t.name), index('partners_kind_title_idx').on(t.kind, t.title)],
);
export type PartnerRow = typeof partners.$inferSelect;

/** A partner's page information (spec/001 §7): entries named within the partner. */
export const partnerPageInfo = pgTable(
  'partner_page_info',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
  },
  (t) => [uniqueIndex('partner_page_info_partner_name_key').on(t.partnerId, t.name)],
);
export type PageInfoRow = typeof partnerPageInfo.$inferSelect;

/** Provinces and their regions (spec/000 §3 Region, Province). */
export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    /** What boards carry as their `region` (GET /projects?region=). */
    key: text('key').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('regions_key_key').on(t.key), index('regions_province_idx').on(t.provinceId)],
);
export type RegionRow = typeof regions.$inferSelect;

export const regionBanners = pgTable(
  'region_banners',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
  },
  (t) => [index('region_banners_region_idx').on(t.regionId)],
);

export const regionSponsors = pgTable(
  'region_sponsors',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    url: text('url'),
  },
  (t) => [index('region_sponsors_region_idx').on(t.regionId)],
);
