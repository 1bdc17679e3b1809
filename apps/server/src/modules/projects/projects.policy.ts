import { hasAdminTypeRole } from '@makerboard/shared';
import type { projects } from '../../db/schema/index.ts';

type ProjectRow = typeof projects.$inferSelect;

export interface Viewer {
  userId: number | null;
  roles: readonly string[];
  /** Sent with live messages so that clients know who did it (api.md). */
  uuid?: string | undefined;
}

export const visitor: Viewer = { userId: null, roles: [] };

/**
 * What each board role may do (spec/000 §6 member roles). One table decides; the authorisation
 * tests walk it. Staff (admin-type roles) may do everything but delete, which is the owner's and
 * the admins'.
 */
export const ROLE_PERMISSIONS = {
  owner: {
    editBoard: true,
    addSection: true,
    editSections: true,
    deleteSections: true,
    deleteComments: true,
    seeResults: true,
    manageMembers: true,
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
    deleteBoard: false,
  },
  contributor: {
    editBoard: false,
    addSection: true,
    editSections: true,
    deleteSections: false,
    deleteComments: false,
    seeResults: false,
    manageMembers: false,
    deleteBoard: false,
  },
  viewer: {
    editBoard: false,
    addSection: false,
    editSections: false,
    deleteSections: false,
    deleteComments: false,
    seeResults: false,
    manageMembers: false,
    deleteBoard: false,
  },
  resultsViewer: {
    editBoard: false,
    addSection: false,
    editSections: false,
    deleteSections: false,
    deleteComments: false,
    seeResults: true,
    manageMembers: false,
    deleteBoard: false,
  },
} as const;
export type BoardRole = keyof typeof ROLE_PERMISSIONS;
export type Permission = keyof (typeof ROLE_PERMISSIONS)['owner'];

export function roleAllows(role: string | null, permission: Permission): boolean {
  if (!role) return false;
  const base = role.replace(/^anonymous/i, '');
  const key = (base.charAt(0).toLowerCase() + base.slice(1)) as BoardRole;
  return ROLE_PERMISSIONS[key]?.[permission] ?? false;
}

export const isStaff = (viewer: Viewer) => hasAdminTypeRole(viewer.roles as string[]);

/** Private boards are for their team (spec/000 §4 coordinator flags); drafts for their authors. */
export function canView(project: ProjectRow, viewer: Viewer, role: string | null): boolean {
  if (!project.isPrivate && !project.isDraft) return true;
  return role !== null || isStaff(viewer);
}

/** Locked (flag or status bit 32) and submitted boards are closed to the team (spec/000 §4). */
export function isClosed(project: ProjectRow): boolean {
  return project.isLocked || (project.status & 32) === 32 || project.submitted;
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
  if (['editBoard', 'addSection', 'editSections', 'deleteSections'].includes(permission) && isClosed(project))
    return false;
  return true;
}
