import { z } from 'zod';
import { endpoint, Id, IdParams, Success } from './contract.ts';
import { Banner, CreateBannerBody } from './regions.ts';

/**
 * Banner carousels (spec/000 §3 Banner carousel: name, banners, delay in ms, default flag; category
 * set). Home shows the default carousel; a category page shows the carousel whose category set
 * holds that category (its category banners), else the default one. A category is in at most one
 * set. Banners are the regions' banners (title, picture, optional https link).
 */

/** How long each banner shows: one second to one minute. */
export const CAROUSEL_DELAY_MIN = 1000;
export const CAROUSEL_DELAY_MAX = 60_000;

export const BannerCarousel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    delay: z.number().int(),
    isDefault: z.boolean(),
    categoryIDs: z.array(z.number().int()),
    banners: z.array(Banner),
  })
  .meta({ id: 'BannerCarousel' });
export type BannerCarousel = z.infer<typeof BannerCarousel>;

const Name = z.string().trim().min(1).max(120);
const Delay = z
  .number()
  .int()
  .min(CAROUSEL_DELAY_MIN, 'CAROUSEL_DELAY_RANGE')
  .max(CAROUSEL_DELAY_MAX, 'CAROUSEL_DELAY_RANGE');
const CategoryIDs = z.array(Id).max(200);

export const CreateCarouselBody = z.object({
  name: Name,
  delay: Delay.default(5000),
  isDefault: z.boolean().default(false),
  categoryIDs: CategoryIDs.default([]),
});
export type CreateCarouselBody = z.infer<typeof CreateCarouselBody>;
export const UpdateCarouselBody = z.object({
  name: Name.optional(),
  delay: Delay.optional(),
  isDefault: z.boolean().optional(),
  categoryIDs: CategoryIDs.optional(),
});
export type UpdateCarouselBody = z.infer<typeof UpdateCarouselBody>;
export const CarouselBannerParams = z.object({ id: Id, bannerID: Id });
/** Which carousel a page shows: none given is home; a category's slug is its page. */
export const ShownCarouselQuery = z.object({ category: z.string().trim().min(1).max(120).optional() });

const tag = 'carousels';
const result = z.object({ carousel: BannerCarousel });

export const carouselEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/banner-carousels',
    result: z.object({ carousels: z.array(BannerCarousel) }),
    tag,
  }),
  shown: endpoint({
    method: 'GET',
    path: '/banner-carousels/shown',
    query: ShownCarouselQuery,
    result: z.object({ carousel: BannerCarousel.nullable() }),
    tag,
    summary: 'The carousel home or a category page shows (null when there is none)',
  }),
  create: endpoint({
    method: 'POST',
    path: '/banner-carousels',
    body: CreateCarouselBody,
    result,
    status: 201,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/banner-carousels/:id',
    params: IdParams,
    body: UpdateCarouselBody,
    result,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/banner-carousels/:id',
    params: IdParams,
    result: Success,
    tag,
  }),
  addBanner: endpoint({
    method: 'POST',
    path: '/banner-carousels/:id/banners',
    params: IdParams,
    body: CreateBannerBody,
    result: z.object({ banner: Banner }),
    status: 201,
    tag,
  }),
  removeBanner: endpoint({
    method: 'DELETE',
    path: '/banner-carousels/:id/banners/:bannerID',
    params: CarouselBannerParams,
    result: Success,
    tag,
  }),
} as const;
