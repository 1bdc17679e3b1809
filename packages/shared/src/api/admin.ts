import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { LoginResult } from './auth.ts';
import { endpoint, Timestamp, UserNameParams } from './contract.ts';
import { PublicUser } from './users.ts';

/** The maintenance switch (issue 2): while on, the API answers 503 to everyone but admins. */
export const MaintenanceBody = z.object({ enabled: z.boolean() });
export const MaintenanceResult = z.object({ enabled: z.boolean() });

/** Limited-login and last-verified links (spec/000 §5) for a user, e.g. to send by email. */
export const UserLinkBody = z.object({ kind: z.enum(['limited', 'lastVerified']) });
export const UserLinkResult = z.object({ token: z.string(), expiresAt: Timestamp });

/** PUT /admin/users/{username}/disabled: a disabled account cannot sign in; enabling gives it back. */
export const SetDisabledBody = z.object({ disabled: z.boolean() });

/** PUT /admin/users/{username}/roles: the whole set of roles the person holds from now on. */
export const SetRolesBody = z.object({ roles: z.array(z.enum(ROLES)).max(ROLES.length) });
export type SetRolesBody = z.input<typeof SetRolesBody>;
/**
 * A person as the admin area shows them: the public view, the roles they hold, whether their account
 * is disabled, and the awards they may give (granted with POST /award/{id}/user/{userID}).
 */
export const AdminUser = PublicUser.extend({
  roles: z.array(z.string()),
  disabled: z.boolean(),
  awardIDs: z.array(z.number().int()),
}).meta({ id: 'AdminUser' });
export type AdminUser = z.output<typeof AdminUser>;

const tag = 'admin';

/** Admin calls (admins only): the maintenance switch, impersonation, account links. */
export const adminEndpoints = {
  maintenance: endpoint({ method: 'GET', path: '/admin/maintenance', result: MaintenanceResult, tag }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: '/admin/maintenance',
    body: MaintenanceBody,
    result: MaintenanceResult,
    tag,
  }),
  /** The login result for that person (never another admin); the admin's own pair stays with the client. */
  impersonate: endpoint({
    method: 'POST',
    path: '/admin/impersonate/:username',
    params: UserNameParams,
    result: LoginResult,
    tag,
  }),
  /** A person's roles, for the admin area (admins, and analytics to read). */
  user: endpoint({
    method: 'GET',
    path: '/admin/users/:username',
    params: UserNameParams,
    result: z.object({ user: AdminUser }),
    tag,
  }),
  setRoles: endpoint({
    method: 'PUT',
    path: '/admin/users/:username/roles',
    params: UserNameParams,
    body: SetRolesBody,
    result: z.object({ user: AdminUser }),
    tag,
  }),
  setDisabled: endpoint({
    method: 'PUT',
    path: '/admin/users/:username/disabled',
    params: UserNameParams,
    body: SetDisabledBody,
    result: z.object({ user: AdminUser }),
    tag,
  }),
  userLink: endpoint({
    method: 'POST',
    path: '/admin/users/:username/links',
    params: UserNameParams,
    body: UserLinkBody,
    result: UserLinkResult,
    status: 201,
    tag,
  }),
};
