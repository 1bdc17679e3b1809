import { z } from 'zod';
import { BULK_INVITE_MAX, GRANTABLE_ROLES } from '../roles.ts';
import { Board } from './boards.ts';
import { endpoint, Id, IdParams, Timestamp, UserName } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';
import { PublicUser } from './users.ts';

export * from '../roles.ts';

const grantable = z.string().refine((r) => GRANTABLE_ROLES.includes(r), { message: 'INVALID_ROLE' });
const customRole = z.string().trim().max(60).optional();

export const InviteMemberBody = z.object({
  /** A username or an email address. */
  lookup: z.string().trim().min(1).max(254),
  role: grantable,
  customRole,
});
export type InviteMemberBody = z.input<typeof InviteMemberBody>;
export const BulkInviteBody = z.object({
  emails: z.array(z.string().trim().min(3).max(254)).min(1).max(BULK_INVITE_MAX),
});
/** Optional: api.md shows `POST /projects/{id}/members/accept` without a body. */
export const AcceptMemberBody = z.object({ token: z.string().max(2048).optional() }).nullish();
export const UpdateMemberBody = z.object({ role: grantable, customRole });
export type UpdateMemberBody = z.input<typeof UpdateMemberBody>;
/** A board's or a section's member, named by username (api.md "Ids"). */
export const MemberParams = IdParams.extend({ username: UserName });
export const LinkBody = z.object({ childID: Id });
/** A linked child board, named by its id. */
export const LinkParams = IdParams.extend({ childID: Id });
export const InvitePostMemberBody = z.object({ lookup: z.string().trim().min(1).max(254), role: grantable });
export const UpdatePostMemberBody = z.object({ role: grantable });
export const UpdatePostMembershipsBody = z.object({
  user: z.string().min(1).max(64),
  role: grantable.optional(),
  checkedEdit: z.boolean(),
});
export type UpdatePostMembershipsBody = z.input<typeof UpdatePostMembershipsBody>;

const status = z.enum(['pending', 'active']);

/**
 * A board membership (spec/000 §3 Membership). `user` is null for an anonymous member seen by
 * other members, and for an invitation sent to an e-mail address without an account, which an
 * invitation answer names by `email` (null for an account).
 */
export const Membership = z
  .object({
    user: PublicUser.nullable(),
    email: z.string().nullable().optional(),
    role: z.string(),
    customRole: z.string().nullable(),
    invitedByUserRole: z.string().nullable(),
    status,
    anonymous: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: 'Membership' });
export type Membership = z.output<typeof Membership>;

/** An open invitation to an e-mail address without an account (shown to member managers). */
export const Invitation = z.object({
  email: z.string().nullable(),
  role: z.string(),
  customRole: z.string().nullable(),
  expiresAt: Timestamp,
});
export type Invitation = z.output<typeof Invitation>;

/** Every member of the board at once: the list is not paged. */
export const MembersResult = z.object({
  memberships: z.array(Membership),
  invitations: z.array(Invitation),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export const MembershipResult = z.object({ membership: Membership });
/** A bulk invitation: who was invited, and who was skipped and why (a message key). */
const Skipped = z.object({ email: z.string(), reason: z.string() });
export const BulkInviteResult = z.object({
  memberships: z.array(Membership),
  skipped: z.array(Skipped),
  total: z.number().int(),
});
export const AcceptResult = z.object({
  membership: Membership,
  projectID: z.number().int(),
  redirect: z.string(),
});
export const RemovedMemberResult = z.object({ removed: z.literal(true), userName: z.string() });
/** `GET /projects/{id}/invitation`: what the join page names before one accepts or declines. */
export const InvitationQuery = z.object({ token: z.string().max(2048).optional() });
export const InvitationResult = z.object({
  board: z.object({ id: z.number().int(), title: z.string() }),
  inviter: PublicUser.nullable(),
  role: z.string(),
});

/** The linked child boards the viewer may see, as every board list presents boards. */
export const LinkPage = pageResult('links', Board);
export const LinkResult = z.object({
  link: z.object({ parentID: z.number().int(), childID: z.number().int(), createdAt: Timestamp }),
});
export const UnlinkResult = z.object({ removed: z.literal(true), childID: z.number().int() });

/** A section or a comment of the board, in the one list of its contributions. */
export const Contribution = z.object({
  type: z.enum(['post', 'comment']),
  id: z.number().int(),
  postID: z.number().int().nullable(),
  projectID: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  anonymous: z.boolean(),
  /** Null for an anonymous author (to others). */
  user: z
    .object({
      userName: z.string(),
      uuid: z.string(),
      fullName: z.string(),
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  createdAt: Timestamp,
});
export type Contribution = z.output<typeof Contribution>;
export const ContributionPage = pageResult('contributions', Contribution);

/** A section membership (spec/001 §7 Posts "Members"). */
export const PostMembership = z
  .object({
    user: PublicUser,
    role: z.string(),
    status,
    postID: z.number().int(),
    createdAt: Timestamp,
  })
  .meta({ id: 'PostMembership' });
export type PostMembership = z.output<typeof PostMembership>;
/** The caller's own membership of the section (the author's is an implicit owner one), or null. */
export const MyPostMembershipResult = z.object({ postMembership: PostMembership.nullable() });
export const PostMembershipResult = z.object({ postMembership: PostMembership });
export const PostMemberResult = z.object({ membership: PostMembership });
export const PostMemberPage = pageResult('postMembers', PostMembership);
export const PostBulkInviteResult = z.object({
  memberships: z.array(PostMembership),
  skipped: z.array(Skipped),
  total: z.number().int(),
});

const tag = 'members';

/** Board members, invitations, linked boards and contributions (api.md "Boards"). */
export const memberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/projects/:id/members',
    params: IdParams,
    result: MembersResult,
    tag,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/projects/:id/members/invite',
    params: IdParams,
    body: InviteMemberBody,
    result: MembershipResult,
    status: 201,
    tag,
  }),
  bulkInvite: endpoint({
    method: 'POST',
    path: '/projects/:id/members/bulkInvite',
    params: IdParams,
    body: BulkInviteBody,
    result: BulkInviteResult,
    status: 201,
    tag,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/projects/:id/members/accept',
    params: IdParams,
    body: AcceptMemberBody,
    result: AcceptResult,
    tag,
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/projects/:id/invitation',
    params: IdParams,
    query: InvitationQuery,
    result: InvitationResult,
    tag,
    summary:
      'The board, the inviter and the role of an invitation: by its token, or the caller’s pending invitation',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/projects/:id/members/:username',
    params: MemberParams,
    body: UpdateMemberBody,
    result: MembershipResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/projects/:id/members/:username',
    params: MemberParams,
    result: RemovedMemberResult,
    tag,
  }),
  links: endpoint({
    method: 'GET',
    path: '/projects/:id/links',
    params: IdParams,
    query: PageQuery,
    result: LinkPage,
    tag,
  }),
  link: endpoint({
    method: 'POST',
    path: '/projects/:id/links',
    params: IdParams,
    body: LinkBody,
    result: LinkResult,
    status: 201,
    tag,
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/projects/:id/links/:childID',
    params: LinkParams,
    result: UnlinkResult,
    tag,
  }),
  contributions: endpoint({
    method: 'GET',
    path: '/projects/:id/contributions',
    params: IdParams,
    query: PageQuery,
    result: ContributionPage,
    tag,
  }),
};

/** Section members (spec/001 §7 Posts "Members"; docs/routes.md). */
export const postMemberEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/posts/:id/membership',
    params: IdParams,
    result: MyPostMembershipResult,
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/posts/:id/members',
    params: IdParams,
    query: PageQuery,
    result: PostMemberPage,
    tag,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/posts/:id/members/invite',
    params: IdParams,
    body: InvitePostMemberBody,
    result: PostMemberResult,
    status: 201,
    tag,
  }),
  bulkInvite: endpoint({
    method: 'POST',
    path: '/posts/:id/members/bulkInvite',
    params: IdParams,
    body: BulkInviteBody,
    result: PostBulkInviteResult,
    status: 201,
    tag,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/posts/:id/members/accept',
    params: IdParams,
    result: PostMemberResult,
    tag,
  }),
  setMembership: endpoint({
    method: 'PUT',
    path: '/posts/:id/memberships',
    params: IdParams,
    body: UpdatePostMembershipsBody,
    result: PostMembershipResult,
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/posts/:id/members/:username',
    params: MemberParams,
    body: UpdatePostMemberBody,
    result: PostMemberResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/posts/:id/members/:username',
    params: MemberParams,
    result: RemovedMemberResult,
    tag,
  }),
};
