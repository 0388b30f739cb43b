/**
 * Duplication of applications across projects: `POST /api/copies` and the `copyApplications` job against the
 * local stack. A catalogue (categories, items pointing at them, an item with a file) and a speakers application (an
 * `___email`) are copied with their records into another project: new slugs and "(copie)" titles, the same forms and
 * lists, the same records at version 1, category references to the copied categories, the same file bytes, the source
 * unchanged; a configuration-only copy has no records; the runner in-process replays a step without writing anything
 * twice, and a failed copy leaves no application and nothing in the new partitions; levels answer 403/404.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordKeys } from '../../functions/lib/db/keys';
import type { JobItem } from '../../functions/lib/job-store';
import type { JobContext } from '../../functions/lib/jobs';
import { copyApplications, copyFailed } from '../../functions/records/jobs';
import { copyId } from '../../functions/records/copies/ids';
import { PNG } from '../fixtures/files';
import { localDb, signedInCustomer, useStackEnvironment, writeGrant } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Api = Customer['api'];

interface Copied {
  sourceApplicationId: string;
  applicationId: string;
  slug: string;
  title: string;
}

async function postFile(presigned: { url: string; fields: Record<string, string> }, bytes: Buffer, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'file');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

async function created(api: Api, path: string, values: Record<string, unknown>): Promise<{ recordId: string; version: number }> {
  const response = await api.call('POST', path, { values });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function allRecords(api: Api, base: string): Promise<{ recordId: string; version: number }[]> {
  const list = await api.call('GET', `${base}?limit=100`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.items;
}

/** Every item of a partition (keys only), to count what a copy wrote. */
async function partitionKeys(partition: string): Promise<string[]> {
  const db = localDb();
  const found: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: cursor,
        ConsistentRead: true,
      }),
    );
    found.push(...(page.Items ?? []).map((item) => String(item.SK)));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return found.sort();
}

async function finishedJob(api: Api, jobId: string) {
  return until(
    'the copy job',
    async () => {
      const job = await api.call('GET', `/api/jobs/${jobId}`);
      return job.body.status === 'succeeded' || job.body.status === 'failed' ? job.body : undefined;
    },
    60_000,
  );
}

describe('copies of applications across projects', () => {
  let owner: Customer;
  let stranger: Customer;
  let source: string;
  let destination: string;
  let catalogueId: string;
  let speakersId: string;
  let categoryIds: { shoes: string; boots: string };
  let itemWithFile: string;
  let speakerId: string;
  let sourceUploadId: string;

  const appPath = (projectId: string, applicationId: string) => `/api/projects/${projectId}/applications/${applicationId}`;
  const recordsPath = (projectId: string, applicationId: string, element: string) =>
    `${appPath(projectId, applicationId)}/elements/${element}/records`;
  const readRecord = async (base: string, recordId: string) => (await owner.api.call('GET', `${base}/${recordId}`)).body;

  beforeAll(async () => {
    useStackEnvironment();
    [owner, stranger] = await Promise.all([signedInCustomer('copies'), signedInCustomer('copies-stranger')]);
    const project = async (name: string) =>
      (await owner.api.call('POST', '/api/projects', { name, languages: ['fr', 'en'], type: 'conference' })).body.projectId as string;
    [source, destination] = [await project('Salon 2026'), await project('Salon 2027')];
    const app = async (projectId: string, kind: string, title: string) =>
      (await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind, title })).body.applicationId as string;
    catalogueId = await app(source, 'catalogue', 'Catalogue');
    speakersId = await app(source, 'speakers', 'Intervenants');
    // The destination already has a "Catalogue": the copy is "Catalogue (copie)".
    await app(destination, 'catalogue', 'Catalogue');

    const categories = recordsPath(source, catalogueId, 'categories');
    const items = recordsPath(source, catalogueId, 'items');
    categoryIds = {
      shoes: (await created(owner.api, categories, { name: { fr: 'Chaussures' } })).recordId,
      boots: (await created(owner.api, categories, { name: { fr: 'Bottes' } })).recordId,
    };
    await created(owner.api, items, { name: { fr: 'Mocassin' }, categories: [categoryIds.shoes] });
    const signed = await owner.api.call('POST', `${appPath(source, catalogueId)}/uploads`, {
      element: 'items',
      field: 'photo',
      name: 'botte.png',
      type: 'image/png',
      size: PNG.length,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    sourceUploadId = signed.body.uploadId;
    await postFile(signed.body, PNG, 'image/png');
    await until('the check', async () => {
      const status = await owner.api.call('GET', `${appPath(source, catalogueId)}/uploads/${signed.body.uploadId}`);
      return status.body.status === 'ready' ? true : undefined;
    });
    itemWithFile = (
      await created(owner.api, items, {
        name: { fr: 'Botte' },
        categories: [categoryIds.shoes, categoryIds.boots],
        photo: [{ uploadId: signed.body.uploadId }],
      })
    ).recordId;
    const speakers = recordsPath(source, speakersId, 'speakers');
    speakerId = (await created(owner.api, speakers, { firstname: 'Ana', lastname: 'Lopez', ___email: 'ana@example.com' })).recordId;
    const saved = await owner.api.call('PUT', `${speakers}/${speakerId}`, {
      values: { firstname: 'Ana', lastname: 'Lopez', ___email: 'ana@example.com', company: 'Acme' },
      version: 1,
    });
    expect(saved.status).toBe(200);
  }, 120_000);

  it('copies two applications with their records, categories and files into another project', async () => {
    const started = await owner.api.call('POST', '/api/copies', {
      sourceProjectId: source,
      applicationIds: [catalogueId, speakersId],
      destinationProjectId: destination,
      withRecords: true,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finishedJob(owner.api, started.body.jobId);
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'succeeded', progress: { done: 5, total: 5 } });
    const [catalogue, speakers] = (job.result as { applications: Copied[] }).applications;
    expect(catalogue).toMatchObject({ sourceApplicationId: catalogueId, slug: 'catalogue-copie', title: 'Catalogue (copie)' });
    expect(speakers).toMatchObject({ sourceApplicationId: speakersId, slug: 'intervenants', title: 'Intervenants' });
    expect(catalogue!.applicationId).not.toBe(catalogueId);

    // Same forms and lists, same counts.
    const [original, copy] = await Promise.all([
      owner.api.call('GET', appPath(source, catalogueId)),
      owner.api.call('GET', appPath(destination, catalogue!.applicationId)),
    ]);
    expect(copy.status).toBe(200);
    expect(copy.body.kind).toBe('catalogue');
    type Config = { key: string; form: unknown; table: unknown; count: number };
    const configs = (body: { configs: Config[] }) => body.configs.map((config) => [config.key, config.form, config.table, config.count]);
    expect(configs(copy.body)).toEqual(configs(original.body));

    // Categories: the copied ones, by name; items point at them (not at the source's).
    const categories = recordsPath(destination, catalogue!.applicationId, 'categories');
    const copiedCategories = await Promise.all(
      (await allRecords(owner.api, categories)).map(async ({ recordId }) => readRecord(categories, recordId)),
    );
    const categoryByName = new Map(copiedCategories.map((record) => [record.values.name.fr as string, record.recordId as string]));
    expect([...categoryByName.keys()].sort()).toEqual(['Bottes', 'Chaussures']);
    expect(categoryByName.get('Chaussures')).not.toBe(categoryIds.shoes);
    const items = recordsPath(destination, catalogue!.applicationId, 'items');
    const copiedItems = await Promise.all((await allRecords(owner.api, items)).map(async ({ recordId }) => readRecord(items, recordId)));
    expect(copiedItems).toHaveLength(2);
    const boot = copiedItems.find((record) => record.values.name.fr === 'Botte')!;
    expect(boot.values.categories).toEqual([categoryByName.get('Chaussures'), categoryByName.get('Bottes')]);
    expect(boot.version).toBe(1);
    expect(boot.recordId).toBe(copyId(job.jobId, 'record', itemWithFile));

    // The file: a new upload, the same bytes.
    const [photo] = boot.values.photo as { uploadId: string; url: string; name: string }[];
    expect(photo!.name).toBe('botte.png');
    expect(photo!.uploadId).not.toBe(sourceUploadId);
    // The check of the copied object's event (functions/uploads/checker.ts) keeps it: still ready a while later.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const upload = await owner.api.call('GET', `${appPath(destination, catalogue!.applicationId)}/uploads/${photo!.uploadId}`);
    expect(upload.body).toMatchObject({ status: 'ready', size: PNG.length });
    const bytes = Buffer.from(await (await fetch(photo!.url)).arrayBuffer());
    expect(bytes).toEqual(PNG);

    // A category in use in the copy cannot be deleted (its usage count came along).
    const inUse = await owner.api.call('DELETE', `${categories}/${categoryByName.get('Chaussures')}`);
    expect(inUse.status).toBe(409);

    // The speaker: version 1, one version in its history, its address still unique in the copy.
    const copiedSpeakers = recordsPath(destination, speakers!.applicationId, 'speakers');
    const [speaker] = await allRecords(owner.api, copiedSpeakers);
    const detail = (await owner.api.call('GET', `${copiedSpeakers}/${speaker!.recordId}`)).body;
    expect(detail).toMatchObject({ version: 1, values: { ___email: 'ana@example.com', company: 'Acme' } });
    expect((await owner.api.call('GET', `${copiedSpeakers}/${speaker!.recordId}/versions`)).body.items).toHaveLength(1);
    const twin = await owner.api.call('POST', copiedSpeakers, {
      values: { firstname: 'Bis', lastname: 'Lopez', ___email: 'ANA@example.com' },
    });
    expect(twin.status).toBe(409);

    // The source is unchanged.
    const sourceSpeaker = (await owner.api.call('GET', `${recordsPath(source, speakersId, 'speakers')}/${speakerId}`)).body;
    expect(sourceSpeaker.version).toBe(2);
    const sourceBoot = (await owner.api.call('GET', `${recordsPath(source, catalogueId, 'items')}/${itemWithFile}`)).body;
    expect(sourceBoot.values.categories).toEqual([categoryIds.shoes, categoryIds.boots]);
    expect(Buffer.from(await (await fetch(sourceBoot.values.photo[0].url)).arrayBuffer())).toEqual(PNG);
  }, 120_000);

  it('copies the configuration only, beside the original in its own project', async () => {
    const started = await owner.api.call('POST', '/api/copies', {
      sourceProjectId: source,
      applicationIds: [catalogueId],
      destinationProjectId: source,
      withRecords: false,
    });
    expect(started.status).toBe(202);
    const job = await finishedJob(owner.api, started.body.jobId);
    const [copy] = (job.result as { applications: Copied[] }).applications;
    expect(copy).toMatchObject({ title: 'Catalogue (copie)', slug: 'catalogue-copie' });
    const app = await owner.api.call('GET', appPath(source, copy!.applicationId));
    expect(app.body.configs.map((config: { count: number }) => config.count)).toEqual([0, 0]);
    expect(await allRecords(owner.api, recordsPath(source, copy!.applicationId, 'items'))).toEqual([]);
    expect(await partitionKeys(recordKeys.partition(copy!.applicationId))).toEqual([]);
  }, 60_000);

  it('answers 404 without a level and 403 below full, and starts nothing', async () => {
    const body = (destinationProjectId = destination) => ({
      sourceProjectId: source,
      applicationIds: [catalogueId],
      destinationProjectId,
      withRecords: true,
    });
    expect((await stranger.api.call('POST', '/api/copies', body())).status).toBe(404);
    const db = localDb();
    await writeGrant(db, { projectId: source, customerId: stranger.customerId, level: 'write', projectName: 'Salon 2026' });
    expect((await stranger.api.call('POST', '/api/copies', body())).status).toBe(403);
    await writeGrant(db, { projectId: source, customerId: stranger.customerId, level: 'full', projectName: 'Salon 2026' });
    expect((await stranger.api.call('POST', '/api/copies', body())).status).toBe(404); // no level on the destination
    await writeGrant(db, { projectId: destination, customerId: stranger.customerId, level: 'read', projectName: 'Salon 2027' });
    expect((await stranger.api.call('POST', '/api/copies', body())).status).toBe(403);
    const invalid = await owner.api.call('POST', '/api/copies', { ...body(), applicationIds: [catalogueId, catalogueId] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details[0]).toMatchObject({ field: 'applicationIds', message: 'validation.copyApplications' });
  });

  /** A job context whose checkpoint survives between runs, as the job item keeps it. */
  function context(
    saved: { checkpoints: Record<string, unknown>[]; result?: unknown },
    checkpoint?: Record<string, unknown>,
    onProgress?: () => Promise<void>,
  ): JobContext {
    return {
      remainingMs: () => 120_000,
      checkpoint,
      async progress(_done, _total, next) {
        saved.checkpoints.push(next!);
        await onProgress?.();
      },
      setResult(value) {
        saved.result = value;
      },
    };
  }

  it('in-process: a replayed step, or the whole job again, writes nothing twice', async () => {
    const job = {
      jobId: ulid(),
      type: 'copyApplications',
      ownerId: owner.customerId,
      projectId: destination,
      attempts: 1,
      input: { sourceProjectId: source, applicationIds: [catalogueId], destinationProjectId: destination, withRecords: true },
    } as unknown as JobItem;
    const saved: { checkpoints: Record<string, unknown>[]; result?: unknown } = { checkpoints: [] };
    expect(await copyApplications(job, context(saved))).toBe('done');
    const first = saved.result as { applications: Copied[] };
    const newId = copyId(job.jobId, 'application', catalogueId);
    expect(first.applications[0]!.applicationId).toBe(newId);
    const written = await partitionKeys(recordKeys.partition(newId));
    expect(written.filter((key) => key.startsWith('REC#'))).toHaveLength(4);

    // From the first page's checkpoint (a crash before the next one), then from nothing at all.
    expect(await copyApplications(job, context(saved, saved.checkpoints[0]))).toBe('done');
    expect(await copyApplications(job, context(saved))).toBe('done');
    expect(saved.result).toEqual(first);
    expect(await partitionKeys(recordKeys.partition(newId))).toEqual(written);
    const app = await owner.api.call('GET', appPath(destination, newId));
    expect(app.body.configs.map((config: { key: string; count: number }) => [config.key, config.count])).toEqual([
      ['items', 2],
      ['categories', 2],
    ]);
    const apps = (await owner.api.call('GET', `/api/projects/${destination}/applications`)).body.items as { applicationId: string }[];
    expect(apps.filter((candidate) => candidate.applicationId === newId)).toHaveLength(1);
  }, 120_000);

  it('in-process: a copy that fails after writing records leaves no application and nothing in its partition', async () => {
    const doomed = (await owner.api.call('POST', '/api/projects', { name: 'Éphémère', languages: ['fr'], type: 'conference' })).body
      .projectId as string;
    const job = {
      jobId: ulid(),
      type: 'copyApplications',
      ownerId: owner.customerId,
      projectId: doomed,
      attempts: 1,
      input: { sourceProjectId: source, applicationIds: [catalogueId], destinationProjectId: doomed, withRecords: true },
    } as unknown as JobItem;
    const newId = copyId(job.jobId, 'application', catalogueId);
    const saved: { checkpoints: Record<string, unknown>[]; result?: unknown } = { checkpoints: [] };
    // The destination is deleted once the first page of records is written.
    let deleted = false;
    const run = copyApplications(
      job,
      context(saved, undefined, async () => {
        if (deleted) return;
        deleted = true;
        expect(await partitionKeys(recordKeys.partition(newId))).not.toEqual([]);
        expect((await owner.api.call('DELETE', `/api/projects/${doomed}`)).status).toBe(204);
      }),
    );
    await expect(run).rejects.toMatchObject({ code: 'destinationGone' });
    // What the worker does once the job is marked failed.
    await copyFailed(job);
    const purged = async () => ((await partitionKeys(recordKeys.partition(newId))).length === 0 ? true : undefined);
    await until('the partial copy purged', purged, 30_000);
    expect((await owner.api.call('GET', appPath(doomed, newId))).status).toBe(404);
  }, 120_000);
});
