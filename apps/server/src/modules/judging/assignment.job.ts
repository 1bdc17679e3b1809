import {
  type AssignmentInput,
  type AssignmentPlan,
  type BoardInput,
  extendPlan,
  planTeams,
  type TeamPlan,
} from './assignment.ts';

/** One planning job: new teams (generateTeams) or more boards for existing ones (linkByTags). */
export type PlanJob =
  | { kind: 'plan'; input: AssignmentInput }
  | {
      kind: 'extend';
      existing: TeamPlan[];
      boards: BoardInput[];
      input: Omit<AssignmentInput, 'boards'>;
    };

/** Runs a job where it is called: on the main thread, or inside the assignment worker. */
export function runJob(job: PlanJob): AssignmentPlan {
  return job.kind === 'plan' ? planTeams(job.input) : extendPlan(job.existing, job.boards, job.input);
}

/** How big a job is: every judge weighed against every board, as the planner does. */
export function jobSize(job: PlanJob): number {
  const boards = job.kind === 'plan' ? job.input.boards.length : job.boards.length;
  return job.input.judges.length * boards + job.input.conflicts.size;
}
