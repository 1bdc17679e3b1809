import type { Report, ReportTarget } from '@makerboard/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { comments, conversations, messages, projects, type UserRow, users } from '../../db/schema/index.ts';
import { cutText, plainText } from '../../lib/text.ts';
import type { ReportRow } from './reports.access.ts';

/** What a report says of the reported thing: an excerpt, its author, where it is shown, whether it is hidden. */
export interface TargetInfo {
  excerpt: string;
  authorId: number | null;
  link: string | null;
  hidden: boolean;
}

const EXCERPT = 200;
const excerpt = (text: string) => cutText(plainText(text), EXCERPT);

/** The reported things of a page of reports, read with one query per kind. */
export async function targetsOf(db: Tx, rows: Pick<ReportRow, 'targetType' | 'targetId'>[]) {
  const ids = (type: ReportTarget) => [
    ...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const found = new Map<string, TargetInfo>();
  const key = (type: string, id: number) => `${type}:${id}`;
  const boardIds = ids('project');
  if (boardIds.length)
    for (const b of await db.select().from(projects).where(inArray(projects.id, boardIds)))
      found.set(key('project', b.id), {
        excerpt: excerpt(b.title),
        authorId: b.ownerId,
        link: `/story/${b.id}`,
        hidden: b.moderatedAt !== null,
      });
  const commentIds = ids('comment');
  if (commentIds.length)
    for (const c of await db.select().from(comments).where(inArray(comments.id, commentIds)))
      found.set(key('comment', c.id), {
        excerpt: excerpt(c.body),
        authorId: c.userId,
        link: `/story/${c.projectId}`,
        hidden: c.moderatedAt !== null,
      });
  const messageIds = ids('message');
  if (messageIds.length) {
    const rows = await db.select().from(messages).where(inArray(messages.id, messageIds));
    const chats = rows.length
      ? await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            inArray(
              conversations.id,
              rows.map((m) => m.conversationId),
            ),
          )
      : [];
    const known = new Set(chats.map((c) => c.id));
    for (const m of rows)
      found.set(key('message', m.id), {
        excerpt: excerpt(m.deletedAt ? '' : m.body),
        authorId: m.userId,
        link: known.has(m.conversationId) ? `/inbox?conversation=${m.conversationId}` : null,
        hidden: m.moderatedAt !== null,
      });
  }
  const userIds = ids('user');
  if (userIds.length)
    for (const u of await db.select().from(users).where(inArray(users.id, userIds)))
      if (!u.disabledAt)
        found.set(key('user', u.id), {
          excerpt: `${u.firstName} ${u.lastName}`.trim() || u.userName,
          authorId: u.id,
          link: `/profile/${u.userName}`,
          hidden: false,
        });
  return (row: Pick<ReportRow, 'targetType' | 'targetId'>) => found.get(key(row.targetType, row.targetId));
}

/** People named on a page of reports (reporters and authors), by id. */
export async function peopleOf(db: Tx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length ? await db.select().from(users).where(inArray(users.id, wanted)) : [];
  return new Map(rows.map((u) => [u.id, u]));
}

/** A person as a report names them: their username and full name. */
export const personOf = (user: UserRow | undefined): NonNullable<Report['reporter']> | null =>
  user
    ? { userName: user.userName, fullName: `${user.firstName} ${user.lastName}`.trim() || user.userName }
    : null;
