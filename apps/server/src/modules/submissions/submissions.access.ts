import type { FairRole } from '@makerboard/shared';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import { isStaff } from '../projects/projects.policy.ts';
import type { ProjectRow } from '../projects/projects.repository.ts';

/** A board as the fair staff act on it: the row and the fairs where the caller may act. */
export interface SubmissionBoard {
  row: ProjectRow;
  /** The fairs of this board where the caller holds the need's role ('all' for those who run every fair). */
  fairIds: number[] | 'all';
}

/** What the submission rule needs: the board whatever its privacy, and who is staff where. */
export interface SubmissionLookup {
  /** The board, or undefined: staff act on private boards submitted to their fair too. */
  find: (id: number) => Promise<ProjectRow | undefined>;
  /** The fairs this board is entered in (any status) where the person holds one of the roles. */
  fairsOfBoardWhere: (
    projectId: number,
    userId: number | null,
    roles: readonly FairRole[],
  ) => Promise<number[]>;
}

const NEEDS = {
  /** Approving and declining: a fair's reviewers and coordinators; admin and judgingAdmin everywhere. */
  review: { roles: ['reviewer', 'coordinator'], everywhere: ['admin', 'judgingAdmin'] },
  /** Sending back, status bits and flags: a fair's coordinators; admin-type staff and judgingAdmin everywhere. */
  coordinate: { roles: ['coordinator'], everywhere: null },
} as const;

const everywhere = (viewer: Viewer, need: keyof typeof NEEDS) => {
  const roles = NEEDS[need].everywhere;
  return roles
    ? roles.some((r) => viewer.roles.includes(r))
    : isStaff(viewer) || viewer.roles.includes('judgingAdmin');
};

/**
 * The `submission` object rule (spec/000 §4, §6; api.md "Events"): a board as the staff of the fairs
 * it is entered in act on it. Staff of one fair see nothing of another's: to anyone who is not
 * staff of one of the board's fairs, the board is a 404 here, private or not.
 */
export function defineSubmissionAccess(guards: ObjectGuards, boards: SubmissionLookup): void {
  guards.define<SubmissionBoard>('submission', {
    needs: { review: { refusal: 404 }, coordinate: { refusal: 404 } },
    async resolve(request, value, need) {
      const viewer = viewerOf(request);
      const row = await boards.find(Number(value));
      if (!row) throw new AppError(404, 'NOT_FOUND');
      const key = need as keyof typeof NEEDS;
      if (everywhere(viewer, key)) return { row, fairIds: 'all' };
      const fairIds = await boards.fairsOfBoardWhere(row.id, viewer.userId, NEEDS[key].roles);
      if (fairIds.length === 0) throw new AppError(404, 'NOT_FOUND');
      return { row, fairIds };
    },
  });
}
