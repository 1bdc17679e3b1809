import { type Partner, PartnerName, type SiteResult, VARIANT_BOARD_TYPES } from '@makerboard/shared';
import type { AppContext } from '../../context.ts';

export interface SiteDeps {
  /** The partner build a slug names (the partners module). */
  partners: { build(name: string): Promise<Partner | null> };
}

/**
 * What a build is (spec/000 §1, §2; api.md X-Event): the server's variant, and the partner or event
 * build the X-Event slug names. An X-Event that is no slug, or names no partner, is the plain
 * variant: the web app sends its default event (`makerboard-community`) on every call.
 */
export function siteService(ctx: AppContext, deps: SiteDeps) {
  return {
    async get(event: string | undefined): Promise<SiteResult> {
      const variant = ctx.config.siteVariant;
      const slug = PartnerName.safeParse(event?.trim().toLowerCase()).data ?? null;
      return {
        variant,
        boardTypes: [...VARIANT_BOARD_TYPES[variant]],
        event: slug,
        partner: slug ? await deps.partners.build(slug) : null,
      };
    },
  };
}
export type SiteService = ReturnType<typeof siteService>;
