import { z } from 'zod';
import { endpoint } from './contract.ts';
import { UploadResult } from './media.ts';

/*
 * Pictures for a cover or a section (spec/001 §7 Posts: "AI art generation (query) and image
 * search (query, limit, page)"; issue 18 item 3). Search covers Makerboard's own media (images
 * in sections of boards everyone may see) and a small library of openly licensed pictures shipped
 * with it. Generation goes to an image-generation service configured by environment; without
 * one it is not offered (`GET /posts/settings` says `imageGeneration: false`, the call is 501).
 */

const tag = 'images';

export const IMAGE_SEARCH_LIMIT_MAX = 50;
export const ImageSearchQuery = z.object({
  query: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(IMAGE_SEARCH_LIMIT_MAX).default(20),
  /** 1 for the first page. */
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ImageSearchQuery = z.output<typeof ImageSearchQuery>;

export const FoundImage = z
  .object({
    /** `library:<name>` for a shipped picture, `upload:<id>` for one of Makerboard's own. */
    id: z.string(),
    title: z.string(),
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    source: z.enum(['library', 'makerboard']),
    /** The licence of a library picture (CC0-1.0); a Makerboard picture's board, for credit. */
    license: z.string().nullable(),
    projectID: z.number().int().nullable(),
  })
  .meta({ id: 'FoundImage' });
export type FoundImage = z.output<typeof FoundImage>;

export const ImageSearchResult = z.object({
  images: z.array(FoundImage),
  total: z.number().int().min(0),
  hasMore: z.boolean(),
});

export const GenerateImageBody = z.object({ query: z.string().trim().min(3).max(500) });
export type GenerateImageBody = z.input<typeof GenerateImageBody>;

export const imageEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/posts/images/search',
    query: ImageSearchQuery,
    result: ImageSearchResult,
    tag,
  }),
  /** A shipped library picture (SVG, CC0). */
  library: endpoint({
    method: 'GET',
    path: '/posts/images/library/:name',
    params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) }),
    result: null,
    produces: 'image/svg+xml',
    tag,
  }),
  generate: endpoint({
    method: 'POST',
    path: '/posts/images/generate',
    body: GenerateImageBody,
    result: UploadResult,
    status: 201,
    tag,
    summary:
      'Cover art from a description, by the configured image-generation service: an image upload of the caller’s (501 when none is configured)',
  }),
};
