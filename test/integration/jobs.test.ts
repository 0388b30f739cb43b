import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { PutCommand, ScanCommand, type ScanCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localDb, signedInCustomer, writeGrant } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
const newProject = { name: 'Salon 2028', languages: ['fr'], type: 'tradeShow' };

/** The worker as AWS drives it: asynchronous invocations through the (local) Lambda Invoke API. */
const lambda = () =>
  new LambdaClient({
    endpoint: inject('stack').engines.lambda,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
const invokeWorker = (event: unknown) =>
  lambda().send(
    new InvokeCommand({ FunctionName: 'noco-local-jobs', InvocationType: 'Event', Payload: Buffer.from(JSON.stringify(event)) }),
  );

async function jobsOfProject(projectId: string) {
  const db = localDb();
  const items: NonNullable<ScanCommandOutput['Items']> = [];
  let start: ScanCommandOutput['LastEvaluatedKey'];
  // Every page: a scan stops at 1 MB read, and the table is shared with every test file (imports make it large).
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.TableName,
        FilterExpression: 'projectId = :p AND begins_with(PK, :job)',
        ExpressionAttributeValues: { ':p': projectId, ':job': 'JOB#' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function writeJob(item: Record<string, unknown>) {
  const db = localDb();
  await db.client.send(new PutCommand({ TableName: db.TableName, Item: { SK: 'META', input: {}, ...item, PK: `JOB#${item.jobId}` } }));
}

describe('jobs through the local stack', () => {
  let owner: Customer;
  let other: Customer;
  beforeAll(async () => {
    [owner, other] = await Promise.all([signedInCustomer('jobs-owner'), signedInCustomer('jobs-other')]);
  });

  /** The job as its starter reads it through the API, once it has reached `status`. */
  const jobWhen = (status: string, jobId: string) =>
    until(status, async () => {
      const read = await owner.api.call('GET', `/api/jobs/${jobId}`);
      expect(read.status).toBe(200);
      return read.body.status === status ? read.body : undefined;
    });

  /** The first job of a project, once the project's deletion has started it. */
  const firstJobOf = async (projectId: string) =>
    (
      await until(
        'the purge job',
        async () => {
          // One scan per probe: the table is shared with every test file, and a full scan of it takes a while.
          const jobs = await jobsOfProject(projectId);
          return jobs.length ? jobs : undefined;
        },
        60_000,
      )
    )[0]!;

  /** Writes a queued purge of `projectId` straight into the table, runs the worker on it and waits for its failure. */
  async function failedPurge(projectId: string) {
    const jobId = ulid();
    const at = new Date().toISOString();
    await writeJob({
      jobId,
      type: 'purgeProject',
      ownerId: owner.customerId,
      projectId,
      status: 'queued',
      progress: { done: 0, total: 0 },
      attempts: 0,
      createdAt: at,
      updatedAt: at,
    });
    await invokeWorker({ job: { jobId } });
    return jobWhen('failed', jobId);
  }

  it('deleting a project starts a purge job that its starter follows to succeeded; another customer gets 404', async () => {
    const project = (await owner.api.call('POST', '/api/projects', newProject)).body;
    expect((await owner.api.call('DELETE', `/api/projects/${project.projectId}`)).status).toBe(204);

    const job = await firstJobOf(project.projectId);
    expect(job).toMatchObject({ type: 'purgeProject', ownerId: expect.any(String), projectId: project.projectId });
    const done = await jobWhen('succeeded', job.jobId);
    expect(done).toEqual({ jobId: job.jobId, type: 'purgeProject', status: 'succeeded', progress: { done: 1, total: 1 } });

    const unknown = await other.api.call('GET', `/api/jobs/${ulid()}`);
    const hidden = await other.api.call('GET', `/api/jobs/${job.jobId}`);
    expect(hidden.status).toBe(404);
    expect({ ...hidden.body.error, requestId: 0 }).toEqual({ ...unknown.body.error, requestId: 0 });
    expect((await owner.api.call('GET', '/api/jobs/not-a-job')).status).toBe(400);
  });

  it('ends a job whose runner refuses it as failed, with a readable error', async () => {
    const failed = await failedPurge('nope');
    expect(failed.error).toEqual({ code: 'invalidInput', message: 'This job names no valid project.' });
  });

  it('refuses to purge a project still in use', async () => {
    const project = (await owner.api.call('POST', '/api/projects', newProject)).body;
    const failed = await failedPurge(project.projectId);
    expect(failed.error.code).toBe('projectActive');
    expect((await owner.api.call('GET', `/api/projects/${project.projectId}`)).status).toBe(200);
  });

  it('resumes a job left running with an expired lease from its checkpoint, and abandons one over its attempts', async () => {
    const project = (await owner.api.call('POST', '/api/projects', newProject)).body;
    const db = localDb();
    // A purge that crashed after its first application: the project is deleted, one step is saved.
    await db.client.send(
      new UpdateCommand({
        TableName: db.TableName,
        Key: { PK: `PROJECT#${project.projectId}`, SK: 'META' },
        UpdateExpression: 'SET #s = :d REMOVE GSI1PK, GSI1SK',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':d': 'deleted' },
      }),
    );
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    const resumed = ulid();
    const abandoned = ulid();
    const running = {
      type: 'purgeProject',
      ownerId: owner.customerId,
      projectId: project.projectId,
      status: 'running',
      leaseId: 'gone',
      leaseUntil: old,
      createdAt: old,
      updatedAt: old,
    };
    await writeJob({
      ...running,
      jobId: resumed,
      progress: { done: 1, total: 2 },
      checkpoint: { applicationsPurged: 1 },
      attempts: 1,
      GSI1PK: 'JOBS#ACTIVE',
      GSI1SK: `${old}#${resumed}`,
    });
    await writeJob({
      ...running,
      jobId: abandoned,
      progress: { done: 0, total: 0 },
      attempts: 3,
      GSI1PK: 'JOBS#ACTIVE',
      GSI1SK: `${old}#${abandoned}`,
    });

    await invokeWorker({ schedule: 'resumeStalledJobs' });
    const done = await jobWhen('succeeded', resumed);
    // The saved step is not counted again: one application before the crash, then the project itself.
    expect(done.progress).toEqual({ done: 2, total: 2 });
    const gone = await jobWhen('failed', abandoned);
    expect(gone.error.code).toBe('interrupted');
  });

  it('lets one of two concurrent claims run the job', async () => {
    const project = (await owner.api.call('POST', '/api/projects', newProject)).body;
    expect((await owner.api.call('DELETE', `/api/projects/${project.projectId}`)).status).toBe(204);
    const job = await firstJobOf(project.projectId);
    await Promise.all([invokeWorker({ job: { jobId: job.jobId } }), invokeWorker({ job: { jobId: job.jobId } })]);
    await jobWhen('succeeded', job.jobId);
    const [item] = await jobsOfProject(project.projectId);
    // Three invocations (startJob's and ours), one claim: the others found it held or finished.
    expect(item!.attempts).toBe(1);
  });
});

describe('who reads a job besides its starter', () => {
  it('an application job: read on that application (or the project); a project-wide job: read on the project itself', async () => {
    const [owner, onSpeakers, onCatalogue, onProject, stranger] = await Promise.all(
      ['scope-owner', 'scope-speakers', 'scope-catalogue', 'scope-project', 'scope-stranger'].map((label) => signedInCustomer(label)),
    );
    const { projectId } = (await owner!.api.call('POST', '/api/projects', newProject)).body;
    const app = async (kind: string, title: string) =>
      (await owner!.api.call('POST', `/api/projects/${projectId}/applications`, { kind, title })).body.applicationId as string;
    const [speakers, catalogue] = [await app('speakers', 'Intervenants'), await app('catalogue', 'Exposants')];
    const db = localDb();
    const grant = (who: Customer, level: 'read', applicationId?: string) =>
      writeGrant(db, {
        projectId,
        customerId: who.customerId,
        level,
        projectName: newProject.name,
        ...(applicationId ? { applicationId } : {}),
      });
    await Promise.all([grant(onSpeakers!, 'read', speakers), grant(onCatalogue!, 'read', catalogue), grant(onProject!, 'read')]);

    const exported = await owner!.api.call(
      'POST',
      `/api/projects/${projectId}/applications/${speakers}/elements/speakers/records/exports`,
      { format: 'csv', records: { kind: 'all' } },
    );
    expect(exported.status).toBe(202);
    const copied = await owner!.api.call('POST', '/api/copies', {
      sourceProjectId: projectId,
      applicationIds: [catalogue],
      destinationProjectId: projectId,
      withRecords: false,
    });
    expect(copied.status).toBe(202);

    const statusOf = async (who: Customer, jobId: string) => (await who.api.call('GET', `/api/jobs/${jobId}`)).status;
    const unknown = await onCatalogue!.api.call('GET', `/api/jobs/${ulid()}`);
    const hidden = await onCatalogue!.api.call('GET', `/api/jobs/${exported.body.jobId}`);
    // Refused exactly as an unknown id: nothing about the export (type, file name, counts) reaches the caller.
    expect(hidden.status).toBe(404);
    expect({ ...hidden.body, error: { ...hidden.body.error, requestId: 0 } }).toEqual({
      ...unknown.body,
      error: { ...unknown.body.error, requestId: 0 },
    });
    const exportJob = exported.body.jobId as string;
    const copyJob = copied.body.jobId as string;
    expect(await Promise.all([owner!, onSpeakers!, onProject!, onCatalogue!, stranger!].map((who) => statusOf(who, exportJob)))).toEqual([
      200, 200, 200, 404, 404,
    ]);
    expect(await Promise.all([owner!, onProject!, onSpeakers!, onCatalogue!, stranger!].map((who) => statusOf(who, copyJob)))).toEqual([
      200, 200, 404, 404, 404,
    ]);
  });
});
