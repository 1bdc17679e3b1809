import type {
  BannerCarousel,
  CreateBannerBody,
  CreateCarouselBody,
  UpdateCarouselBody,
} from '@makerboard/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import {
  type BannerCarouselRow,
  bannerCarousels,
  carouselBanners,
  carouselCategories,
  categories,
} from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Banner carousels (spec/000 §3 Banner carousel: name, banners, delay in ms, default flag; category
 * set). Home shows the default one; a category page the one whose set holds the category, else the
 * default. Making a carousel the default takes the flag from the one that had it, in one transaction.
 */
export function carouselsService(ctx: AppContext) {
  const db = ctx.database.db;

  /** Carousels with their banners and categories: three queries whatever their number. */
  async function present(rows: BannerCarouselRow[], tx: Tx = db): Promise<BannerCarousel[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [banners, sets] = await Promise.all([
      tx
        .select()
        .from(carouselBanners)
        .where(inArray(carouselBanners.carouselId, ids))
        .orderBy(asc(carouselBanners.id)),
      tx
        .select()
        .from(carouselCategories)
        .where(inArray(carouselCategories.carouselId, ids))
        .orderBy(asc(carouselCategories.categoryId)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      delay: row.delayMs,
      isDefault: row.isDefault,
      categoryIDs: sets.filter((s) => s.carouselId === row.id).map((s) => s.categoryId),
      banners: banners
        .filter((b) => b.carouselId === row.id)
        .map((b) => ({ id: b.id, title: b.title, imageUrl: b.imageUrl, linkUrl: b.linkUrl })),
    }));
  }
  const presentOne = async (row: BannerCarouselRow, tx: Tx = db) => ({
    carousel: (await present([row], tx))[0]!,
  });

  /** The category set from now on: every id must name a category, and none may be in another set. */
  async function setCategories(tx: Tx, carouselId: number, ids: number[]): Promise<void> {
    const wanted = [...new Set(ids)];
    if (wanted.length) {
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, wanted));
      if (found.length !== wanted.length) throw new AppError(404, 'CATEGORY_NOT_FOUND');
    }
    await tx.delete(carouselCategories).where(eq(carouselCategories.carouselId, carouselId));
    if (wanted.length)
      await tx.insert(carouselCategories).values(wanted.map((categoryId) => ({ carouselId, categoryId })));
  }

  /** A category already in another set is a 409 (the unique index decides, so two admins cannot race). */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'carousel_categories_category_key')
        throw new AppError(409, 'CAROUSEL_CATEGORY_TAKEN');
      throw error;
    }
  }

  /** Only one carousel is the default (a partial unique index keeps it so). */
  async function takeDefault(tx: Tx): Promise<void> {
    await tx.update(bannerCarousels).set({ isDefault: false }).where(eq(bannerCarousels.isDefault, true));
  }

  async function audit(tx: Tx, actorId: number, action: string, targetId: number, data = {}) {
    await recordAdminAction(tx, { actorId, action, targetType: 'bannerCarousel', targetId, data });
  }

  return {
    /** The carousel a path's `{id}` names (the `bannerCarousel` object rule). */
    async byId(id: number): Promise<BannerCarouselRow | undefined> {
      const [row] = await db.select().from(bannerCarousels).where(eq(bannerCarousels.id, id));
      return row;
    },
    async list() {
      const rows = await db
        .select()
        .from(bannerCarousels)
        .orderBy(asc(bannerCarousels.name), asc(bannerCarousels.id));
      return { carousels: await present(rows) };
    },
    /** What home (no category) or a category page (its slug) shows; null when nothing is set. */
    async shown(categorySlug: string | undefined) {
      if (categorySlug) {
        const [row] = await db
          .select({ carousel: bannerCarousels })
          .from(carouselCategories)
          .innerJoin(categories, eq(categories.id, carouselCategories.categoryId))
          .innerJoin(bannerCarousels, eq(bannerCarousels.id, carouselCategories.carouselId))
          .where(eq(categories.slug, categorySlug));
        if (row) return presentOne(row.carousel);
      }
      const [fallback] = await db.select().from(bannerCarousels).where(eq(bannerCarousels.isDefault, true));
      return { carousel: fallback ? (await presentOne(fallback)).carousel : null };
    },
    async create(actorId: number, body: CreateCarouselBody) {
      return guarded(() =>
        db.transaction(async (tx) => {
          if (body.isDefault) await takeDefault(tx);
          const [row] = await tx
            .insert(bannerCarousels)
            .values({ name: body.name, delayMs: body.delay, isDefault: body.isDefault })
            .returning();
          await setCategories(tx, row!.id, body.categoryIDs);
          await audit(tx, actorId, 'bannerCarousel.create', row!.id, { name: body.name });
          return presentOne(row!, tx);
        }),
      );
    },
    async update(actorId: number, carousel: BannerCarouselRow, body: UpdateCarouselBody) {
      return guarded(() =>
        db.transaction(async (tx) => {
          if (body.isDefault === true && !carousel.isDefault) await takeDefault(tx);
          const changes = {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.delay !== undefined ? { delayMs: body.delay } : {}),
            ...(body.isDefault !== undefined ? { isDefault: body.isDefault } : {}),
          };
          const [row] = Object.keys(changes).length
            ? await tx
                .update(bannerCarousels)
                .set(changes)
                .where(eq(bannerCarousels.id, carousel.id))
                .returning()
            : [carousel];
          if (body.categoryIDs !== undefined) await setCategories(tx, carousel.id, body.categoryIDs);
          await audit(tx, actorId, 'bannerCarousel.update', carousel.id, body);
          return presentOne(row ?? carousel, tx);
        }),
      );
    },
    async remove(actorId: number, carousel: BannerCarouselRow) {
      await db.transaction(async (tx) => {
        await tx.delete(bannerCarousels).where(eq(bannerCarousels.id, carousel.id));
        await audit(tx, actorId, 'bannerCarousel.delete', carousel.id, { name: carousel.name });
      });
      return { success: true as const };
    },
    async addBanner(actorId: number, carousel: BannerCarouselRow, body: CreateBannerBody) {
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(carouselBanners)
          .values({
            carouselId: carousel.id,
            title: body.title,
            imageUrl: body.imageUrl,
            linkUrl: body.linkUrl ?? null,
          })
          .returning();
        await audit(tx, actorId, 'bannerCarousel.addBanner', carousel.id, { bannerID: made!.id });
        return made!;
      });
      return { banner: { id: row.id, title: row.title, imageUrl: row.imageUrl, linkUrl: row.linkUrl } };
    },
    async removeBanner(actorId: number, carousel: BannerCarouselRow, bannerId: number) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(carouselBanners)
          .where(and(eq(carouselBanners.id, bannerId), eq(carouselBanners.carouselId, carousel.id)))
          .returning({ id: carouselBanners.id });
        if (removed.length === 0) throw new AppError(404, 'NOT_FOUND');
        await audit(tx, actorId, 'bannerCarousel.removeBanner', carousel.id, { bannerID: bannerId });
      });
      return { success: true as const };
    },
  };
}
export type CarouselsService = ReturnType<typeof carouselsService>;
