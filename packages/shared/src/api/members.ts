import { z } from 'zod';
import { BULK_INVITE_MAX, GRANTABLE_ROLES } from '../roles.ts';
import { Id } from './contract.ts';

export * from '../roles.ts';

const grantable = z.string().refine((r) => GRANTABLE_ROLES.includes(r), { message: 'INVALID_ROLE' });
const customRole = z.string().trim().max(60).optional();

export const InviteMemberBody = z.object({
  /** A username or an email address. */
  lookup: z.string().trim().min(1).max(254),
  role: grantable,
  customRole,
});
export const BulkInviteBody = z.object({
  emails: z.array(z.string().trim().min(3).max(254)).min(1).max(BULK_INVITE_MAX),
});
/** Optional: api.md shows `POST /projects/{id}/members/accept` without a body. */
export const AcceptMemberBody = z.object({ token: z.string().max(2048).optional() }).nullish();
export const UpdateMemberBody = z.object({ role: grantable, customRole });
export const MemberParams = z.object({
  id: Id,
  username: z.string().min(1).max(64),
});
export const LinkBody = z.object({ childID: Id });
export const LinkParams = z.object({ id: Id, childID: Id });
export const InvitePostMemberBody = z.object({ lookup: z.string().trim().min(1).max(254), role: grantable });
export const UpdatePostMembershipsBody = z.object({
  user: z.string().min(1).max(64),
  role: grantable.optional(),
  checkedEdit: z.boolean(),
});
