import { Worker } from 'node:worker_threads';
import { jobSize, type PlanJob, runJob } from './assignment.job.ts';
import type { AssignmentPlan } from './assignment.ts';

/**
 * Jobs at least this big (judges × boards + conflicts) are planned in a worker thread: 100 judges
 * and 2,000 boards plan in tens of milliseconds, 500 judges and 5,000 boards in up to a second,
 * which the server must not spend away from other requests. Smaller jobs are cheaper inline than
 * a worker's start (about 50 ms).
 */
export const WORKER_THRESHOLD = 200_000;

// From the sources (development, tests) the worker is the TypeScript file, run through tsx; from
// the bundle (dist/main.js) it is dist/assignment-worker.js, which build.mjs writes beside it.
const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
const workerUrl = fromSource
  ? new URL('./assignment.worker.ts', import.meta.url)
  : new URL('./assignment-worker.js', import.meta.url);

/** Plans `job` in a fresh worker thread; the same plan as `runJob(job)`, without blocking. */
export function planInWorker(job: PlanJob): Promise<AssignmentPlan> {
  return new Promise((resolve, reject) => {
    // Node 20 does not hand a parent's tsx hooks to workers: from the sources the worker loads the
    // TypeScript file through tsx's own import.
    const worker = fromSource
      ? new Worker(
          `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl.href)}, ${JSON.stringify(workerUrl.href)}))`,
          { eval: true, workerData: job },
        )
      : new Worker(workerUrl, { workerData: job });
    let settled = false;
    worker.once('message', (answer: { plan?: AssignmentPlan; error?: string }) => {
      settled = true;
      if (answer.plan) resolve(answer.plan);
      else reject(new RangeError(answer.error ?? 'assignment failed'));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the assignment worker stopped (${code}) without a plan`));
    });
  });
}

/** Plans a job: in a worker when it is big (or `worker` says so), else on this thread. */
export function plan(job: PlanJob, options: { worker?: boolean } = {}): Promise<AssignmentPlan> {
  const inWorker = options.worker ?? jobSize(job) >= WORKER_THRESHOLD;
  return inWorker ? planInWorker(job) : Promise.resolve(runJob(job));
}
