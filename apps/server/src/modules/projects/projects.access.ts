import type { Language } from '@makerboard/shared';
import type { FastifyRequest } from 'fastify';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import {
  CLOSED_TO_TEAM,
  can,
  closedReason,
  PERMISSIONS,
  type Permission,
  roleAllows,
} from './projects.policy.ts';
import type { Hydrated, ProjectRow } from './projects.repository.ts';

/** A board as the `board` object rule resolves it: the row and the caller's role on it. */
export interface BoardAccess {
  row: ProjectRow;
  role: string | null;
}

/**
 * A board as `view` resolves it: from the board cache, with what the caller sees of it (authors,
 * categories in their language, their like, bookmark and role), ready to present.
 */
export interface BoardView extends BoardAccess {
  hydrated: Hydrated;
}

/** What the board rule needs of the boards service. */
export interface BoardLookup {
  /** The cached board for reads, or a 404 when the viewer may not see it. */
  forChildRead: (id: number, viewer: Viewer, language?: Language) => Promise<BoardView>;
  /** The fresh board for changes, or a 404 when the viewer may not see it. */
  forChild: (id: number, viewer: Viewer) => Promise<BoardAccess>;
}

/**
 * Checks a board permission (docs/permissions.md): a board closed by its lock says so where the
 * lock is what refuses (editing, sections), anything else is 403.
 */
export function requireBoard(board: BoardAccess, request: FastifyRequest, permission: Permission): void {
  if (can(board.row, viewerOf(request), board.role, permission)) return;
  throw new AppError(403, closedRefusal(board.row, board.role, permission));
}

/**
 * The words of a refusal on a closed board: the lock says so to anyone; a submission or a passed
 * deadline says so to the team who could otherwise have done it (spec/000 §4, api.md).
 */
export function closedRefusal(row: ProjectRow, role: string | null, permission: Permission) {
  if (!CLOSED_TO_TEAM.includes(permission)) return 'FORBIDDEN';
  const reason = closedReason(row);
  if (reason === 'BOARD_LOCKED') return reason;
  return reason && roleAllows(role, permission) ? reason : 'FORBIDDEN';
}

/**
 * The `board` object rule: `view` lets in whoever may see the board (a private board or a draft is
 * a 404 to others, quality.md IDOR); every permission of the board role table (projects.policy.ts)
 * is a need of its own, refused with 403 to those who may see the board.
 */
export function defineBoardAccess(guards: ObjectGuards, boards: BoardLookup): void {
  guards.define<BoardAccess>('board', {
    needs: {
      view: { refusal: 404, open: true },
      ...Object.fromEntries(PERMISSIONS.map((p) => [p, { refusal: 403 as const }])),
    },
    async resolve(request, value, need) {
      const viewer = viewerOf(request);
      if (need === 'view') return boards.forChildRead(Number(value), viewer, requestLanguage(request));
      const board = await boards.forChild(Number(value), viewer);
      requireBoard(board, request, need as Permission);
      return board;
    },
  });
}
