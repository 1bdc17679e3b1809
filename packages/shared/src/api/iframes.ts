import { z } from 'zod';
import { endpoint, HttpsUrl, Id, IdParams, SLUG_PATTERN, Success } from './contract.ts';

/**
 * Iframes by event and route slug (spec/000 §3 Iframe; spec/001 §7 "Contact, languages, fairs,
 * iframes"): an admin puts another site's page on an event (a fair) and on a route of this site
 * (its slug: `scienceday` shows the iframe whose slug is `scienceday`). A frame's address is https
 * only and its host must be on the list admins keep (`/iframe/hosts`); pages render it sandboxed.
 */

/** A route slug: lower-case words joined by dashes (at most 80 characters). */
export const IframeSlug = z.string().trim().min(1).max(80).regex(SLUG_PATTERN, 'IFRAME_SLUG_INVALID');

/** A host name as a browser writes it (`video.example.org`): letters, digits, dots and dashes. */
export const IframeHostName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(
    /^(?=.*[a-z])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/,
    'IFRAME_HOST_INVALID',
  );

export const Iframe = z
  .object({
    id: z.number().int(),
    /** The event (fair) the frame belongs to. */
    eventId: z.number().int(),
    eventName: z.string(),
    slug: z.string(),
    title: z.string(),
    src: z.string(),
    /** Whether the frame's host is still on the admins' list: pages show only allowed frames. */
    allowed: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Iframe' });
export type Iframe = z.infer<typeof Iframe>;

export const IframeHost = z.object({ id: z.number().int(), host: z.string(), createdAt: z.string() });
export type IframeHost = z.infer<typeof IframeHost>;

const Title = z.string().trim().min(1).max(200);
export const CreateIframeBody = z.object({ eventId: Id, slug: IframeSlug, title: Title, src: HttpsUrl });
export type CreateIframeBody = z.infer<typeof CreateIframeBody>;
export const UpdateIframeBody = z.object({
  slug: IframeSlug.optional(),
  title: Title.optional(),
  src: HttpsUrl.optional(),
});
export type UpdateIframeBody = z.infer<typeof UpdateIframeBody>;
export const EventIdParams = z.object({ eventId: Id });
export const IframeSlugParams = z.object({ slug: IframeSlug });
export const CreateIframeHostBody = z.object({ host: IframeHostName });

const tag = 'iframes';
const result = z.object({ iframe: Iframe });

export const iframeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/iframe',
    result: z.object({ iframes: z.array(Iframe) }),
    tag,
    summary: 'Every iframe, by event',
  }),
  create: endpoint({ method: 'POST', path: '/iframe', body: CreateIframeBody, result, status: 201, tag }),
  get: endpoint({ method: 'GET', path: '/iframe/:eventId', params: EventIdParams, result, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/iframe/:eventId',
    params: EventIdParams,
    body: UpdateIframeBody,
    result,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/iframe/:eventId',
    params: EventIdParams,
    result: Success,
    tag,
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/iframe/slug/:slug',
    params: IframeSlugParams,
    result,
    tag,
    summary: 'The iframe of a route slug',
  }),
  hosts: endpoint({
    method: 'GET',
    path: '/iframe/hosts',
    result: z.object({ hosts: z.array(IframeHost) }),
    tag,
    summary: 'The hosts iframes may come from',
  }),
  addHost: endpoint({
    method: 'POST',
    path: '/iframe/hosts',
    body: CreateIframeHostBody,
    result: z.object({ host: IframeHost }),
    status: 201,
    tag,
  }),
  removeHost: endpoint({
    method: 'DELETE',
    path: '/iframe/hosts/:id',
    params: IdParams,
    result: Success,
    tag,
  }),
} as const;
