import { z } from 'zod';
import { SITE_VARIANTS } from '../constants.ts';
import { BOARD_TYPES } from './boards.ts';
import { endpoint } from './contract.ts';
import { Partner } from './partners.ts';

/**
 * GET /site: what a build is (spec/000 §1 variants, §2 `{partner}` builds; api.md X-Event). One web
 * build serves every variant: the server's `SITE_VARIANT` and the partner the request's `X-Event`
 * header names (its name, colours, logo, default language and route rules, all data).
 */
export const SiteResult = z
  .object({
    /** The server's `SITE_VARIANT`: community (story boards), projects or discussions. */
    variant: z.enum(SITE_VARIANTS),
    /** The board types this variant creates and shows. */
    boardTypes: z.array(z.enum(BOARD_TYPES)),
    /** The X-Event value of the request, when it was a slug. */
    event: z.string().nullable(),
    /** The partner or event build that X-Event names; null for the plain variant. */
    partner: Partner.nullable(),
  })
  .meta({ id: 'Site' });
export type SiteResult = z.infer<typeof SiteResult>;

export const siteEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/site',
    result: SiteResult,
    tag: 'system',
    summary: "The build: the server's variant and the partner the X-Event header names",
  }),
} as const;
