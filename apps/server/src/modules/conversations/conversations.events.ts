import type { DomainEvents } from '../../lib/events.ts';
import type { Person } from '../../lib/viewer.ts';
import type { ConversationsRepository } from './conversations.repository.ts';

/**
 * Tells a conversation's participants what changed (api.md /ws): the message is addressed to
 * their sockets, so they hear it without subscribing; `extra` adds people who are no longer in it
 * (someone just removed hears it too, and their sockets stop following the conversation).
 */
export function conversationEvents(events: DomainEvents, repo: ConversationsRepository) {
  return async function emit(
    action: 'add' | 'update' | 'delete',
    conversationId: number,
    childType: 'message' | 'user' | undefined,
    childTypeID: number | undefined,
    person: Person,
    extra: string[] = [],
  ): Promise<void> {
    const to = [...new Set([...(await repo.participantUuids(conversationId)), ...extra])];
    events.emit({
      type: 'conversation',
      action,
      id: conversationId,
      childType,
      childTypeID,
      uuid: person.uuid,
      to,
    });
  };
}
export type ConversationEmit = ReturnType<typeof conversationEvents>;
