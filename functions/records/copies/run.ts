import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { CopyResult } from '../../../shared/schemas/copies';
import type { ApplicationsService } from '../../applications/service';
import { backoff } from '../../lib/backoff';
import { config } from '../../lib/config';
import { getKeys } from '../../lib/db/batch';
import { documentClient } from '../../lib/db/client';
import { RecordEntity } from '../../lib/db/entities/records';
import { UploadEntity } from '../../lib/db/entities/uploads';
import { recordKeys, uploadKeys } from '../../lib/db/keys';
import { table } from '../../lib/db/table';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure, type JobRunner } from '../../lib/jobs';
import { copyObject, type FilePart, fileKeys, markAttached } from '../../lib/storage/uploads-bucket';
import { type Action, recordWriteItems, type StoredRecord } from '../record-items';
import { type RecordElement, savedRecord } from '../saved-record';
import { copyId } from './ids';
import { copiedValues, uploadIdsOf } from './values';

/**
 * The `copyApplications` job (docs/jobs.md, "copyApplications"): each source application becomes a new
 * application of the destination project, with its records and their files when asked.
 *
 * Crash safety (docs/architecture.md, "Domain designs"): every new id is derived from (job, source id) (./ids.ts), so a replayed
 * step writes the very same items. Per application, the records (with their version 1, e-mail guard, list rows and
 * files) are written first into the new application's partitions, a page at a time with a checkpoint after each page;
 * nothing shows them while no application item exists. Last, one transaction creates the application item, its slug,
 * element configurations and counters with the counts copied: the copy appears whole or not at all. A job that fails
 * starts the purge of every partition it wrote whose application was not created (`copyFailed`).
 */

interface CopyInput {
  readonly sourceProjectId: string;
  readonly applicationIds: readonly string[];
  readonly destinationProjectId: string;
  readonly withRecords: boolean;
}

interface Checkpoint extends Record<string, unknown> {
  /** Index of the application being copied, of its element, and where the next page of that element's records starts. */
  readonly app: number;
  readonly element: number;
  readonly cursor?: Record<string, unknown>;
  /** Records written for the application being copied, per element (its counters), and of which sample data. */
  readonly counts: Record<string, number>;
  readonly samples: Record<string, number>;
  readonly done: number;
  readonly total: number;
  readonly results: CopyResult['applications'][number][];
}

interface CopyDeps {
  /** Applications as stored: the sources, the destination's languages, whether a copy exists. */
  readonly applications: Pick<ApplicationsService, 'stored' | 'languagesOf' | 'exists'>;
  /** The creation of each copy (the job's last step). */
  readonly copies: Pick<ApplicationsService, 'createCopy'>;
  readonly startJob: (job: {
    type: 'purgeApplication';
    ownerId: string;
    projectId: string;
    input: Record<string, unknown>;
  }) => Promise<string>;
}

/** Records read (and written) per page: one checkpoint each. */
const PAGE = 100;
/** Below this much time left, the job continues in a fresh invocation (a page takes well under it). */
const RESERVE_MS = 20_000;
const BATCH = 25;
const BATCH_ROUNDS = 8;

/**
 * Puts raw items, 25 at a time, retrying unprocessed ones with backoff (docs/data-model.md, as lib/db/batch.ts deletes
 * keys). A put of the same item again changes nothing. The items are those of transaction actions (`itemOf`), of several
 * entities: toolbox's batch write would parse each again and retries without backoff.
 */
async function putItems(items: readonly Record<string, unknown>[]): Promise<void> {
  const tableName = config().tableName;
  for (let start = 0; start < items.length; start += BATCH) {
    let pending = items.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round === BATCH_ROUNDS) throw new Error(`${pending.length} puts left unprocessed after ${BATCH_ROUNDS} rounds`);
      if (round > 0) await backoff(round, 50);
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    }
  }
}

/** The item a transaction's Put would write (with the entity's keys and attributes), to write it in a batch instead. */
const itemOf = (action: Action): Record<string, unknown> => {
  const params = (action as unknown as { params(): { Put?: { Item?: Record<string, unknown> } } }).params();
  if (!params.Put?.Item) throw new Error('Only puts are copied');
  return params.Put.Item;
};

async function recordPage(applicationId: string, elementKey: string, cursor: Record<string, unknown> | undefined) {
  const page = await table
    .build(QueryCommand)
    .entities(RecordEntity)
    .query({ partition: recordKeys.partition(applicationId), range: { beginsWith: recordKeys.records(elementKey) } })
    .options({ consistent: true, limit: PAGE, ...(cursor ? { exclusiveStartKey: cursor as never } : {}) })
    .send();
  return { items: (page.Items ?? []) as unknown as StoredRecord[], cursor: page.LastEvaluatedKey as Record<string, unknown> | undefined };
}

/** The element a page is copied into (its configuration is version 1 in the copy), and where it comes from. */
interface Target extends RecordElement {
  readonly jobId: string;
  readonly sourceProjectId: string;
  readonly sourceApplicationId: string;
}

/**
 * Copies one page of records: each as a new record at version 1 (its version item, e-mail guard and list rows), its
 * attached files (a new Upload item held by the new record, then the objects). Idempotent: the same page writes the same
 * items and objects again.
 */
async function copyPage(target: Target, records: readonly StoredRecord[]): Promise<void> {
  const idOf = (kind: 'record' | 'upload', sourceId: string) => copyId(target.jobId, kind, sourceId);
  const items: Record<string, unknown>[] = [];

  // The files first: each attached upload the page's records name (a new Upload item held by the new record).
  const wantedUploads = new Map<string, string>(); // source upload id → source record id
  for (const source of records) {
    for (const uploadId of uploadIdsOf(target.form, source.values)) wantedUploads.set(uploadId, source.recordId);
  }
  const copiedUploads = new Set<string>();
  const copies: { from: string; to: string }[] = [];
  const uploadIds = [...wantedUploads.keys()];
  for (let start = 0; start < uploadIds.length; start += 100) {
    const found = await getKeys(
      uploadIds
        .slice(start, start + 100)
        .map((uploadId) => ({ PK: recordKeys.partition(target.sourceApplicationId), SK: uploadKeys.upload(uploadId) })),
    );
    for (const raw of found) {
      const source = raw as Record<string, unknown> & { uploadId: string; recordId?: string; status: string; preview?: boolean };
      // Only a file its record holds (a pending or replaced one is not the record's).
      if (source.status !== 'ready' || !source.recordId || source.recordId !== wantedUploads.get(source.uploadId)) continue;
      copiedUploads.add(source.uploadId);
      const uploadId = idOf('upload', source.uploadId);
      const { PK: _pk, SK: _sk, _et, linkId: _link, expiresAt: _expires, ...rest } = source as Record<string, unknown>;
      items.push(
        itemOf(
          UploadEntity.build(PutTransaction).item({
            ...rest,
            applicationId: target.applicationId,
            uploadId,
            projectId: target.projectId,
            recordId: idOf('record', source.recordId),
          } as never),
        ),
      );
      const parts: FilePart[] = source.preview ? ['original', 'preview'] : ['original'];
      for (const part of parts) {
        copies.push({
          from: fileKeys.file(target.sourceProjectId, target.sourceApplicationId, source.uploadId, part),
          to: fileKeys.file(target.projectId, target.applicationId, uploadId, part),
        });
      }
    }
  }

  for (const source of records) {
    // A file reference whose upload is not copied (not the record's) is left out rather than left dangling.
    const values = copiedValues(target.form, source.values, idOf, (uploadId) => copiedUploads.has(uploadId));
    const saved = savedRecord(target, {
      recordId: idOf('record', source.recordId),
      values,
      by: source.updatedBy,
      at: source.updatedAt,
      created: { by: source.createdBy, at: source.createdAt },
      // Every record pointing at a category is copied too: the category keeps its count of users.
      usedBy: source.usedBy,
      sample: source.sample,
    });
    const write = recordWriteItems({ projectId: target.projectId, ...saved }, { counter: false, refs: false });
    items.push(...write.map(({ action }) => itemOf(action)));
  }

  // The items first: the object event's check (functions/uploads/checker.ts) finds the upload ready, with the ETag the
  // copy keeps, and leaves the object alone.
  await putItems(items);
  const copied: string[] = [];
  for (let start = 0; start < copies.length; start += 8) {
    await Promise.all(
      copies.slice(start, start + 8).map(async ({ from, to }) => {
        if (await copyObject(from, to)) copied.push(to);
      }),
    );
  }
  // CopyObject's tagging directive is not honoured everywhere (s3rver): tag them attached explicitly.
  if (copied.length) await markAttached(copied);
}

/** The copies' ids of a job: the applications it creates, in the order asked. */
const copiedApplicationIds = (jobId: string, input: CopyInput): string[] =>
  input.applicationIds.map((applicationId) => copyId(jobId, 'application', applicationId));

function readInput(job: JobItem): CopyInput {
  const input = job.input as Partial<CopyInput>;
  if (
    typeof input.sourceProjectId !== 'string' ||
    typeof input.destinationProjectId !== 'string' ||
    !Array.isArray(input.applicationIds) ||
    typeof input.withRecords !== 'boolean'
  ) {
    throw new JobFailure('invalidInput', 'This copy names no valid applications.');
  }
  return input as CopyInput;
}

export function copyRunners(deps: CopyDeps) {
  const { applications, copies } = deps;

  async function start(input: CopyInput): Promise<Checkpoint> {
    let total = 0;
    if (input.withRecords) {
      for (const applicationId of input.applicationIds) {
        const source = await applications.stored(input.sourceProjectId, applicationId);
        total += Object.values(source?.counts ?? {}).reduce((sum, count) => sum + count, 0);
      }
    }
    return { app: 0, element: 0, counts: {}, samples: {}, done: 0, total, results: [] };
  }

  const copyApplications: JobRunner = async (job, ctx: JobContext) => {
    const input = readInput(job);
    let checkpoint = (ctx.checkpoint as Checkpoint | undefined) ?? (await start(input));
    while (checkpoint.app < input.applicationIds.length) {
      const sourceApplicationId = input.applicationIds[checkpoint.app]!;
      const applicationId = copyId(job.jobId, 'application', sourceApplicationId);
      const source = await applications.stored(input.sourceProjectId, sourceApplicationId);
      if (!source) throw new JobFailure('sourceGone', 'An application to copy was deleted during the copy.');
      const languages = await applications.languagesOf(input.destinationProjectId);
      if (!languages) throw new JobFailure('destinationGone', 'The destination project was deleted during the copy.');

      while (input.withRecords && checkpoint.element < source.elements.length) {
        if (ctx.remainingMs() < RESERVE_MS) return 'continue'; // the checkpoint of the last page is saved
        const element = source.elements[checkpoint.element]!;
        const page = await recordPage(sourceApplicationId, element.key, checkpoint.cursor);
        await copyPage(
          {
            jobId: job.jobId,
            sourceProjectId: input.sourceProjectId,
            sourceApplicationId,
            projectId: input.destinationProjectId,
            applicationId,
            elementKey: element.key,
            form: element.form,
            table: element.table,
            languages,
            indexVersion: 1,
          },
          page.items,
        );
        const samples = page.items.filter((record) => record.sample).length;
        const { cursor: _cursor, ...rest } = checkpoint;
        checkpoint = {
          ...rest,
          counts: { ...checkpoint.counts, [element.key]: (checkpoint.counts[element.key] ?? 0) + page.items.length },
          samples: { ...checkpoint.samples, [element.key]: (checkpoint.samples[element.key] ?? 0) + samples },
          done: checkpoint.done + page.items.length,
          // A source that grew during the copy: the total follows what was copied.
          total: Math.max(checkpoint.total, checkpoint.done + page.items.length),
          ...(page.cursor ? { cursor: page.cursor } : { element: checkpoint.element + 1 }),
        };
        await ctx.progress(checkpoint.done, checkpoint.total, checkpoint);
      }

      const created = await copies.createCopy(
        input.destinationProjectId,
        source,
        { applicationId, counts: checkpoint.counts, samples: checkpoint.samples },
        new Date(),
      );
      if (!created) throw new JobFailure('destinationGone', 'The destination project was deleted during the copy.');
      checkpoint = {
        app: checkpoint.app + 1,
        element: 0,
        counts: {},
        samples: {},
        done: checkpoint.done,
        total: checkpoint.total,
        results: [...checkpoint.results, { sourceApplicationId, ...created }],
      };
      await ctx.progress(checkpoint.done, checkpoint.total, checkpoint);
    }
    ctx.setResult({ applications: checkpoint.results } satisfies CopyResult);
    return 'done';
  };

  /**
   * After a failed copy: the partitions of every copy whose application was not created are purged by a
   * `purgeApplication` job each (resumable; it refuses to purge an application that exists). Whole copies stay.
   */
  async function copyFailed(job: JobItem): Promise<void> {
    const input = job.input as Partial<CopyInput>;
    if (!Array.isArray(input.applicationIds) || typeof input.destinationProjectId !== 'string') return;
    const projectId = input.destinationProjectId;
    for (const applicationId of copiedApplicationIds(job.jobId, input as CopyInput)) {
      if (await applications.exists(projectId, applicationId)) continue;
      await deps.startJob({ type: 'purgeApplication', ownerId: job.ownerId, projectId, input: { applicationId } });
    }
  }

  return { copyApplications, copyFailed };
}
