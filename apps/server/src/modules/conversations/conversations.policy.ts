import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { isMinor } from '../users/minors.ts';
import type { ConversationRow, MessageRow, ParticipantRow } from './conversations.repository.ts';

/**
 * Who may do what in conversations (spec/001 §7; docs/decisions.md "child-safe default"). One place
 * decides: the object rules (conversations.access.ts), the services and the socket
 * (realtime/conversation-access.ts) ask here.
 */

/** Board roles that supervise their board's chats. */
export const BOARD_SUPERVISORS: ReadonlySet<string> = new Set(['owner', 'coowner', 'projectAdmin']);

/** Admins may read and moderate every conversation (moderation). */
export const isAdmin = (viewer: Viewer) => viewer.roles.includes('admin');

/**
 * Who may read a conversation: anyone signed in for a public topic; a board chat's active board
 * members (someone who left or was removed, or whose invitation is pending, no longer reads it);
 * the participants of the rest; admins all of them. For everyone else it does not exist (IDOR).
 */
export function mayRead(
  conversation: Pick<ConversationRow, 'kind' | 'projectId'>,
  caller: { participant: boolean; boardRole: string | null },
  viewer: Viewer,
): boolean {
  if (isAdmin(viewer)) return true;
  if (conversation.kind === 'project' && conversation.projectId) return caller.boardRole !== null;
  return conversation.kind === 'public' || caller.participant;
}

/** Who hears a conversation live: anyone signed in for a public topic, the participants otherwise. */
export const mayFollow = (kind: string, participant: boolean) => kind === 'public' || participant;

/** Who supervises a conversation (adds, promotes and removes people): its supervisors and admins. */
export const supervises = (mine: ParticipantRow | null, viewer: Viewer) =>
  isAdmin(viewer) || !!mine?.isSupervisor;

/** Who pins messages: the supervisors, and either side of a private chat. */
export const mayPin = (conversation: ConversationRow, mine: ParticipantRow | null, viewer: Viewer) =>
  supervises(mine, viewer) || (conversation.kind === 'private' && !!mine);

/**
 * By which right the caller may edit or delete a message: its author's, a supervisor's or an
 * admin's; null when they may not.
 */
export function authorityOver(
  message: MessageRow,
  mine: ParticipantRow | null,
  viewer: Viewer,
): 'author' | 'supervisor' | 'admin' | null {
  if (message.userId === viewer.userId) return 'author';
  if (mine?.isSupervisor) return 'supervisor';
  return isAdmin(viewer) ? 'admin' : null;
}

/**
 * The child-safe default: a private or group conversation that puts a minor with anyone else needs
 * the two to share a board. Public topics are open to all.
 */
export async function checkChildSafe(
  people: UserRow[],
  shareBoard: (a: number, b: number) => Promise<boolean>,
): Promise<void> {
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const [a, b] = [people[i]!, people[j]!];
      if (!isMinor(a) && !isMinor(b)) continue;
      if (!(await shareBoard(a.id, b.id))) throw new AppError(403, 'CONVERSATION_MINOR_PROTECTED');
    }
  }
}
