import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations, conversationUsers } from '../db/schema/index.ts';
import type { Viewer } from '../lib/viewer.ts';

/**
 * Who may follow a conversation over the socket: anyone signed in for a public topic, the
 * participants for every other kind. Nobody hears a conversation they are not in.
 */
export async function mayFollowConversation(db: Db, id: number, viewer: Viewer): Promise<boolean> {
  if (!viewer.userId) return false;
  const [row] = await db
    .select({ kind: conversations.kind, member: conversationUsers.userId })
    .from(conversations)
    .leftJoin(
      conversationUsers,
      and(
        eq(conversationUsers.conversationId, conversations.id),
        eq(conversationUsers.userId, viewer.userId),
      ),
    )
    .where(eq(conversations.id, id))
    .limit(1);
  if (!row) return false;
  return row.kind === 'public' || row.member !== null;
}
