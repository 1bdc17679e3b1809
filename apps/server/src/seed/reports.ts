import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { comments, projects, reports, users } from '../db/schema/index.ts';

/**
 * Two open demo reports (issue 13), so that the moderation queue has something to show after
 * `npm start`: a comment and a board of the community, reported by demo people who are not their
 * authors. Seeded with the rest of the demo, once; a second run adds nothing.
 */
export async function seedReports(db: Db): Promise<void> {
  const [existing] = await db.select({ id: reports.id }).from(reports).limit(1);
  if (existing) return;
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(eq(users.signupSource, 'demo'));
  const id = (name: string) => people.find((p) => p.userName === name)?.id;
  const reporters = [id('sam'), id('lea'), id('tmueller')].filter((x): x is number => x !== undefined);
  if (reporters.length === 0) return;
  const [comment] = await db
    .select({ id: comments.id, userId: comments.userId })
    .from(comments)
    .where(ne(comments.userId, reporters[0]!))
    .orderBy(asc(comments.id))
    .limit(1);
  const boardReporter = reporters[1] ?? reporters[0]!;
  const [board] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(ne(projects.ownerId, boardReporter), eq(projects.isPrivate, false), eq(projects.isDraft, false)),
    )
    .orderBy(asc(projects.id))
    .limit(1);
  const rows = [
    ...(comment
      ? [
          {
            reporterId: reporters[0]!,
            targetType: 'comment',
            targetId: comment.id,
            reason: 'This comment is unkind to a beginner.',
          },
        ]
      : []),
    ...(board
      ? [
          {
            reporterId: boardReporter,
            targetType: 'project',
            targetId: board.id,
            reason: 'The photos look copied from another website.',
          },
        ]
      : []),
  ];
  if (rows.length) await db.insert(reports).values(rows);
}
