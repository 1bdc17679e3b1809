import { z } from 'zod';
import { endpoint, Id as id, Timestamp, UserName } from './contract.ts';
import { GRADE_BANDS } from './fairs.ts';

/**
 * Judging (api.md "Judging"; spec/000 §2–§5, spec/001 §7): judges' registrations, teams of judges
 * with the boards they judge, their schedules and the lock bit, recusals, results and the floor.
 * The spec's own `/judging/…` paths are kept exactly.
 */

/** spec/000 §3: a judging team's status bit field; bit 32 means locked. */
export const TEAM_LOCKED_BIT = 32;
export const TEAM_ROLES = ['lead', 'member'] as const;
export const REGISTRATION_STATUSES = ['pending', 'approved', 'declined'] as const;

const Languages = z.array(z.string().trim().min(2).max(20)).max(20).default([]);
const FairIdQuery = z.object({ fairID: id });
/** `projectIDs` as repeated keys (api.md "Paging"). */
const Ids = z.union([id, z.array(id).max(5000)]).transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * When a judge can judge: time windows (ISO start and end, end after start). Empty means any time.
 * A team's schedule never puts a judge at a time outside their windows (409 JUDGE_UNAVAILABLE).
 */
export const AvailabilityWindow = z
  .object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })
  .refine((w) => Date.parse(w.end) > Date.parse(w.start), {
    message: 'The end must come after the start',
    path: ['end'],
  });
export type AvailabilityWindow = z.output<typeof AvailabilityWindow>;

export const JudgeRegistration = z
  .object({
    id: z.number().int(),
    fairID: z.number().int(),
    user: z.object({ id: z.number().int(), userName: z.string(), firstName: z.string() }),
    expertise: z.array(z.number().int()),
    languages: z.array(z.string()),
    gradeBands: z.array(z.string()),
    availability: z.array(z.object({ start: Timestamp, end: Timestamp })),
    status: z.enum(REGISTRATION_STATUSES),
    createdAt: Timestamp,
  })
  .meta({ id: 'JudgeRegistration' });
export type JudgeRegistration = z.output<typeof JudgeRegistration>;

export const RegisterJudgeBody = z.object({
  fairID: id,
  expertise: z.array(id).max(50).default([]),
  languages: Languages,
  gradeBands: z.array(z.enum(GRADE_BANDS)).max(GRADE_BANDS.length).default([]),
  availability: z.array(AvailabilityWindow).max(50).default([]),
});
export const RegistrationResult = z.object({ registration: JudgeRegistration });
export const RegistrationList = z.object({ registrations: z.array(JudgeRegistration) });
export const RegistrationIdParams = z.object({ id });
export const DecideRegistrationBody = z.object({ status: z.enum(['approved', 'declined']) });

/** An approved board of the fair, ready to judge (registration_projects). */
export const JudgingProject = z.object({
  id: z.number().int(),
  title: z.string(),
  categories: z.array(z.number().int()),
  gradeBand: z.string().nullable(),
  /** The board's language for judging, as chosen on submitting. */
  language: z.string().nullable().optional(),
});
export const JudgingProjects = z.object({ projects: z.array(JudgingProject) });

export const TeamMembership = z.object({
  user: z.object({ id: z.number().int(), userName: z.string(), firstName: z.string() }),
  role: z.enum(TEAM_ROLES),
});
export const JudgingTeam = z
  .object({
    id: z.number().int(),
    name: z.string(),
    memberships: z.array(TeamMembership),
    projectStatus: z.object({ status: z.number().int() }),
    schedule: z.object({ startDatetime: Timestamp.nullable(), duration: z.number().int().nullable() }),
    projectIDs: z.array(z.number().int()),
  })
  .meta({ id: 'JudgingTeam' });
export type JudgingTeam = z.output<typeof JudgingTeam>;
export const TeamsResult = z.object({ teams: z.array(JudgingTeam) });
export const TeamResult = z.object({ team: JudgingTeam });
export const TeamsQuery = z
  .object({ fairID: id.optional(), projectIDs: Ids.optional() })
  .refine((q) => q.fairID !== undefined || q.projectIDs !== undefined, {
    message: 'fairID or projectIDs is required',
    path: ['fairID'],
  });

/** An organiser makes a team by hand (spec/000 §2 judgeTeamCreationModal). */
export const CreateTeamBody = z.object({
  fairID: id,
  name: z.string().trim().min(1).max(100),
  userNames: z.array(UserName).max(50).default([]),
});

export const GenerateTeamsBody = z.object({
  fairID: id,
  teamSize: z.number().int().min(1).max(50).default(3),
  /** judgesPerProject (api.md): how many judges see each board. */
  judgesPerProject: z.number().int().min(1).max(50).default(3),
  templateIds: z.array(id).max(100).nullish(),
  teamTemplateId: id.nullish(),
  /** Answer-option ids a board must have chosen (spec/000 §5 filter semantics) to be judged. */
  filterOptions: z.array(id).max(500).nullish(),
  diversifiedQuestionIds: z.array(id).max(20).nullish(),
});

export const TeamGroups = z.object({
  groups: z.array(z.object({ id: z.number().int(), teamIDs: z.array(z.number().int()) })),
});

/**
 * spec/001 §7 subgroups: a team works in two halves. `users1` and `users2` are the judges of each
 * (everyone starts in `users1`); `groups` names both with their judges' ids.
 */
export const SUBGROUPS = ['users1', 'users2'] as const;
const SubgroupUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  role: z.enum(TEAM_ROLES),
});
export const TeamSubgroups = z.object({
  users1: z.array(SubgroupUser),
  users2: z.array(SubgroupUser),
  groups: z.array(z.object({ topic: z.enum(SUBGROUPS), userIDs: z.array(z.number().int()) })),
});
export const TeamSubgroupParams = z.object({ projectID: id });
export const ChangeSubgroupParams = z.object({ projectID: id, userName: UserName });
/** The subgroup the judge moves to. */
export const ChangeSubgroupBody = z.object({ topic: z.enum(SUBGROUPS) });

/** switchTeam `{userName, fromTeam, toTeam}`; the others `{userName, teamID}`. */
export const SwitchTeamBody = z.object({ userName: UserName, fromTeam: id, toTeam: id });
export const TeamUserBody = z.object({ userName: UserName, teamID: id });
export const ScheduleBody = z.object({
  teamID: id,
  startDatetime: z.iso.datetime({ offset: true }),
  duration: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export const TeamIdQuery = z.object({ teamID: id });
export const TeamIdParams = z.object({ teamID: id });
export const TeamStatus = z.object({ status: z.number().int() });
export const LinkProjectsBody = z.object({ projectIDs: z.array(id).min(1).max(5000) });
export const LinkByTagsBody = z.object({
  fairID: id,
  /** Groups of answer-option tags: a board matches when it has a chosen option in every group. */
  tagGroups: z
    .array(z.array(z.string().trim().min(1).max(60)).min(1).max(50))
    .max(20)
    .default([]),
  templateIds: z.array(id).max(100).nullish(),
  limit: z.number().int().min(1).max(5000).nullish(),
  excludeLinkedProjects: z.boolean().default(false),
  replaceAll: z.boolean().default(false),
  judgesPerProject: z.number().int().min(1).max(50).default(3),
});

export const RecusalBody = z.object({ projectID: id, reason: z.string().trim().min(1).max(1000) });
export const Recusal = z.object({
  id: z.number().int(),
  projectID: z.number().int(),
  reason: z.string(),
  createdAt: Timestamp,
});
export const RecusalResult = z.object({ recusal: Recusal });

export const ResultsQuery = z.object({
  fairID: id,
  sort: z.enum(['desc', 'asc']).default('desc'),
  optionIDs: Ids.optional(),
});
export const JudgingResultRow = z.object({
  id: z.number().int(),
  title: z.string(),
  rawScore: z.number(),
  normalizedScore: z.number(),
  judgeCount: z.number().int(),
  rank: z.number().int(),
});
export const JudgingResults = z.object({ projects: z.array(JudgingResultRow), maxTotal: z.number() });
/**
 * GET /judging/distribution: every judge's totals (is a judge harsh or generous?) and every
 * approved board's, lowest first, on the scale of `maxTotal`.
 */
export const JudgingDistribution = z.object({
  maxTotal: z.number(),
  judges: z.array(z.object({ userName: z.string(), totals: z.array(z.number()) })),
  boards: z.array(z.object({ id: z.number().int(), title: z.string(), totals: z.array(z.number()) })),
});
export const ReportQuery = z.object({ fairID: id, format: z.enum(['csv', 'xlsx']).default('csv') });

export const FloorJudge = z.object({
  userName: z.string(),
  scored: z.number().int(),
  assigned: z.number().int(),
  lastActiveAt: Timestamp.nullable(),
});
export const JudgingFloor = z.object({
  teams: z.array(
    z.object({
      id: z.number().int(),
      scored: z.number().int(),
      assigned: z.number().int(),
      judges: z.array(FloorJudge),
    }),
  ),
  /** Boards with fewer judges' complete scores than needed, least-scored first. */
  waiting: z.array(z.object({ id: z.number().int(), title: z.string(), scores: z.number().int() })),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: Timestamp,
});
export const AuditLog = z.object({ entries: z.array(AuditEntry) });

/**
 * GET /projects/{id}/judging: what the board's entrants read of its judging once a fair publishes
 * its results (issue 11 item 7): the normalised result and rank, and per rubric question the mean
 * score the judges gave; never who judged. Before the fair's results date only that date.
 */
export const BoardJudging = z.object({
  fairs: z.array(
    z.object({
      fairID: z.number().int(),
      name: z.string(),
      resultsAt: Timestamp.nullable(),
      published: z.boolean(),
      result: z
        .object({
          rank: z.number().int(),
          of: z.number().int(),
          rawScore: z.number(),
          normalizedScore: z.number(),
          judgeCount: z.number().int(),
          maxTotal: z.number(),
        })
        .nullable(),
      questions: z.array(
        z.object({ question: z.string(), maxScore: z.number().nullable(), average: z.number().nullable() }),
      ),
      /** The fair's awards given to the board, once results are published (empty before). */
      awards: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
    }),
  ),
});

const tag = 'judging';

/** api.md "Judging": the spec's own `/judging/…` paths (spec/001 §7). */
export const judgingEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/judging/register',
    body: RegisterJudgeBody,
    result: RegistrationResult,
    status: 201,
    tag,
  }),
  registrations: endpoint({
    method: 'GET',
    path: '/judging/registrations',
    query: FairIdQuery,
    result: RegistrationList,
    tag,
  }),
  decideRegistration: endpoint({
    method: 'PUT',
    path: '/judging/registrations/:id',
    params: RegistrationIdParams,
    body: DecideRegistrationBody,
    result: RegistrationResult,
    tag,
  }),
  registrationProjects: endpoint({
    method: 'GET',
    path: '/judging/registration_projects',
    query: FairIdQuery,
    result: JudgingProjects,
    tag,
  }),
  generateTeams: endpoint({
    method: 'POST',
    path: '/judging/generateTeams',
    body: GenerateTeamsBody,
    result: TeamsResult,
    tag,
  }),
  createTeam: endpoint({
    method: 'POST',
    path: '/judging/teams',
    body: CreateTeamBody,
    result: TeamResult,
    status: 201,
    tag,
  }),
  teams: endpoint({ method: 'GET', path: '/judging/teams', query: TeamsQuery, result: TeamsResult, tag }),
  teamGroups: endpoint({
    method: 'GET',
    path: '/judging/teamGroups',
    query: FairIdQuery,
    result: TeamGroups,
    tag,
  }),
  switchTeam: endpoint({
    method: 'POST',
    path: '/judging/switchTeam',
    body: SwitchTeamBody,
    result: TeamResult,
    tag,
  }),
  setTeamLead: endpoint({
    method: 'POST',
    path: '/judging/setTeamLead',
    body: TeamUserBody,
    result: TeamResult,
    tag,
  }),
  removeTeamLead: endpoint({
    method: 'POST',
    path: '/judging/removeTeamLead',
    body: TeamUserBody,
    result: TeamResult,
    tag,
  }),
  addUserToTeam: endpoint({
    method: 'POST',
    path: '/judging/addUserToTeam',
    body: TeamUserBody,
    result: TeamResult,
    tag,
  }),
  removeUserFromTeam: endpoint({
    method: 'POST',
    path: '/judging/removeUserFromTeam',
    body: TeamUserBody,
    result: TeamResult,
    tag,
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/judging/schedule',
    body: ScheduleBody,
    result: TeamResult,
    tag,
  }),
  subgroups: endpoint({
    method: 'GET',
    path: '/judging/team/:projectID/subgroups',
    params: TeamSubgroupParams,
    result: TeamSubgroups,
    tag,
  }),
  changeSubgroup: endpoint({
    method: 'PUT',
    path: '/judging/team/:projectID/user/:userName/changesubgroup',
    params: ChangeSubgroupParams,
    body: ChangeSubgroupBody,
    result: TeamSubgroups,
    tag,
  }),
  setTeamLock: endpoint({
    method: 'GET',
    path: '/judging/setTeamLock',
    query: TeamIdQuery,
    result: TeamStatus,
    tag,
  }),
  linkProjects: endpoint({
    method: 'POST',
    path: '/judging/teams/:teamID/projects',
    params: TeamIdParams,
    body: LinkProjectsBody,
    result: TeamResult,
    tag,
  }),
  unlinkProjects: endpoint({
    method: 'DELETE',
    path: '/judging/teams/:teamID/projects',
    params: TeamIdParams,
    result: TeamResult,
    tag,
  }),
  linkByTags: endpoint({
    method: 'POST',
    path: '/judging/linkByTags',
    body: LinkByTagsBody,
    result: TeamsResult,
    tag,
  }),
  recuse: endpoint({
    method: 'POST',
    path: '/judging/recusals',
    body: RecusalBody,
    result: RecusalResult,
    status: 201,
    tag,
  }),
  results: endpoint({
    method: 'GET',
    path: '/judging/results',
    query: ResultsQuery,
    result: JudgingResults,
    tag,
  }),
  distribution: endpoint({
    method: 'GET',
    path: '/judging/distribution',
    query: FairIdQuery,
    result: JudgingDistribution,
    tag,
  }),
  report: endpoint({
    method: 'GET',
    path: '/judging/getReport',
    query: ReportQuery,
    result: null,
    produces: 'text/csv',
    tag,
  }),
  floor: endpoint({ method: 'GET', path: '/judging/floor', query: FairIdQuery, result: JudgingFloor, tag }),
  audit: endpoint({ method: 'GET', path: '/judging/audit', query: FairIdQuery, result: AuditLog, tag }),
  boardFeedback: endpoint({
    method: 'GET',
    path: '/projects/:id/judging',
    params: z.object({ id }),
    result: BoardJudging,
    tag,
  }),
};
