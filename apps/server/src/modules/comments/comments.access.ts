import type { comments } from '../../db/schema/index.ts';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import { can } from '../projects/projects.policy.ts';

export type CommentRow = typeof comments.$inferSelect;

/** A comment as the `comment` object rule resolves it: its row, its board and the caller's role. */
export interface CommentAccess {
  row: CommentRow;
  project: BoardAccess['row'];
  role: string | null;
}

/**
 * The `comment` object rule (spec/001 §7 Comments): `view` lets in whoever may see the comment's
 * board; `edit` is the author's alone; `delete` is the author's, or theirs who may delete comments
 * on the board (its owners and admins, staff: docs/permissions.md).
 */
export function defineCommentAccess(
  guards: ObjectGuards,
  comments: { load: (id: number, viewer: Viewer) => Promise<CommentAccess> },
): void {
  guards.define<CommentAccess>('comment', {
    needs: {
      view: { refusal: 404, open: true },
      edit: { refusal: 403 },
      delete: { refusal: 403 },
    },
    async resolve(request, value, need) {
      const viewer = viewerOf(request);
      const comment = await comments.load(Number(value), viewer);
      const mine = comment.row.userId === viewer.userId;
      if (need === 'edit' && !mine) throw new AppError(403, 'FORBIDDEN');
      if (need === 'delete' && !mine && !can(comment.project, viewer, comment.role, 'deleteComments'))
        throw new AppError(403, 'FORBIDDEN');
      return comment;
    },
  });
}
