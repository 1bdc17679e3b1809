import { z } from 'zod';
import { endpoint, HttpsUrl, Id, IdParams, ImageRef, SLUG_PATTERN, Success } from './contract.ts';

/**
 * Regions with provinces, banners and sponsors (spec/000 §3 Region: id, image, provinceDetailsID,
 * banners, sponsors; Province: id, regions), under `/regions/…` (api.md). A region's boards are
 * GET /projects?region={key}.
 */
export const Banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string(),
    /** Where the banner leads, https only; null when it is a picture only. */
    linkUrl: z.string().nullable(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof Banner>;

export const Sponsor = z
  .object({
    id: z.number().int(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: 'Sponsor' });
export type Sponsor = z.infer<typeof Sponsor>;

export const RegionSummary = z.object({
  id: z.number().int(),
  /** What boards name as their `region` (GET /projects?region=). */
  key: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  provinceDetailsID: z.number().int(),
});
export type RegionSummary = z.infer<typeof RegionSummary>;

export const Region = RegionSummary.extend({
  banners: z.array(Banner),
  sponsors: z.array(Sponsor),
}).meta({ id: 'Region' });
export type Region = z.infer<typeof Region>;

export const Province = z
  .object({ id: z.number().int(), name: z.string(), regions: z.array(RegionSummary) })
  .meta({ id: 'Province' });
export type Province = z.infer<typeof Province>;

const Name = z.string().trim().min(1).max(120);
/** A region's key: lower-case words joined by dashes, as boards carry it (at most 80 characters). */
export const RegionKey = z.string().trim().min(1).max(80).regex(SLUG_PATTERN, 'NAME_INVALID');

export const CreateProvinceBody = z.object({ name: Name });
export const CreateRegionBody = z.object({
  name: Name,
  key: RegionKey,
  provinceDetailsID: Id,
  image: ImageRef.nullable().optional(),
});
export type CreateRegionBody = z.infer<typeof CreateRegionBody>;
export const UpdateRegionBody = z.object({
  name: Name.optional(),
  provinceDetailsID: Id.optional(),
  image: ImageRef.nullable().optional(),
});
export type UpdateRegionBody = z.infer<typeof UpdateRegionBody>;
export const CreateBannerBody = z.object({
  title: z.string().trim().min(1).max(200),
  imageUrl: ImageRef,
  linkUrl: HttpsUrl.nullable().optional(),
});
export type CreateBannerBody = z.infer<typeof CreateBannerBody>;
export const CreateSponsorBody = z.object({
  name: Name,
  imageUrl: ImageRef.nullable().optional(),
  url: HttpsUrl.nullable().optional(),
});
export type CreateSponsorBody = z.infer<typeof CreateSponsorBody>;

export const BannerParams = z.object({ id: Id, bannerID: Id });
export const SponsorParams = z.object({ id: Id, sponsorID: Id });

const tag = 'regions';

export const regionEndpoints = {
  provinces: endpoint({
    method: 'GET',
    path: '/regions/provinces',
    result: z.object({ provinces: z.array(Province) }),
    tag,
    summary: 'Every province with its regions',
  }),
  get: endpoint({
    method: 'GET',
    path: '/regions/:id',
    params: IdParams,
    result: z.object({ region: Region }),
    tag,
  }),
  createProvince: endpoint({
    method: 'POST',
    path: '/regions/provinces',
    body: CreateProvinceBody,
    result: z.object({ province: Province }),
    status: 201,
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/regions',
    body: CreateRegionBody,
    result: z.object({ region: Region }),
    status: 201,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/regions/:id',
    params: IdParams,
    body: UpdateRegionBody,
    result: z.object({ region: Region }),
    tag,
  }),
  remove: endpoint({ method: 'DELETE', path: '/regions/:id', params: IdParams, result: Success, tag }),
  addBanner: endpoint({
    method: 'POST',
    path: '/regions/:id/banners',
    params: IdParams,
    body: CreateBannerBody,
    result: z.object({ banner: Banner }),
    status: 201,
    tag,
  }),
  removeBanner: endpoint({
    method: 'DELETE',
    path: '/regions/:id/banners/:bannerID',
    params: BannerParams,
    result: Success,
    tag,
  }),
  addSponsor: endpoint({
    method: 'POST',
    path: '/regions/:id/sponsors',
    params: IdParams,
    body: CreateSponsorBody,
    result: z.object({ sponsor: Sponsor }),
    status: 201,
    tag,
  }),
  removeSponsor: endpoint({
    method: 'DELETE',
    path: '/regions/:id/sponsors/:sponsorID',
    params: SponsorParams,
    result: Success,
    tag,
  }),
} as const;
