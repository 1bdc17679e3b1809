import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { messageLikes, messages as messageRows } from '../../db/schema/index.ts';
import { reactions } from '../reactions/reactions.ts';
import { conversationAccess, defineConversationAccess } from './conversations.access.ts';
import { conversationEvents } from './conversations.events.ts';
import { conversationsPresenter } from './conversations.presenter.ts';
import { conversationsRepository } from './conversations.repository.ts';
import { conversationRoutes } from './conversations.routes.ts';
import { conversationsService } from './conversations.service.ts';
import { type ConversationNotifications, messagesService } from './messages.service.ts';
import { participantsService } from './participants.service.ts';

/**
 * The conversations module: its repository, presenter and three services built once, its object
 * rules (`conversation`, `message`, `boardChat`), its routes. It needs of other modules only the
 * notifications port.
 */
export function conversationsModule(ctx: AppContext, deps: { notifications: ConversationNotifications }) {
  const repo = conversationsRepository(ctx.database.db);
  const likes = reactions(
    ctx.database.db,
    {
      table: messageLikes,
      targetId: messageLikes.targetId,
      userId: messageLikes.userId,
      createdAt: messageLikes.createdAt,
    },
    { table: messageRows, id: messageRows.id, counter: messageRows.likesCount },
  );
  const present = conversationsPresenter(ctx.database.db, likes);
  const emit = conversationEvents(ctx.events, repo);
  const load = conversationAccess(repo);
  const participants = participantsService({ repo, emit });
  const messages = messagesService({ repo, present, emit, likes, notifications: deps.notifications });
  const conversations = conversationsService({ repo, present, emit, load, messages, participants });
  defineConversationAccess(ctx.guards, load);
  return {
    routes: (app: FastifyInstance) => conversationRoutes(app, { conversations, messages, participants }),
  };
}
