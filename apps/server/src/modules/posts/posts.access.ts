import type { posts } from '../../db/schema/index.ts';
import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import { type BoardAccess, closedRefusal } from '../projects/projects.access.ts';
import {
  canChangeStatus,
  canDeleteSection,
  canEditSection,
  canReorderSections,
  managesSectionMembers,
} from './posts.policy.ts';

export type PostRow = typeof posts.$inferSelect;

/** A section as the `section` object rule resolves it: its row, its board and the caller's role. */
export interface SectionAccess {
  row: PostRow;
  project: BoardAccess['row'];
  role: string | null;
}

/** What the section rule needs of the posts service. */
export interface SectionLookup {
  /** The section and its board, or a 404 when the viewer may not see the board. */
  load: (id: number, viewer: Viewer) => Promise<SectionAccess>;
  /** The viewer's active role on the section (a post membership), or null. */
  postRole: (postId: number, userId: number | null) => Promise<string | null>;
  /** Whether the viewer coordinates a fair the board entered (they return its sections to Draft). */
  coordinates: (projectId: number, viewer: Viewer) => Promise<boolean>;
}

/** Why editing is refused, in the words of spec/000 §4 and §5. */
function editRefusal(section: SectionAccess) {
  if (section.row.status === 'Ready for Review') return 'SECTION_NOT_EDITABLE';
  return closedRefusal(section.project, section.role, 'editSections');
}

/**
 * The `section` object rule (spec/001 §7 Posts; posts.policy.ts decides): `view` lets in whoever
 * may see the section's board (a private board's sections are a 404 to others); the other needs
 * are refused with 403 to those who may see it: `edit` (the section's editors, post members
 * included), `delete`, `reorder`, `changeStatus` (section editors; a coordinator of a fair the board
 * entered, to Draft only) and `manageMembers` (its post memberships).
 */
export function defineSectionAccess(guards: ObjectGuards, sections: SectionLookup): void {
  guards.define<SectionAccess>('section', {
    needs: {
      view: { refusal: 404, open: true },
      edit: { refusal: 403 },
      delete: { refusal: 403 },
      reorder: { refusal: 403 },
      changeStatus: { refusal: 403 },
      manageMembers: { refusal: 403 },
    },
    async resolve(request, value, need) {
      const viewer = viewerOf(request);
      const section = await sections.load(Number(value), viewer);
      switch (need) {
        case 'edit':
          if (!canEditSection(section, viewer, await sections.postRole(section.row.id, viewer.userId)))
            throw new AppError(403, editRefusal(section));
          break;
        case 'delete':
          if (!canDeleteSection(section, viewer)) throw new AppError(403, 'UNAUTHORIZED_DELETE_SECTION');
          break;
        case 'reorder':
          if (!canReorderSections(section, viewer)) throw new AppError(403, 'FORBIDDEN');
          break;
        case 'changeStatus':
          if (!canChangeStatus(section, viewer) && !(await sections.coordinates(section.project.id, viewer)))
            throw new AppError(403, 'FORBIDDEN');
          break;
        case 'manageMembers':
          if (!managesSectionMembers(section, viewer)) throw new AppError(403, 'FORBIDDEN');
          break;
      }
      return section;
    },
  });
}
