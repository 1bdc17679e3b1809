import type { PartnerKind } from '@makerboard/shared';
import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerPageInfo, partners } from '../../db/schema/index.ts';
import type { PartnerListRow } from './partners.presenter.ts';

const { logo: _logo, ...columns } = getTableColumns(partners);
/** Every column but the logo's bytes, and whether there is one. */
const listColumns = { ...columns, hasLogo: sql<boolean>`(${partners.logo} is not null)`.mapWith(Boolean) };

/** Partners and their page information: Drizzle queries without rules. */
export function partnersRepository(db: Db) {
  const byKind = (kind?: PartnerKind): SQL | undefined => (kind ? eq(partners.kind, kind) : undefined);
  return {
    async count(kind?: PartnerKind): Promise<number> {
      const [row] = await db.select({ n: count() }).from(partners).where(byKind(kind));
      return Number(row?.n ?? 0);
    },
    list(kind: PartnerKind | undefined, limit: number, offset: number): Promise<PartnerListRow[]> {
      return db
        .select(listColumns)
        .from(partners)
        .where(byKind(kind))
        .orderBy(asc(partners.title), asc(partners.id))
        .limit(limit)
        .offset(offset);
    },
    async byName(name: string): Promise<PartnerListRow | undefined> {
      const [row] = await db.select(listColumns).from(partners).where(eq(partners.name, name));
      return row;
    },
    async byId(id: number): Promise<PartnerListRow | undefined> {
      const [row] = await db.select(listColumns).from(partners).where(eq(partners.id, id));
      return row;
    },
    async logo(name: string): Promise<Buffer | null> {
      const [row] = await db.select({ logo: partners.logo }).from(partners).where(eq(partners.name, name));
      return row?.logo ?? null;
    },
    pageInfo(partnerId: number, name?: string) {
      return db
        .select()
        .from(partnerPageInfo)
        .where(
          and(eq(partnerPageInfo.partnerId, partnerId), name ? eq(partnerPageInfo.name, name) : undefined),
        )
        .orderBy(asc(partnerPageInfo.name));
    },
  };
}
