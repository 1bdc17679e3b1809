import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import {
  conversations as conversationRows,
  conversationUsers,
  messageLikes,
  messages as messageRows,
} from '../../db/schema/index.ts';
import { reactions } from '../reactions/reactions.ts';
import { conversationAccess, defineConversationAccess } from './conversations.access.ts';
import { conversationEvents } from './conversations.events.ts';
import { conversationsPresenter } from './conversations.presenter.ts';
import { type ConversationTies, conversationsRepository } from './conversations.repository.ts';
import { conversationRoutes } from './conversations.routes.ts';
import { conversationsService } from './conversations.service.ts';
import { type ConversationNotifications, messagesService } from './messages.service.ts';
import { participantsService } from './participants.service.ts';

/**
 * The conversations module: its repository, presenter and three services built once, its object
 * rules (`conversation`, `message`, `boardChat`), its routes. It needs of other modules only the
 * notifications port.
 */
export function conversationsModule(
  ctx: AppContext,
  deps: { notifications: ConversationNotifications; ties?: ConversationTies },
) {
  const repo = conversationsRepository(ctx.database.db, deps.ties);
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
  const present = conversationsPresenter(ctx.database.db);
  const emit = conversationEvents(ctx.events, repo);
  const load = conversationAccess(repo);
  const participants = participantsService({ repo, emit, notifications: deps.notifications });
  const messages = messagesService({ repo, present, emit, likes, notifications: deps.notifications });
  const conversations = conversationsService({ repo, present, emit, load, messages, participants });
  defineConversationAccess(ctx.guards, load);
  const db = ctx.database.db;
  return {
    /** Whether two people share a board or a class: the child-safe circle (also the users module's). */
    circle: repo.shareBoard,
    /**
     * Class group chats (issue 12): the classes module keeps a class's group in step with its
     * approved students; the teacher is its supervisor. The class tie is what makes it child-safe.
     */
    classGroups: {
      async ensure(existingId: number | null, topic: string, teacherId: number, studentIds: number[]) {
        let id = existingId && (await repo.find(existingId)) ? existingId : null;
        if (!id) {
          const [row] = await db
            .insert(conversationRows)
            .values({ kind: 'group', topic, createdById: teacherId })
            .returning();
          id = row!.id;
        }
        await repo.join(id, teacherId, true);
        for (const userId of studentIds) await repo.join(id, userId);
        return id;
      },
      async leave(conversationId: number, userId: number) {
        await db
          .delete(conversationUsers)
          .where(
            and(eq(conversationUsers.conversationId, conversationId), eq(conversationUsers.userId, userId)),
          );
      },
    },
    routes: (app: FastifyInstance) => conversationRoutes(app, { conversations, messages, participants }),
  };
}
