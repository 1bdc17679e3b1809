import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Person, signedIn } from '../../lib/viewer.ts';
import { findProjectWithRole } from '../projects/projects.repository.ts';
import { authorityOver, BOARD_SUPERVISORS, mayPin, mayRead, supervises } from './conversations.policy.ts';
import type {
  ConversationRow,
  ConversationsRepository,
  MessageRow,
  ParticipantRow,
} from './conversations.repository.ts';

/** A conversation as the `conversation` rule resolves it: its row and the caller's own place in it. */
export interface ConversationAccess {
  row: ConversationRow;
  /** Null for a reader who takes no part (an admin, someone reading a public topic). */
  mine: ParticipantRow | null;
}
/** A message as the `message` rule resolves it, with its conversation. */
export interface MessageAccess extends ConversationAccess {
  message: MessageRow;
}
/** A board's chat as the `boardChat` rule resolves it: the board and the caller's active role on it. */
export interface BoardChatAccess {
  projectId: number;
  role: string | null;
}

/** Loads what the rules judge; every refusal is a 404 here (the kinds add their 403s). */
export function conversationAccess(repo: ConversationsRepository) {
  const { db } = repo;

  /**
   * A conversation the caller may read (conversations.policy.ts `mayRead`), or a 404: a private
   * conversation does not exist for others. A board's active member joins its chat on their
   * first visit, supervising it when their board role does.
   */
  async function conversation(id: number, person: Person): Promise<ConversationAccess> {
    // The conversation and the caller's place in it, in one statement.
    const { row, mine, boardRole } = await repo.findWithPlace(id, person.userId);
    return readable(row, mine, boardRole, person);
  }

  /** A group or public topic by its name, with the caller's place in it, as `conversation` answers. */
  async function topic(kind: 'group' | 'public', name: string, person: Person): Promise<ConversationAccess> {
    const { row, mine, boardRole } = await repo.topicWithPlace(kind, name, person.userId);
    return readable(row, mine, boardRole, person);
  }

  async function readable(
    row: ConversationRow | undefined,
    found: ParticipantRow | null,
    /** The caller's active role on a board chat's board, read with the conversation. */
    roleOnBoard: string | null,
    person: Person,
  ): Promise<ConversationAccess> {
    if (!row) throw new AppError(404, 'CONVERSATION_NOT_FOUND');
    let mine = found;
    const boardRole = row.kind === 'project' && row.projectId ? roleOnBoard : null;
    if (!mayRead(row, { participant: !!mine, boardRole }, person))
      throw new AppError(404, 'CONVERSATION_NOT_FOUND');
    if (!mine && boardRole) mine = await repo.join(row.id, person.userId, BOARD_SUPERVISORS.has(boardRole));
    return { row, mine };
  }

  /** A message in a conversation the caller may read, or a 404 "Message not found". */
  async function message(id: number, person: Person): Promise<MessageAccess> {
    const row = await repo.message(id);
    if (!row) throw new AppError(404, 'MESSAGE_NOT_FOUND');
    try {
      return { message: row, ...(await conversation(row.conversationId, person)) };
    } catch {
      throw new AppError(404, 'MESSAGE_NOT_FOUND');
    }
  }

  /** A board's chat: its active members' and the admins' (a 404 to everyone else). */
  async function boardChat(projectId: number, person: Person): Promise<BoardChatAccess> {
    const board = await findProjectWithRole(db, projectId, person.userId);
    const role = board?.role ?? null;
    if (!board || !mayRead({ kind: 'project', projectId }, { participant: false, boardRole: role }, person))
      throw new AppError(404, 'NOT_FOUND');
    return { projectId, role };
  }

  return { conversation, topic, message, boardChat };
}
export type ConversationLoader = ReturnType<typeof conversationAccess>;

/**
 * The object rules of conversations (spec/001 §7; quality.md IDOR). Someone else's conversation
 * and its messages do not exist for a caller who may not read them: every refusal to them is a
 * 404, which is what the declared refusals say. Those who may read get a 403 where they may not
 * act (a participant who does not supervise, a message that is not theirs).
 * - `conversation` (by id): `participant` lets in whoever may read it and take part (read, send,
 *   their own settings, leave); `supervisor` its supervisors and admins (rename, add, promote).
 * - `message` (by id): `read` whoever may read its conversation; `react` the same, on a message
 *   not deleted; `edit` its author, a supervisor or an admin, on a message not deleted; `delete`
 *   the same, deleted or not; `pin` the supervisors and either side of a private chat.
 * - `boardChat` (by board id): `member` the board's active members and admins.
 */
export function defineConversationAccess(guards: ObjectGuards, load: ConversationLoader): void {
  guards.define<ConversationAccess>('conversation', {
    needs: { participant: { refusal: 404 }, supervisor: { refusal: 404 } },
    async resolve(request, value, need) {
      const person = signedIn(request);
      const found = await load.conversation(Number(value), person);
      if (need === 'supervisor' && !supervises(found.mine, person))
        throw new AppError(403, 'CONVERSATION_SUPERVISOR_ONLY');
      return found;
    },
  });
  guards.define<MessageAccess>('message', {
    needs: {
      read: { refusal: 404 },
      react: { refusal: 404 },
      edit: { refusal: 404 },
      delete: { refusal: 404 },
      pin: { refusal: 404 },
    },
    async resolve(request, value, need) {
      const person = signedIn(request);
      const found = await load.message(Number(value), person);
      const deleted = found.message.deletedAt !== null;
      if ((need === 'react' || need === 'edit') && deleted) throw new AppError(404, 'MESSAGE_NOT_FOUND');
      if ((need === 'edit' || need === 'delete') && !authorityOver(found.message, found.mine, person))
        throw new AppError(403, 'FORBIDDEN');
      if (need === 'pin') {
        if (!mayPin(found.row, found.mine, person)) throw new AppError(403, 'CONVERSATION_SUPERVISOR_ONLY');
        if (deleted) throw new AppError(404, 'MESSAGE_NOT_FOUND');
      }
      return found;
    },
  });
  guards.define<BoardChatAccess>('boardChat', {
    needs: { member: { refusal: 404 } },
    resolve: (request, value) => load.boardChat(Number(value), signedIn(request)),
  });
}
