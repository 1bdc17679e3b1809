import { memberEndpoints as api, postMemberEndpoints as sectionApi } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { type ObjectRule, objectOf } from '../../lib/access.ts';
import { requestLanguage } from '../../lib/language.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { SectionAccess } from '../posts/posts.access.ts';
import type { BoardAccess } from '../projects/projects.access.ts';
import type { MembersService } from './members.service.ts';
import type { PostMembersService } from './post-members.service.ts';

const board = (need: 'view' | 'manageMembers' | 'linkBoards') =>
  ({ kind: 'board', key: 'id', need }) as const;
const section = (need: 'view' | 'manageMembers') => ({ kind: 'section', key: 'id', need }) as const;
/** The person a member path names (or null: no such account), as the `member` rule resolves it. */
const member: ObjectRule = { kind: 'member', key: 'username', need: 'named' };
/** Oneself (leaving), or someone else by the members' managers of the board or section before it. */
const removal: ObjectRule = { kind: 'member', key: 'username', need: 'remove' };

const boardOf = (request: FastifyRequest) => objectOf<BoardAccess>(request, 'board');
const sectionOf = (request: FastifyRequest) => objectOf<SectionAccess>(request, 'section');
const memberOf = (request: FastifyRequest) => objectOf<UserRow | null>(request, 'member');

/**
 * Board members, linked boards and board contributions (api.md "Boards"), and section members
 * (docs/routes.md: /posts/{id}/members…). Who may call is declared on each route (the `board`,
 * `section`, `member` and `membershipBoard` rules); what depends on the people involved (the grant
 * table, leaving) is the services'.
 */
export async function memberRoutes(
  app: FastifyInstance,
  deps: { members: MembersService; postMembers: PostMembersService },
): Promise<void> {
  const { members, postMembers } = deps;
  const lang = requestLanguage;
  // Invitations send e-mail and notifications, counted per person (docs/decisions.md "Rate
  // limits"): 60 single invitations an hour, 10 bulk invitations (of up to 50 addresses) an hour.
  const invites = perPersonLimit(60, 60 * 60_000, app.ctx.config.rateLimitFactor);
  const bulkInvites = perPersonLimit(10, 60 * 60_000, app.ctx.config.rateLimitFactor);

  route(app, api.list, { access: 'public', object: board('view') }, async (request) =>
    members.list(boardOf(request), viewerOf(request)),
  );
  route(app, api.invite, { access: 'user', object: board('manageMembers'), ...invites }, async (request) =>
    members.invite(boardOf(request), signedIn(request), request.body, lang(request)),
  );
  route(
    app,
    api.bulkInvite,
    { access: 'user', object: board('manageMembers'), ...bulkInvites },
    async (request) =>
      members.bulkInvite(boardOf(request), signedIn(request), request.body.emails, lang(request)),
  );
  route(
    app,
    api.accept,
    { access: 'user', object: { kind: 'membershipBoard', key: 'id', need: 'accept' } },
    async (request) =>
      members.accept(
        objectOf<BoardAccess>(request, 'membershipBoard'),
        signedIn(request),
        request.body?.token,
      ),
  );
  route(
    app,
    api.invitation,
    { access: 'public', object: { kind: 'membershipBoard', key: 'id', need: 'accept' } },
    async (request) =>
      members.invitation(
        objectOf<BoardAccess>(request, 'membershipBoard').row,
        viewerOf(request),
        request.query.token,
      ),
  );
  route(app, api.update, { access: 'user', object: [board('manageMembers'), member] }, async (request) =>
    members.update(boardOf(request), memberOf(request), signedIn(request), request.body),
  );
  route(
    app,
    api.remove,
    { access: 'user', object: [{ kind: 'membershipBoard', key: 'id', need: 'leave' }, removal] },
    async (request) =>
      members.remove(
        request.params.id,
        objectOf<BoardAccess | null>(request, 'membershipBoard'),
        memberOf(request),
        signedIn(request),
      ),
  );

  route(app, api.links, { access: 'public', object: board('view') }, async (request) =>
    members.links(boardOf(request), viewerOf(request), request.query, lang(request)),
  );
  route(app, api.link, { access: 'user', object: board('linkBoards') }, async (request) =>
    members.link(boardOf(request), signedIn(request), request.body.childID),
  );
  // The child is only the link's other end (`:childID` names no object rule): see `unlink`.
  route(app, api.unlink, { access: 'user', object: board('linkBoards') }, async (request) =>
    members.unlink(boardOf(request), signedIn(request), request.params.childID),
  );

  route(app, api.contributions, { access: 'public', object: board('view') }, async (request) =>
    members.contributions(boardOf(request), viewerOf(request), request.query),
  );

  // Section members (spec/001 §7 Posts "Members").
  route(app, sectionApi.mine, { access: 'public', object: section('view') }, async (request) =>
    postMembers.mine(sectionOf(request), viewerOf(request)),
  );
  route(app, sectionApi.list, { access: 'public', object: section('view') }, async (request) =>
    postMembers.list(sectionOf(request), viewerOf(request), request.query),
  );
  route(
    app,
    sectionApi.invite,
    { access: 'user', object: section('manageMembers'), ...invites },
    async (request) =>
      postMembers.invite(sectionOf(request), signedIn(request), request.body.lookup, request.body.role),
  );
  route(
    app,
    sectionApi.bulkInvite,
    { access: 'user', object: section('manageMembers'), ...bulkInvites },
    async (request) => postMembers.bulkInvite(sectionOf(request), signedIn(request), request.body.emails),
  );
  route(app, sectionApi.accept, { access: 'user', object: section('view') }, async (request) =>
    postMembers.accept(sectionOf(request), signedIn(request)),
  );
  route(
    app,
    sectionApi.setMembership,
    { access: 'user', object: section('manageMembers') },
    async (request) => postMembers.setMembership(sectionOf(request), signedIn(request), request.body),
  );
  route(
    app,
    sectionApi.update,
    { access: 'user', object: [section('manageMembers'), member] },
    async (request) => postMembers.update(sectionOf(request), memberOf(request), request.body.role),
  );
  route(app, sectionApi.remove, { access: 'user', object: [section('view'), removal] }, async (request) =>
    postMembers.remove(sectionOf(request), memberOf(request)),
  );
}
