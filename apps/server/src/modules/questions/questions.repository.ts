import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  fairQuestions,
  fairStaff,
  fairSubmissions,
  fairs,
  partnerResources,
  pins,
  pollAnswers,
  pollOptions,
  polls,
  projectMembers,
  resourceAnswers,
  userPins,
  users,
  webinarRegistrations,
} from '../../db/schema/index.ts';

/**
 * The reads of the questions read model, without rules: the questions the polls, fairs, pins and
 * resources domains keep, and who answered what. Nothing here is copied into tables of its own.
 */
export function questionsRepository(db: Tx) {
  const pollAnswerOf = (userId: number) =>
    db
      .select({
        pollId: pollAnswers.pollId,
        projectId: pollAnswers.projectId,
        text: pollOptions.text,
      })
      .from(pollAnswers)
      .innerJoin(pollOptions, eq(pollOptions.id, pollAnswers.optionId))
      .where(eq(pollAnswers.userId, userId));

  return {
    async userByName(userName: string) {
      const [row] = await db
        .select({ id: users.id, userName: users.userName, roles: users.roles, disabledAt: users.disabledAt })
        .from(users)
        .where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`)
        .limit(1);
      return row && !row.disabledAt ? row : undefined;
    },

    async userById(id: number) {
      const [row] = await db
        .select({ id: users.id, userName: users.userName, roles: users.roles })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** The fairs where a person holds a role, with the role. */
    staffOf: (userId: number) =>
      db
        .select({ fairId: fairStaff.fairId, role: fairStaff.role })
        .from(fairStaff)
        .where(eq(fairStaff.userId, userId)),

    async hasPin(userId: number) {
      const [row] = await db.select({ id: pins.ownerId }).from(pins).where(eq(pins.ownerId, userId));
      return !!row;
    },

    fair: async (id: number) => (await db.select().from(fairs).where(eq(fairs.id, id)))[0],
    resource: async (id: number) =>
      (await db.select().from(partnerResources).where(eq(partnerResources.id, id)))[0],

    /** Community polls: every one, or those open or answered by `userId`. */
    communityPolls: (onlyFor?: number) =>
      db
        .select()
        .from(polls)
        .where(
          and(
            eq(polls.kind, 'community'),
            onlyFor === undefined
              ? undefined
              : or(
                  eq(polls.isOpen, true),
                  inArray(
                    polls.id,
                    db
                      .select({ id: pollAnswers.pollId })
                      .from(pollAnswers)
                      .where(and(eq(pollAnswers.userId, onlyFor), eq(pollAnswers.projectId, 0))),
                  ),
                ),
          ),
        )
        .orderBy(asc(polls.id)),

    /** A fair's project and judging polls. */
    fairPolls: (fairIds: number[]) =>
      fairIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(polls)
            .where(and(inArray(polls.kind, ['project', 'judging']), inArray(polls.fairId, fairIds)))
            .orderBy(asc(polls.id)),

    pollsById: (ids: number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.select().from(polls).where(inArray(polls.id, ids)),

    /** A fair's current submission questions (replaced ones stay out of the list). */
    fairQuestions: (fairIds: number[]) =>
      fairIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(fairQuestions)
            .where(and(inArray(fairQuestions.fairId, fairIds), isNull(fairQuestions.retiredAt)))
            .orderBy(asc(fairQuestions.position), asc(fairQuestions.id)),

    fairsById: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select({ id: fairs.id, name: fairs.name }).from(fairs).where(inArray(fairs.id, ids)),

    /** The boards a person is an active member of, with their role, and where each is entered. */
    entriesOf: (userId: number) =>
      db
        .select({
          projectId: projectMembers.projectId,
          role: projectMembers.role,
          fairId: fairSubmissions.fairId,
          answers: fairSubmissions.answers,
        })
        .from(projectMembers)
        .innerJoin(fairSubmissions, eq(fairSubmissions.projectId, projectMembers.projectId))
        .where(and(eq(projectMembers.userId, userId), eq(projectMembers.status, 'active')))
        .orderBy(asc(fairSubmissions.fairId), asc(projectMembers.projectId)),

    pollAnswersOf: pollAnswerOf,

    /** The booths a person collected a pin from, with the booth's questions and their answers. */
    boothsOf: (userId: number) =>
      db
        .select({
          ownerId: userPins.ownerId,
          owner: users.userName,
          questions: pins.questions,
          answers: userPins.answers,
        })
        .from(userPins)
        .innerJoin(pins, eq(pins.ownerId, userPins.ownerId))
        .innerJoin(users, eq(users.id, userPins.ownerId))
        .where(and(eq(userPins.userId, userId), eq(userPins.via, 'collect'), isNull(userPins.projectId)))
        .orderBy(asc(users.userName)),

    async booth(userId: number) {
      const [row] = await db.select({ questions: pins.questions }).from(pins).where(eq(pins.ownerId, userId));
      return row;
    },

    /**
     * The resources that asked a person their questions: those they answered, and the webinars
     * with questions they registered for.
     */
    async resourcesOf(userId: number) {
      const answered = await db
        .select({ resource: partnerResources, answers: resourceAnswers.answers })
        .from(resourceAnswers)
        .innerJoin(partnerResources, eq(partnerResources.id, resourceAnswers.resourceId))
        .where(eq(resourceAnswers.userId, userId));
      const registered = await db
        .select({ resource: partnerResources })
        .from(webinarRegistrations)
        .innerJoin(partnerResources, eq(partnerResources.id, webinarRegistrations.resourceId))
        .where(
          and(
            eq(webinarRegistrations.userId, userId),
            sql`jsonb_array_length(${partnerResources.questions}) > 0`,
          ),
        );
      const seen = new Set(answered.map((a) => a.resource.id));
      return [
        ...answered,
        ...registered.filter((r) => !seen.has(r.resource.id)).map((r) => ({ ...r, answers: null })),
      ].sort((a, b) => a.resource.id - b.resource.id);
    },
  };
}
export type QuestionsRepository = ReturnType<typeof questionsRepository>;
