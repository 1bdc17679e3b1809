import { z } from 'zod';
import { Board, BoardPage } from './boards.ts';
import { endpoint, IdParams, Id as id, Timestamp, UserNameParams } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/** The two student-showcase visibilities (spec/000 §3 Award). */
export const AWARD_VISIBILITIES = ['awards', 'scholarships'] as const;

export const Award = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    siteSource: z.string().nullable(),
    siteVisibility: z.enum(AWARD_VISIBILITIES),
    fairID: z.number().int().nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'Award' });
export type Award = z.output<typeof Award>;

/** An award as a board carries it: when and for which board it was given. */
export const GivenAward = Award.extend({ projectID: z.number().int(), givenAt: Timestamp });

export const CreateAwardBody = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  siteSource: z.string().trim().max(80).nullish(),
  siteVisibility: z.enum(AWARD_VISIBILITIES).default('awards'),
  fairID: id.nullish(),
});
export const UpdateAwardBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  siteSource: z.string().trim().max(80).nullish(),
  siteVisibility: z.enum(AWARD_VISIBILITIES).optional(),
  fairID: id.nullish(),
});
export const AwardQuery = PageQuery.extend({
  siteSource: z.string().trim().max(80).optional(),
  siteVisibility: z.enum(AWARD_VISIBILITIES).optional(),
});
export const AwardResult = z.object({ award: Award });
export const AwardPage = pageResult('awards', Award);
export const AwardUserParams = z.object({ id, userID: id });
export const AwardProjectParams = z.object({ id, projectID: id });
export const AwardedBoard = Board.extend({ awards: z.array(GivenAward) });
export const AwardedBoardResult = z.object({ project: AwardedBoard });
export const GivenAwards = z.object({ awards: z.array(GivenAward) });
export const PermissionResult = z.object({
  awardID: z.number().int(),
  userID: z.number().int(),
  granted: z.boolean(),
});
/** PUT /projects/{id}/createNominations: every award at most once ("Awards to nominate must be unique"). */
export const NominationsBody = z.object({ awardIDs: z.array(id).min(1).max(20) });
export const BlueRibbonBody = z.object({ BlueRibbon: z.boolean() });
export const BlueRibbonResult = z.object({ BlueRibbon: z.boolean() });
export const AwardPermissions = z.object({ awards: z.array(Award) });

const tag = 'awards';

/** api.md "Awards and nominations" (spec/001 §7 Awards). */
export const awardEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/award',
    body: CreateAwardBody,
    result: AwardResult,
    status: 201,
    tag,
  }),
  list: endpoint({ method: 'GET', path: '/award', query: AwardQuery, result: AwardPage, tag }),
  /** One award, for the list of the boards that won it (`viewAll?award={id}`). */
  get: endpoint({ method: 'GET', path: '/award/:id', params: IdParams, result: AwardResult, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/award/:id',
    params: IdParams,
    body: UpdateAwardBody,
    result: AwardResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/award/:id',
    params: IdParams,
    result: z.object({ deleted: z.literal(true), id: z.number().int() }),
    tag,
  }),
  grant: endpoint({
    method: 'POST',
    path: '/award/:id/user/:userID',
    params: AwardUserParams,
    result: PermissionResult,
    tag,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/award/:id/user/:userID',
    params: AwardUserParams,
    result: PermissionResult,
    tag,
  }),
  give: endpoint({
    method: 'POST',
    path: '/award/:id/project/:projectID',
    params: AwardProjectParams,
    result: AwardedBoardResult,
    tag,
  }),
  myPermissions: endpoint({ method: 'GET', path: '/users/awardPermissions', result: AwardPermissions, tag }),
  nominate: endpoint({
    method: 'PUT',
    path: '/projects/:id/createNominations',
    params: IdParams,
    body: NominationsBody,
    result: z.object({ success: z.literal(true) }),
    tag,
  }),
  boardAwards: endpoint({
    method: 'GET',
    path: '/projects/:id/awards',
    params: IdParams,
    result: GivenAwards,
    tag,
  }),
  userAwards: endpoint({
    method: 'GET',
    path: '/users/:username/awards',
    params: UserNameParams,
    result: GivenAwards,
    tag,
  }),
  finalists: endpoint({ method: 'GET', path: '/projects/awarded', query: PageQuery, result: BoardPage, tag }),
  blueRibbon: endpoint({
    method: 'PUT',
    path: '/projects/:id/blueRibbon',
    params: IdParams,
    body: BlueRibbonBody,
    result: BlueRibbonResult,
    tag,
  }),
};
