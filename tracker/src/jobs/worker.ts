import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { createBackgroundLoop, type BackgroundLoop } from '../background-loop.ts';
import type { Logger } from '../logger.ts';

// The one worker of the job queue. Each pass asks every kind's handler to lease its due jobs to this worker
// and run them: the guide email (outbox/email-job-handler.ts), the postbacks (postbacks/postback-job-handler.ts).
// Safe with several processes: a job is leased atomically to one worker before it runs, and a finished one is
// never handed out again; a lease outlives any attempt, so only a crash between the receiver's acceptance and
// the record of it can repeat one. A failed attempt is retried later by its kind's backoff; when its retries
// are spent it stays `failed` (the dead letter), where the panel can replay a postback.

export type JobWorker = BackgroundLoop<number>;

export type LeaseInput = { now: number; leaseOwner: string; leaseUntil: number; limit: number };

/** One kind of job: how long a lease lasts, how many a pass takes, how they are leased and run. */
export type JobHandler = {
  kind: string;
  /** One turn of this kind in a pass: lease its due jobs to `leaseOwner` and run them; answers how many ran. */
  runDue(input: { now: number; leaseOwner: string }): Promise<number>;
};

export function jobHandler<Job>({
  kind,
  leaseMs,
  batchSize,
  parallel,
  claim,
  run,
}: {
  kind: string;
  leaseMs: number;
  batchSize: number;
  /** Run a batch together, so one slow receiver does not hold up the others; else one after another. */
  parallel: boolean;
  /** Leases due jobs; answers none when the kind cannot run now (postbacks before their settings are known). */
  claim(input: LeaseInput): Promise<Job[]>;
  run(job: Job, leaseOwner: string): Promise<void>;
}): JobHandler {
  return {
    kind,
    async runDue({ now, leaseOwner }) {
      const jobs = await claim({ now, leaseOwner, leaseUntil: now + leaseMs, limit: batchSize });
      if (parallel) await Promise.all(jobs.map((job) => run(job, leaseOwner)));
      else for (const job of jobs) await run(job, leaseOwner);
      return jobs.length;
    },
  };
}

export function createJobWorker({
  handlers,
  logger,
  clock = Date.now,
  workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  pollMs = 500,
}: {
  handlers: readonly JobHandler[];
  logger: Logger;
  clock?: () => number;
  workerId?: string;
  pollMs?: number;
}): JobWorker {
  async function pass(): Promise<number> {
    let ran = 0;
    for (const handler of handlers) {
      // One kind failing (its store call, its settings) does not keep the others from running.
      ran += await handler.runDue({ now: clock(), leaseOwner: workerId }).catch((error: unknown) => {
        logger.error({ err: error, kind: handler.kind }, 'job pass failed');
        return 0;
      });
    }
    return ran;
  }
  return createBackgroundLoop({
    pass,
    everyMs: pollMs,
    onError: (error) => logger.error({ err: error }, 'job pass failed'),
  });
}
