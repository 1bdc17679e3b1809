/**
 * Board and post member roles (spec/000 §6): owner, coowner, project admin, contributor, viewer,
 * results viewer, a custom role, and the anonymous variants. What each may do is the one table in
 * apps/server/src/modules/projects/projects.policy.ts (docs/permissions.md).
 */
export const BASE_ROLES = [
  'owner',
  'coowner',
  'projectAdmin',
  'contributor',
  'viewer',
  'resultsViewer',
  'custom',
] as const;
export type BaseRole = (typeof BASE_ROLES)[number];

/** Roles that may be given by invitation or a role change: everything but owner. */
export const GRANTABLE_BASE_ROLES = BASE_ROLES.filter((r) => r !== 'owner') as Exclude<BaseRole, 'owner'>[];

/** The anonymous variant of a role: same rights, the name is hidden from other members' view. */
export const anonymousRole = (role: BaseRole) =>
  `anonymous${role.charAt(0).toUpperCase()}${role.slice(1)}` as const;

export const BOARD_ROLES = [...BASE_ROLES, ...BASE_ROLES.map(anonymousRole)] as string[];
export const GRANTABLE_ROLES = [
  ...GRANTABLE_BASE_ROLES,
  ...GRANTABLE_BASE_ROLES.map(anonymousRole),
] as string[];

/** The base role of a role name (anonymousContributor → contributor); null when unknown. */
export function baseRoleOf(role: string | null | undefined): BaseRole | null {
  if (!role) return null;
  const stripped = role.startsWith('anonymous') ? role.slice('anonymous'.length) : role;
  const base = stripped.charAt(0).toLowerCase() + stripped.slice(1);
  return (BASE_ROLES as readonly string[]).includes(base) ? (base as BaseRole) : null;
}
export const isAnonymousRole = (role: string | null | undefined) =>
  !!role && role.startsWith('anonymous') && baseRoleOf(role) !== null;

/**
 * Which roles each role may give, change or take away (issue 4; docs/permissions.md): nobody
 * makes an owner, nobody removes the owner, a project admin manages only the roles below it.
 */
export const ROLE_GRANTS: Record<BaseRole, readonly BaseRole[]> = {
  owner: ['coowner', 'projectAdmin', 'contributor', 'viewer', 'resultsViewer', 'custom'],
  coowner: ['coowner', 'projectAdmin', 'contributor', 'viewer', 'resultsViewer', 'custom'],
  projectAdmin: ['contributor', 'viewer', 'resultsViewer', 'custom'],
  contributor: [],
  viewer: [],
  resultsViewer: [],
  custom: [],
};

/** Bulk-invited people are Contributors (spec/000 §6). */
export const BULK_INVITE_ROLE = 'contributor';
export const BULK_INVITE_MAX = 50;
