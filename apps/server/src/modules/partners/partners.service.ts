import {
  type CreatePageInfoBody,
  type PageInfo,
  type PageQuery,
  type PartnerKind,
  routeRulesLoop,
  type UpdatePageInfoBody,
  type UpdatePartnerBody,
} from '@makerboard/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { partnerPageInfo, partners } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-actions.ts';
import { AppError } from '../../lib/errors.ts';
import { countedPage } from '../../lib/paging.ts';
import { type PartnerListRow, presentPageInfo, presentPartner } from './partners.presenter.ts';
import { partnersRepository } from './partners.repository.ts';

/** Partners and their page information on the second API (spec/001 §7). */
export function partnersService(ctx: AppContext) {
  const db = ctx.database.db;
  const repo = partnersRepository(db);
  return {
    /** Partners, sponsors and special-award organisations by title, one kind or all. */
    list(query: PageQuery & { kind?: PartnerKind | undefined }) {
      return countedPage(
        'partners',
        query,
        repo.counted(query.kind),
        (total) => repo.list(query.kind, query.limit, query.offset, total),
        (rows) => rows.map((r) => presentPartner(r.partner)),
      );
    },
    async get(name: string) {
      const row = await repo.byName(name);
      if (!row) throw new AppError(404, 'PARTNER_NOT_FOUND');
      return { partner: presentPartner(row) };
    },
    /** The partner build a slug names (`{partner}` segment, X-Event), or null: GET /site. */
    async build(name: string) {
      const row = await repo.byName(name);
      return row ? presentPartner(row) : null;
    },
    /** The partner a path's `{id}` names (the `partner` object rule). */
    byId: (id: number) => repo.byId(id),
    async logo(name: string): Promise<Buffer> {
      const logo = await repo.logo(name);
      if (!logo) throw new AppError(404, 'NOT_FOUND');
      return logo;
    },
    /**
     * Changes what a partner build applies (an audited admin action). A logo address given, or
     * null, replaces a stored logo, so that the logo shown is the one the admin chose; rules that
     * would send a browser round in circles are refused.
     */
    async update(actorId: number, partner: PartnerListRow, body: UpdatePartnerBody) {
      if (body.routeRules) {
        const loop = routeRulesLoop(body.routeRules);
        if (loop) throw new AppError(400, 'ROUTE_RULES_LOOP', { path: loop });
      }
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.website !== undefined ? { website: body.website } : {}),
        ...(body.colors !== undefined
          ? { primaryColor: body.colors.primary, secondaryColor: body.colors.secondary }
          : {}),
        ...(body.imageUrl !== undefined ? { imageUrl: body.imageUrl, logo: null } : {}),
        ...(body.defaultLanguage !== undefined ? { defaultLanguage: body.defaultLanguage } : {}),
        ...(body.routeRules !== undefined ? { routeRules: body.routeRules } : {}),
      };
      if (Object.keys(changes).length === 0) return { partner: presentPartner(partner) };
      await db.transaction(async (tx) => {
        await tx
          .update(partners)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(partners.id, partner.id));
        await recordAdminAction(tx, {
          actorId,
          action: 'partner.update',
          targetType: 'partner',
          targetId: partner.id,
          data: { fields: Object.keys(body) },
        });
      });
      const row = await repo.byId(partner.id);
      return { partner: presentPartner(row!) };
    },
    async pageInfo(partner: PartnerListRow, name?: string) {
      return { pageInfo: (await repo.pageInfo(partner.id, name)).map(presentPageInfo) };
    },
    async createPageInfo(partner: PartnerListRow, body: CreatePageInfoBody): Promise<{ pageInfo: PageInfo }> {
      try {
        const [row] = await db
          .insert(partnerPageInfo)
          .values({
            partnerId: partner.id,
            name: body.name,
            title: body.title ?? '',
            description: body.description ?? '',
            imageUrl: body.imageUrl ?? null,
          })
          .returning();
        return { pageInfo: presentPageInfo(row!) };
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'PAGE_INFO_EXISTS');
        throw error;
      }
    },
    async updatePageInfo(partner: PartnerListRow, body: UpdatePageInfoBody): Promise<{ pageInfo: PageInfo }> {
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.imageUrl !== undefined ? { imageUrl: body.imageUrl } : {}),
      };
      const where = and(eq(partnerPageInfo.partnerId, partner.id), eq(partnerPageInfo.name, body.name));
      // A body that changes nothing answers the entry as it is.
      const [row] =
        Object.keys(changes).length === 0
          ? await db.select().from(partnerPageInfo).where(where)
          : await db.update(partnerPageInfo).set(changes).where(where).returning();
      if (!row) throw new AppError(404, 'PAGE_INFO_NOT_FOUND');
      return { pageInfo: presentPageInfo(row) };
    },
    async deletePageInfo(partner: PartnerListRow, name: string) {
      const removed = await db
        .delete(partnerPageInfo)
        .where(and(eq(partnerPageInfo.partnerId, partner.id), eq(partnerPageInfo.name, name)))
        .returning({ id: partnerPageInfo.id });
      if (removed.length === 0) throw new AppError(404, 'PAGE_INFO_NOT_FOUND');
      return { success: true as const };
    },
  };
}
export type PartnersService = ReturnType<typeof partnersService>;
