import { z } from 'zod';
import { BoardPage } from './boards.ts';
import { endpoint, IdParams } from './contract.ts';
import { PageQuery } from './paging.ts';

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

/** Approve (4) or decline (2, with a reason) a pending board. */
export const ReviewBody = z.object({
  status: z.union([z.literal(2), z.literal(4)]),
  reason: z.string().trim().max(1000).optional(),
});
/** The three flags say which list the board is now in (api.md). */
export const ReviewResult = z.object({
  Pending: z.boolean(),
  Approved: z.boolean(),
  Declined: z.boolean(),
  status: z.number().int(),
  reason: z.string().nullable(),
});

export const SUBMISSION_FILTERS = ['pending', 'approved', 'declined', 'submitted', 'resubmitted'] as const;
export const SubmissionsQuery = PageQuery.extend({
  filter: z.enum(SUBMISSION_FILTERS).default('pending'),
});

const tag = 'submissions';

/** api.md "Boards": the staff's review of boards (where fairs and partner review will grow). */
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
    body: ReviewBody,
    result: ReviewResult,
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/partner/submissions',
    query: SubmissionsQuery,
    result: BoardPage,
    tag,
  }),
};
