import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import { isStaff, roleAllows } from '../projects/projects.policy.ts';
import type { AttachmentPlace } from './attachments.service.ts';
import type { UploadRow } from './media.presenter.ts';
import type { UploadsService } from './uploads.service.ts';

/**
 * What the attachment rule needs of sections; the posts service has both, and compose.ts hands
 * it over (media may not import the posts module: posts show media's attachments).
 */
export interface AttachmentSections {
  /** The section and the caller's role on its board; a 404 when they may not see the board. */
  load: (
    id: number,
    viewer: Viewer,
  ) => Promise<{ row: { id: number; projectId: number }; role: string | null }>;
  /** The section as the caller sees it: whether they may edit it (post memberships count too). */
  get: (id: number, viewer: Viewer) => Promise<{ post: { postFeatures: { canEdit: boolean } } }>;
}

/** A section or comment as its own kind (`section`, `comment`) resolves it: the part media reads. */
export interface AttachedTo {
  row: { id: number; projectId: number };
}

/**
 * A comment's attachments change by the `comment` rule's `edit` (the author's alone, as the
 * comment itself); nobody locks them.
 */
export const commentPlace = (comment: AttachedTo): AttachmentPlace => ({
  target: { commentId: comment.row.id },
  projectId: comment.row.projectId,
  mayLock: false,
});

/**
 * The media object rules (spec/001 §7 Posts and Comments; docs/permissions.md):
 * - `upload`: `view` lets in its owner and whoever may see a board it is shown on (404 to others);
 *   `edit` (saving a whiteboard again) is its owner's alone (403), and only a whiteboard is edited
 *   (404 for anything else).
 * - `sectionAttachments`: `edit` lets in whoever may edit the section (403; a 404 when they may not
 *   see its board); it resolves to the section as an AttachmentPlace, where (un)locking is for the
 *   board's editors and staff.
 */
export function defineMediaAccess(
  guards: ObjectGuards,
  deps: { uploads: Pick<UploadsService, 'find' | 'mayView'>; sections: AttachmentSections },
): void {
  const { uploads, sections } = deps;
  guards.define<UploadRow>('upload', {
    needs: {
      view: { refusal: 404, open: true },
      edit: { refusal: 403 },
    },
    async resolve(request, value, need) {
      const viewer = viewerOf(request);
      const row = await uploads.find(Number(value));
      if (need === 'edit') {
        if (row.kind !== 'whiteboard') throw new AppError(404, 'NOT_FOUND');
        if (row.ownerId !== viewer.userId) throw new AppError(403, 'FORBIDDEN');
      } else if (!(await uploads.mayView(row, viewer))) throw new AppError(404, 'NOT_FOUND');
      return row;
    },
  });

  guards.define<AttachmentPlace>('sectionAttachments', {
    needs: { edit: { refusal: 403 } },
    async resolve(request, value) {
      const viewer = viewerOf(request);
      const id = Number(value);
      const { post } = await sections.get(id, viewer);
      const { row, role } = await sections.load(id, viewer);
      if (!post.postFeatures.canEdit) throw new AppError(403, 'FORBIDDEN');
      return {
        target: { postId: row.id },
        projectId: row.projectId,
        mayLock: isStaff(viewer) || roleAllows(role, 'editBoard'),
      };
    },
  });
}
