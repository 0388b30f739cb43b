import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { JOB_WORKERS, type JobType, type JobWorkerName } from '../manifest';
import { invokeAsync } from './aws/invoke-async';
import { config } from './config';
import {
  claimJob,
  createJob,
  finishJob,
  getJob,
  type JobError,
  type JobItem,
  MAX_ATTEMPTS,
  releaseJob,
  requeueStale,
  saveProgress,
  unfinishedJobsBefore,
} from './job-store';
import { logger } from './logger';

/**
 * One mechanism for everything that outlives a request (docs/jobs.md). A domain calls `startJob`: the job
 * item is written `queued` and the worker that runs its type (functions/manifest.ts JOB_WORKERS, entries in
 * functions/jobs/) is invoked asynchronously with `{ job: { jobId } }`. The worker claims the job under a lease, runs
 * its runner step by step, and continues in a fresh invocation when time runs short. Each worker's sweeper schedule
 * resumes what a crash left behind of its job types.
 * Locally the Lambda Invoke API is served by local/jobs/, so this code has no local branch.
 */

export interface JobEvent {
  readonly job: { readonly jobId: string };
}
export interface ScheduleEvent {
  readonly schedule: string;
}

export interface JobContext {
  /** Time left before the runner must return 'continue' (a reserve for the final writes is kept). */
  remainingMs(): number;
  /** State the previous invocation saved (undefined on the first). */
  readonly checkpoint: Record<string, unknown> | undefined;
  /** Persists progress, and the checkpoint a resumed invocation starts from. Stops the runner if the lease was lost. */
  progress(done: number, total: number, checkpoint?: Record<string, unknown>): Promise<void>;
  /** What `GET /api/jobs/{jobId}` shows once the job succeeded. */
  setResult(result: unknown): void;
}

/** Each step must be idempotent: a step may run again after a crash, before its progress was saved. */
export type JobRunner = (job: JobItem, context: JobContext) => Promise<'done' | 'continue'>;

/** A failure the user should read (bad input, a rule): the job fails at once, without retries. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

class LeaseLost extends Error {}

/**
 * What a job type does once the job is marked failed, whichever way (a JobFailure, the last attempt, abandoned by the
 * sweeper): e.g. remove what it half-made (the copy of applications starts purges). Runs once, after the job item says
 * `failed`; its own error is logged, never rethrown. It must be quick: start jobs for long clean-ups.
 */
export type JobFailureHandler = (job: JobItem) => Promise<void>;

const runners = new Map<JobType, JobRunner>();
const failureHandlers = new Map<JobType, JobFailureHandler>();
const schedules = new Map<string, (now: Date) => Promise<unknown>>();

/** The runners of one worker: exactly its job types. */
export type WorkerRunners<W extends JobWorkerName> = { readonly [T in (typeof JOB_WORKERS)[W][number]]: JobRunner };

/** The worker domain that runs a job type. */
function workerOf(type: JobType): JobWorkerName | undefined {
  return (Object.keys(JOB_WORKERS) as JobWorkerName[]).find((worker) => (JOB_WORKERS[worker] as readonly string[]).includes(type));
}

/**
 * A worker registers its runners, through each domain's service (functions/jobs/). Checked at cold start against
 * functions/manifest.ts, as the entry's triggers are.
 */
export function registerJobRunners<W extends JobWorkerName>(worker: W, entries: WorkerRunners<W>): void {
  const declared = [...JOB_WORKERS[worker]].sort().join();
  if (Object.keys(entries).sort().join() !== declared) throw new Error(`Worker ${worker}: job runners differ from functions/manifest.ts`);
  for (const [type, runner] of Object.entries(entries)) runners.set(type as JobType, runner as JobRunner);
}
/** The worker registers the job types that clean up after a failure (docs/jobs.md, "Failures"). */
export function registerFailureHandlers(entries: { readonly [T in JobType]?: JobFailureHandler }): void {
  for (const [type, handler] of Object.entries(entries)) if (handler) failureHandlers.set(type as JobType, handler);
}

async function afterFailure(job: JobItem): Promise<void> {
  const handler = failureHandlers.get(job.type);
  if (!handler) return;
  try {
    await handler(job);
  } catch (error) {
    logger.error('job failure handler failed', { jobId: job.jobId, type: job.type, error: error as Error });
  }
}

export function registerSchedules(entries: Record<string, (now: Date) => Promise<unknown>>): void {
  for (const [name, run] of Object.entries(entries)) schedules.set(name, run);
}

/**
 * Asynchronous invocation of the worker that runs the job's type (AWS_ENDPOINT_URL_LAMBDA points at local/jobs/ locally).
 * A worker is not in its own JOB_FUNCTIONS (its own name there would be a cycle in CloudFormation): it continues the
 * jobs it runs on itself.
 */
async function invokeWorker(jobId: string, type: JobType): Promise<void> {
  const worker = workerOf(type);
  const functionName = (worker && config().jobFunctions[worker]) ?? (runners.has(type) ? process.env.AWS_LAMBDA_FUNCTION_NAME : undefined);
  if (!functionName) throw new Error(`JOB_FUNCTIONS names no worker of ${type} jobs: this function may not start them`);
  await invokeAsync(functionName, { job: { jobId } } satisfies JobEvent);
}

/**
 * The `projectId` of a job about no project (an erasure, a contact request): never a project's id, so
 * `GET /api/jobs/{jobId}` lets only its starter read it.
 */
export const NO_PROJECT = '00000000000000000000000000';

/** Writes the job (queued) and hands it to the worker; returns its id. */
export async function startJob(
  job: { type: JobType; ownerId: string; projectId: string; input?: Record<string, unknown> },
  now: Date = new Date(),
): Promise<string> {
  const jobId = ulid(now.getTime());
  await createJob({ jobId, type: job.type, ownerId: job.ownerId, projectId: job.projectId, input: job.input ?? {}, now });
  try {
    await invokeWorker(jobId, job.type);
  } catch (error) {
    // The job is saved: the request that started it succeeded. A lost invocation leaves it queued, and its
    // worker's sweeper (every 5 minutes) starts it.
    logger.warn('job queued but the worker could not be invoked; the sweeper will start it', { jobId, error: error as Error });
  }
  return jobId;
}

/** Reserve kept out of the runner's time for the writes that end the invocation. */
const FINAL_WRITES_MS = 2_000;
/** The lease outlives the invocation a little: past it, the worker is surely gone (a Lambda timeout). */
const LEASE_MARGIN_MS = 5_000;

const unexpected: JobError = { code: 'failed', message: 'The job stopped on an unexpected error.' };
const interrupted: JobError = { code: 'interrupted', message: 'The job was interrupted too many times and was abandoned.' };

/**
 * Runs one job event. Resolves when the job is done, continued or handed back; throws on an unexpected
 * failure so that Lambda retries the event, and on the last attempt (the job is then marked failed) sends it
 * to the failure destination.
 */
export async function runJobEvent(event: JobEvent, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  const { jobId } = event.job;
  const found = await getJob(jobId);
  if (!found || found.status === 'succeeded' || found.status === 'failed') return;
  if (!runners.has(found.type) && workerOf(found.type)) {
    // A job type of another worker (an event sent before its type moved there): left untouched to that worker's sweeper.
    logger.warn('job of another worker left to its sweeper', { jobId, type: found.type });
    return;
  }
  const now = new Date();
  const claimable = found.status === 'queued' || (found.leaseUntil !== undefined && found.leaseUntil < now.toISOString());
  if (claimable && found.attempts >= MAX_ATTEMPTS) {
    if (await finishJob(jobId, now, { status: 'failed', error: interrupted }, { stale: found.updatedAt })) await afterFailure(found);
    logger.warn('job abandoned', { jobId, type: found.type, attempts: found.attempts });
    return;
  }
  const leaseId = ulid();
  const job = await claimJob(jobId, leaseId, now, context.getRemainingTimeInMillis() + LEASE_MARGIN_MS);
  if (!job) {
    logger.info('job held by another worker', { jobId });
    return;
  }

  const runner = runners.get(job.type);
  if (!runner) {
    await finishJob(
      jobId,
      new Date(),
      { status: 'failed', error: { code: 'unknownType', message: 'This kind of job is not known.' } },
      { holder: leaseId },
    );
    return;
  }
  let progress = job.progress;
  let result: unknown;
  let madeProgress = false;
  const ctx: JobContext = {
    remainingMs: () => Math.max(0, context.getRemainingTimeInMillis() - FINAL_WRITES_MS),
    checkpoint: job.checkpoint,
    async progress(done, total, checkpoint) {
      progress = { done, total };
      madeProgress = true;
      if (!(await saveProgress(jobId, leaseId, new Date(), progress, checkpoint))) throw new LeaseLost();
    },
    setResult(value) {
      result = value;
    },
  };

  let outcome: 'done' | 'continue';
  try {
    outcome = await runner(job, ctx);
  } catch (error) {
    if (error instanceof LeaseLost) {
      logger.warn('job lease lost', { jobId });
      return;
    }
    if (error instanceof JobFailure) {
      const failed = await finishJob(
        jobId,
        new Date(),
        { status: 'failed', error: { code: error.code, message: error.message } },
        { holder: leaseId },
      );
      if (failed) await afterFailure(job);
      logger.info('job failed', { jobId, type: job.type, code: error.code });
      return;
    }
    logger.error('job step failed', { jobId, type: job.type, attempts: job.attempts, error: error as Error });
    if (job.attempts >= MAX_ATTEMPTS) {
      if (await finishJob(jobId, new Date(), { status: 'failed', error: unexpected }, { holder: leaseId })) await afterFailure(job);
    } else await releaseJob(jobId, leaseId, new Date(), { madeProgress: false, error: unexpected });
    throw error;
  }

  if (outcome === 'done') {
    await finishJob(jobId, new Date(), { status: 'succeeded', result, progress }, { holder: leaseId });
    logger.info('job succeeded', { jobId, type: job.type });
    return;
  }
  // A continuation is progress, not a crash: its attempts start again (the runner must have saved a step).
  if (await releaseJob(jobId, leaseId, new Date(), { madeProgress })) await invokeWorker(jobId, job.type);
}

/** Runs a `{ schedule }` event (an EventBridge rule on AWS, a timer locally). */
export async function runScheduleEvent(event: ScheduleEvent, _context?: unknown): Promise<void> {
  const run = schedules.get(event.schedule);
  if (!run) throw new Error(`No schedule named ${event.schedule}`);
  const outcome = await run(new Date());
  logger.info('schedule ran', { schedule: event.schedule, outcome: outcome as Record<string, unknown> });
}

/** A job untouched this long is looked at by the sweeper (its invocation may be lost, or its worker dead). */
const STALE_AFTER_MS = 60_000;

/**
 * The sweeper: queued jobs whose invocation was lost are invoked again, running jobs whose lease expired are put
 * back in the queue and invoked, and those over their attempts are marked failed (`interrupted`). A worker sweeps
 * its own job `types`; without them, every type (the local stack's start).
 * `assumeLeasesExpired` when the previous process is known to be gone (the local stack's start).
 */
export async function resumeStalledJobs(
  now: Date,
  options: { staleAfterMs?: number; assumeLeasesExpired?: boolean; types?: readonly JobType[] } = {},
): Promise<{ resumed: number; failed: number }> {
  const before = new Date(now.getTime() - (options.staleAfterMs ?? STALE_AFTER_MS)).toISOString();
  let resumed = 0;
  let failed = 0;
  for await (const job of unfinishedJobsBefore(before)) {
    if (options.types && !options.types.includes(job.type)) continue;
    const leaseAlive = job.status === 'running' && !options.assumeLeasesExpired && (job.leaseUntil ?? '') >= now.toISOString();
    if (leaseAlive) continue;
    if (job.attempts >= MAX_ATTEMPTS) {
      if (await finishJob(job.jobId, now, { status: 'failed', error: interrupted }, { stale: job.updatedAt })) {
        failed++;
        await afterFailure(job);
      }
      continue;
    }
    if (job.status === 'running' && !(await requeueStale(job.jobId, job.updatedAt, now))) continue;
    await invokeWorker(job.jobId, job.type);
    resumed++;
  }
  return { resumed, failed };
}
