import { conversationEndpoints as api, messageEndpoints as messageApi } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { replayed } from '../../lib/idempotency.ts';
import { perPersonLimit } from '../../lib/rate-limit.ts';
import { route } from '../../lib/route.ts';
import { signedIn } from '../../lib/viewer.ts';
import { reactionRoutes } from '../reactions/reactions.ts';
import type { BoardChatAccess, ConversationAccess, MessageAccess } from './conversations.access.ts';
import type { ConversationsService } from './conversations.service.ts';
import type { MessagesService } from './messages.service.ts';
import type { ParticipantsService } from './participants.service.ts';

const conversation = (need: 'participant' | 'supervisor') =>
  ({ kind: 'conversation', key: 'id', need }) as const;
const message = (need: 'read' | 'react' | 'edit' | 'delete' | 'pin') =>
  ({ kind: 'message', key: 'id', need }) as const;
/** A person named in the path (`user` rule of the users module): anyone may name them. */
const named = { kind: 'user', key: 'userName', need: 'exists' } as const;
const boardChat = { kind: 'boardChat', key: 'projectID', need: 'member' } as const;

const theConversation = (request: FastifyRequest) => objectOf<ConversationAccess>(request, 'conversation');
const theMessage = (request: FastifyRequest) => objectOf<MessageAccess>(request, 'message');
const theUser = (request: FastifyRequest) => objectOf<UserRow>(request, 'user');

/** `username` in a query names the caller; anyone else's conversations do not exist for them. */
function onlySelf(request: FastifyRequest, username: string | undefined) {
  if (username && username.toLowerCase() !== request.auth!.userName.toLowerCase())
    throw new AppError(404, 'NOT_FOUND');
}

/** Conversations and messages (api.md "Conversations and the socket"; spec/001 §7). */
export async function conversationRoutes(
  app: FastifyInstance,
  services: {
    conversations: ConversationsService;
    messages: MessagesService;
    participants: ParticipantsService;
  },
): Promise<void> {
  const { conversations, messages, participants } = services;
  const f = app.ctx.config.rateLimitFactor;
  // Per person (docs/decisions.md "Rate limits"): 60 messages or new chats a minute, 60 people added an hour.
  const sendLimit = perPersonLimit(60, 60_000, f).rateLimit;
  const addLimit = perPersonLimit(60, 60 * 60_000, f).rateLimit;

  route(app, api.list, { access: 'user' }, async (request) => {
    onlySelf(request, request.query.username);
    return conversations.list(signedIn(request), request.query);
  });
  route(app, api.listPublic, { access: 'user' }, async (request) =>
    conversations.listPublic(signedIn(request), request.query),
  );
  route(app, api.createPublic, { access: { roles: ['admin', 'curator'] } }, async (request) =>
    conversations.createPublic(signedIn(request), request.body.topic),
  );
  route(app, api.unread, { access: 'user' }, async (request) => {
    onlySelf(request, request.query.username);
    return participants.unread(signedIn(request));
  });
  route(app, api.byTopic, { access: 'user' }, async (request) =>
    conversations.byTopic(signedIn(request), request.params.topic, request.query.type),
  );
  route(app, api.topicMessages, { access: 'user' }, async (request) =>
    conversations.topicMessages(signedIn(request), request.params.topic, request.query.type, request.query),
  );
  route(app, api.create, { access: 'user', rateLimit: sendLimit }, async (request, reply) => {
    const { created, ...result } = await conversations.create(
      signedIn(request),
      request.body.users,
      request.body.message,
    );
    // The private conversation of a pair is made once: asking again answers the existing one.
    if (!created) reply.code(200);
    return result;
  });
  route(app, api.createGroup, { access: 'user', rateLimit: sendLimit }, async (request) =>
    conversations.createGroup(signedIn(request), request.body.topic, request.body.users),
  );
  route(
    app,
    api.updateGroup,
    { access: 'user', rateLimit: addLimit, object: conversation('supervisor') },
    async (request) =>
      conversations.updateGroup(
        theConversation(request),
        signedIn(request),
        request.body.topic,
        request.body.users,
      ),
  );
  route(app, api.boardChat, { access: 'user', object: boardChat }, async (request) =>
    conversations.boardChat(objectOf<BoardChatAccess>(request, 'boardChat'), signedIn(request), 'project'),
  );
  route(app, api.boardTeamChat, { access: 'user', object: boardChat }, async (request) =>
    conversations.boardChat(
      objectOf<BoardChatAccess>(request, 'boardChat'),
      signedIn(request),
      request.params.chatType,
    ),
  );
  route(app, api.get, { access: 'user', object: conversation('participant') }, async (request) =>
    conversations.get(theConversation(request), signedIn(request), request.query.messageID),
  );

  // Messages of a conversation.
  route(app, api.messages, { access: 'user', object: conversation('participant') }, async (request) =>
    messages.list(theConversation(request).row.id, request.query, signedIn(request)),
  );
  route(
    app,
    api.send,
    { access: 'user', rateLimit: sendLimit, object: conversation('participant') },
    async (request, reply) =>
      replayed(
        reply,
        await messages.send(
          theConversation(request).row,
          signedIn(request),
          request.body.message,
          request.body.chatType,
          request.headers['idempotency-key'],
        ),
      ),
  );
  route(app, api.pinnedMessages, { access: 'user', object: conversation('participant') }, async (request) =>
    messages.pinned(theConversation(request), request.query, signedIn(request)),
  );
  route(app, api.likedMessages, { access: 'user', object: conversation('participant') }, async (request) =>
    messages.likedIds(theConversation(request), signedIn(request)),
  );

  // Its people, and the caller's own view of it.
  route(app, api.users, { access: 'user', object: conversation('participant') }, async (request) =>
    participants.users(theConversation(request), request.query),
  );
  route(
    app,
    api.addUser,
    { access: 'user', rateLimit: addLimit, object: conversation('supervisor') },
    async (request) =>
      participants.add(
        theConversation(request),
        signedIn(request),
        request.body.userName,
        request.body.isSupervisor,
      ),
  );
  route(
    app,
    api.updateUser,
    { access: 'user', object: [conversation('supervisor'), named] },
    async (request) =>
      participants.update(
        theConversation(request),
        signedIn(request),
        theUser(request),
        request.body.isSupervisor,
      ),
  );
  route(
    app,
    api.removeUser,
    { access: 'user', object: [conversation('participant'), named] },
    async (request) => participants.remove(theConversation(request), signedIn(request), theUser(request)),
  );
  route(app, api.role, { access: 'user', object: conversation('participant') }, async (request) =>
    participants.role(theConversation(request), signedIn(request)),
  );
  route(app, api.read, { access: 'user', object: conversation('participant') }, async (request) =>
    participants.read(theConversation(request), signedIn(request)),
  );
  route(app, api.notifications, { access: 'user', object: conversation('participant') }, async (request) =>
    participants.notifications(theConversation(request)),
  );
  route(app, api.mute, { access: 'user', object: conversation('participant') }, async (request) =>
    participants.setMuted(theConversation(request), signedIn(request), request.body.muted),
  );
  route(app, api.pin, { access: 'user', object: conversation('participant') }, async (request) =>
    participants.setPinned(theConversation(request), signedIn(request), request.body.pinned),
  );

  // Messages by id.
  route(app, messageApi.search, { access: 'user' }, async (request) =>
    messages.search(signedIn(request), request.query),
  );
  route(app, messageApi.edit, { access: 'user', object: message('edit') }, async (request) =>
    messages.edit(theMessage(request), signedIn(request), request.body.message),
  );
  route(app, messageApi.remove, { access: 'user', object: message('delete') }, async (request) =>
    messages.remove(theMessage(request), signedIn(request), request.query.showPermission),
  );
  route(app, messageApi.pin, { access: 'user', object: message('pin') }, async (request) =>
    messages.pin(theMessage(request), signedIn(request), request.body?.pinned),
  );
  reactionRoutes<MessageAccess>(app, messageApi, {
    kit: messages.likes,
    target: message('read'),
    react: message('react'),
    read: 'user',
    idOf: (m) => m.message.id,
    changed: (m, person) => messages.liked(m, person),
  });
}
