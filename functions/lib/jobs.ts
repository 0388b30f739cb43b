import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { Context } from 'aws-lambda';
import { config } from './config';
import { logger } from './logger';

/**
 * Background jobs (e.g. purging a deleted project). A domain Lambda enqueues a job by invoking itself
 * asynchronously (`InvocationType: Event`); its entry (createApi) recognises `{ job }` events and runs
 * the job's runner, which may ask to continue in a fresh invocation when its time runs short.
 * Locally the gateway process runs the same runner in the background (setImmediate).
 */
export type Job = { readonly type: 'purgeProject'; readonly projectId: string };
export type JobRunner = (job: Job, remainingMs: () => number) => Promise<'done' | 'continue'>;
export interface JobEvent {
  readonly job: Job;
}

const runners = new Map<Job['type'], JobRunner>();

/**
 * Wraps a domain's API handler so that the same Lambda also runs its background jobs.
 * Only domains that have jobs import this module (it brings the Lambda client).
 */
export function withJobs<H extends (event: never, context: Context) => Promise<unknown>>(
  api: H,
  jobs: Partial<Record<Job['type'], JobRunner>>,
): H {
  for (const [type, runner] of Object.entries(jobs)) runners.set(type as Job['type'], runner);
  const entry = (event: unknown, context: Context) =>
    isJobEvent(event) ? runJob(event.job, () => context.getRemainingTimeInMillis()) : api(event as never, context);
  return entry as unknown as H;
}

export const isJobEvent = (event: unknown): event is JobEvent =>
  typeof event === 'object' && event !== null && 'job' in event && typeof (event as JobEvent).job?.type === 'string';

let lambda: LambdaClient | undefined;

export async function enqueue(job: Job): Promise<void> {
  if (config().stage === 'local') {
    setImmediate(() => {
      runJob(job, () => 60_000).catch((error: unknown) => logger.error('job failed', { job: job.type, error: error as Error }));
    });
    return;
  }
  lambda ??= new LambdaClient({});
  await lambda.send(
    new InvokeCommand({
      FunctionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
      InvocationType: 'Event',
      Payload: Buffer.from(JSON.stringify({ job } satisfies JobEvent)),
    }),
  );
}

export async function runJob(job: Job, remainingMs: () => number): Promise<void> {
  const runner = runners.get(job.type);
  if (!runner) throw new Error(`No runner for job ${job.type}`);
  const outcome = await runner(job, remainingMs);
  logger.info('job ran', { job: job.type, outcome });
  if (outcome === 'continue') await enqueue(job);
}
