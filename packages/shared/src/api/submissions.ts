import { z } from 'zod';
import { endpoint, IdParams } from './contract.ts';
import { FairReviewBody, FairReviewResult, PartnerSubmissionsQuery, SubmittedBoardPage } from './fairs.ts';

/** The status bits staff may set and clear (spec/000 §4: 1 pending, 2 declined, 4 approved, 32 locked). */
const statusBit = z
  .number()
  .int()
  .refine((n) => [1, 2, 4, 32].includes(n));

export const StatusBody = z.object({
  add: z.array(statusBit).default([]),
  remove: z.array(statusBit).default([]),
});
export const StatusResult = z.object({ status: z.number().int() });

/** Coordinator flags (spec/000 §4): only what is sent changes. */
export const FlagsBody = z.object({
  isHidden: z.boolean().optional(),
  isLocked: z.boolean().optional(),
  submitted: z.boolean().optional(),
  isPrivate: z.boolean().optional(),
});
export const FlagsResult = z.object({
  isHidden: z.boolean(),
  isLocked: z.boolean(),
  submitted: z.boolean(),
  isPrivate: z.boolean(),
});

export const SUBMISSION_FILTERS = ['pending', 'approved', 'declined', 'submitted', 'resubmitted'] as const;

const tag = 'submissions';

/** api.md "Boards" and "Events": the review of boards submitted to fairs, by the fairs' staff. */
export const submissionEndpoints = {
  setStatus: endpoint({
    method: 'PUT',
    path: '/projects/:id/status',
    params: IdParams,
    body: StatusBody,
    result: StatusResult,
    tag,
  }),
  setFlags: endpoint({
    method: 'PUT',
    path: '/projects/:id/flags',
    params: IdParams,
    body: FlagsBody,
    result: FlagsResult,
    tag,
  }),
  review: endpoint({
    method: 'PUT',
    path: '/projects/:id/review',
    params: IdParams,
    body: FairReviewBody,
    result: FairReviewResult,
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/partner/submissions',
    query: PartnerSubmissionsQuery,
    result: SubmittedBoardPage,
    tag,
  }),
};
