import type { posts } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { can, isStaff, roleAllows } from '../projects/projects.policy.ts';
import type { ProjectRow } from '../projects/projects.repository.ts';

type PostRow = typeof posts.$inferSelect;

/**
 * What a caller may do with one section: the board's role table (projects.policy.ts) with the
 * section's own rules on top. One place decides, for the `section` object rule
 * (posts.access.ts) and for the `postFeatures` every section is presented with.
 * `role` is the caller's board role, `postRole` their active role on this section (a post
 * membership, issue 4).
 */
export interface SectionOf {
  row: PostRow;
  project: ProjectRow;
  role: string | null;
}

/**
 * Editing: the board's section editors edit their own sections, the board's managers and staff
 * every one; a post membership that allows editing opens that one section. A section waiting for
 * review (spec/000 §4) is closed to everyone but staff.
 */
export function canEditSection(s: SectionOf, viewer: Viewer, postRole: string | null): boolean {
  if (s.row.status === 'Ready for Review' && !isStaff(viewer)) return false;
  const mine = viewer.userId === s.row.userId;
  return (
    (can(s.project, viewer, s.role, 'editSections') &&
      (mine || roleAllows(s.role, 'editBoard') || isStaff(viewer))) ||
    can(s.project, viewer, postRole, 'editSections')
  );
}

/** Deleting: those who delete the board's sections, and section editors their own. */
export function canDeleteSection(s: SectionOf, viewer: Viewer): boolean {
  return (
    can(s.project, viewer, s.role, 'deleteSections') ||
    (viewer.userId === s.row.userId && can(s.project, viewer, s.role, 'editSections'))
  );
}

/** Reordering (drag to reorder): section editors, unless the template turns it off for all but staff. */
export function canReorderSections(s: SectionOf, viewer: Viewer): boolean {
  if (!can(s.project, viewer, s.role, 'editSections')) return false;
  return s.project.templateSettings.reorder !== false || isStaff(viewer);
}

/** Changing a section's status (spec/001 §7 updateStatus): section editors. */
export function canChangeStatus(s: SectionOf, viewer: Viewer): boolean {
  return can(s.project, viewer, s.role, 'editSections');
}

/** A section Ready for Review is returned by a teacher: a board manager (editBoard) or staff. */
export function mayReview(viewer: Viewer, role: string | null): boolean {
  return isStaff(viewer) || roleAllows(role, 'editBoard');
}

/** A section's members are managed by its author, the board's member managers and staff. */
export function managesSectionMembers(s: SectionOf, viewer: Viewer): boolean {
  return isStaff(viewer) || s.row.userId === viewer.userId || can(s.project, viewer, s.role, 'manageMembers');
}
