import { z } from 'zod';
import { endpoint, Id, IdParams, SLUG_PATTERN, Success } from './contract.ts';

/**
 * The virtual lobby (spec/000 §2 2d/{path}) and its clickable areas (admin/clickableAreas/create and
 * admin/clickableAreas/View): a background picture with rectangles, in percent of the picture, each
 * leading to a path of this site (a board, an auditorium, another room).
 */

/** A lobby's path, as in `2d/{path}`: lower-case words joined by dashes. */
export const LobbyPath = z.string().trim().min(1).max(80).regex(SLUG_PATTERN, 'SLUG_INVALID');

/**
 * Where an area leads: a path of this site (`/auditorium/main-stage`, `/2d/workshop`), never another
 * site or a script: it starts with one `/`, and holds only path, query and fragment characters.
 */
export const SitePath = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine((value) => /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(value), 'SITE_PATH_INVALID');

/** A position or size in percent of the picture (two decimals are kept). */
const Percent = z.number().min(0).max(100);

export const ClickableArea = z
  .object({
    id: z.number().int(),
    /** What the link is called (its accessible name, and the label shown on the picture). */
    name: z.string(),
    x: z.number(),
    y: z.number(),
    width: z.number(),
    height: z.number(),
    href: z.string(),
  })
  .meta({ id: 'ClickableArea' });
export type ClickableArea = z.infer<typeof ClickableArea>;

export const LobbySummary = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  /** The background picture's URL (signed, it changes day by day); null when its upload is gone. */
  imageUrl: z.string().nullable(),
  areaCount: z.number().int(),
});
export type LobbySummary = z.infer<typeof LobbySummary>;

export const Lobby = LobbySummary.extend({
  description: z.string(),
  areas: z.array(ClickableArea),
}).meta({ id: 'Lobby' });
export type Lobby = z.infer<typeof Lobby>;

const Title = z.string().trim().min(1).max(200);
/** A picture uploaded by the caller (POST /uploads gives its URL). */
const Picture = z.string().trim().min(1).max(2000);

export const CreateLobbyBody = z.object({
  path: LobbyPath,
  title: Title,
  description: z.string().trim().max(2000).optional(),
  image: Picture,
});
export type CreateLobbyBody = z.input<typeof CreateLobbyBody>;
export const UpdateLobbyBody = z.object({
  title: Title.optional(),
  description: z.string().trim().max(2000).optional(),
  image: Picture.optional(),
});
export type UpdateLobbyBody = z.input<typeof UpdateLobbyBody>;

/** A rectangle inside the picture: it may not reach past its right or bottom edge. */
export const AreaBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    x: Percent,
    y: Percent,
    width: Percent.min(1),
    height: Percent.min(1),
    href: SitePath,
  })
  .refine((a) => a.x + a.width <= 100.0001 && a.y + a.height <= 100.0001, {
    message: 'AREA_OUTSIDE_PICTURE',
    path: ['width'],
  });
export type AreaBody = z.input<typeof AreaBody>;

export const LobbyPathParams = z.object({ path: LobbyPath });
export const AreaParams = z.object({ id: Id, areaID: Id });

const tag = 'lobbies';

export const lobbyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/lobbies',
    result: z.object({ lobbies: z.array(LobbySummary) }),
    tag,
    summary: 'Every lobby, by title',
  }),
  byPath: endpoint({
    method: 'GET',
    path: '/lobbies/path/:path',
    params: LobbyPathParams,
    result: z.object({ lobby: Lobby }),
    tag,
    summary: 'The lobby of a page (2d/{path}) with its clickable areas',
  }),
  get: endpoint({
    method: 'GET',
    path: '/lobbies/:id',
    params: IdParams,
    result: z.object({ lobby: Lobby }),
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/lobbies',
    body: CreateLobbyBody,
    result: z.object({ lobby: Lobby }),
    status: 201,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/lobbies/:id',
    params: IdParams,
    body: UpdateLobbyBody,
    result: z.object({ lobby: Lobby }),
    tag,
  }),
  remove: endpoint({ method: 'DELETE', path: '/lobbies/:id', params: IdParams, result: Success, tag }),
  addArea: endpoint({
    method: 'POST',
    path: '/lobbies/:id/areas',
    params: IdParams,
    body: AreaBody,
    result: z.object({ area: ClickableArea }),
    status: 201,
    tag,
  }),
  updateArea: endpoint({
    method: 'PUT',
    path: '/lobbies/:id/areas/:areaID',
    params: AreaParams,
    body: AreaBody,
    result: z.object({ area: ClickableArea }),
    tag,
  }),
  removeArea: endpoint({
    method: 'DELETE',
    path: '/lobbies/:id/areas/:areaID',
    params: AreaParams,
    result: Success,
    tag,
  }),
} as const;
