import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations, conversationUsers } from '../db/schema/index.ts';
import type { Viewer } from '../lib/viewer.ts';
import { mayFollow } from '../modules/conversations/conversations.policy.ts';

/**
 * Who may follow a conversation over the socket (conversations.policy.ts `mayFollow`): nobody
 * hears a conversation they are not in, but for a public topic.
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
  return mayFollow(row.kind, row.member !== null);
}
