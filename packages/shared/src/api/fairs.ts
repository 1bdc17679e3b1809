import { z } from 'zod';
import { LANGUAGES } from '../messages/index.ts';
import { ANSWER_MAX, POSTAL_COUNTRIES } from '../rules/postal-code.ts';
import { Board } from './boards.ts';
import { endpoint, IdParams, Id as id, Timestamp, UserName } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/** spec/000 §9: the grade bands of a fair. */
export const GRADE_BANDS = ['Junior 7/8', 'Intermediate 9/10'] as const;
/** The kinds of submission question (issue 10): text, yes/no, number, age, postal code. */
export const QUESTION_KINDS = ['text', 'yesno', 'number', 'age', 'postalCode'] as const;
/** The staff roles of a fair (api.md "Events"). */
export const FAIR_ROLES = ['coordinator', 'reviewer', 'judge'] as const;
export type FairRole = (typeof FAIR_ROLES)[number];
/**
 * Submission statuses (spec/000 §4 labels): `submitted` and `resubmitted` await a decision,
 * `approved` is final, `declined` carries a reason, `unsubmitted` is back with the entrants.
 */
export const SUBMISSION_STATUSES = [
  'submitted',
  'resubmitted',
  'approved',
  'declined',
  'unsubmitted',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const Text = (max: number) => z.string().trim().max(max);
const When = z.coerce.date();

export const FairDistrict = z.object({ id: z.number().int(), name: z.string() });
export const FairQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
});

/** A fair as everyone sees it (api.md "Fairs and submissions"). */
export const Fair = z
  .object({
    id: z.number().int(),
    abbreviation: z.string(),
    name: z.string(),
    description: z.string(),
    submissionDeadline: Timestamp.nullable(),
    editingReopened: z.boolean(),
    judgingStart: Timestamp.nullable(),
    judgingEnd: Timestamp.nullable(),
    resultsAt: Timestamp.nullable(),
    districts: z.array(FairDistrict),
    questions: z.array(FairQuestion),
    gradeBands: z.array(z.string()),
    /** Whose postal codes its postal-code questions accept (null: any plausible code). */
    country: z.enum(POSTAL_COUNTRIES).nullable(),
    /** Submissions are open: before the deadline, or editing reopened. */
    isOpen: z.boolean(),
    /** The viewer's roles at this fair (empty for visitors and entrants). */
    myRoles: z.array(z.enum(FAIR_ROLES)),
  })
  .meta({ id: 'Fair' });
export type Fair = z.output<typeof Fair>;

const QuestionInput = z.object({
  text: Text(1000).min(1),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean().default(false),
});

export const CreateFairBody = z.object({
  name: Text(200).min(1),
  abbreviation: Text(20).min(1),
  description: Text(5000).default(''),
  submissionDeadline: When.nullish(),
  judgingStart: When.nullish(),
  judgingEnd: When.nullish(),
  resultsAt: When.nullish(),
  districts: z.array(Text(120).min(1)).max(200).default([]),
  questions: z.array(QuestionInput).max(50).default([]),
  gradeBands: z
    .array(Text(60).min(1))
    .max(20)
    .default([...GRADE_BANDS]),
  country: z.enum(POSTAL_COUNTRIES).nullish(),
});
export type CreateFairBody = z.input<typeof CreateFairBody>;

/** Only what is sent changes; `districts` and `questions` replace the lists when sent. */
export const UpdateFairBody = z.object({
  name: Text(200).min(1).optional(),
  abbreviation: Text(20).min(1).optional(),
  description: Text(5000).optional(),
  submissionDeadline: When.nullish(),
  judgingStart: When.nullish(),
  judgingEnd: When.nullish(),
  resultsAt: When.nullish(),
  /** Lets entrants edit and submit again after the deadline (spec/000 §4). */
  editingReopened: z.boolean().optional(),
  /** New districts are added; those already chosen by an entrant stay. */
  districts: z.array(Text(120).min(1)).max(200).optional(),
  questions: z.array(QuestionInput).max(50).optional(),
  gradeBands: z.array(Text(60).min(1)).max(20).optional(),
  country: z.enum(POSTAL_COUNTRIES).nullish(),
});

export const FairResult = z.object({ fair: Fair });
export const FairList = z.object({ fairs: z.array(Fair) });

export const StaffMember = z.object({
  user: z.object({ id: z.number().int(), userName: z.string(), firstName: z.string() }),
  role: z.enum(FAIR_ROLES),
});
export const StaffList = z.object({ staff: z.array(StaffMember) });
export const AddStaffBody = z.object({ userName: UserName, role: z.enum(FAIR_ROLES) });
export const StaffParams = z.object({ id, userName: UserName });

/** An answer to a fair question as sent: text, or a number or yes/no as the form keeps it. */
const AnswerValue = z.union([z.string().max(20_000), z.number(), z.boolean()]);
export const SubmitToFairsBody = z.object({
  fairs: z
    .array(
      z.object({
        id,
        /** The district's name as given to POST /fairs, or its numeric id. */
        district: z.union([z.string().trim().max(120), z.number().int()]).nullish(),
        /** One of the fair's grade bands (spec/000 §9): required when the fair has any. */
        gradeBand: z.string().trim().max(60).nullish(),
        /** The board's language for judging; the owner's language when not sent. */
        language: z.enum(LANGUAGES).nullish(),
        answers: z
          .array(z.object({ questionID: id, answer: AnswerValue }))
          .max(50)
          .default([]),
      }),
    )
    .max(20),
});

export const SubmissionAnswer = z.object({ questionID: z.number().int(), answer: z.string() });

/** What was submitted: the board as it stood (spec/000 §4 "snapshot"). */
export const BoardSnapshot = z.object({
  title: z.string(),
  description: z.string(),
  coverImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  sections: z.array(z.object({ id: z.number().int(), body: z.string(), status: z.string() })),
  takenAt: Timestamp,
});

/** A board's entry in one fair (spec/000 §3 "Fair submission: fair_id, status, reason"). */
export const Submission = z
  .object({
    id: z.number().int(),
    fair_id: z.number().int(),
    projectID: z.number().int(),
    status: z.enum(SUBMISSION_STATUSES),
    /** The decline reason in the reader's language, or the reviewer's own words. */
    reason: z.string().nullable(),
    reasonID: z.number().int().nullable(),
    /** The reviewer's comment to the entrant on a decline. */
    declineComment: z.string().nullable(),
    /** The coordinator's message when it was sent back. */
    message: z.string().nullable(),
    district: z.string().nullable(),
    /** The grade band chosen on submitting (spec/000 §9); absent or null when the fair has none. */
    gradeBand: z.string().nullable().optional(),
    /** The board's language for judging (en, de, fr). */
    language: z.enum(LANGUAGES).nullable().optional(),
    answers: z.array(SubmissionAnswer),
    submittedAt: Timestamp,
    reviewedAt: Timestamp.nullable(),
  })
  .meta({ id: 'Submission' });
export type Submission = z.output<typeof Submission>;

export const EligibleFairs = z.object({ fairs: z.array(Fair), submissions: z.array(Submission) });
export const SubmitResult = z.object({ success: z.literal(true), submissions: z.array(Submission) });

export const UnsubmitBody = z.object({ fairID: id, message: Text(ANSWER_MAX).default('') });
export const UnsubmitResult = z.object({ submission: Submission });

/**
 * Approve (4) or decline (2). A decline needs a reason: one of GET /projects/declineReasons
 * (`messageID`) or the reviewer's own words (`reason`); `messageBody` is the comment the entrant reads.
 */
export const FairReviewBody = z.object({
  fairID: id.optional(),
  status: z.union([z.literal(2), z.literal(4)]),
  reason: Text(ANSWER_MAX).optional(),
  messageID: id.optional(),
  messageBody: Text(ANSWER_MAX).optional(),
});
/** The three flags say which list the board is now in (spec/000 §4, api.md). */
export const FairReviewResult = z.object({
  Pending: z.boolean(),
  Approved: z.boolean(),
  Declined: z.boolean(),
  status: z.number().int(),
  reason: z.string().nullable(),
  submission: Submission,
});

export const DeclineReason = z.object({
  id: z.number().int(),
  messages: z.object({ en: z.string(), de: z.string(), fr: z.string() }),
});
export const DeclineReasons = z.object({ reasons: z.array(DeclineReason) });

export const PARTNER_FILTERS = ['pending', 'approved', 'declined', 'submitted', 'resubmitted'] as const;
export const PartnerSubmissionsQuery = PageQuery.extend({
  fairID: id.optional(),
  filter: z.enum(PARTNER_FILTERS).default('pending'),
  /** Words of the board's title, or an entrant's username. */
  query: z.string().trim().max(200).optional(),
});
export const SubmittedBoard = Board.extend({
  submission: Submission.extend({ snapshot: BoardSnapshot, fairName: z.string() }),
}).meta({ id: 'SubmittedBoard' });
export const SubmittedBoardPage = pageResult('projects', SubmittedBoard);

const tag = 'fairs';

/** api.md "Events: Fairs and submissions". */
export const fairEndpoints = {
  list: endpoint({ method: 'GET', path: '/fairs', result: FairList, tag }),
  create: endpoint({
    method: 'POST',
    path: '/fairs',
    body: CreateFairBody,
    result: FairResult,
    status: 201,
    tag,
  }),
  get: endpoint({ method: 'GET', path: '/fairs/:id', params: IdParams, result: FairResult, tag }),
  update: endpoint({
    method: 'PUT',
    path: '/fairs/:id',
    params: IdParams,
    body: UpdateFairBody,
    result: FairResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/fairs/:id',
    params: IdParams,
    result: z.object({ deleted: z.literal(true), id: z.number().int() }),
    tag,
  }),
  staff: endpoint({ method: 'GET', path: '/fairs/:id/staff', params: IdParams, result: StaffList, tag }),
  addStaff: endpoint({
    method: 'POST',
    path: '/fairs/:id/staff',
    params: IdParams,
    body: AddStaffBody,
    result: StaffList,
    status: 201,
    tag,
  }),
  removeStaff: endpoint({
    method: 'DELETE',
    path: '/fairs/:id/staff/:userName',
    params: StaffParams,
    result: StaffList,
    tag,
  }),
  eligible: endpoint({
    method: 'GET',
    path: '/projects/:id/fairs',
    params: IdParams,
    result: EligibleFairs,
    tag,
  }),
  submit: endpoint({
    method: 'PUT',
    path: '/projects/:id/submitToFairs',
    params: IdParams,
    body: SubmitToFairsBody,
    result: SubmitResult,
    tag,
  }),
  unsubmit: endpoint({
    method: 'PUT',
    path: '/projects/:id/unsubmit',
    params: IdParams,
    body: UnsubmitBody,
    result: UnsubmitResult,
    tag,
  }),
  declineReasons: endpoint({ method: 'GET', path: '/projects/declineReasons', result: DeclineReasons, tag }),
  exportSubmissions: endpoint({
    method: 'GET',
    path: '/partner/submissions/export',
    query: PartnerSubmissionsQuery.omit({ limit: true, offset: true }),
    result: null,
    produces: 'text/csv',
    tag,
  }),
};
