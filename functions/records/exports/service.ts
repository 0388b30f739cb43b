import * as v from 'valibot';
import { type Language, LANGUAGES } from '../../../shared/constants';
import type { FormConfig } from '../../../shared/schemas/builder';
import {
  EXPORT_FORMATS,
  EXPORT_KEEP_HOURS,
  EXPORT_LINK_SECONDS,
  type ExportDownload,
  type ExportFormat,
  type ExportResult,
  type ExportScope,
  VCARD_PROPERTIES,
  type VcardMapping,
} from '../../../shared/schemas/exports';
import type { FieldIssue } from '../../../shared/errors';
import { defaultVcardMapping, hasPeople } from '../../../shared/vcard-mapping';
import type { ApplicationsService } from '../../applications/service';
import { AppError, NotFound, Validation } from '../../lib/errors';
import type { Caller } from '../../lib/http/route';
import type { JobItem } from '../../lib/job-store';
import { type JobContext, JobFailure, type startJob } from '../../lib/jobs';
import type { MIN_PART_BYTES } from '../../lib/storage/bulk-objects';
import type * as BulkObjects from '../../lib/storage/bulk-objects';
import { type CsvColumn, csvColumns } from '../csv/columns';
import { type CellContext, categoryNames, cellText } from '../csv/write-cell';
import { csvHeader, csvLine } from '../csv/write-csv';
import { foldText } from '../../../shared/fold-text';
import type * as Repository from '../repository';
import { type IdRange, restOf, splitRange } from './id-ranges';
import type { ExportedRecord } from './source';
import type * as Source from './source';
import { personOf, vcard } from './vcard';

/**
 * Exports and vCards (issue 12; docs/api.md, "Export and vCards"). `start` checks the request and starts an
 * `exportRecords` job; the job (`run`) reads the chosen records page by page and writes the file to the uploads bucket
 * as a multipart upload, so that its memory stays constant whatever the number of records; `download` answers a
 * short-lived link once the job succeeded.
 */
export interface ExportsDeps {
  readonly applications: Pick<ApplicationsService, 'elementAccess' | 'elementConfig'>;
  /** The list rows (a search reads them as records.list does). */
  readonly repository: Pick<typeof Repository, 'queryRows'>;
  readonly source: typeof Source;
  readonly objects: Pick<
    typeof BulkObjects,
    | 'createMultipartUpload'
    | 'uploadPart'
    | 'completeMultipartUpload'
    | 'abortMultipartUpload'
    | 'putObject'
    | 'presignDownload'
    | 'exportKeys'
  >;
  readonly startJob: typeof startJob;
  readonly getJob: (jobId: string) => Promise<JobItem | undefined>;
  /** Records per Query (PAGE_RECORDS; tests use less). */
  readonly pageRecords?: number;
  /** Bytes gathered before a part is sent (S3's 5 MB minimum; tests use less). */
  readonly partBytes?: typeof MIN_PART_BYTES | number;
}

interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

export interface StartExportInput extends ElementRef {
  readonly format: ExportFormat;
  readonly fields?: readonly string[] | undefined;
  readonly records: ExportScope;
  readonly vcard?: VcardMapping | undefined;
  readonly language?: Language | undefined;
}

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', json: 'json', vcard: 'vcf' };
const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  vcard: 'text/vcard; charset=utf-8',
};

/**
 * Records read per Query: DynamoDB stops a page at 1 MB whatever the limit (no filter here), so memory stays bounded
 * by that, and records of a few KB come a thousand at a time.
 */
const PAGE_RECORDS = 1_000;
/** `all`: ranges of ids read together, each cut for about half a page of records, at most MAX_RANGES at first. */
const PARALLEL_RANGES = 4;
const MAX_RANGES = 256;
/** List rows a search reads per Query (the filter keeps the matching ones). */
const SEARCH_ROWS = 500;
/** BatchGetItem takes at most 100 keys. */
const BATCH_IDS = 100;
/** Categories read to name category cells; past this many, cells hold ids (which the import reads as well). */
const MAX_CATEGORIES = 10_000;
/** Progress is saved at most this often between parts (each save is a write). */
const PROGRESS_EVERY_MS = 500;
/** Time kept for sending a part and completing the upload before an invocation must end. */
const RESERVE_MS = 15_000;

/** What the job's input holds (checked again when the job runs: a job item is data like any other). */
const JobInput = v.object({
  applicationId: v.string(),
  element: v.string(),
  format: v.picklist(EXPORT_FORMATS),
  fields: v.array(v.string()),
  records: v.variant('kind', [
    v.object({ kind: v.literal('all') }),
    v.object({ kind: v.literal('search'), q: v.string(), column: v.string() }),
    v.object({ kind: v.literal('selection'), ids: v.array(v.string()) }),
  ]),
  mapping: v.record(v.string(), v.string()),
  language: v.picklist(LANGUAGES),
  fileName: v.string(),
});
type JobInput = v.InferOutput<typeof JobInput>;

/** Where the reading stands: the sort key after which the next page starts, or the next index of a selection. */
const Position = v.object({
  after: v.optional(v.string()),
  index: v.optional(v.number()),
  /** `all`: the id ranges left to read, in order. */
  ranges: v.optional(v.array(v.object({ lo: v.string(), hi: v.string(), after: v.optional(v.string()) }))),
  end: v.optional(v.boolean()),
});
type Position = v.InferOutput<typeof Position>;

/** The state saved after each part: the file up to `position` is in `parts` (nothing is held in memory across it). */
const Checkpoint = v.object({
  uploadId: v.optional(v.string()),
  parts: v.array(v.object({ partNumber: v.number(), etag: v.string() })),
  position: Position,
  rows: v.number(),
  bytes: v.number(),
  /** The object is written: only the result is left to give. */
  completed: v.optional(v.boolean()),
});
type Checkpoint = v.InferOutput<typeof Checkpoint>;

const START: Checkpoint = { parts: [], position: {}, rows: 0, bytes: 0 };

/** A file name people recognise: the element's name and the day (`Intervenants-2026-11-25.csv`), nothing a file system refuses. */
export function exportFileName(name: string, now: Date, format: ExportFormat): string {
  const safe =
    name
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a file name.
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'export';
  return `${safe}-${now.toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
}

export function exportsService(deps: ExportsDeps) {
  const { applications, repository, source, objects } = deps;
  const partBytes = deps.partBytes ?? 5 * 1024 * 1024;
  const pageRecords = deps.pageRecords ?? PAGE_RECORDS;

  /** The element at the wanted level (none → 404, too low → 403), with its project languages. */
  async function elementFor(caller: Caller, ref: ElementRef) {
    const { access, app, element } = await applications.elementAccess(caller, ref, 'read');
    return { app, element, languages: access.project.languages as readonly Language[] };
  }

  /** The fields of a CSV or JSON export: as asked (each known, once), or the whole form. */
  function chosenFields(form: FormConfig, fields: readonly string[] | undefined): string[] {
    if (!fields) return form.fields.map((field) => field.key);
    const known = new Set(form.fields.map((field) => field.key));
    const issues: FieldIssue[] = [];
    if (fields.some((key) => !known.has(key))) issues.push({ field: 'fields', message: 'validation.unknownField' });
    else if (new Set(fields).size !== fields.length) issues.push({ field: 'fields', message: 'validation.duplicateKey' });
    if (issues.length) throw new Validation(issues);
    return [...fields];
  }

  /** The vCard mapping: as asked (each field known), or the defaults; the element must hold people. */
  function chosenMapping(form: FormConfig, mapping: VcardMapping | undefined): Record<string, string> {
    const used = mapping ?? defaultVcardMapping(form);
    const known = new Set(form.fields.map((field) => field.key));
    const issues: FieldIssue[] = [];
    for (const property of VCARD_PROPERTIES) {
      const key = used[property];
      if (key !== undefined && !known.has(key)) issues.push({ field: `vcard.${property}`, message: 'validation.unknownField' });
    }
    if (issues.length) throw new Validation(issues);
    // The mapping must name who the cards are about (the web offers vCards only where `hasPeople` holds).
    if (!hasPeople(form, used)) throw new Validation([{ field: 'vcard', message: 'validation.required' }]);
    return Object.fromEntries(Object.entries(used).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }

  /** The sort column of the list (records.list's default): a search exports in the list's order. */
  const listColumn = (form: FormConfig, columns: readonly string[]) =>
    columns.find((column) => form.fields.some((field) => field.key === column)) ?? '__createdAt';

  /**
   * `all`: the pages of the first ranges, read together; their records in order up to the first range that has more
   * (the pages after it are read again later). The first call cuts the element's ids in ranges of about a page.
   */
  async function readRanges(input: JobInput, position: Position, count: number) {
    const { applicationId, element } = input;
    let ranges: IdRange[] | undefined = position.ranges;
    if (!ranges) {
      const bounds = await source.recordIdBounds(applicationId, element);
      if (!bounds) return { records: [], next: undefined };
      ranges = splitRange(bounds.first, bounds.last, Math.min(MAX_RANGES, Math.ceil((count * 2) / pageRecords)));
    }
    const reading = ranges.slice(0, PARALLEL_RANGES);
    const pages = await Promise.all(
      reading.map((range) => source.recordsPage(applicationId, element, range.after, pageRecords, { lo: range.lo, hi: range.hi })),
    );
    const records: ExportedRecord[] = [];
    let rest: IdRange[] = ranges.slice(reading.length);
    for (const [index, page] of pages.entries()) {
      records.push(...page.items);
      const last = page.items.at(-1);
      if (page.next && last) {
        rest = [...restOf(reading[index]!, page.next, last.recordId), ...ranges.slice(index + 1)];
        break;
      }
    }
    return { records, next: rest.length ? { ranges: rest } : undefined };
  }

  async function readPage(
    input: JobInput,
    position: Position,
    count: number,
  ): Promise<{ records: ExportedRecord[]; next: Position | undefined }> {
    const { applicationId, element } = input;
    const scope = input.records;
    switch (scope.kind) {
      case 'all':
        return readRanges(input, position, count);
      case 'search': {
        const page = await repository.queryRows({
          applicationId,
          elementKey: element,
          column: scope.column,
          descending: false,
          ...(position.after ? { after: position.after } : {}),
          limit: SEARCH_ROWS,
          contains: scope.q,
        });
        const ids = page.rows.map((row) => row.recordId);
        const records: ExportedRecord[] = [];
        for (let start = 0; start < ids.length; start += BATCH_IDS) {
          records.push(...(await source.recordsByIds(applicationId, element, ids.slice(start, start + BATCH_IDS))));
        }
        return { records, next: page.lastKey ? { after: page.lastKey } : undefined };
      }
      case 'selection': {
        const index = position.index ?? 0;
        const ids = scope.ids.slice(index, index + BATCH_IDS);
        const records = await source.recordsByIds(applicationId, element, ids);
        const next = index + BATCH_IDS;
        return { records, next: next < scope.ids.length ? { index: next } : undefined };
      }
    }
  }

  /** The names category cells are written with, per category element the exported fields use. */
  async function categoryLabels(projectId: string, input: JobInput, columns: readonly CsvColumn[], languages: readonly Language[]) {
    const elements = [...new Set(columns.map((column) => column.field.categoryElement).filter((key): key is string => !!key))];
    const byElement = new Map<string, Map<string, string>>();
    for (const element of elements) {
      const config = await applications.elementConfig(projectId, input.applicationId, element);
      if (!config || config.count > MAX_CATEGORIES) continue;
      const records: ExportedRecord[] = [];
      let after: string | undefined;
      do {
        const page = await source.recordsPage(input.applicationId, element, after, pageRecords);
        records.push(...page.items);
        after = page.next;
      } while (after && records.length <= MAX_CATEGORIES);
      byElement.set(element, categoryNames(config.form, records, languages, foldText));
    }
    return (element: string, id: string) => byElement.get(element)?.get(id);
  }

  /** Writes records as the format asks; `first` says whether a record was written before (JSON's commas). */
  function makeWriter(job: JobItem, input: JobInput, form: FormConfig, languages: readonly Language[], cells: CellContext) {
    const fieldsByKey = new Map(form.fields.map((field) => [field.key, field]));
    switch (input.format) {
      case 'csv': {
        const columns = csvColumns(form, languages, input.fields);
        return {
          head: () => csvHeader(columns.map((column) => column.name)),
          record: (record: ExportedRecord) => csvLine(columns.map((column) => cellText(column, record.values[column.field.key], cells))),
          tail: () => '',
        };
      }
      case 'json': {
        const fields = input.fields.map((key) => fieldsByKey.get(key)).filter((field) => field !== undefined);
        return {
          head: () => '[',
          record: (record: ExportedRecord, index: number) => {
            const values: Record<string, unknown> = {};
            for (const field of fields) {
              if (!(field.key in record.values)) continue;
              const value = record.values[field.key];
              values[field.key] =
                (field.type === 'file' || field.type === 'gallery') && Array.isArray(value)
                  ? value.map((file) => (file as { name?: unknown })?.name).filter((name) => typeof name === 'string')
                  : value;
            }
            const { recordId, createdAt, updatedAt, version } = record;
            return `${index === 0 ? '' : ','}\n${JSON.stringify({ recordId, createdAt, updatedAt, version, values })}`;
          },
          tail: (rows: number) => (rows === 0 ? ']\n' : '\n]\n'),
        };
      }
      case 'vcard': {
        const scope = {
          projectId: job.projectId,
          applicationId: input.applicationId,
          form,
          mapping: input.mapping as VcardMapping,
          language: input.language,
          languages,
        };
        return { head: () => '', record: (record: ExportedRecord) => vcard(personOf(record, scope)), tail: () => '' };
      }
    }
  }

  const service = {
    async start(caller: Caller, input: StartExportInput, now: Date): Promise<{ jobId: string }> {
      const { app, element, languages } = await elementFor(caller, input);
      const { form, table } = element;
      const language = input.language ?? languages[0]!;
      if (!languages.includes(language)) throw new Validation([{ field: 'language', message: 'validation.invalid' }]);
      const fields = input.format === 'vcard' ? [] : chosenFields(form, input.fields);
      const mapping = input.format === 'vcard' ? chosenMapping(form, input.vcard) : {};
      const scope = input.records;
      const records: JobInput['records'] =
        scope.kind === 'search'
          ? { kind: 'search', q: foldText(scope.q), column: listColumn(form, table.columns) }
          : scope.kind === 'selection'
            ? { kind: 'selection', ids: [...new Set(scope.ids)] }
            : { kind: 'all' };
      const name = (element as { name?: Partial<Record<string, string>> }).name;
      const label = languages.map((lang) => name?.[lang]).find(Boolean) ?? Object.values(name ?? {}).find(Boolean) ?? element.key;
      const jobInput: JobInput = {
        applicationId: app.applicationId,
        element: element.key,
        format: input.format,
        fields,
        records,
        mapping,
        language,
        fileName: exportFileName(label, now, input.format),
      };
      const jobId = await deps.startJob(
        { type: 'exportRecords', ownerId: caller.customerId, projectId: input.projectId, input: jobInput },
        now,
      );
      return { jobId };
    },

    async download(caller: Caller, input: ElementRef & { jobId: string }, now: Date): Promise<ExportDownload> {
      const { app, element } = await elementFor(caller, input);
      const job = await deps.getJob(input.jobId);
      const gone = () => new NotFound('No such export.');
      if (
        job?.type !== 'exportRecords' ||
        job.projectId !== input.projectId ||
        job.input.applicationId !== app.applicationId ||
        job.input.element !== element.key
      ) {
        throw gone();
      }
      if (job.status === 'queued' || job.status === 'running') {
        throw new AppError(409, 'EXPORT_NOT_READY', 'The export is not written yet.');
      }
      // A failed export has no file; a file is deleted by the bucket's lifecycle rule after EXPORT_KEEP_HOURS.
      const result = job.result as ExportResult | undefined;
      if (job.status !== 'succeeded' || !result || now.getTime() - Date.parse(job.updatedAt) > EXPORT_KEEP_HOURS * 3_600_000) {
        throw gone();
      }
      const key = objects.exportKeys.file(job.projectId, app.applicationId, job.jobId, EXTENSIONS[result.format]);
      const url = await objects.presignDownload(key, {
        fileName: result.fileName,
        contentType: CONTENT_TYPES[result.format],
        expiresSeconds: EXPORT_LINK_SECONDS,
        now,
      });
      return { url, fileName: result.fileName, expiresAt: new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString() };
    },

    /** The `exportRecords` runner: resumable from the last part written (docs/jobs.md). */
    async run(job: JobItem, ctx: JobContext): Promise<'done' | 'continue'> {
      const parsed = v.safeParse(JobInput, job.input);
      if (!parsed.success) throw new JobFailure('invalidInput', 'This export names no valid element or records.');
      const input = parsed.output;
      const key = objects.exportKeys.file(job.projectId, input.applicationId, job.jobId, EXTENSIONS[input.format]);
      const contentType = CONTENT_TYPES[input.format];
      const saved = v.safeParse(Checkpoint, ctx.checkpoint ?? START);
      let state: Checkpoint = saved.success ? saved.output : START;
      const result = (rows: number, bytes: number): ExportResult => ({ format: input.format, rows, bytes, fileName: input.fileName });
      if (state.completed) {
        ctx.setResult(result(state.rows, state.bytes));
        return 'done';
      }

      const config = await applications.elementConfig(job.projectId, input.applicationId, input.element);
      if (!config) {
        if (state.uploadId) await objects.abortMultipartUpload(key, state.uploadId);
        throw new JobFailure('elementGone', 'The element no longer exists.');
      }
      const languages = config.languages as readonly Language[];
      const columns = input.format === 'csv' ? csvColumns(config.form, languages, input.fields) : [];
      const cells: CellContext = { languages, categoryLabel: await categoryLabels(job.projectId, input, columns, languages) };
      const writer = makeWriter(job, input, config.form, languages, cells);
      const total = input.records.kind === 'selection' ? input.records.ids.length : config.count;
      const progressOf = (position: Position | undefined, rows: number) =>
        input.records.kind === 'selection' ? (position?.index ?? input.records.ids.length) : Math.min(rows, total);

      // What is written since the last part: text pieces, encoded when a part is sent.
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const append = (text: string) => {
        if (!text) return;
        const bytes = Buffer.from(text, 'utf8');
        pending.push(bytes);
        pendingBytes += bytes.length;
      };
      const take = () => {
        const body = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        return body;
      };

      let position: Position | undefined = state.position.end ? undefined : state.position;
      let rows = state.rows;
      let lastProgress = Date.now();
      if (rows === 0 && state.parts.length === 0) append(writer.head());
      try {
        // One page is read ahead while the previous one is written (its outcome is awaited, or dropped on a continuation).
        const readAhead = (from: Position | undefined) => {
          if (!from) return undefined;
          const read = readPage(input, from, config.count);
          read.catch(() => undefined);
          return read;
        };
        let ahead = readAhead(position);
        while (position && ahead) {
          if (ctx.remainingMs() < RESERVE_MS) return 'continue'; // what follows the last part is read again
          const page = await ahead;
          position = page.next;
          ahead = readAhead(position);
          // One text per page, encoded once.
          append(page.records.map((record) => writer.record(record, rows++)).join(''));
          if (!position) append(writer.tail(rows));
          if (pendingBytes >= partBytes) {
            let uploadId = state.uploadId;
            if (!uploadId) {
              uploadId = await objects.createMultipartUpload(key, contentType);
              // Saved at once: a crash from here on resumes this upload (or aborts it), never leaves it unknown.
              state = { ...state, uploadId };
              await ctx.progress(progressOf(state.position, state.rows), total, state);
            }
            const partNumber = state.parts.length + 1;
            const body = take();
            const etag = await objects.uploadPart(key, uploadId, partNumber, body);
            state = {
              uploadId,
              parts: [...state.parts, { partNumber, etag }],
              position: position ?? { end: true },
              rows,
              bytes: state.bytes + body.length,
            };
            await ctx.progress(progressOf(position, rows), Math.max(total, rows), state);
          } else if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
            lastProgress = Date.now();
            await ctx.progress(progressOf(position, rows), Math.max(total, rows));
          }
        }

        // The end: the last part and the completion, or one PUT for a file smaller than a part.
        const body = take();
        let bytes = state.bytes + body.length;
        if (state.uploadId && (state.parts.length > 0 || body.length > 0)) {
          const parts = [...state.parts];
          if (body.length > 0 || parts.length === 0) {
            parts.push({ partNumber: parts.length + 1, etag: await objects.uploadPart(key, state.uploadId, parts.length + 1, body) });
          }
          await objects.completeMultipartUpload(key, state.uploadId, parts);
        } else {
          if (state.uploadId) await objects.abortMultipartUpload(key, state.uploadId);
          await objects.putObject(key, body, contentType);
          bytes = body.length;
        }
        const done = { ...START, rows, bytes, completed: true };
        await ctx.progress(Math.max(total, rows), Math.max(total, rows), done);
        ctx.setResult(result(rows, bytes));
        return 'done';
      } catch (error) {
        // The upload vanished (completed by a run whose end was lost, or aborted): the file is written again.
        if (state.uploadId && error instanceof Error && error.name === 'NoSuchUpload') {
          await ctx.progress(0, total, { ...START });
          return 'continue';
        }
        if (error instanceof JobFailure && state.uploadId) await objects.abortMultipartUpload(key, state.uploadId);
        throw error;
      }
    },
  };
  return service;
}
