import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../constants.ts';
import { CommentPage } from './comments.ts';
import { endpoint, Id, UserNameParams } from './contract.ts';
import { PageQuery } from './paging.ts';
import { SectionPage } from './posts.ts';
import { Handle } from './users.ts';

/*
 * A person's own calls of spec/001 §7 Users and Posts that the profile does not carry (issue 18,
 * items 3 and 4): their sections and comments, the ids they liked or bookmarked, their social
 * handles one by one, their coarse location, their filter tags with `remember`, and the deprecated
 * lookup. Paths the spec does not show are written in docs/decisions.md "A person's own calls".
 */

const tag = 'people';

/** Social handles as calls of their own: the whole list, in the platforms' order. */
export const HandlesResult = z.object({ handles: z.array(Handle) });
export const HandleParams = UserNameParams.extend({ platform: z.enum(SOCIAL_PLATFORMS) });
export const SaveHandleBody = z.object({ handle: Handle.shape.handle });

/**
 * Where a person is, coarsely (issue 18 item 4): a city or region, never an address, and
 * coordinates rounded to one decimal (about 11 km). Shown to others only for adults.
 */
export const LOCATION_DECIMALS = 1;
const place = z.string().trim().max(100);
export const LocationBody = z
  .object({
    city: place.default(''),
    region: place.default(''),
    country: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{2})?$/, 'a two-letter country code')
      .transform((c) => c.toUpperCase())
      .default(''),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    /** The person's school, which the people search finds by (`searchBy=school`). */
    school: z.string().trim().max(200).default(''),
  })
  .refine((b) => (b.latitude === null) === (b.longitude === null), {
    message: 'latitude and longitude come together',
    path: ['longitude'],
  });
export const Location = z
  .object({
    city: z.string(),
    region: z.string(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    school: z.string(),
  })
  .meta({ id: 'Location' });
export type Location = z.output<typeof Location>;
/** `location` is null when none was saved, and for a minor's location asked by anyone else. */
export const LocationResult = z.object({ location: Location.nullable() });

/**
 * The filter tags of a person's board lists (spec/001 §7 "filters and filter tags (tagIds,
 * remember)"; spec/000 §5: the filter is kept only if the remember flag is true). Tag ids are
 * category ids.
 */
export const FilterTagsBody = z.object({
  tagIds: z.array(Id).max(50),
  remember: z.boolean(),
});
export const FilterTagsResult = z.object({ tagIds: z.array(z.number().int()), remember: z.boolean() });
export type FilterTagsResult = z.output<typeof FilterTagsResult>;

/**
 * The ids lists (liked boards, bookmarked boards, liked sections, liked comments): newest first,
 * at most `IDS_MAX`; with `ids` only those of them that the person reacted to.
 */
export const IDS_MAX = 1000;
export const IdsQuery = z.object({
  ids: z
    .preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(Id).max(200))
    .optional(),
});
export type IdsQuery = z.output<typeof IdsQuery>;
export const ProjectIdsResult = z.object({ projects: z.array(z.number().int()) });
export const PostIdsResult = z.object({ posts: z.array(z.number().int()) });
export const CommentIdsResult = z.object({ comments: z.array(z.number().int()) });

/** A person's sections and comments, newest first, as the viewer may see them. */
export const PersonPageQuery = PageQuery;

export const peopleEndpoints = {
  posts: endpoint({
    method: 'GET',
    path: '/users/:username/posts',
    params: UserNameParams,
    query: PersonPageQuery,
    result: SectionPage,
    tag,
    summary: 'The person’s sections on boards the viewer may see (never an anonymous one, to others)',
  }),
  comments: endpoint({
    method: 'GET',
    path: '/users/:username/comments',
    params: UserNameParams,
    query: PersonPageQuery,
    result: CommentPage,
    tag,
    summary: 'The person’s comments on boards the viewer may see (never an anonymous one, to others)',
  }),
  likedIds: endpoint({
    method: 'GET',
    path: '/users/:username/likedIds',
    params: UserNameParams,
    query: IdsQuery,
    result: ProjectIdsResult,
    tag,
    summary: 'The ids of the boards the person liked (only they may ask)',
  }),
  subscribedIds: endpoint({
    method: 'GET',
    path: '/users/:username/subscribedIds',
    params: UserNameParams,
    query: IdsQuery,
    result: ProjectIdsResult,
    tag,
    summary: 'The ids of the boards the person bookmarked (only they may ask)',
  }),
  likedPostIds: endpoint({
    method: 'GET',
    path: '/users/:username/likedPostIds',
    params: UserNameParams,
    query: IdsQuery,
    result: PostIdsResult,
    tag,
    summary: 'The ids of the sections the person liked (only they may ask)',
  }),
  likedCommentIds: endpoint({
    method: 'GET',
    path: '/users/:username/likedCommentIds',
    params: UserNameParams,
    query: IdsQuery,
    result: CommentIdsResult,
    tag,
    summary: 'The ids of the comments the person liked (only they may ask)',
  }),
  handles: endpoint({
    method: 'GET',
    path: '/users/:username/handles',
    params: UserNameParams,
    result: HandlesResult,
    tag,
  }),
  saveHandle: endpoint({
    method: 'PUT',
    path: '/users/:username/handles/:platform',
    params: HandleParams,
    body: SaveHandleBody,
    result: HandlesResult,
    tag,
  }),
  deleteHandle: endpoint({
    method: 'DELETE',
    path: '/users/:username/handles/:platform',
    params: HandleParams,
    result: HandlesResult,
    tag,
  }),
  location: endpoint({
    method: 'GET',
    path: '/users/:username/location',
    params: UserNameParams,
    result: LocationResult,
    tag,
  }),
  saveLocation: endpoint({
    method: 'PUT',
    path: '/users/:username/location',
    params: UserNameParams,
    body: LocationBody,
    result: LocationResult,
    tag,
  }),
  deleteLocation: endpoint({
    method: 'DELETE',
    path: '/users/:username/location',
    params: UserNameParams,
    result: LocationResult,
    tag,
  }),
  filters: endpoint({ method: 'GET', path: '/users/filters', result: FilterTagsResult, tag }),
  saveFilters: endpoint({
    method: 'PUT',
    path: '/users/filters',
    body: FilterTagsBody,
    result: FilterTagsResult,
    tag,
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/users/lookup',
    query: z.looseObject({}),
    result: z.object({}),
    tag,
    summary: 'Finding a user by lookup: deprecated, always answers 410 "Deprecated" (spec/001 §7 Users)',
  }),
};
