import * as v from 'valibot';
import type { Language } from '../../../shared/constants';
import type { ExportResult } from '../../../shared/schemas/exports';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure } from '../../lib/jobs';
import type * as BulkObjects from '../../lib/storage/bulk-objects';
import { MIN_PART_BYTES } from '../../lib/storage/bulk-objects';
import { csvColumns } from '../csv/columns';
import type { CellContext } from '../csv/write-cell';
import { Checkpoint, CONTENT_TYPES, EXTENSIONS, JobInput, type Position, START } from './job-state';
import { categoryLabels, type ReadDeps, readPage } from './reader';
import { type ExportWriter, exportWriter } from './writer';

/**
 * The `exportRecords` runner (docs/jobs.md): reads the chosen records page by page and writes the file to the uploads
 * bucket as a multipart upload, so that its memory stays constant whatever the number of records; resumable from the
 * last part written (its checkpoint).
 */

export interface RunDeps extends ReadDeps {
  readonly objects: Pick<
    typeof BulkObjects,
    'createMultipartUpload' | 'uploadPart' | 'completeMultipartUpload' | 'abortMultipartUpload' | 'putObject' | 'exportKeys'
  >;
  /** Bytes gathered before a part is sent. */
  readonly partBytes: number;
}

/**
 * Records read per Query: DynamoDB stops a page at 1 MB whatever the limit (no filter here), so memory stays bounded
 * by that, and records of a few KB come a thousand at a time.
 */
const PAGE_RECORDS = 1_000;

/** Progress is saved at most this often between parts (each save is a write). */
const PROGRESS_EVERY_MS = 500;
/** Time kept for sending a part and completing the upload before an invocation must end. */
const RESERVE_MS = 15_000;

/** How far the job is: the index in a selection, else the records written (at most the element's count). */
type ProgressOf = (position: Position | undefined, rows: number) => number;

/**
 * The file being written: the text since the last part (pieces, encoded when a part is sent), and the checkpoint of the
 * parts sent (read by the caller when something fails).
 */
function exportFile(
  objects: RunDeps['objects'],
  ctx: JobContext,
  file: { readonly key: string; readonly contentType: string; readonly total: number; readonly progressOf: ProgressOf },
  saved: Checkpoint,
) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let state = saved;
  const take = () => {
    const body = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    return body;
  };
  return {
    get state() {
      return state;
    },
    get pendingBytes() {
      return pendingBytes;
    },
    append(text: string) {
      if (!text) return;
      const bytes = Buffer.from(text, 'utf8');
      pending.push(bytes);
      pendingBytes += bytes.length;
    },
    /** Sends what is pending as the next part, and saves where the file stands. */
    async sendPart(position: Position | undefined, rows: number) {
      let uploadId = state.uploadId;
      if (!uploadId) {
        uploadId = await objects.createMultipartUpload(file.key, file.contentType);
        // Saved at once: a crash from here on resumes this upload (or aborts it), never leaves it unknown.
        state = { ...state, uploadId };
        await ctx.progress(file.progressOf(state.position, state.rows), file.total, state);
      }
      const partNumber = state.parts.length + 1;
      const body = take();
      const etag = await objects.uploadPart(file.key, uploadId, partNumber, body);
      state = {
        uploadId,
        parts: [...state.parts, { partNumber, etag }],
        position: position ?? { end: true },
        rows,
        bytes: state.bytes + body.length,
      };
      await ctx.progress(file.progressOf(position, rows), Math.max(file.total, rows), state);
    },
    /** The end: the last part and the completion, or one PUT for a file smaller than a part. Returns the file's size. */
    async finish(): Promise<number> {
      const body = take();
      if (state.uploadId && (state.parts.length > 0 || body.length > 0)) {
        const parts = [...state.parts];
        if (body.length > 0 || parts.length === 0) {
          parts.push({ partNumber: parts.length + 1, etag: await objects.uploadPart(file.key, state.uploadId, parts.length + 1, body) });
        }
        await objects.completeMultipartUpload(file.key, state.uploadId, parts);
        return state.bytes + body.length;
      }
      if (state.uploadId) await objects.abortMultipartUpload(file.key, state.uploadId);
      await objects.putObject(file.key, body, file.contentType);
      return body.length;
    },
  };
}
type ExportFile = ReturnType<typeof exportFile>;

/**
 * Writes the pages from `position` on, a part whenever enough is pending; 'continue' when the invocation must end (what
 * follows the last part is read again), else the rows written.
 */
async function writePages(
  deps: RunDeps,
  ctx: JobContext,
  input: JobInput,
  count: number,
  writer: ExportWriter,
  out: ExportFile,
  progress: { readonly total: number; readonly of: ProgressOf },
): Promise<number | 'continue'> {
  let position: Position | undefined = out.state.position.end ? undefined : out.state.position;
  let rows = out.state.rows;
  let lastProgress = Date.now();
  if (rows === 0 && out.state.parts.length === 0) out.append(writer.head());
  // One page is read ahead while the previous one is written (its outcome is awaited, or dropped on a continuation).
  const readAhead = (from: Position | undefined) => {
    if (!from) return undefined;
    const read = readPage(deps, input, from, count);
    read.catch(() => undefined);
    return read;
  };
  let ahead = readAhead(position);
  while (position && ahead) {
    if (ctx.remainingMs() < RESERVE_MS) return 'continue';
    const page = await ahead;
    position = page.next;
    ahead = readAhead(position);
    // One text per page, encoded once.
    out.append(page.records.map((record) => writer.record(record, rows++)).join(''));
    if (!position) out.append(writer.tail(rows));
    if (out.pendingBytes >= deps.partBytes) {
      await out.sendPart(position, rows);
    } else if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      await ctx.progress(progress.of(position, rows), Math.max(progress.total, rows));
    }
  }
  return rows;
}

async function runExport(deps: RunDeps, job: JobItem, ctx: JobContext): Promise<'done' | 'continue'> {
  const parsed = v.safeParse(JobInput, job.input);
  if (!parsed.success) throw new JobFailure('invalidInput', 'This export names no valid element or records.');
  const input = parsed.output;
  const key = deps.objects.exportKeys.file(job.projectId, input.applicationId, job.jobId, EXTENSIONS[input.format]);
  const saved = v.safeParse(Checkpoint, ctx.checkpoint ?? START);
  const state: Checkpoint = saved.success ? saved.output : START;
  const result = (rows: number, bytes: number): ExportResult => ({ format: input.format, rows, bytes, fileName: input.fileName });
  if (state.completed) {
    ctx.setResult(result(state.rows, state.bytes));
    return 'done';
  }

  const config = await deps.applications.elementConfig(job.projectId, input.applicationId, input.element);
  if (!config) {
    if (state.uploadId) await deps.objects.abortMultipartUpload(key, state.uploadId);
    throw new JobFailure('elementGone', 'The element no longer exists.');
  }
  const languages = config.languages as readonly Language[];
  const columns = input.format === 'csv' ? csvColumns(config.form, languages, input.fields) : [];
  const cells: CellContext = { languages, categoryLabel: await categoryLabels(deps, job.projectId, input, columns, languages) };
  const writer = exportWriter(job, input, config.form, languages, cells);
  const total = input.records.kind === 'selection' ? input.records.ids.length : config.count;
  const selected = input.records.kind === 'selection' ? input.records.ids.length : undefined;
  const progressOf: ProgressOf = (position, rows) => (selected !== undefined ? (position?.index ?? selected) : Math.min(rows, total));
  const out = exportFile(deps.objects, ctx, { key, contentType: CONTENT_TYPES[input.format], total, progressOf }, state);

  try {
    const rows = await writePages(deps, ctx, input, config.count, writer, out, { total, of: progressOf });
    if (rows === 'continue') return 'continue';
    const bytes = await out.finish();
    const done = { ...START, rows, bytes, completed: true };
    await ctx.progress(Math.max(total, rows), Math.max(total, rows), done);
    ctx.setResult(result(rows, bytes));
    return 'done';
  } catch (error) {
    const { uploadId } = out.state;
    // The upload vanished (completed by a run whose end was lost, or aborted): the file is written again.
    if (uploadId && error instanceof Error && error.name === 'NoSuchUpload') {
      await ctx.progress(0, total, { ...START });
      return 'continue';
    }
    if (error instanceof JobFailure && uploadId) await deps.objects.abortMultipartUpload(key, uploadId);
    throw error;
  }
}

/** What the runner is built from: RunDeps, with the page and part sizes of production unless given (tests use less). */
export interface ExportRunnerDeps extends Omit<RunDeps, 'pageRecords' | 'partBytes'> {
  /** Records per Query (PAGE_RECORDS). */
  readonly pageRecords?: number;
  /** Bytes gathered before a part is sent (S3's 5 MB minimum). */
  readonly partBytes?: number;
}

/** The `exportRecords` runner: resumable from the last part written (docs/jobs.md). */
export function exportRunner(deps: ExportRunnerDeps) {
  const runDeps = { ...deps, partBytes: deps.partBytes ?? MIN_PART_BYTES, pageRecords: deps.pageRecords ?? PAGE_RECORDS };
  return (job: JobItem, ctx: JobContext): Promise<'done' | 'continue'> => runExport(runDeps, job, ctx);
}
