import { parentPort, workerData } from 'node:worker_threads';
import { type PlanJob, runJob } from './assignment.job.ts';

/**
 * The assignment worker (assignment.pool.ts): plans one job given as `workerData` off the
 * server's main thread and posts the plan back, or `{error}` with the planner's message.
 */
try {
  parentPort?.postMessage({ plan: runJob(workerData as PlanJob) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
