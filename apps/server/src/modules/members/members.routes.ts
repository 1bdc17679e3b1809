import {
  AcceptMemberBody,
  BulkInviteBody,
  IdParams,
  InviteMemberBody,
  InvitePostMemberBody,
  LinkBody,
  LinkParams,
  MemberParams,
  PageQuery,
  UpdateMemberBody,
  UpdatePostMembershipsBody,
} from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { MembersService } from './members.service.ts';
import type { PostMembersService } from './post-members.service.ts';

/**
 * Board members, linked boards and board contributions (api.md "Boards"), and section members
 * (docs/routes.md: /posts/{id}/members…). Every rule lives in the services and the policy table.
 */
export async function memberRoutes(
  scope: FastifyInstance,
  deps: { boards: ProjectsService; members: MembersService; postMembers: PostMembersService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { boards, members, postMembers } = deps;
  const tags = ['members'];
  const lang = requestLanguage;
  // Invitations send e-mail and notifications, counted per person (docs/decisions.md "Rate
  // limits"): 60 single invitations an hour, 10 bulk invitations (of up to 50 addresses) an hour.
  const invites = perPersonLimit(60, 60 * 60_000, app.ctx.config.rateLimitFactor);
  const bulkInvites = perPersonLimit(10, 60 * 60_000, app.ctx.config.rateLimitFactor);

  app.get(
    '/projects/:id/members',
    { config: { access: 'public' }, schema: { tags, params: IdParams } },
    async (request) => ({ result: await members.list(request.params.id, viewerOf(request)) }),
  );
  app.post(
    '/projects/:id/members/invite',
    { config: { access: 'user', ...invites }, schema: { tags, params: IdParams, body: InviteMemberBody } },
    async (request, reply) => {
      const result = await members.invite(request.params.id, signedIn(request), request.body, lang(request));
      reply.code(201);
      return { result };
    },
  );
  app.post(
    '/projects/:id/members/bulkInvite',
    { config: { access: 'user', ...bulkInvites }, schema: { tags, params: IdParams, body: BulkInviteBody } },
    async (request, reply) => {
      const result = await members.bulkInvite(
        request.params.id,
        signedIn(request),
        request.body.emails,
        lang(request),
      );
      reply.code(201);
      return { result };
    },
  );
  app.post(
    '/projects/:id/members/accept',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: AcceptMemberBody } },
    async (request) => ({
      result: await members.accept(request.params.id, signedIn(request), request.body?.token),
    }),
  );
  app.put(
    '/projects/:id/members/:username',
    { config: { access: 'user' }, schema: { tags, params: MemberParams, body: UpdateMemberBody } },
    async (request) => ({
      result: await members.update(
        request.params.id,
        request.params.username,
        signedIn(request),
        request.body,
      ),
    }),
  );
  app.delete(
    '/projects/:id/members/:username',
    { config: { access: 'user' }, schema: { tags, params: MemberParams } },
    async (request) => ({
      result: await members.remove(request.params.id, request.params.username, signedIn(request)),
    }),
  );

  app.get(
    '/projects/:id/links',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await boards.linked(
        request.params.id,
        viewerOf(request),
        request.query.limit,
        request.query.offset,
        lang(request),
      ),
    }),
  );
  app.post(
    '/projects/:id/links',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: LinkBody } },
    async (request, reply) => {
      const viewer = signedIn(request);
      const result = await members.link(request.params.id, viewer, request.body.childID, viewer.uuid);
      reply.code(201);
      return { result };
    },
  );
  app.delete(
    '/projects/:id/links/:childID',
    { config: { access: 'user' }, schema: { tags, params: LinkParams } },
    async (request) => {
      const viewer = signedIn(request);
      return {
        result: await members.unlink(request.params.id, viewer, request.params.childID, viewer.uuid),
      };
    },
  );

  app.get(
    '/projects/:id/contributions',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await members.contributions(
        request.params.id,
        viewerOf(request),
        request.query.limit,
        request.query.offset,
      ),
    }),
  );

  // Section members (spec/001 §7 Posts "Members").
  app.get(
    '/posts/:id/membership',
    { config: { access: 'public' }, schema: { tags, params: IdParams } },
    async (request) => ({ result: await postMembers.mine(request.params.id, viewerOf(request)) }),
  );
  app.get(
    '/posts/:id/members',
    { config: { access: 'public' }, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await postMembers.list(
        request.params.id,
        viewerOf(request),
        request.query.limit,
        request.query.offset,
      ),
    }),
  );
  app.post(
    '/posts/:id/members/invite',
    {
      config: { access: 'user', ...invites },
      schema: { tags, params: IdParams, body: InvitePostMemberBody },
    },
    async (request, reply) => {
      const result = await postMembers.invite(
        request.params.id,
        signedIn(request),
        request.body.lookup,
        request.body.role,
      );
      reply.code(201);
      return { result };
    },
  );
  app.post(
    '/posts/:id/members/bulkInvite',
    { config: { access: 'user', ...bulkInvites }, schema: { tags, params: IdParams, body: BulkInviteBody } },
    async (request, reply) => {
      const result = await postMembers.bulkInvite(
        request.params.id,
        signedIn(request),
        request.body.emails,
        lang(request),
      );
      reply.code(201);
      return { result };
    },
  );
  app.post(
    '/posts/:id/members/accept',
    { config: { access: 'user' }, schema: { tags, params: IdParams } },
    async (request) => ({ result: await postMembers.accept(request.params.id, signedIn(request)) }),
  );
  app.put(
    '/posts/:id/memberships',
    { config: { access: 'user' }, schema: { tags, params: IdParams, body: UpdatePostMembershipsBody } },
    async (request) => ({
      result: await postMembers.setMembership(request.params.id, signedIn(request), request.body),
    }),
  );
  app.put(
    '/posts/:id/members/:username',
    {
      config: { access: 'user' },
      schema: { tags, params: MemberParams, body: z.object({ role: UpdateMemberBody.shape.role }) },
    },
    async (request) => ({
      result: await postMembers.update(
        request.params.id,
        request.params.username,
        signedIn(request),
        request.body.role,
      ),
    }),
  );
  app.delete(
    '/posts/:id/members/:username',
    { config: { access: 'user' }, schema: { tags, params: MemberParams } },
    async (request) => ({
      result: await postMembers.remove(request.params.id, request.params.username, signedIn(request)),
    }),
  );
}
