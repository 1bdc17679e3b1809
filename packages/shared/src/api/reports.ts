import { z } from 'zod';
import { endpoint, Id, IdParams, Timestamp } from './contract.ts';
import { PageQuery, pageResult } from './paging.ts';

/** What a person may report (api.md "Reports, admin and the second API"). */
export const REPORT_TARGETS = ['project', 'comment', 'message', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What a moderator does with a report: hide the thing, show it again, or close the report as is. */
export const REPORT_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** The longest reason a person may give. */
export const REPORT_REASON_MAX = 1000;

export const CreateReportBody = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetID: Id,
  reason: z.string().trim().min(1).max(REPORT_REASON_MAX),
});
export type CreateReportBody = z.input<typeof CreateReportBody>;

export const ReportListQuery = PageQuery.extend({ status: z.enum(REPORT_STATUSES).default('open') });
export type ReportListQuery = z.input<typeof ReportListQuery>;

export const ReportActionBody = z.object({ action: z.enum(REPORT_ACTIONS) });
export type ReportActionBody = z.input<typeof ReportActionBody>;

const Person = z.object({ userName: z.string(), fullName: z.string() });

/**
 * A report as its reporter and the moderators see it. `target` describes the reported thing for
 * the queue (a short excerpt, its author and where it is shown); it is null when the thing is gone.
 */
export const Report = z
  .object({
    id: z.number().int(),
    targetType: z.enum(REPORT_TARGETS),
    targetID: z.number().int(),
    reason: z.string(),
    status: z.enum(REPORT_STATUSES),
    /** What closed the report: the last action taken on it. */
    resolution: z.enum(REPORT_ACTIONS).nullable(),
    /** Whether the reported thing is hidden now. */
    hidden: z.boolean(),
    reporter: Person.nullable(),
    target: z
      .object({
        excerpt: z.string(),
        author: Person.nullable(),
        /** The web path where the thing is shown: the board, the profile, or the conversation. */
        link: z.string().nullable(),
      })
      .nullable(),
    createdAt: Timestamp,
    resolvedAt: Timestamp.nullable(),
  })
  .meta({ id: 'Report' });
export type Report = z.output<typeof Report>;

const tag = 'reports';

export const reportEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/reports',
    body: CreateReportBody,
    result: z.object({ report: Report }),
    status: 201,
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/reports',
    query: ReportListQuery,
    result: pageResult('reports', Report),
    tag,
  }),
  act: endpoint({
    method: 'PUT',
    path: '/admin/reports/:id',
    params: IdParams,
    body: ReportActionBody,
    result: z.object({ report: Report }),
    tag,
  }),
};
