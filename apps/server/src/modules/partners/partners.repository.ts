import type { PartnerKind } from '@makerboard/shared';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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
    /** The count of a kind's partners, as a query (alone, or inside `list`'s page). */
    counted(kind?: PartnerKind) {
      return db.select({ n: sql<number>`count(*)::int` }).from(partners).where(byKind(kind));
    },
    /** A page of a kind's partners by title, each row with the list's `total`. */
    list(kind: PartnerKind | undefined, limit: number, offset: number, total: SQL.Aliased<number>) {
      return db
        .select({ partner: listColumns, total })
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
