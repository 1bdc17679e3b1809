import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { isStaff } from '../projects/projects.policy.ts';

/** What the submission rule needs of the boards: the fresh board, or a 404. */
export interface SubmissionBoardLookup {
  forChild: (id: number, viewer: Viewer) => Promise<BoardAccess>;
}

/**
 * The `submission` object rule: a board under review. `review` is staff's (admin-type roles: the
 * status bits, the coordinator flags, approving and declining; spec/000 §4); the fairs will add
 * their own reviewers here. Staff see every board, so a missing board is the only 404.
 */
export function defineSubmissionAccess(guards: ObjectGuards, boards: SubmissionBoardLookup): void {
  guards.define<BoardAccess>('submission', {
    needs: { review: { refusal: 403 } },
    async resolve(request, value) {
      const viewer = viewerOf(request);
      const board = await boards.forChild(Number(value), viewer);
      if (!isStaff(viewer)) throw new AppError(403, 'FORBIDDEN');
      return board;
    },
  });
}
