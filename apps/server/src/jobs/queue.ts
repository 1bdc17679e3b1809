import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export interface JobRow {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface JobContext {
  job: JobRow;
  /** Aborted when the worker stops: a handler ends its work (e.g. kills ffmpeg) and throws. */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** Delay before the job may run. */
  delayMs?: number;
  maxAttempts?: number;
}

/** How long a claimed job is leased; a worker that dies loses it after this and another takes it. */
const LEASE_MS = 15 * 60_000;
const POLL_MS = 1000;

/**
 * Durable jobs in the database (docs/decisions.md "Background jobs"). A job is a row: claimed
 * with `FOR UPDATE SKIP LOCKED` (several workers, on one or many servers, never take the same
 * row), leased until `locked_until`, marked done in the same statement that ends the lease. A job
 * queued before a crash or a shutdown runs after the restart; a stopped worker hands its running
 * job back, so it runs again from the start on the next worker (handlers are idempotent).
 */
export class JobQueue {
  readonly workerId = `worker-${randomUUID()}`;
  readonly #handlers = new Map<string, JobHandler>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #abort = new AbortController();
  #started = false;
  #wake = false;

  constructor(
    private readonly db: Db,
    private readonly log: { error: (obj: object, msg: string) => void } = console,
  ) {}

  register(type: string, handler: JobHandler): void {
    this.#handlers.set(type, handler);
  }

  /** Adds a job; pass the transaction that makes its subject so both commit together. */
  async enqueue(
    type: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
    tx: Tx = this.db,
  ): Promise<number> {
    const [row] = await tx
      .insert(jobs)
      .values({
        type,
        payload,
        maxAttempts: options.maxAttempts ?? 3,
        runAfter: new Date(Date.now() + (options.delayMs ?? 0)),
      })
      .returning({ id: jobs.id });
    this.poke();
    return row!.id;
  }

  /** Adds a job of the type unless one is already queued or running. */
  async ensureScheduled(type: string, delayMs: number): Promise<void> {
    const [pending] = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.type} = ${type} and ${jobs.status} in ('queued', 'running')`)
      .limit(1);
    if (!pending) await this.enqueue(type, {}, { delayMs });
  }

  /** Runs due jobs soon (after an enqueue on this server). */
  poke(): void {
    if (!this.#started) return;
    this.#wake = true;
    if (!this.#running) this.#schedule(0);
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#abort = new AbortController();
    this.#schedule(0);
  }

  /** Stops claiming; a running job is aborted and handed back to the queue. */
  async stop(): Promise<void> {
    this.#started = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#abort.abort();
    await this.#running;
  }

  #schedule(delay: number): void {
    if (!this.#started) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#running = this.#drain().finally(() => {
        this.#running = undefined;
        this.#schedule(this.#wake ? 0 : POLL_MS);
      });
    }, delay);
    this.#timer.unref?.();
  }

  async #drain(): Promise<void> {
    this.#wake = false;
    while (this.#started) {
      let ran: boolean;
      try {
        ran = await this.runOne();
      } catch (error) {
        this.log.error({ err: error }, 'job queue error');
        return;
      }
      if (!ran) return;
    }
  }

  /** Claims and runs one due job; false when none was due. */
  async runOne(): Promise<boolean> {
    const types = [...this.#handlers.keys()];
    if (types.length === 0) return false;
    const typeList = sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    );
    const [job] = await queryRows<JobRow>(
      this.db,
      sql`update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
            locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
          where id = (
            select id from ${jobs}
            where type in (${typeList})
              and ((status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now()))
            order by run_after, id
            limit 1
            for update skip locked)
          returning id, type, payload, attempts, max_attempts`,
    );
    if (!job) return false;
    const handler = this.#handlers.get(job.type)!;
    try {
      await handler(job.payload, { job, signal: this.#abort.signal });
      await this.db.execute(
        sql`update ${jobs} set status = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
            where id = ${job.id} and locked_by = ${this.workerId}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (this.#abort.signal.aborted) {
        // Shut down mid-run: the job goes back as it was, for the next worker.
        await this.db.execute(
          sql`update ${jobs} set status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null
              where id = ${job.id} and locked_by = ${this.workerId}`,
        );
        return false;
      }
      const final = job.attempts >= job.max_attempts;
      // Retries back off: 5 s, 20 s, 45 s…
      const delayMs = 5000 * job.attempts * job.attempts;
      await this.db.execute(
        sql`update ${jobs} set status = ${final ? 'failed' : 'queued'}, last_error = ${message.slice(0, 2000)},
              run_after = now() + ${`${delayMs} milliseconds`}::interval, locked_by = null, locked_until = null,
              finished_at = ${final ? sql`now()` : sql`null`}
            where id = ${job.id} and locked_by = ${this.workerId}`,
      );
      if (final) {
        const onFail = this.#failureHandlers.get(job.type);
        await onFail?.(job.payload, message).catch((e) => this.log.error({ err: e }, 'job failure hook'));
      } else this.log.error({ err: error, job: job.id }, 'job failed, will retry');
    }
    return true;
  }

  readonly #failureHandlers = new Map<
    string,
    (payload: Record<string, unknown>, error: string) => Promise<void>
  >();

  /** Called once when a job of the type has failed for the last time. */
  onFinalFailure(
    type: string,
    handler: (payload: Record<string, unknown>, error: string) => Promise<void>,
  ): void {
    this.#failureHandlers.set(type, handler);
  }
}
