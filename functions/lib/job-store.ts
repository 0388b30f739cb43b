import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { JobType } from '../manifest';
import { config } from './config';
import { documentClient } from './db/client';
import { jobKeys, prefixes, ttlSeconds } from './db/keys';
import { KEYS } from './db/table-definition';
import { isConditionFailure } from './db/versioned';

/**
 * The job item and its state machine: every status change is a conditional write, so that one worker at a
 * time holds a job (its lease) and a finished job never changes again. docs/jobs.md draws the transitions.
 */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export interface JobError {
  /** Stable code a client may branch on (`interrupted`, `failed`, or the runner's own). */
  readonly code: string;
  /** A sentence a user can read; never a stack. */
  readonly message: string;
}

export interface JobItem {
  readonly PK: string;
  readonly SK: string;
  readonly jobId: string;
  readonly type: JobType;
  /** The customer who started it. */
  readonly ownerId: string;
  readonly projectId: string;
  readonly input: Record<string, unknown>;
  readonly status: JobStatus;
  readonly progress: { readonly done: number; readonly total: number };
  /** Runner state saved between steps, so that a resumed job skips what is done. */
  readonly checkpoint?: Record<string, unknown>;
  readonly result?: unknown;
  readonly error?: JobError;
  /** Claims since the job last made a step (reset when it continues in a fresh invocation). */
  readonly attempts: number;
  readonly leaseId?: string;
  readonly leaseUntil?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly expiresAt?: number;
  readonly GSI1PK?: string;
  readonly GSI1SK?: string;
}

/** A job that keeps failing or crashing is given up after this many claims. */
export const MAX_ATTEMPTS = 3;
/** Finished jobs stay readable this long, then the table's TTL removes them. */
const FINISHED_JOB_TTL_DAYS = 30;

const tableName = () => config().tableName;
const key = (jobId: string) => ({ PK: jobKeys.job(jobId), SK: prefixes.metadata });

/** A conditional update of the job item; false when its condition did not hold (any other error is thrown). */
async function updateJob(
  jobId: string,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>,
): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand({ TableName: tableName(), Key: key(jobId), ...update }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function createJob(job: {
  jobId: string;
  type: JobType;
  ownerId: string;
  projectId: string;
  input: Record<string, unknown>;
  now: Date;
}): Promise<void> {
  const at = job.now.toISOString();
  const item: JobItem = {
    ...key(job.jobId),
    jobId: job.jobId,
    type: job.type,
    ownerId: job.ownerId,
    projectId: job.projectId,
    input: job.input,
    status: 'queued',
    progress: { done: 0, total: 0 },
    attempts: 0,
    createdAt: at,
    updatedAt: at,
    GSI1PK: jobKeys.active(),
    GSI1SK: jobKeys.activeSort(at, job.jobId),
  };
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function getJob(jobId: string): Promise<JobItem | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(jobId), ConsistentRead: true }));
  return Item as JobItem | undefined;
}

/**
 * Takes the job for one worker: queued, or running with an expired lease (its worker died or timed out)
 * → running under a new lease. Undefined when another worker holds it or it is finished.
 */
export async function claimJob(jobId: string, leaseId: string, now: Date, leaseMs: number): Promise<JobItem | undefined> {
  const at = now.toISOString();
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(jobId),
        UpdateExpression:
          'SET #status = :running, leaseId = :lease, leaseUntil = :until, attempts = attempts + :one, updatedAt = :now, GSI1SK = :sort',
        ConditionExpression: 'attribute_exists(PK) AND (#status = :queued OR (#status = :running AND leaseUntil < :now))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':running': 'running',
          ':queued': 'queued',
          ':lease': leaseId,
          ':until': new Date(now.getTime() + leaseMs).toISOString(),
          ':one': 1,
          ':now': at,
          ':sort': jobKeys.activeSort(at, jobId),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as JobItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Saves progress and checkpoint while the lease is held; false when the lease was lost. */
export function saveProgress(
  jobId: string,
  leaseId: string,
  now: Date,
  progress: { done: number; total: number },
  checkpoint: Record<string, unknown> | undefined,
): Promise<boolean> {
  const at = now.toISOString();
  return updateJob(jobId, {
    UpdateExpression: `SET progress = :progress, updatedAt = :now, GSI1SK = :sort${checkpoint ? ', checkpoint = :checkpoint' : ''}`,
    ConditionExpression: '#status = :running AND leaseId = :lease',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':progress': progress,
      ':now': at,
      ':sort': jobKeys.activeSort(at, jobId),
      ':running': 'running',
      ':lease': leaseId,
      ...(checkpoint ? { ':checkpoint': checkpoint } : {}),
    },
  });
}

/**
 * Gives the job back to the queue (the holder continues in a fresh invocation, or a failed attempt will be
 * retried). `made progress` resets the attempts: a long job is not a crashing one.
 */
export function releaseJob(
  jobId: string,
  leaseId: string,
  now: Date,
  options: { madeProgress: boolean; error?: JobError },
): Promise<boolean> {
  const at = now.toISOString();
  return updateJob(jobId, {
    UpdateExpression: `SET #status = :queued, updatedAt = :now, GSI1SK = :sort${options.madeProgress ? ', attempts = :zero' : ''}${
      options.error ? ', #error = :error' : ''
    } REMOVE leaseId, leaseUntil`,
    ConditionExpression: '#status = :running AND leaseId = :lease',
    ExpressionAttributeNames: { '#status': 'status', ...(options.error ? { '#error': 'error' } : {}) },
    ExpressionAttributeValues: {
      ':queued': 'queued',
      ':running': 'running',
      ':now': at,
      ':sort': jobKeys.activeSort(at, jobId),
      ':lease': leaseId,
      ...(options.madeProgress ? { ':zero': 0 } : {}),
      ...(options.error ? { ':error': options.error } : {}),
    },
  });
}

type Ending = { status: 'succeeded'; result?: unknown; progress: { done: number; total: number } } | { status: 'failed'; error: JobError };

/**
 * Ends the job (leaves the active index, expires after the TTL). `holder`: only under this lease (the worker);
 * `stale`: only if it is still unfinished and unchanged since the sweeper read it (`updatedAt`).
 */
export function finishJob(jobId: string, now: Date, ending: Ending, guard: { holder: string } | { stale: string }): Promise<boolean> {
  const expiresAt = ttlSeconds(new Date(now.getTime() + FINISHED_JOB_TTL_DAYS * 86_400_000));
  const values: Record<string, unknown> = { ':status': ending.status, ':now': now.toISOString(), ':expires': expiresAt };
  const sets = ['#status = :status', 'updatedAt = :now', 'expiresAt = :expires'];
  const names: Record<string, string> = { '#status': 'status' };
  if (ending.status === 'succeeded') {
    sets.push('progress = :progress');
    values[':progress'] = ending.progress;
    if (ending.result !== undefined) {
      sets.push('#result = :result');
      names['#result'] = 'result';
      values[':result'] = ending.result;
    }
  } else {
    sets.push('#error = :error');
    names['#error'] = 'error';
    values[':error'] = ending.error;
  }
  let condition: string;
  if ('holder' in guard) {
    condition = '#status = :running AND leaseId = :lease';
    values[':running'] = 'running';
    values[':lease'] = guard.holder;
  } else {
    condition = '#status IN (:queued, :running) AND updatedAt = :seen';
    values[':queued'] = 'queued';
    values[':running'] = 'running';
    values[':seen'] = guard.stale;
  }
  return updateJob(jobId, {
    UpdateExpression: `SET ${sets.join(', ')} REMOVE leaseId, leaseUntil, checkpoint, GSI1PK, GSI1SK`,
    ConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** Puts back in the queue a running job whose worker is gone (the sweeper), if nobody touched it since it was read. */
export function requeueStale(jobId: string, seenUpdatedAt: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return updateJob(jobId, {
    UpdateExpression: 'SET #status = :queued, updatedAt = :now, GSI1SK = :sort REMOVE leaseId, leaseUntil',
    ConditionExpression: '#status = :running AND updatedAt = :seen',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':queued': 'queued',
      ':running': 'running',
      ':now': at,
      ':sort': jobKeys.activeSort(at, jobId),
      ':seen': seenUpdatedAt,
    },
  });
}

/** Unfinished jobs not changed since `before` (ISO), oldest first, page by page. */
export async function* unfinishedJobsBefore(before: string): AsyncGenerator<JobItem> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: KEYS.gsi1.name,
        KeyConditionExpression: 'GSI1PK = :active AND GSI1SK < :before',
        ExpressionAttributeValues: { ':active': jobKeys.active(), ':before': before },
        ExclusiveStartKey: cursor,
        Limit: 100,
      }),
    );
    for (const item of page.Items ?? []) yield item as JobItem;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}
