import { z } from 'zod';
import { endpoint, IdParams, Id as id, Timestamp } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';
import { PublicUser } from './users.ts';

/**
 * The kinds of poll (api.md "Polls"): community polls anyone answers once, project poll questions
 * a fair asks of the members of the boards it receives (customQuestionSurvey), and judging rubric
 * questions whose options carry a score and a tag.
 */
export const POLL_KINDS = ['community', 'project', 'judging'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

export const PollOption = z.object({
  id: z.number().int(),
  text: z.string(),
  tag: z.string().nullable(),
  score: z.number().nullable(),
});
export const Poll = z
  .object({
    id: z.number().int(),
    question: z.string(),
    kind: z.enum(POLL_KINDS),
    fairID: z.number().int().nullable(),
    /** The section of a template the question belongs to, if any (spec/000 §3 poll summary). */
    postID: z.number().int().nullable(),
    maxScore: z.number().nullable(),
    required: z.boolean(),
    isOpen: z.boolean(),
    options: z.array(PollOption),
    createdAt: Timestamp,
  })
  .meta({ id: 'Poll' });
export type Poll = z.output<typeof Poll>;

const OptionInput = z.object({
  text: z.string().trim().min(1).max(500),
  tag: z.string().trim().max(60).nullish(),
  score: z.number().min(-1000).max(1000).nullish(),
});

export const CreatePollBody = z.object({
  question: z.string().trim().min(1).max(1000),
  kind: z.enum(POLL_KINDS).default('community'),
  options: z.array(OptionInput).min(1).max(50),
  maxScore: z.number().min(0).max(1000).nullish(),
  fairID: id.nullish(),
  postID: id.nullish(),
  required: z.boolean().default(false),
});
export const UpdatePollBody = z.object({
  question: z.string().trim().min(1).max(1000).optional(),
  maxScore: z.number().min(0).max(1000).nullish(),
  required: z.boolean().optional(),
  isOpen: z.boolean().optional(),
});
export const AddOptionsBody = z.object({ options: z.array(OptionInput).min(1).max(50) });
export const PollResult = z.object({ poll: Poll });
export const PollPage = pageResult('polls', Poll);
export const PollListQuery = PageQuery.extend({ kind: z.enum(POLL_KINDS).optional(), fairID: id.optional() });

export const PollUserOption = z.object({
  pollID: z.number().int(),
  optionID: z.number().int(),
  projectID: z.number().int().nullable(),
});
export const AnswerPollBody = z.object({ pollID: id, optionID: id, projectID: id.nullish() });
export const AnswerResult = z.object({ pollUserOption: PollUserOption });
export const MyAnswerResult = z.object({ pollUserOption: PollUserOption.nullable() });
export const PollIDParams = z.object({ pollID: id });
export const PollUserParams = z.object({ pollID: id, userID: id, projectID: id });
export const UserIDParams = z.object({ userID: id });
export const ProjectQuery = z.object({ projectID: id.optional() });
export const PollSummary = z.object({
  summary: z.array(z.object({ optionID: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
});
/** `projectIDs` as repeated keys (api.md "Paging"). */
export const ProjectIDsQuery = z.object({
  projectIDs: z.union([id, z.array(id).max(100)]).transform((v) => (Array.isArray(v) ? v : [v])),
});
export const PollsResult = z.object({ polls: z.array(Poll) });
/** The answer tags of the judging questions, for the judging filter (spec/000 §5). */
export const PollFilter = z.object({
  filter: z.array(
    z.object({
      pollID: z.number().int(),
      question: z.string(),
      options: z.array(z.object({ id: z.number().int(), text: z.string(), tag: z.string().nullable() })),
    }),
  ),
});
export const PollUserOptions = z.object({ pollUserOptions: z.array(PollUserOption) });
export const QuestionSummaries = z.object({
  summaries: z.array(
    z.object({
      postID: z.number().int().nullable(),
      totalRequired: z.number().int(),
      requiredCompleted: z.number().int(),
    }),
  ),
});
export const IncompleteMembers = z.object({ users: z.array(PublicUser) });
export const ProjectIdParams = z.object({ projectId: id });

const tag = 'polls';

/** api.md "Polls": the spec's own `/poll…` paths (spec/001 §7). */
export const pollEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/poll',
    body: CreatePollBody,
    result: PollResult,
    status: 201,
    tag,
  }),
  list: endpoint({ method: 'GET', path: '/poll', query: PageQuery, result: PollPage, tag }),
  all: endpoint({ method: 'GET', path: '/poll/all', query: PollListQuery, result: PollPage, tag }),
  get: endpoint({ method: 'GET', path: '/poll/:id', params: IdParams, result: PollResult, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/poll/:id',
    params: IdParams,
    body: UpdatePollBody,
    result: PollResult,
    tag,
  }),
  addOptions: endpoint({
    method: 'POST',
    path: '/poll/:id/options',
    params: IdParams,
    body: AddOptionsBody,
    result: PollResult,
    status: 201,
    tag,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/poll/user/option',
    body: AnswerPollBody,
    result: AnswerResult,
    tag,
  }),
  answerFor: endpoint({
    method: 'POST',
    path: '/poll/user/option/:userID',
    params: UserIDParams,
    body: AnswerPollBody,
    result: AnswerResult,
    tag,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/poll/user/option/:pollID',
    params: PollIDParams,
    query: ProjectQuery,
    result: MyAnswerResult,
    tag,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/poll/user/options/:pollID',
    params: PollIDParams,
    query: ProjectQuery,
    result: PollSummary,
    tag,
  }),
  userAnswer: endpoint({
    method: 'GET',
    path: '/poll/user/options/:pollID/:userID/:projectID',
    params: PollUserParams,
    result: MyAnswerResult,
    tag,
  }),
  forProjects: endpoint({
    method: 'GET',
    path: '/poll/project',
    query: ProjectIDsQuery,
    result: PollsResult,
    tag,
  }),
  filter: endpoint({ method: 'GET', path: '/poll/filter', query: ProjectIDsQuery, result: PollFilter, tag }),
  myProjectAnswers: endpoint({
    method: 'GET',
    path: '/poll/user/project',
    query: ProjectIDsQuery,
    result: PollUserOptions,
    tag,
  }),
  summaries: endpoint({
    method: 'GET',
    path: '/poll/useroptionsummaries/:projectId',
    params: ProjectIdParams,
    result: QuestionSummaries,
    tag,
  }),
  incomplete: endpoint({
    method: 'GET',
    path: '/projects/:id/questions/incomplete',
    params: IdParams,
    result: IncompleteMembers,
    tag,
  }),
};
