import { type BaseRole, BOARD_ROLES, baseRoleOf, hasAdminTypeRole, ROLE_GRANTS } from '@makerboard/shared';
import type { projects } from '../../db/schema/index.ts';
import { moderates, type Viewer } from '../../lib/viewer.ts';

type ProjectRow = typeof projects.$inferSelect;

/**
 * What each board role may do (spec/000 §6 member roles). One table decides; the authorisation
 * tests walk it (modules/members/members.test.ts) and docs/permissions.md shows it. Staff
 * (admin-type roles) may do everything but delete, which is the owner's and the admins'.
 * The custom role's base permission set is the contributor's (docs/permissions.md); the
 * anonymous variants have the rights of their base role.
 */
const NONE = {
  editBoard: false,
  addSection: false,
  editSections: false,
  deleteSections: false,
  deleteComments: false,
  seeResults: false,
  manageMembers: false,
  linkBoards: false,
  deleteBoard: false,
};
export const ROLE_PERMISSIONS = {
  owner: {
    editBoard: true,
    addSection: true,
    editSections: true,
    deleteSections: true,
    deleteComments: true,
    seeResults: true,
    manageMembers: true,
    linkBoards: true,
    deleteBoard: true,
  },
  coowner: {
    editBoard: true,
    addSection: true,
    editSections: true,
    deleteSections: true,
    deleteComments: true,
    seeResults: true,
    manageMembers: true,
    linkBoards: true,
    deleteBoard: false,
  },
  projectAdmin: {
    editBoard: true,
    addSection: true,
    editSections: true,
    deleteSections: true,
    deleteComments: true,
    seeResults: true,
    manageMembers: true,
    linkBoards: false,
    deleteBoard: false,
  },
  contributor: { ...NONE, addSection: true, editSections: true },
  viewer: NONE,
  resultsViewer: { ...NONE, seeResults: true },
  custom: { ...NONE, addSection: true, editSections: true },
} as const satisfies Record<BaseRole, Record<keyof typeof NONE, boolean>>;
export type BoardRole = keyof typeof ROLE_PERMISSIONS;
export type Permission = keyof typeof NONE;
export const PERMISSIONS = Object.keys(NONE) as Permission[];

/** Which roles each role may give, change or take away: the shared table (docs/permissions.md). */
export { ROLE_GRANTS } from '@makerboard/shared';

export function roleAllows(role: string | null, permission: Permission): boolean {
  const base = baseRoleOf(role);
  return base ? ROLE_PERMISSIONS[base][permission] : false;
}

/** May the viewer (with their board role) give `role` to someone, or act on a member holding it? */
export function mayGrant(viewer: Viewer, actorRole: string | null, role: string | null): boolean {
  const target = baseRoleOf(role);
  if (!target || target === 'owner') return false;
  const actor = isStaff(viewer) ? 'coowner' : baseRoleOf(actorRole);
  return actor ? ROLE_GRANTS[actor].includes(target) : false;
}

export const isStaff = (viewer: Viewer) => hasAdminTypeRole(viewer.roles as string[]);

/**
 * On an anonymous board the owner is no one's business but the board's team and staff (spec/000
 * §3 anonymous flags): lists that would name them (members, sections, contributions) leave the
 * owner out for everyone else, as the board itself does.
 */
export function ownerHidden(project: ProjectRow, viewer: Viewer, role: string | null): boolean {
  return project.isAnonymous && viewer.userId !== project.ownerId && role === null && !isStaff(viewer);
}

/** Private boards are for their team (spec/000 §4 coordinator flags); drafts for their authors. */
export function canView(project: ProjectRow, viewer: Viewer, role: string | null): boolean {
  // A board a moderator hid after a report is its owner's, admins' and curators' only (issue 13).
  if (project.moderatedAt && viewer.userId !== project.ownerId && !moderates(viewer)) return false;
  if (!project.isPrivate && !project.isDraft) return true;
  return role !== null || isStaff(viewer);
}

/** What a closed board (locked or submitted) no longer lets its team do, staff aside. */
export const CLOSED_TO_TEAM: readonly Permission[] = [
  'editBoard',
  'addSection',
  'editSections',
  'deleteSections',
];

/**
 * Why a board is closed to its team, or null (spec/000 §4): locked (flag or status bit 32),
 * submitted to a fair and awaiting a decision or approved, or past the submission deadline of a
 * fair it was entered in (until that fair reopens editing).
 */
export function closedReason(
  project: ProjectRow,
  now: Date = new Date(),
): 'BOARD_LOCKED' | 'SUBMISSION_LOCKED' | 'DEADLINE_PASSED' | null {
  if (project.isLocked || (project.status & 32) === 32) return 'BOARD_LOCKED';
  if (project.submitted) return 'SUBMISSION_LOCKED';
  if (project.editDeadline && project.editDeadline.getTime() <= now.getTime()) return 'DEADLINE_PASSED';
  return null;
}

/** Locked, submitted and past-deadline boards are closed to the team (spec/000 §4). */
export function isClosed(project: ProjectRow): boolean {
  return closedReason(project) !== null;
}

export function can(
  project: ProjectRow,
  viewer: Viewer,
  role: string | null,
  permission: Permission,
): boolean {
  if (permission === 'deleteBoard') return viewer.roles.includes('admin') || role === 'owner';
  if (isStaff(viewer)) return true;
  if (!roleAllows(role, permission)) return false;
  if (CLOSED_TO_TEAM.includes(permission) && isClosed(project)) return false;
  return true;
}

/** Every role name (with the anonymous variants) whose base role has the permission. */
export function rolesWith(permission: Permission): string[] {
  return BOARD_ROLES.filter((role) => roleAllows(role, permission));
}
