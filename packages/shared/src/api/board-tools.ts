import { z } from 'zod';
import { Board, BoardPage, BoardResult, SectionInput } from './boards.ts';
import { endpoint, IdParams, Id as id, Timestamp, UserNameParams } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/*
 * The board calls of spec/001 §7 that issue 18 adds (docs/decisions.md "Board lists and tools"):
 * pins per category, is-online, the premium and award-winner lists, a person's last board and last
 * draft, suggested categories, search inside a board and certificates. Paths the spec does not
 * show follow the neighbours of api.md "Boards"; docs/routes.md lists them.
 */

/** PUT /projects/{id}/pinned: pin a board in one of its categories, or take the pin off. */
export const PinBoardBody = z.object({ categoryID: id, pinned: z.boolean() });
/** PUT /projects/{id}/isOnline. */
export const OnlineBody = z.object({ isOnline: z.boolean() });

/** A category suggested for a board, best first, with how well the board's words matched it. */
export const SuggestedCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  parentID: z.number().int(),
  name: z.string(),
  score: z.number(),
});
export const SuggestedCategories = z.object({ categories: z.array(SuggestedCategory) });
/** POST /projects/suggestCategories: the text of a board not saved yet (the editor's picker). */
export const SuggestCategoriesBody = z.object({
  title: z.string().trim().max(200).default(''),
  description: z.string().max(20_000).default(''),
  tags: z.array(z.string().trim().max(40)).max(20).default([]),
  sections: z.array(SectionInput).max(100).default([]),
});

/** GET /projects/{id}/search: the sections of the board whose title or text hold every word. */
export const BoardSearchQuery = PageQuery.extend({ q: z.string().trim().min(1).max(200) });
export const BoardSearchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text around the first match, at most about 200 characters. */
  excerpt: z.string(),
  priority: z.number().int(),
});
export const BoardSearchPage = pageResult('posts', BoardSearchHit);

/** A person's last board or last draft, or null when they have none (the viewer may see). */
export const MaybeBoardResult = z.object({ project: Board.nullable() });

/** GET /projects/awardWinners: awards with the boards that won them, newest award first. */
export const AwardWinnersQuery = PageQuery.extend({
  /** `challenge`: awards of a fair; `annual`: awards given outside any fair, by the year they were given. */
  kind: z.enum(['challenge', 'annual']),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  fairID: id.optional(),
});
export const AwardWinners = pageResult(
  'awards',
  z.object({
    award: z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      fairID: z.number().int().nullable(),
      siteVisibility: z.string(),
    }),
    /** The boards that won it that the viewer may see, the latest first, at most 24. */
    projects: z.array(Board),
  }),
);

/** GET /certificates/{code}: what a certificate says, for whoever checks it. */
export const CertificateCodeParams = z.object({ code: z.string().trim().min(4).max(40) });
export const Certificate = z.object({
  code: z.string(),
  projectID: z.number().int(),
  title: z.string(),
  names: z.array(z.string()),
  /** `completed`, or `award` with the award's name. */
  reason: z.enum(['completed', 'award']),
  awardName: z.string().nullable(),
  issuedAt: Timestamp,
});
export const CertificateResult = z.object({ certificate: Certificate });
/** GET /projects/{id}/certificate: `award` picks one of its awards (the latest by default). */
export const CertificateQuery = z.object({ award: id.optional() });

const tag = 'boards';

export const boardToolEndpoints = {
  pin: endpoint({
    method: 'PUT',
    path: '/projects/:id/pinned',
    params: IdParams,
    body: PinBoardBody,
    result: BoardResult,
    tag,
    summary: 'Pin a board first in one of its categories, or take the pin off (admins and curators)',
  }),
  online: endpoint({
    method: 'PUT',
    path: '/projects/:id/isOnline',
    params: IdParams,
    body: OnlineBody,
    result: BoardResult,
    tag,
    summary: 'Whether the board is presented online (at a virtual fair) rather than in person',
  }),
  premium: endpoint({ method: 'GET', path: '/projects/premium', query: PageQuery, result: BoardPage, tag }),
  awardWinners: endpoint({
    method: 'GET',
    path: '/projects/awardWinners',
    query: AwardWinnersQuery,
    result: AwardWinners,
    tag,
    summary: 'Challenge awards (of a fair) and annual awards, each with the boards that won it',
  }),
  lastProject: endpoint({
    method: 'GET',
    path: '/users/:username/lastProject',
    params: UserNameParams,
    result: MaybeBoardResult,
    tag,
  }),
  lastDraft: endpoint({
    method: 'GET',
    path: '/users/:username/lastDraft',
    params: UserNameParams,
    result: MaybeBoardResult,
    tag,
  }),
  suggestedCategories: endpoint({
    method: 'GET',
    path: '/projects/:id/suggestedCategories',
    params: IdParams,
    result: SuggestedCategories,
    tag,
  }),
  suggestCategories: endpoint({
    method: 'POST',
    path: '/projects/suggestCategories',
    body: SuggestCategoriesBody,
    result: SuggestedCategories,
    tag,
  }),
  search: endpoint({
    method: 'GET',
    path: '/projects/:id/search',
    params: IdParams,
    query: BoardSearchQuery,
    result: BoardSearchPage,
    tag,
  }),
  certificate: endpoint({
    method: 'GET',
    path: '/projects/:id/certificate',
    params: IdParams,
    query: CertificateQuery,
    result: null,
    produces: 'application/pdf',
    tag,
    summary: 'The certificate of a completed or awarded board, as a printable PDF',
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/:code',
    params: CertificateCodeParams,
    result: CertificateResult,
    tag,
  }),
};
