import type {
  Banner,
  CreateBannerBody,
  CreateRegionBody,
  CreateSponsorBody,
  Province,
  Region,
  RegionSummary,
  Sponsor,
  UpdateRegionBody,
} from '@makerboard/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { provinces, type RegionRow, regionBanners, regionSponsors, regions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

const summary = (row: RegionRow): RegionSummary => ({
  id: row.id,
  key: row.key,
  name: row.name,
  image: row.image,
  provinceDetailsID: row.provinceId,
});

/** Regions with provinces, banners and sponsors (spec/000 §3 Region, Province). */
export function regionsService(ctx: AppContext) {
  const db = ctx.database.db;

  async function present(row: RegionRow): Promise<Region> {
    const [banners, sponsors] = await Promise.all([
      db
        .select({
          id: regionBanners.id,
          title: regionBanners.title,
          imageUrl: regionBanners.imageUrl,
          linkUrl: regionBanners.linkUrl,
        })
        .from(regionBanners)
        .where(eq(regionBanners.regionId, row.id))
        .orderBy(asc(regionBanners.id)),
      db
        .select({
          id: regionSponsors.id,
          name: regionSponsors.name,
          imageUrl: regionSponsors.imageUrl,
          url: regionSponsors.url,
        })
        .from(regionSponsors)
        .where(eq(regionSponsors.regionId, row.id))
        .orderBy(asc(regionSponsors.name), asc(regionSponsors.id)),
    ]);
    return { ...summary(row), banners: banners satisfies Banner[], sponsors: sponsors satisfies Sponsor[] };
  }

  async function province(id: number) {
    const [row] = await db.select().from(provinces).where(eq(provinces.id, id));
    if (!row) throw new AppError(404, 'PROVINCE_NOT_FOUND');
    return row;
  }

  /** A region key is unique: a second one is a 409, not a 500. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError(409, 'REGION_KEY_EXISTS');
      throw error;
    }
  }

  return {
    /** The region a path's `{id}` names (the `region` object rule). */
    async byId(id: number): Promise<RegionRow | undefined> {
      const [row] = await db.select().from(regions).where(eq(regions.id, id));
      return row;
    },
    /** Every province by name with its regions by name: two queries whatever their number. */
    async provinces(): Promise<{ provinces: Province[] }> {
      const rows = await db.select().from(provinces).orderBy(asc(provinces.name), asc(provinces.id));
      const all = rows.length
        ? await db
            .select()
            .from(regions)
            .where(
              inArray(
                regions.provinceId,
                rows.map((p) => p.id),
              ),
            )
            .orderBy(asc(regions.name), asc(regions.id))
        : [];
      return {
        provinces: rows.map((p) => ({
          id: p.id,
          name: p.name,
          regions: all.filter((r) => r.provinceId === p.id).map(summary),
        })),
      };
    },
    get: async (row: RegionRow) => ({ region: await present(row) }),
    async createProvince(name: string) {
      const [row] = await db.insert(provinces).values({ name }).returning();
      return { province: { id: row!.id, name: row!.name, regions: [] } };
    },
    async create(body: CreateRegionBody) {
      await province(body.provinceDetailsID);
      const [row] = await unique(() =>
        db
          .insert(regions)
          .values({
            key: body.key,
            name: body.name,
            image: body.image ?? null,
            provinceId: body.provinceDetailsID,
          })
          .returning(),
      );
      return { region: await present(row!) };
    },
    async update(region: RegionRow, body: UpdateRegionBody) {
      if (body.provinceDetailsID !== undefined) await province(body.provinceDetailsID);
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.image !== undefined ? { image: body.image } : {}),
        ...(body.provinceDetailsID !== undefined ? { provinceId: body.provinceDetailsID } : {}),
      };
      // A body that changes nothing answers the region as it is.
      if (Object.keys(changes).length === 0) return { region: await present(region) };
      const [row] = await db.update(regions).set(changes).where(eq(regions.id, region.id)).returning();
      return { region: await present(row ?? region) };
    },
    async remove(region: RegionRow) {
      await db.delete(regions).where(eq(regions.id, region.id));
      return { success: true as const };
    },
    async addBanner(region: RegionRow, body: CreateBannerBody) {
      const [row] = await db
        .insert(regionBanners)
        .values({
          regionId: region.id,
          title: body.title,
          imageUrl: body.imageUrl,
          linkUrl: body.linkUrl ?? null,
        })
        .returning();
      return { banner: { id: row!.id, title: row!.title, imageUrl: row!.imageUrl, linkUrl: row!.linkUrl } };
    },
    async removeBanner(region: RegionRow, bannerId: number) {
      const removed = await db
        .delete(regionBanners)
        .where(and(eq(regionBanners.id, bannerId), eq(regionBanners.regionId, region.id)))
        .returning({ id: regionBanners.id });
      if (removed.length === 0) throw new AppError(404, 'NOT_FOUND');
      return { success: true as const };
    },
    async addSponsor(region: RegionRow, body: CreateSponsorBody) {
      const [row] = await db
        .insert(regionSponsors)
        .values({
          regionId: region.id,
          name: body.name,
          imageUrl: body.imageUrl ?? null,
          url: body.url ?? null,
        })
        .returning();
      return { sponsor: { id: row!.id, name: row!.name, imageUrl: row!.imageUrl, url: row!.url } };
    },
    async removeSponsor(region: RegionRow, sponsorId: number) {
      const removed = await db
        .delete(regionSponsors)
        .where(and(eq(regionSponsors.id, sponsorId), eq(regionSponsors.regionId, region.id)))
        .returning({ id: regionSponsors.id });
      if (removed.length === 0) throw new AppError(404, 'NOT_FOUND');
      return { success: true as const };
    },
  };
}
export type RegionsService = ReturnType<typeof regionsService>;
