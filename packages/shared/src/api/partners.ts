import { z } from 'zod';
import { LANGUAGES } from '../messages/index.ts';
import { ROUTE_PATTERN, ROUTE_TARGET, type RouteRules } from '../route-rules.ts';
import { endpoint, HttpsUrl, IdParams, ImageRef, SLUG_PATTERN, Success, V2_PREFIX } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/**
 * Partners on the second API (spec/001 §7 "Second API (v2)", api.md): the organisations a build is
 * made with, the sponsors and the special-award organisations (spec/000 §2 pages `partners`,
 * `sponsors`, `special-award-organizations`), and each partner's page information.
 */
export const PARTNER_KINDS = ['partner', 'sponsor', 'specialAward'] as const;
export const PartnerKind = z.enum(PARTNER_KINDS);
export type PartnerKind = z.infer<typeof PartnerKind>;

/** A partner's name in paths: the slug of its build (`/{partner}/…`, spec/000 §2). */
export const PartnerName = z.string().min(1).max(63).regex(SLUG_PATTERN, 'NAME_INVALID');
export const PartnerNameParams = z.object({ name: PartnerName });

/** A colour of a partner's brand, `#rrggbb`. */
export const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const RoutePattern = z.string().max(120).regex(ROUTE_PATTERN, 'ROUTE_PATTERN_INVALID');
const RouteTarget = z.string().max(120).regex(ROUTE_TARGET, 'ROUTE_TARGET_INVALID');

/** The route rules of a partner build (route-rules.ts): which paths non-admins reach, redirects. */
export const RouteRulesSchema = z
  .object({
    only: z.array(RoutePattern).max(100).nullable(),
    fallback: RouteTarget,
    redirects: z.array(z.object({ from: RoutePattern, to: RouteTarget })).max(100),
  })
  .meta({ id: 'RouteRules' }) satisfies z.ZodType<RouteRules>;

export const Partner = z
  .object({
    id: z.number().int(),
    /** The slug: the `{partner}` path segment and the X-Event value of its build. */
    name: z.string(),
    title: z.string(),
    description: z.string(),
    /** The logo: the partner's stored logo (`/api/v2/partners/{name}/logo`) or an https address. */
    imageUrl: z.string().nullable(),
    kind: PartnerKind,
    /** The partner's own site, https only. */
    website: z.string().nullable(),
    colors: z.object({ primary: z.string().nullable(), secondary: z.string().nullable() }),
    defaultLanguage: z.enum(LANGUAGES),
    /** The route rules of the partner's build (science-fair variant and others; route-rules.ts). */
    routeRules: RouteRulesSchema,
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof Partner>;

/** Page information of a partner (spec/001 §7): entries named within the partner. */
export const PageInfo = z
  .object({
    id: z.number().int(),
    partnerID: z.number().int(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof PageInfo>;

/**
 * PUT /api/v2/partners/{id} (admins): what a partner build applies, all data (spec/000 §2
 * `{partner}` builds): its title and description, site, colours, logo, default language and route
 * rules. What is left out stays as it was. The name (the build's path segment) and the kind do not
 * change here: links and X-Event values carry the name.
 */
export const UpdatePartnerBody = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  website: HttpsUrl.nullable().optional(),
  colors: z.object({ primary: HexColour.nullable(), secondary: HexColour.nullable() }).optional(),
  /** An https address of the logo; given (or null), it replaces a stored logo. */
  imageUrl: HttpsUrl.nullable().optional(),
  defaultLanguage: z.enum(LANGUAGES).optional(),
  /** Null opens every route, as the plain variant (OPEN_ROUTE_RULES). */
  routeRules: RouteRulesSchema.nullable().optional(),
});
export type UpdatePartnerBody = z.infer<typeof UpdatePartnerBody>;

export const PartnersQuery = PageQuery.extend({ kind: PartnerKind.optional() });

/** The name of an entry: words, digits, dashes and dots (`about`, `home.hero`). */
export const PageInfoName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'NAME_INVALID');

export const CreatePageInfoBody = z.object({
  name: PageInfoName,
  title: z.string().trim().max(200).default(''),
  description: z.string().trim().max(5000).default(''),
  imageUrl: ImageRef.nullable().optional(),
});
export type CreatePageInfoBody = z.infer<typeof CreatePageInfoBody>;

/** The entry is named by `name`; what is left out stays as it was. */
export const UpdatePageInfoBody = z.object({
  name: PageInfoName,
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  imageUrl: ImageRef.nullable().optional(),
});
export type UpdatePageInfoBody = z.infer<typeof UpdatePageInfoBody>;

export const PageInfoQuery = z.object({ name: PageInfoName.optional() });
export const DeletePageInfoQuery = z.object({ name: PageInfoName });

const tag = 'partners';
const errors = 'v2' as const;

export const partnerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${V2_PREFIX}/partners`,
    query: PartnersQuery,
    result: pageResult('partners', Partner),
    errors,
    tag,
    summary: 'Partners, sponsors and special-award organisations, by title',
  }),
  get: endpoint({
    method: 'GET',
    path: `${V2_PREFIX}/partners/:name`,
    params: PartnerNameParams,
    result: z.object({ partner: Partner }),
    errors,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${V2_PREFIX}/partners/:id`,
    params: IdParams,
    body: UpdatePartnerBody,
    result: z.object({ partner: Partner }),
    errors,
    tag,
    summary: "A partner build's title, site, colours, logo, default language and route rules (admins)",
  }),
  logo: endpoint({
    method: 'GET',
    path: `${V2_PREFIX}/partners/:name/logo`,
    params: PartnerNameParams,
    result: null,
    produces: 'image/png',
    errors,
    tag,
    summary: "A partner's stored logo (PNG)",
  }),
  pageInfo: endpoint({
    method: 'GET',
    path: `${V2_PREFIX}/partners/:id/page-info`,
    params: IdParams,
    query: PageInfoQuery,
    result: z.object({ pageInfo: z.array(PageInfo) }),
    errors,
    tag,
    summary: "A partner's page information, every entry or the one named",
  }),
  createPageInfo: endpoint({
    method: 'POST',
    path: `${V2_PREFIX}/partners/:id/page-info`,
    params: IdParams,
    body: CreatePageInfoBody,
    result: z.object({ pageInfo: PageInfo }),
    status: 201,
    errors,
    tag,
  }),
  updatePageInfo: endpoint({
    method: 'PUT',
    path: `${V2_PREFIX}/partners/:id/page-info`,
    params: IdParams,
    body: UpdatePageInfoBody,
    result: z.object({ pageInfo: PageInfo }),
    errors,
    tag,
  }),
  deletePageInfo: endpoint({
    method: 'DELETE',
    path: `${V2_PREFIX}/partners/:id/page-info`,
    params: IdParams,
    query: DeletePageInfoQuery,
    result: Success,
    errors,
    tag,
  }),
} as const;
