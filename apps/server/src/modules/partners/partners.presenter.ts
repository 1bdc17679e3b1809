import {
  LANGUAGES,
  type Language,
  OPEN_ROUTE_RULES,
  type PageInfo,
  type Partner,
  type PartnerKind,
  RouteRulesSchema,
} from '@makerboard/shared';
import type { PageInfoRow, PartnerRow } from '../../db/schema/index.ts';

/** The columns a partner is presented from: its logo's bytes stay in the database. */
export type PartnerListRow = Omit<PartnerRow, 'logo'> & { hasLogo: boolean };

/**
 * A partner as the second API shows it. A stored logo is served by the API (the version in the
 * address changes when the partner does, so browsers may keep it long); else its https address.
 */
export function presentPartner(row: PartnerListRow): Partner {
  const version = row.updatedAt.getTime().toString(36);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    imageUrl: row.hasLogo
      ? `/api/v2/partners/${encodeURIComponent(row.name)}/logo?v=${version}`
      : row.imageUrl,
    kind: row.kind as PartnerKind,
    website: row.website,
    colors: { primary: row.primaryColor, secondary: row.secondaryColor },
    defaultLanguage: (LANGUAGES as readonly string[]).includes(row.defaultLanguage)
      ? (row.defaultLanguage as Language)
      : 'en',
    // Rules that no longer parse (written by hand into the database) open every route.
    routeRules: RouteRulesSchema.safeParse(row.routeRules).data ?? OPEN_ROUTE_RULES,
  };
}

export function presentPageInfo(row: PageInfoRow): PageInfo {
  return {
    id: row.id,
    partnerID: row.partnerId,
    name: row.name,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
  };
}
