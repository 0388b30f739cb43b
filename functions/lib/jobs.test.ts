import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEnv } from '../../test/helpers/api-event';
import { resetConfigForTests } from './config';
import { claimJob } from './job-store';
import { JobFailure, type JobRunner, registerFailureHandlers, registerJobRunners, resumeStalledJobs, runJobEvent, startJob } from './jobs';

const dynamo = mockClient(DynamoDBDocumentClient);
/** Lambda's Invoke API as the job starter calls it (a signed POST): what each invocation carried. */
const invocations: Array<{ functionName: string; type: string | null; signed: boolean; payload: unknown }> = [];
const lambdaApi = setupServer(
  http.post('https://lambda.eu-west-3.amazonaws.com/2015-03-31/functions/:name/invocations', async ({ request, params }) => {
    invocations.push({
      functionName: decodeURIComponent(String(params.name)),
      type: request.headers.get('x-amz-invocation-type'),
      signed: /^AWS4-HMAC-SHA256 Credential=\S+\/eu-west-3\/lambda\/aws4_request/.test(request.headers.get('authorization') ?? ''),
      payload: await request.json(),
    });
    return new HttpResponse(null, { status: 202 });
  }),
);
beforeAll(() => lambdaApi.listen({ onUnhandledFrame: 'error' }));
afterAll(() => lambdaApi.close());
const NOW = new Date('2026-11-23T10:00:00.000Z');
const JOB_ID = '01JD0000000000000000000000';
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const context = { getRemainingTimeInMillis: () => 60_000 };
const key = { PK: `JOB#${JOB_ID}`, SK: 'META' };
const queued = {
  ...key,
  jobId: JOB_ID,
  type: 'purgeProject',
  ownerId: 'C1',
  projectId: 'P1',
  input: {},
  status: 'queued',
  progress: { done: 0, total: 0 },
  attempts: 0,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
};

let runner: JobRunner = async () => 'done';
beforeAll(() => {
  // In a full `vitest run` the stack project's setup points the SDK at the local engines: this test talks to AWS's URL.
  delete process.env.AWS_ENDPOINT_URL_LAMBDA;
  Object.assign(process.env, testEnv(), {
    JOB_FUNCTIONS: 'jobs=noco-test-jobs,recordJobs=noco-test-record-jobs,samples=noco-test-samples',
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'test-secret',
  });
  resetConfigForTests();
  // This process runs the general and the records workers' types (the sample data worker's run elsewhere).
  registerJobRunners('jobs', {
    purgeProject: (job, ctx) => runner(job, ctx),
    purgeAccount: (job, ctx) => runner(job, ctx),
    deliverContact: (job, ctx) => runner(job, ctx),
  });
  registerJobRunners('recordJobs', {
    purgeApplication: (job, ctx) => runner(job, ctx),
    reindexElement: (job, ctx) => runner(job, ctx),
    deleteUploads: (job, ctx) => runner(job, ctx),
    exportRecords: (job, ctx) => runner(job, ctx),
    importRecords: (job, ctx) => runner(job, ctx),
    copyApplications: (job, ctx) => runner(job, ctx),
  });
});
beforeEach(() => {
  dynamo.reset();
  invocations.length = 0;
});

const updates = () => dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);

describe('the job state machine', () => {
  it('starts a job: a conditional Put of a queued item on the active index, then an Event invocation of the worker', async () => {
    dynamo.on(PutCommand).resolves({});
    const jobId = await startJob({ type: 'purgeProject', ownerId: 'C1', projectId: 'P1' }, NOW);
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put.Item).toMatchObject({ status: 'queued', attempts: 0, GSI1PK: 'JOBS#ACTIVE', GSI1SK: `${NOW.toISOString()}#${jobId}` });
    expect(invocations).toEqual([{ functionName: 'noco-test-jobs', type: 'Event', signed: true, payload: { job: { jobId } } }]);
  });

  it('claims only a queued job or a running one whose lease expired, and reports a lost race as undefined', async () => {
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    expect(await claimJob(JOB_ID, 'L1', NOW, 30_000)).toBeUndefined();
    expect(updates()[0]).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND (#status = :queued OR (#status = :running AND leaseUntil < :now))',
      ExpressionAttributeValues: expect.objectContaining({
        ':lease': 'L1',
        ':until': '2026-11-23T10:00:30.000Z',
        ':now': NOW.toISOString(),
      }),
    });
  });

  it('runs a claimed job, saves progress under its lease, and ends it succeeded off the active index with a TTL', async () => {
    dynamo.on(GetCommand).resolves({ Item: queued });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, status: 'running', attempts: 1 } });
    runner = async (_job, ctx) => {
      await ctx.progress(1, 1, { step: 1 });
      ctx.setResult({ purged: true });
      return 'done';
    };
    await runJobEvent({ job: { jobId: JOB_ID } }, context);
    const [, progress, finish] = updates();
    expect(progress!.ConditionExpression).toBe('#status = :running AND leaseId = :lease');
    expect(progress!.ExpressionAttributeValues).toMatchObject({ ':progress': { done: 1, total: 1 }, ':checkpoint': { step: 1 } });
    expect(finish!.UpdateExpression).toContain('REMOVE leaseId, leaseUntil, checkpoint, GSI1PK, GSI1SK');
    expect(finish!.ConditionExpression).toBe('#status = :running AND leaseId = :lease');
    expect(finish!.ExpressionAttributeValues).toMatchObject({ ':status': 'succeeded', ':result': { purged: true } });
    expect(finish!.ExpressionAttributeValues![':expires']).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });

  it('fails at once, readably, on a JobFailure; releases and rethrows an unexpected error until the last attempt', async () => {
    dynamo.on(GetCommand).resolves({ Item: queued });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, status: 'running', attempts: 1 } });
    runner = async () => {
      throw new JobFailure('invalidInput', 'Bad file.');
    };
    await runJobEvent({ job: { jobId: JOB_ID } }, context);
    expect(updates()[1]!.ExpressionAttributeValues).toMatchObject({
      ':status': 'failed',
      ':error': { code: 'invalidInput', message: 'Bad file.' },
    });

    dynamo.resetHistory();
    runner = async () => {
      throw new Error('socket hang up at internal.js:1');
    };
    await expect(runJobEvent({ job: { jobId: JOB_ID } }, context)).rejects.toThrow('socket hang up');
    expect(updates()[1]!.UpdateExpression).toMatch(/^SET #status = :queued/);

    dynamo.resetHistory();
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, status: 'running', attempts: 3 } });
    await expect(runJobEvent({ job: { jobId: JOB_ID } }, context)).rejects.toThrow('socket hang up');
    const error = updates()[1]!.ExpressionAttributeValues![':error'];
    expect(error).toEqual({ code: 'failed', message: 'The job stopped on an unexpected error.' });
  });

  it("runs the job type's failure handler once the job is marked failed (a JobFailure, the last attempt), not before", async () => {
    const copy = { ...queued, type: 'copyApplications' };
    const cleaned: string[] = [];
    registerFailureHandlers({
      copyApplications: async (job) => {
        cleaned.push(job.jobId);
        throw new Error('the clean-up itself failed'); // logged, never rethrown
      },
    });
    dynamo.on(GetCommand).resolves({ Item: copy });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...copy, status: 'running', attempts: 1 } });
    runner = async () => {
      throw new JobFailure('destinationGone', 'Gone.');
    };
    await runJobEvent({ job: { jobId: JOB_ID } }, context);
    expect(cleaned).toEqual([JOB_ID]);

    // An unexpected error before the last attempt: the job goes back to the queue, nothing is cleaned.
    runner = async () => {
      throw new Error('socket hang up');
    };
    await expect(runJobEvent({ job: { jobId: JOB_ID } }, context)).rejects.toThrow('socket hang up');
    expect(cleaned).toEqual([JOB_ID]);
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...copy, status: 'running', attempts: 3 } });
    await expect(runJobEvent({ job: { jobId: JOB_ID } }, context)).rejects.toThrow('socket hang up');
    expect(cleaned).toEqual([JOB_ID, JOB_ID]);

    // A job of a type without a handler fails as before.
    dynamo.on(GetCommand).resolves({ Item: queued });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, status: 'running', attempts: 1 } });
    runner = async () => {
      throw new JobFailure('invalidInput', 'Bad.');
    };
    await runJobEvent({ job: { jobId: JOB_ID } }, context);
    expect(cleaned).toHaveLength(2);
  });

  it('continues a long job in a fresh invocation, its attempts reset', async () => {
    dynamo.on(GetCommand).resolves({ Item: queued });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, status: 'running', attempts: 1 } });
    runner = async (_job, ctx) => {
      await ctx.progress(1, 10);
      return 'continue';
    };
    await runJobEvent({ job: { jobId: JOB_ID } }, context);
    expect(updates()[2]!.UpdateExpression).toContain('attempts = :zero');
    expect(invocations).toHaveLength(1);
  });

  it('sweeps: requeues and invokes a running job whose lease expired, abandons one over its attempts, skips a live lease', async () => {
    const old = '2026-11-23T09:00:00.000Z';
    const running = { ...queued, status: 'running', updatedAt: old, leaseUntil: old, leaseId: 'L0' };
    dynamo.on(QueryCommand).resolves({
      Items: [
        { ...running, jobId: 'A', attempts: 1 },
        { ...running, jobId: 'B', attempts: 3 },
        { ...running, jobId: 'C', attempts: 1, leaseUntil: '2026-11-23T11:00:00.000Z' },
      ],
    });
    dynamo.on(UpdateCommand).resolves({});
    expect(await resumeStalledJobs(NOW)).toEqual({ resumed: 1, failed: 1 });
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :active AND GSI1SK < :before' });
    expect(query.ExpressionAttributeValues).toEqual({ ':active': 'JOBS#ACTIVE', ':before': '2026-11-23T09:59:00.000Z' });
    const [requeue, abandon] = updates();
    expect(requeue!.ConditionExpression).toBe('#status = :running AND updatedAt = :seen');
    expect(abandon!.ConditionExpression).toBe('#status IN (:queued, :running) AND updatedAt = :seen');
    expect(abandon!.ExpressionAttributeValues![':error']).toMatchObject({ code: 'interrupted' });
    expect(invocations.map((call) => call.payload)).toEqual([{ job: { jobId: 'A' } }]);
  });

  it('at a local start takes every lease as expired and looks at every unfinished job', async () => {
    const running = { ...queued, status: 'running', leaseId: 'L0', leaseUntil: '2026-11-23T11:00:00.000Z', attempts: 1 };
    dynamo.on(QueryCommand).resolves({ Items: [running] });
    dynamo.on(UpdateCommand).resolves({});
    expect(await resumeStalledJobs(NOW, { staleAfterMs: 0, assumeLeasesExpired: true })).toEqual({ resumed: 1, failed: 0 });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues![':before']).toBe(NOW.toISOString());
    expect(updates()[0]!.ConditionExpression).toBe('#status = :running AND updatedAt = :seen');
  });
});

describe('job routing between workers', () => {
  const withJobFunctions = async (value: string, run: () => Promise<void>) => {
    const before = process.env.JOB_FUNCTIONS;
    process.env.JOB_FUNCTIONS = value;
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'noco-test-self';
    resetConfigForTests();
    try {
      await run();
    } finally {
      process.env.JOB_FUNCTIONS = before;
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
      resetConfigForTests();
    }
  };

  it('invokes the worker that runs the job type (functions/manifest.ts JOB_WORKERS), named in JOB_FUNCTIONS', async () => {
    dynamo.on(PutCommand).resolves({});
    const samples = await startJob({ type: 'generateSamples', ownerId: 'C1', projectId: 'P1', input: { count: 5 } }, NOW);
    const purge = await startJob({ type: 'purgeProject', ownerId: 'C1', projectId: 'P1' }, NOW);
    const exported = await startJob({ type: 'exportRecords', ownerId: 'C1', projectId: 'P1' }, NOW);
    expect(invocations.map(({ functionName, payload }) => ({ functionName, payload }))).toEqual([
      { functionName: 'noco-test-samples', payload: { job: { jobId: samples } } },
      { functionName: 'noco-test-jobs', payload: { job: { jobId: purge } } },
      { functionName: 'noco-test-record-jobs', payload: { job: { jobId: exported } } },
    ]);
  });

  it('continues a job of its own on itself when JOB_FUNCTIONS does not name it (a worker is not in its own)', async () => {
    await withJobFunctions('samples=noco-test-samples', async () => {
      dynamo.on(GetCommand).resolves({ Item: queued });
      dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, status: 'running', attempts: 1 } });
      runner = async (_job, ctx) => {
        await ctx.progress(1, 10);
        return 'continue';
      };
      await runJobEvent({ job: { jobId: JOB_ID } }, context);
      expect(invocations.map((call) => call.functionName)).toEqual(['noco-test-self']);
    });
  });

  it("leaves the job queued when no worker of its type is named: the function may not start it, the worker's sweeper will", async () => {
    await withJobFunctions('', async () => {
      dynamo.on(PutCommand).resolves({});
      const jobId = await startJob({ type: 'removeSamples', ownerId: 'C1', projectId: 'P1' }, NOW);
      expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ jobId, status: 'queued' });
      expect(invocations).toEqual([]);
    });
  });

  it("leaves a job of another worker's type untouched (to that worker's sweeper), and fails one of no known type", async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...queued, type: 'generateSamples' } });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, type: 'generateSamples', status: 'running', attempts: 1 } });
    await runJobEvent({ job: { jobId: JOB_ID } }, context);
    expect(updates()).toEqual([]);

    dynamo.on(GetCommand).resolves({ Item: { ...queued, type: 'retired' } });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...queued, type: 'retired', status: 'running', attempts: 1 } });
    await runJobEvent({ job: { jobId: JOB_ID } }, context);
    expect(updates()[1]!.ExpressionAttributeValues).toMatchObject({ ':status': 'failed', ':error': { code: 'unknownType' } });
  });

  it("sweeps only its worker's job types when given them", async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { ...queued, jobId: 'A', updatedAt: '2026-11-23T09:00:00.000Z' },
        { ...queued, jobId: 'B', type: 'generateSamples', updatedAt: '2026-11-23T09:00:00.000Z' },
      ],
    });
    expect(await resumeStalledJobs(NOW, { types: ['generateSamples', 'removeSamples'] })).toEqual({ resumed: 1, failed: 0 });
    expect(invocations.map(({ functionName, payload }) => ({ functionName, payload }))).toEqual([
      { functionName: 'noco-test-samples', payload: { job: { jobId: 'B' } } },
    ]);
  });

  it("refuses runners that are not exactly the worker's job types", () => {
    const run: JobRunner = async () => 'done';
    expect(() => registerJobRunners('samples', { generateSamples: run } as never)).toThrow(
      /job runners differ from functions\/manifest.ts/,
    );
  });
});
