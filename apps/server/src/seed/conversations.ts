import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  conversations,
  conversationUsers,
  messages,
  projectMembers,
  projects,
  users,
} from '../db/schema/index.ts';

type Line = [from: string, text: string];

/**
 * Demo conversations, so that the inbox is alive: private chats for sam and priya, a public
 * "robotics" topic and a class group. Sam and Léa are minors: the adults they chat with share a
 * board with them (the child-safe default of docs/decisions.md), so the demo follows the rule.
 */
export async function seedConversations(db: Db): Promise<void> {
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.userName, ['ada', 'tmueller', 'lea', 'sam', 'priya']));
  const id = (name: string) => people.find((p) => p.userName === name)!.id;
  if (people.length < 5) return;

  // Sam's class board: Priya mentors it, Mr Müller teaches, Léa is in the class.
  const [own] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.ownerId, id('sam')))
    .orderBy(projects.id)
    .limit(1);
  let boardId = own?.id;
  if (!boardId) {
    const [any] = await db.select({ id: projects.id }).from(projects).orderBy(projects.id).limit(1);
    if (!any) return;
    boardId = any.id;
    await db
      .insert(projectMembers)
      .values({ projectId: boardId, userId: id('sam'), role: 'contributor' })
      .onConflictDoNothing();
  }
  await db
    .insert(projectMembers)
    .values([
      { projectId: boardId, userId: id('priya'), role: 'contributor' },
      { projectId: boardId, userId: id('tmueller'), role: 'projectAdmin' },
      { projectId: boardId, userId: id('lea'), role: 'contributor' },
    ])
    .onConflictDoNothing();

  const start = Date.now() - 3 * 86_400_000;
  let minute = 0;
  async function conversation(
    values: typeof conversations.$inferInsert,
    members: { name: string; supervisor?: boolean }[],
    lines: Line[],
    readBy: string[] = [],
  ) {
    const [row] = await db.insert(conversations).values(values).returning();
    await db
      .insert(conversationUsers)
      .values(
        members.map((m) => ({ conversationId: row!.id, userId: id(m.name), isSupervisor: !!m.supervisor })),
      );
    let last = 0;
    for (const [from, text] of lines) {
      minute += 7;
      const [message] = await db
        .insert(messages)
        .values({
          conversationId: row!.id,
          userId: id(from),
          body: text,
          createdAt: new Date(start + minute * 60_000),
        })
        .returning();
      last = message!.id;
      // Everyone but the sender has one more unread, as sending does.
      await db
        .update(conversationUsers)
        .set({ unread: sql`${conversationUsers.unread} + 1` })
        .where(and(eq(conversationUsers.conversationId, row!.id), ne(conversationUsers.userId, id(from))));
      await db
        .update(conversationUsers)
        .set({ unread: 0 })
        .where(and(eq(conversationUsers.conversationId, row!.id), eq(conversationUsers.userId, id(from))));
    }
    if (readBy.length) {
      await db
        .update(conversationUsers)
        .set({ unread: 0 })
        .where(
          and(
            eq(conversationUsers.conversationId, row!.id),
            inArray(conversationUsers.userId, readBy.map(id)),
          ),
        );
    }
    await db
      .update(conversations)
      .set({ lastMessageId: last || null, updatedAt: new Date(start + minute * 60_000) })
      .where(eq(conversations.id, row!.id));
  }
  const pair = (a: string, b: string) => [id(a), id(b)].sort((x, y) => x - y).join(':');

  await conversation(
    { kind: 'public', topic: 'robotics', createdById: id('ada') },
    [{ name: 'ada', supervisor: true }, { name: 'tmueller' }, { name: 'priya' }, { name: 'sam' }],
    [
      ['ada', 'Welcome to the robotics topic! Share what you are building.'],
      ['sam', 'My line follower keeps drifting left. Any ideas?'],
      [
        'priya',
        'Check that both motors get the same PWM duty cycle, and calibrate the sensors on your track.',
      ],
      ['tmueller', 'Our class is building a sumo robot this term. Photos soon!'],
    ],
    ['ada', 'tmueller', 'priya', 'sam'],
  );
  await conversation(
    { kind: 'private', pairKey: pair('sam', 'tmueller'), createdById: id('sam') },
    [{ name: 'sam' }, { name: 'tmueller' }],
    [
      ['sam', 'Can I hand in the circuit diagram on Friday?'],
      ['tmueller', 'Yes, Friday is fine. Add the resistor values please.'],
    ],
    ['sam', 'tmueller'],
  );
  await conversation(
    { kind: 'group', topic: 'Science fair team', createdById: id('tmueller') },
    [{ name: 'tmueller', supervisor: true }, { name: 'sam' }, { name: 'lea' }],
    [
      ['tmueller', 'Team, the science fair is in four weeks. Who takes the poster?'],
      ['lea', 'I can do the poster and the photos.'],
      ['sam', 'I will finish the code and the demo video.'],
    ],
    ['tmueller', 'lea'],
  );
  await conversation(
    { kind: 'private', pairKey: pair('priya', 'ada'), createdById: id('ada') },
    [{ name: 'ada' }, { name: 'priya' }],
    [
      ['ada', 'Thanks for mentoring on the robotics boards, Priya!'],
      ['priya', 'Happy to help. Could we feature the sumo robot board?'],
    ],
    ['priya'],
  );
  // The newest: Priya answered Sam, who has not read it yet.
  await conversation(
    { kind: 'private', pairKey: pair('sam', 'priya'), createdById: id('sam') },
    [{ name: 'sam' }, { name: 'priya' }],
    [
      ['sam', 'Hi Priya, thanks for the PWM tip! It drives straight now.'],
      ['priya', 'Great work, Sam! Next try a PID controller for smoother turns.'],
    ],
  );
}
