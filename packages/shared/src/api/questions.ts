import { z } from 'zod';
import { endpoint, Id, UserName } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/**
 * Questions (spec/001 §7 "questions for user or resource, unanswered, internal, partner, by
 * grouping" and "question visibility by user id and type"; docs/decisions.md "Questions"): one read
 * model over the questions the other domains ask. A poll (community, a fair's project questions,
 * judging rubric), a fair's submission question, a booth's pin question or a resource's gated
 * download question; each belongs to a grouping and has an audience.
 */
export const ASKED_QUESTION_KINDS = ['poll', 'fair', 'booth', 'resource'] as const;
export type AskedQuestionKind = (typeof ASKED_QUESTION_KINDS)[number];
/**
 * Who a question is for besides the person asked: `public` (anyone may read the question; the
 * answers are the person's and the grouping's organisers'), `internal` (a fair's organisers and
 * judges: judging rubric questions), `partner` (a partner's staff: a booth's questions, those of a
 * partner's resource).
 */
export const QUESTION_AUDIENCES = ['public', 'internal', 'partner'] as const;
export type QuestionAudience = (typeof QUESTION_AUDIENCES)[number];
export const QUESTION_STATES = ['unanswered', 'answered'] as const;

/** What asks the question: `community`, `fair-{id}`, `booth-{userName}` or `resource-{id}`. */
export const QuestionGrouping = z
  .string()
  .regex(
    /^(community|fair-[1-9]\d{0,9}|resource-[1-9]\d{0,9}|booth-[A-Za-z0-9_.-]{1,64})$/,
    'QUESTION_GROUPING_INVALID',
  );

export const Question = z
  .object({
    /** Unique within a list: kind, question and board. */
    key: z.string(),
    kind: z.enum(ASKED_QUESTION_KINDS),
    /** The question's id in its own domain (a poll's id; a resource question's position from 1). */
    questionID: z.number().int(),
    text: z.string(),
    grouping: z.string(),
    /** The fair's name, the resource's title, the booth's name; empty for the community. */
    groupingTitle: z.string(),
    audience: z.enum(QUESTION_AUDIENCES),
    required: z.boolean(),
    /** The board the question is asked about (a fair's questions are answered per board). */
    projectID: z.number().int().nullable(),
    /** Whether the person of `?user=` answered it; null in a list of a resource or grouping. */
    answered: z.boolean().nullable(),
    /** The answer given, to the person and to those with the right on the grouping. */
    answer: z.string().nullable(),
  })
  .meta({ id: 'Question' });
export type Question = z.output<typeof Question>;

export const QuestionListQuery = PageQuery.extend({
  user: UserName.optional(),
  resource: Id.optional(),
  state: z.enum(QUESTION_STATES).optional(),
  audience: z.enum(QUESTION_AUDIENCES).optional(),
  grouping: QuestionGrouping.optional(),
})
  .refine((q) => q.user !== undefined || q.resource !== undefined || q.grouping !== undefined, {
    message: 'QUESTIONS_SCOPE_NEEDED',
    path: ['user'],
  })
  .refine((q) => q.user === undefined || q.resource === undefined, {
    message: 'QUESTIONS_ONE_SCOPE',
    path: ['resource'],
  })
  .refine((q) => q.state === undefined || q.user !== undefined, {
    message: 'QUESTIONS_STATE_NEEDS_USER',
    path: ['state'],
  });
export const QuestionPage = pageResult('questions', Question);

/**
 * How far someone reaches: `all` of them, those of the `groupings` listed (`fair-*`: every fair)
 * besides their own, or only their `own` (the questions asked of them, their answers).
 */
export const QuestionReach = z.object({
  scope: z.enum(['all', 'groupings', 'own']),
  groupings: z.array(z.string()),
});
export const QuestionVisibilityRule = z.object({
  kind: z.enum(ASKED_QUESTION_KINDS),
  audience: z.enum(QUESTION_AUDIENCES),
  /** Which of these questions they see listed. */
  questions: QuestionReach,
  /** Whose answers they may read. */
  answers: QuestionReach,
});
export const QuestionVisibility = z
  .object({ userName: z.string(), rules: z.array(QuestionVisibilityRule) })
  .meta({ id: 'QuestionVisibility' });
export type QuestionVisibility = z.output<typeof QuestionVisibility>;
export const QuestionVisibilityQuery = z.object({
  user: UserName,
  type: z.enum(ASKED_QUESTION_KINDS).optional(),
});

const tag = 'questions';

export const questionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/questions',
    query: QuestionListQuery,
    result: QuestionPage,
    tag,
    summary: "The questions a person is asked, or a resource's or a grouping's, as the caller may see them",
  }),
  visibility: endpoint({
    method: 'GET',
    path: '/questions/visibility',
    query: QuestionVisibilityQuery,
    result: z.object({ visibility: QuestionVisibility }),
    tag,
    summary: 'Which audiences of which kinds of question a person sees, from their roles',
  }),
};
