import { CursorPageQuery, IdParams, PageQuery } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { type ConversationsService, MESSAGE_MAX, type Me } from './conversations.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const userName = z.string().trim().min(1).max(64);
const topic = z.string().trim().min(1).max(80);
/** A person in a body: a username, or (api.md "numeric id and uuid in bodies") an id or a uuid. */
const person = z.union([z.number().int().positive().max(2_147_483_647), userName]);
const chatType = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/u);
/** Raw text is bounded generously here; the service counts the plain text against MESSAGE_MAX. */
const messageText = z.string().max(MESSAGE_MAX * 4);
const MessagesQuery = CursorPageQuery;
const ListQuery = PageQuery.extend({
  username: userName.optional(),
  query: z.string().trim().max(100).optional(),
  kind: z.enum(['private', 'group', 'public', 'project']).optional(),
  /** `false`: the private list of spec/000 §4 (no public topics); `true`: joined public topics only. */
  public: z.enum(['true', 'false']).optional(),
});
const TopicParams = z.object({ topic });
const UserParams = IdParams.extend({ userName });
/** People by username, or by numeric id (api.md: ids in bodies). */
const people = z.array(person).max(50).default([]);

const me = (request: FastifyRequest): Me => ({
  userId: request.auth!.userId,
  uuid: request.auth!.uuid,
  roles: request.auth!.roles,
});

/** `username` in a query names the caller; anyone else's conversations do not exist for them. */
function self(request: FastifyRequest, username: string | undefined) {
  if (username && username.toLowerCase() !== request.auth!.userName.toLowerCase())
    throw new AppError(404, 'NOT_FOUND');
}

/** Conversations and messages (api.md "Conversations and the socket"; spec/001 §7). */
export async function conversationRoutes(
  scope: FastifyInstance,
  { conversations: service }: { conversations: ConversationsService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversations'];
  const user = { access: 'user' } as const;
  const f = app.ctx.config.rateLimitFactor;
  // Per person (docs/decisions.md "Rate limits"): 60 messages or new chats a minute, 60 people added an hour.
  const sendLimit = { access: 'user', ...perPersonLimit(60, 60_000, f) } as const;
  const addLimit = { access: 'user', ...perPersonLimit(60, 60 * 60_000, f) } as const;

  app.get('/conversations', { config: user, schema: { tags, querystring: ListQuery } }, async (request) => {
    self(request, request.query.username);
    return { result: await service.list(me(request), request.query) };
  });
  app.get(
    '/conversations/public',
    {
      config: user,
      schema: { tags, querystring: PageQuery.extend({ query: z.string().trim().max(100).optional() }) },
    },
    async (request) => ({ result: await service.listPublic(me(request), request.query) }),
  );
  app.post(
    '/conversations/public',
    { config: { access: { roles: ['admin', 'curator'] } }, schema: { tags, body: z.object({ topic }) } },
    async (request, reply) => {
      reply.code(201);
      return { result: await service.createPublic(me(request), request.body.topic) };
    },
  );
  app.get(
    '/conversations/unread',
    { config: user, schema: { tags, querystring: z.object({ username: userName.optional() }) } },
    async (request) => {
      self(request, request.query.username);
      return { result: await service.unreadTotal(me(request)) };
    },
  );
  app.get(
    '/conversations/topic/:topic',
    {
      config: user,
      schema: {
        tags,
        params: TopicParams,
        querystring: z.object({ type: z.enum(['public', 'group']).default('public') }),
      },
    },
    async (request) => ({
      result: await service.byTopic(me(request), request.params.topic, request.query.type),
    }),
  );
  app.get(
    '/conversations/topic/:topic/messages',
    {
      config: user,
      schema: {
        tags,
        params: TopicParams,
        querystring: MessagesQuery.extend({ type: z.enum(['public', 'group']).default('public') }),
      },
    },
    async (request) => ({
      result: await service.topicMessages(
        me(request),
        request.params.topic,
        request.query.type,
        request.query,
      ),
    }),
  );
  app.post(
    '/conversations',
    {
      config: sendLimit,
      schema: {
        tags,
        body: z.object({
          users: people,
          message: messageText.optional(),
        }),
      },
    },
    async (request, reply) => {
      const { created, ...result } = await service.create(
        me(request),
        await service.userNames(request.body.users),
        request.body.message,
      );
      reply.code(created ? 201 : 200);
      return { result };
    },
  );
  app.post(
    '/conversations/groups',
    {
      config: sendLimit,
      schema: { tags, body: z.object({ topic, users: people }) },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        result: await service.createGroup(
          me(request),
          request.body.topic,
          await service.userNames(request.body.users),
        ),
      };
    },
  );
  app.put(
    '/conversations/:id/group',
    {
      config: addLimit,
      schema: {
        tags,
        params: IdParams,
        body: z.object({ topic: topic.optional(), users: people }),
      },
    },
    async (request) => ({
      result: await service.updateGroup(
        request.params.id,
        me(request),
        request.body.topic,
        await service.userNames(request.body.users),
      ),
    }),
  );
  app.get(
    '/conversations/project/:projectID',
    { config: user, schema: { tags, params: z.object({ projectID: id }) } },
    async (request) => ({ result: await service.project(me(request), request.params.projectID, 'project') }),
  );
  app.get(
    '/conversations/project/:projectID/:chatType',
    { config: user, schema: { tags, params: z.object({ projectID: id, chatType }) } },
    async (request) => ({
      result: await service.project(me(request), request.params.projectID, request.params.chatType),
    }),
  );
  app.get(
    '/conversations/:id',
    {
      config: user,
      // `messageID`: "up to a message" (spec/001 §7): every message from the newest down to it.
      schema: { tags, params: IdParams, querystring: z.object({ messageID: id.optional() }) },
    },
    async (request) => ({
      result: await service.get(request.params.id, me(request), request.query.messageID),
    }),
  );
  app.get(
    '/conversations/:id/messages',
    { config: user, schema: { tags, params: IdParams, querystring: MessagesQuery } },
    async (request) => ({ result: await service.messages(request.params.id, me(request), request.query) }),
  );
  app.post(
    '/conversations/:id/messages',
    {
      config: sendLimit,
      schema: {
        tags,
        params: IdParams,
        body: z.object({ message: messageText, chatType: chatType.optional() }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        result: await service.send(
          request.params.id,
          me(request),
          request.body.message,
          request.body.chatType,
        ),
      };
    },
  );
  app.get(
    '/conversations/:id/messages/pinned',
    { config: user, schema: { tags, params: IdParams, querystring: MessagesQuery } },
    async (request) => ({
      result: await service.pinnedMessages(request.params.id, me(request), request.query),
    }),
  );
  app.get(
    '/conversations/:id/likes',
    { config: user, schema: { tags, params: IdParams } },
    async (request) => ({ result: await service.likedIds(request.params.id, me(request)) }),
  );
  app.get(
    '/conversations/:id/users',
    { config: user, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await service.users(request.params.id, me(request), request.query.limit, request.query.offset),
    }),
  );
  app.post(
    '/conversations/:id/users',
    {
      config: addLimit,
      schema: {
        tags,
        params: IdParams,
        body: z.object({ userName, isSupervisor: z.boolean().default(false) }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        result: await service.addUser(
          request.params.id,
          me(request),
          request.body.userName,
          request.body.isSupervisor,
        ),
      };
    },
  );
  app.put(
    '/conversations/:id/users/:userName',
    { config: user, schema: { tags, params: UserParams, body: z.object({ isSupervisor: z.boolean() }) } },
    async (request) => ({
      result: await service.updateUser(
        request.params.id,
        me(request),
        request.params.userName,
        request.body.isSupervisor,
      ),
    }),
  );
  app.delete(
    '/conversations/:id/users/:userName',
    { config: user, schema: { tags, params: UserParams } },
    async (request) => ({
      result: await service.removeUser(request.params.id, me(request), request.params.userName),
    }),
  );
  app.get(
    '/conversations/:id/role',
    { config: user, schema: { tags, params: IdParams } },
    async (request) => ({ result: await service.role(request.params.id, me(request)) }),
  );
  app.put(
    '/conversations/:id/read',
    { config: user, schema: { tags, params: IdParams } },
    async (request) => ({ result: await service.read(request.params.id, me(request)) }),
  );
  app.get(
    '/conversations/:id/notifications',
    { config: user, schema: { tags, params: IdParams } },
    async (request) => ({ result: await service.notificationSettings(request.params.id, me(request)) }),
  );
  app.put(
    '/conversations/:id/notifications',
    { config: user, schema: { tags, params: IdParams, body: z.object({ muted: z.boolean() }) } },
    async (request) => ({
      result: await service.setMuted(request.params.id, me(request), request.body.muted),
    }),
  );
  app.put(
    '/conversations/:id/pin',
    { config: user, schema: { tags, params: IdParams, body: z.object({ pinned: z.boolean() }) } },
    async (request) => ({
      result: await service.setPinned(request.params.id, me(request), request.body.pinned),
    }),
  );

  app.get(
    '/messages/search',
    {
      config: user,
      schema: { tags, querystring: PageQuery.extend({ query: z.string().trim().min(1).max(100) }) },
    },
    async (request) => ({
      result: await service.search(
        me(request),
        request.query.query,
        request.query.limit,
        request.query.offset,
      ),
    }),
  );
  app.put(
    '/messages/:id',
    { config: user, schema: { tags, params: IdParams, body: z.object({ message: messageText }) } },
    async (request) => ({ result: await service.edit(request.params.id, me(request), request.body.message) }),
  );
  app.delete(
    '/messages/:id',
    {
      config: user,
      schema: {
        tags,
        params: IdParams,
        querystring: z.object({
          showPermission: z
            .enum(['true', 'false', '1', '0'])
            .optional()
            .transform((v) => v === 'true' || v === '1'),
        }),
      },
    },
    async (request) => ({
      result: await service.remove(request.params.id, me(request), request.query.showPermission),
    }),
  );
  app.post(
    '/messages/:id/pin',
    {
      config: user,
      schema: { tags, params: IdParams, body: z.object({ pinned: z.boolean().optional() }).nullish() },
    },
    async (request) => ({
      result: await service.pin(request.params.id, me(request), request.body?.pinned),
    }),
  );
  for (const method of ['post', 'delete'] as const) {
    app[method](
      '/messages/:id/like',
      { config: user, schema: { tags, params: IdParams } },
      async (request) => ({ result: await service.like(request.params.id, me(request), method === 'post') }),
    );
  }
  app.get(
    '/messages/:id/likes',
    { config: user, schema: { tags, params: IdParams, querystring: PageQuery } },
    async (request) => ({
      result: await service.likes(request.params.id, me(request), request.query.limit, request.query.offset),
    }),
  );
  app.get(
    '/messages/:id/like/:userName',
    { config: user, schema: { tags, params: UserParams } },
    async (request) => ({
      result: await service.hasLiked(request.params.id, me(request), request.params.userName),
    }),
  );
}
