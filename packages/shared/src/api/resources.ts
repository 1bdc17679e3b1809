import { z } from 'zod';
import { BoardPage } from './boards.ts';
import { endpoint, HttpsUrl, Id, IdParams, ImageRef, SLUG_PATTERN, Success, Timestamp } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/**
 * The resources library (spec/000 §2 resources, resources/{resourceSlug},
 * resources/{resourceSlug}/{resourceSort}; §3 Partner resource; §4 webinars; spec/001 §7 "Partner
 * resources and partners" and "Users: webinars, resource answers and downloads"). Resources sit in
 * sections; each is a webinar, an ebook, a game or a tool. The spec's paths `/partner/resources`,
 * `/partner/getResources` and `/partnerResource/…` are kept (api.md); the person's own calls are
 * under `/resources/…`.
 */
export const RESOURCE_KINDS = ['webinar', 'ebook', 'game', 'tool'] as const;
export const ResourceKind = z.enum(RESOURCE_KINDS);
export type ResourceKind = z.infer<typeof ResourceKind>;

/** spec/000 §4: webinars are upcoming, live or recorded (from their start and end). */
export const WEBINAR_STAGES = ['upcoming', 'live', 'recorded'] as const;
export const WebinarStage = z.enum(WEBINAR_STAGES);
export type WebinarStage = z.infer<typeof WebinarStage>;

/** A section's slug: the `{resourceSlug}` of the screens. */
export const ResourceSlug = z.string().trim().min(1).max(80).regex(SLUG_PATTERN, 'SLUG_INVALID');

export const ResourceSection = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'ResourceSection' });
export type ResourceSection = z.infer<typeof ResourceSection>;

export const ResourcePartner = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});

export const PartnerResource = z
  .object({
    id: z.number().int(),
    sectionID: z.number().int(),
    kind: ResourceKind,
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    /** The resource's address (https); null for a gated download, which POST …/download answers. */
    url: z.string().nullable(),
    isVideo: z.boolean(),
    /** The address to embed: only for a video on a host an admin lists, else null (a plain link). */
    embedUrl: z.string().nullable(),
    startsAt: Timestamp.nullable(),
    endsAt: Timestamp.nullable(),
    /** A webinar's stage now; null for other kinds. */
    stage: WebinarStage.nullable(),
    /** A gated download asks these first. */
    questions: z.array(z.string()),
    gated: z.boolean(),
    position: z.number().int(),
    partner: ResourcePartner.nullable(),
  })
  .meta({ id: 'PartnerResource' });
export type PartnerResource = z.infer<typeof PartnerResource>;

export const ResourcesWithSection = ResourceSection.extend({ resources: z.array(PartnerResource) }).meta({
  id: 'ResourcesWithSection',
});
export type ResourcesWithSection = z.infer<typeof ResourcesWithSection>;

const Title = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(5000);
const Question = z.string().trim().min(1).max(300);

export const CreateResourceSectionBody = z.object({
  slug: ResourceSlug,
  title: Title,
  description: Description.default(''),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type CreateResourceSectionBody = z.infer<typeof CreateResourceSectionBody>;
export const UpdateResourceSectionBody = z.object({
  slug: ResourceSlug.optional(),
  title: Title.optional(),
  description: Description.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type UpdateResourceSectionBody = z.infer<typeof UpdateResourceSectionBody>;

const resourceFields = {
  sectionID: Id,
  partnerID: Id.nullable().optional(),
  kind: ResourceKind,
  title: Title,
  description: Description.default(''),
  image: ImageRef.nullable().optional(),
  url: HttpsUrl.nullable().optional(),
  isVideo: z.boolean().default(false),
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  questions: z.array(Question).max(10).default([]),
  position: z.number().int().min(0).max(10_000).default(0),
};
export const CreateResourceBody = z.object(resourceFields);
export type CreateResourceBody = z.infer<typeof CreateResourceBody>;
/** POST /partner/resources: a partner's resource, so the partner is named. */
export const CreatePartnerResourceBody = z.object({ ...resourceFields, partnerID: Id });
export const UpdateResourceBody = z.object({
  sectionID: Id.optional(),
  partnerID: Id.nullable().optional(),
  kind: ResourceKind.optional(),
  title: Title.optional(),
  description: Description.optional(),
  image: ImageRef.nullable().optional(),
  url: HttpsUrl.nullable().optional(),
  isVideo: z.boolean().optional(),
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  questions: z.array(Question).max(10).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type UpdateResourceBody = z.infer<typeof UpdateResourceBody>;

/** A section by id or by slug (resources/{resourceSlug}). */
export const SectionRefParams = z.object({ id: z.union([Id, ResourceSlug]) });

export const ResourcesQuery = PageQuery.extend({ type: ResourceKind.optional() });
export const GetResourcesQuery = z.object({ type: ResourceKind.optional() });

export const ResourceAnswers = z.record(z.string().max(300), z.string().trim().max(1000));
export const PutResourceAnswersBody = z.object({ answers: ResourceAnswers });
export type PutResourceAnswersBody = z.infer<typeof PutResourceAnswersBody>;

const Utm = z.string().trim().max(200).nullable().optional();
/** The campaign the person came from (the web keeps it under utm_params, spec/000 §3). */
export const DownloadResourceBody = z.object({ utmCampaign: Utm, utmSource: Utm, utmMedium: Utm });
export type DownloadResourceBody = z.infer<typeof DownloadResourceBody>;

export const ResourceDownload = z
  .object({
    id: z.number().int(),
    userName: z.string(),
    utmCampaign: z.string().nullable(),
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    answers: ResourceAnswers.nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'ResourceDownload' });
export type ResourceDownload = z.infer<typeof ResourceDownload>;

/** A host name as an admin lists it (`www.youtube-nocookie.com`). */
export const EmbedHost = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'HOST_INVALID');
export const PutEmbedHostsBody = z.object({ hosts: z.array(EmbedHost).max(50) });

/** A resource and one board attached to it (PUT, DELETE /resources/{id}/boards/{projectID}). */
export const ResourceBoardParams = z.object({ id: Id, projectID: Id });
export const ResourceBoardResult = z.object({ attached: z.boolean() });

const Registration = z.object({ isRegistered: z.boolean() });
const tag = 'resources';

export const resourceEndpoints = {
  getResources: endpoint({
    method: 'GET',
    path: '/partner/getResources',
    query: GetResourcesQuery,
    result: z.object({ resourcesWithSections: z.array(ResourcesWithSection) }),
    tag,
    summary: 'Every section with its resources, of one type or all',
  }),
  createPartnerResource: endpoint({
    method: 'POST',
    path: '/partner/resources',
    body: CreatePartnerResourceBody,
    result: z.object({ partnerResource: PartnerResource }),
    status: 201,
    tag,
    summary: "A partner's resource",
  }),
  sections: endpoint({
    method: 'GET',
    path: '/partnerResource/sections',
    result: z.object({ resourceSections: z.array(ResourceSection) }),
    tag,
  }),
  section: endpoint({
    method: 'GET',
    path: '/partnerResource/sections/:id',
    params: SectionRefParams,
    query: GetResourcesQuery,
    result: z.object({ resourcesWithSection: ResourcesWithSection }),
    tag,
    summary: 'A section (by id or slug) with its resources',
  }),
  createSection: endpoint({
    method: 'POST',
    path: '/partnerResource/sections',
    body: CreateResourceSectionBody,
    result: z.object({ resourceSection: ResourceSection }),
    status: 201,
    tag,
  }),
  updateSection: endpoint({
    method: 'PUT',
    path: '/partnerResource/sections/:id',
    params: IdParams,
    body: UpdateResourceSectionBody,
    result: z.object({ resourceSection: ResourceSection }),
    tag,
  }),
  removeSection: endpoint({
    method: 'DELETE',
    path: '/partnerResource/sections/:id',
    params: IdParams,
    result: Success,
    tag,
    summary: 'A section and its resources',
  }),
  list: endpoint({
    method: 'GET',
    path: '/partnerResource/resources',
    query: ResourcesQuery,
    result: pageResult('resources', PartnerResource),
    tag,
    summary: 'Resources of one type (webinar, ebook, game, tool) or all, newest webinars first',
  }),
  get: endpoint({
    method: 'GET',
    path: '/partnerResource/resources/:id',
    params: IdParams,
    result: z.object({ partnerResource: PartnerResource }),
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/partnerResource/resources',
    body: CreateResourceBody,
    result: z.object({ partnerResource: PartnerResource }),
    status: 201,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/partnerResource/resources/:id',
    params: IdParams,
    body: UpdateResourceBody,
    result: z.object({ updatedResource: PartnerResource }),
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/partnerResource/resources/:id',
    params: IdParams,
    result: Success,
    tag,
  }),
  embedHosts: endpoint({
    method: 'GET',
    path: '/partnerResource/embedHosts',
    result: z.object({ hosts: z.array(z.string()) }),
    tag,
    summary: 'The hosts whose videos may be embedded',
  }),
  putEmbedHosts: endpoint({
    method: 'PUT',
    path: '/partnerResource/embedHosts',
    body: PutEmbedHostsBody,
    result: z.object({ hosts: z.array(z.string()) }),
    tag,
  }),
  registration: endpoint({
    method: 'GET',
    path: '/resources/:id/registration',
    params: IdParams,
    result: Registration,
    tag,
    summary: 'Whether the caller is registered for the webinar (spec/001 §5)',
  }),
  register: endpoint({
    method: 'POST',
    path: '/resources/:id/registration',
    params: IdParams,
    result: Registration,
    tag,
    summary: 'Register for an upcoming or live webinar',
  }),
  unregister: endpoint({
    method: 'DELETE',
    path: '/resources/:id/registration',
    params: IdParams,
    result: Registration,
    tag,
  }),
  answers: endpoint({
    method: 'GET',
    path: '/resources/:id/answers',
    params: IdParams,
    result: z.object({ answers: ResourceAnswers.nullable() }),
    tag,
    summary: "The caller's answers to a gated resource's questions",
  }),
  putAnswers: endpoint({
    method: 'PUT',
    path: '/resources/:id/answers',
    params: IdParams,
    body: PutResourceAnswersBody,
    result: z.object({ answers: ResourceAnswers }),
    tag,
  }),
  download: endpoint({
    method: 'POST',
    path: '/resources/:id/download',
    params: IdParams,
    body: DownloadResourceBody,
    result: z.object({ url: z.string() }),
    tag,
    summary: 'Record a download with its utm campaign, source and medium and answer the address',
  }),
  downloads: endpoint({
    method: 'GET',
    path: '/resources/:id/downloads',
    params: IdParams,
    query: PageQuery,
    result: pageResult('downloads', ResourceDownload),
    tag,
    summary: "A resource's downloads, newest first, with the answers given",
  }),
  boards: endpoint({
    method: 'GET',
    path: '/resources/:id/boards',
    params: IdParams,
    query: PageQuery,
    result: BoardPage,
    tag,
    summary: 'The public boards attached to a resource, latest attached first',
  }),
  attachBoard: endpoint({
    method: 'PUT',
    path: '/resources/:id/boards/:projectID',
    params: ResourceBoardParams,
    result: ResourceBoardResult,
    tag,
    summary:
      "Attach a board to a resource: the board's owner or editors, or staff (add resource project membership)",
  }),
  detachBoard: endpoint({
    method: 'DELETE',
    path: '/resources/:id/boards/:projectID',
    params: ResourceBoardParams,
    result: ResourceBoardResult,
    tag,
    summary: "Take a board off a resource: the board's owner or editors, or staff",
  }),
} as const;
