import { z } from 'zod';
import { endpoint, Id, IdParams, SLUG_PATTERN, Success } from './contract.ts';

/**
 * The auditorium (spec/000 §2 auditorium/{auditoriumSlug}; spec/001 §7 GET /auditorium/{id}/languages
 * and GET /videos/{id}/languages): an event's stage with one or more videos, each in several
 * languages, with WebVTT captions where given. The spec's paths are kept (api.md); the writes and
 * the page's read by slug are ours, under the same prefixes.
 */

/** A language of a video: a BCP 47 tag of a language and an optional region (`en`, `de`, `pt-BR`). */
export const VideoLanguageCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'LANGUAGE_CODE_INVALID');

/** An auditorium's slug, as in its page's path: lower-case words joined by dashes. */
export const AuditoriumSlug = z.string().trim().min(1).max(80).regex(SLUG_PATTERN, 'SLUG_INVALID');

/** WebVTT captions: a file starting with the `WEBVTT` line (at most 200 000 characters). */
export const WebVtt = z
  .string()
  .max(200_000)
  .refine((text) => /^(?:\uFEFF)?WEBVTT(?:[ \t][^\r\n]*)?(?:\r?\n|$)/.test(text), 'CAPTIONS_NOT_WEBVTT');

/** One language of a video: its file (a URL once transcoded), poster, and captions where given. */
export const VideoLanguage = z
  .object({
    language: z.string(),
    /** The upload holding this language's video. */
    uploadID: z.number().int(),
    /** The upload's phase (spec/000 §4): the video plays once `ready`. */
    status: z.string(),
    url: z.string().nullable(),
    posterUrl: z.string().nullable(),
    /** GET /videos/{id}/languages/{language}/captions when captions are given, else null. */
    captionsUrl: z.string().nullable(),
  })
  .meta({ id: 'VideoLanguage' });
export type VideoLanguage = z.infer<typeof VideoLanguage>;

export const AuditoriumVideo = z
  .object({
    id: z.number().int(),
    title: z.string(),
    languages: z.array(VideoLanguage),
  })
  .meta({ id: 'AuditoriumVideo' });
export type AuditoriumVideo = z.infer<typeof AuditoriumVideo>;

export const AuditoriumSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
});
export type AuditoriumSummary = z.infer<typeof AuditoriumSummary>;

export const Auditorium = AuditoriumSummary.extend({ videos: z.array(AuditoriumVideo) }).meta({
  id: 'Auditorium',
});
export type Auditorium = z.infer<typeof Auditorium>;

const Title = z.string().trim().min(1).max(200);
export const CreateAuditoriumBody = z.object({
  slug: AuditoriumSlug,
  title: Title,
  description: z.string().trim().max(2000).optional(),
});
export type CreateAuditoriumBody = z.input<typeof CreateAuditoriumBody>;
export const UpdateAuditoriumBody = z.object({
  title: Title.optional(),
  description: z.string().trim().max(2000).optional(),
});
export const CreateVideoBody = z.object({ title: Title });
/** PUT /videos/{id}/languages/{language}: the caller's own video upload, and captions if any. */
export const SetVideoLanguageBody = z.object({
  uploadID: Id,
  captions: WebVtt.nullable().optional(),
});
export type SetVideoLanguageBody = z.output<typeof SetVideoLanguageBody>;

export const AuditoriumSlugParams = z.object({ slug: AuditoriumSlug });
export const VideoLanguageParams = z.object({ id: Id, language: VideoLanguageCode });

const tag = 'auditoriums';

export const auditoriumEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/auditorium',
    result: z.object({ auditoriums: z.array(AuditoriumSummary) }),
    tag,
    summary: 'Every auditorium, by title',
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/auditorium/slug/:slug',
    params: AuditoriumSlugParams,
    result: z.object({ auditorium: Auditorium }),
    tag,
    summary: 'The auditorium of a page (auditorium/{auditoriumSlug}) with its videos and their languages',
  }),
  get: endpoint({
    method: 'GET',
    path: '/auditorium/:id',
    params: IdParams,
    result: z.object({ auditorium: Auditorium }),
    tag,
  }),
  /** spec/001 §7: the languages any of the auditorium's videos is given in. */
  languages: endpoint({
    method: 'GET',
    path: '/auditorium/:id/languages',
    params: IdParams,
    result: z.object({ languages: z.array(z.string()) }),
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/auditorium',
    body: CreateAuditoriumBody,
    result: z.object({ auditorium: Auditorium }),
    status: 201,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/auditorium/:id',
    params: IdParams,
    body: UpdateAuditoriumBody,
    result: z.object({ auditorium: Auditorium }),
    tag,
  }),
  remove: endpoint({ method: 'DELETE', path: '/auditorium/:id', params: IdParams, result: Success, tag }),
  addVideo: endpoint({
    method: 'POST',
    path: '/auditorium/:id/videos',
    params: IdParams,
    body: CreateVideoBody,
    result: z.object({ video: AuditoriumVideo }),
    status: 201,
    tag,
  }),
  removeVideo: endpoint({ method: 'DELETE', path: '/videos/:id', params: IdParams, result: Success, tag }),
  /** spec/001 §7: the languages of one video, each with its file and captions. */
  videoLanguages: endpoint({
    method: 'GET',
    path: '/videos/:id/languages',
    params: IdParams,
    result: z.object({ languages: z.array(VideoLanguage) }),
    tag,
  }),
  setVideoLanguage: endpoint({
    method: 'PUT',
    path: '/videos/:id/languages/:language',
    params: VideoLanguageParams,
    body: SetVideoLanguageBody,
    result: z.object({ video: AuditoriumVideo }),
    tag,
  }),
  removeVideoLanguage: endpoint({
    method: 'DELETE',
    path: '/videos/:id/languages/:language',
    params: VideoLanguageParams,
    result: z.object({ video: AuditoriumVideo }),
    tag,
  }),
  /** A language's captions as a WebVTT file, for the player's <track>. */
  captions: endpoint({
    method: 'GET',
    path: '/videos/:id/languages/:language/captions',
    params: VideoLanguageParams,
    result: null,
    produces: 'text/vtt',
    tag,
  }),
} as const;
